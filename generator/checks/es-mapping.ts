import { localizedPath, notFoundUrl } from '../../site/routes.ts'
import type { Check } from './types.ts'

/** A Spanish page exists for every translatable route and for no other, and a Spanish 404 page once there is one. */
export const esMapping: Check = {
  id: 'es-mapping',
  title: '/es mapping',
  summary(site) {
    const translatable = site.manifest.routes.filter((r) => r.translatable).length
    return `${translatable} translatable routes, each with its /es page; ${site.manifest.routes.length - translatable} English-only`
  },
  run({ site, files }) {
    if (!site) return []
    const problems = []
    for (const route of site.manifest.routes) {
      if (route.translatable && !route.seo.es)
        problems.push({
          check: 'es-mapping',
          file: files.manifest,
          route: route.path,
          key: 'seo.es',
          message: 'translatable route without Spanish metadata, so its /es page cannot be built',
          hint: 'add seo.es (title, description, keywords, structuredData)',
        })
      if (!route.translatable && route.seo.es)
        problems.push({
          check: 'es-mapping',
          file: files.manifest,
          route: route.path,
          key: 'seo.es',
          message: 'Spanish metadata on a route that has no /es page',
          hint: 'set translatable: true, or remove seo.es',
        })
      if (route.contentLanguage && !route.translatable)
        problems.push({
          check: 'es-mapping',
          file: files.manifest,
          route: route.path,
          key: 'contentLanguage',
          message: 'contentLanguage only makes sense on a translatable route',
          hint: 'remove contentLanguage',
        })
    }
    if (site.pages.some((p) => p.lang === 'es') && !site.manifest.notFound.seo.es)
      problems.push({
        check: 'es-mapping',
        file: files.manifest,
        route: notFoundUrl('es'),
        key: 'notFound.seo.es',
        message: 'the site has Spanish pages but no Spanish 404 page: an unknown /es/… address would answer in English',
        hint: "add notFound.seo.es (title, description, keywords, robots: 'noindex,follow', structuredData) beside notFound.seo.en, then `npm run translations -- accept /es/404`",
      })
    const urls = new Set(site.pages.map((p) => p.url))
    for (const route of site.manifest.routes) {
      const es = localizedPath(route.path, 'es')
      if (route.translatable && route.seo.es && !urls.has(es))
        problems.push({
          check: 'es-mapping',
          file: files.manifest,
          route: route.path,
          key: 'path',
          message: `no page at ${es}`,
        })
      if (!route.translatable && urls.has(es))
        problems.push({
          check: 'es-mapping',
          file: files.manifest,
          route: route.path,
          key: 'path',
          message: `unexpected page at ${es}`,
        })
    }
    return problems
  },
}
