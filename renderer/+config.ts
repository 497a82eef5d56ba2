// https://vike.dev/config
import type { Config } from 'vike/types'

export default {
  // Every URL is pre-rendered to static HTML; there is no server at run time. It is rendered by generator/build/ with vike's renderPage, on every core, right before
  // each page is finished and checked (npm run build); vike builds the client and server bundles.
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
