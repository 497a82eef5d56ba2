// https://vike.dev/config
import type { Config } from 'vike/types'

export default {
  // Every URL is pre-rendered to static HTML by the build, not by vike's own pre-render, and there is no server at run
  // time: generator/prerender/render.ts calls our onRenderHtml's function (renderer/html.tsx) directly on every core and
  // holds it to vike's renderPage on the first page of each kind. vike builds the client and server bundles.
  prerender: { disableAutoRun: true },
  // Every URL the site writes ends with a slash (site/routes.ts), as the hosts serve a page's folder.
  trailingSlash: true,
  // Pages are HTML-only: +client.ts is the whole client entry (islands load on demand).
  clientRouting: false,
  passToClient: [],
  meta: {
    // Page components render on the server only; they never reach the browser bundle.
    Page: { env: { server: true, client: false } },
  },
} satisfies Config
