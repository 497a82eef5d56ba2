/**
 * `npm run dev`: hands the repository's site to the renderer before vike
 * renders a page. The module is loaded through the dev server
 * (ssrLoadModule, as vike loads the renderer), so the site reaches the same
 * instance of site/site.ts, and an edit of the manifest, which invalidates
 * both, makes the next request parse it again.
 */
import type { Plugin } from 'vite'
import type * as RepositorySite from '../site.ts'

export function siteInDev(): Plugin {
  return {
    name: 'site-in-dev',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((_req, _res, next) => {
        server
          .ssrLoadModule('/generator/site.ts')
          .then((module) => (module as typeof RepositorySite).getSite())
          .then(() => next(), next)
      })
    },
  }
}
