// https://vike.dev/config
import type { Config } from 'vike/types'

export default {
  // Every URL is pre-rendered to static HTML; there is no server at run time.
  prerender: true,
  // Pages are HTML-only: +client.ts is the whole client entry (islands load on demand).
  clientRouting: false,
  passToClient: [],
  meta: {
    // Page components render on the server only; they never reach the browser bundle.
    Page: { env: { server: true, client: false } },
  },
} satisfies Config
