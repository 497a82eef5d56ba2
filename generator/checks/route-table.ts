import { hasLanguagePrefix, prefixOf, splitLang } from '../../site/routes.ts'
import { prefixTaken } from '../../site/schema/languages.ts'
import { routeTablePaths } from './languages.ts'
import type { Check } from './types.ts'

/**
 * Each path is declared once, and no declared path is written under a
 * language's prefix ("/es/about": the prefixed pages are derived). A prefix
 * that takes a page of the table ("/features" declared as a language's
 * prefix) is the Languages check's problem, reported there alone.
 */
export const routeTable: Check = {
  id: 'route-table',
  title: 'Route table',
  summary: (site) => `${site.manifest.routes.length} routes, ${site.pages.length} pages`,
  raw: true,
  run({ raw, files }) {
    const routes = (raw as { routes?: { path?: unknown }[] })?.routes
    if (!Array.isArray(routes)) return []
    const seen = new Map<string, number>()
    const table = routeTablePaths(raw)
    return routes.flatMap((route, i) => {
      const path = route?.path
      if (typeof path !== 'string') return []
      const problems = []
      const first = seen.get(path)
      if (first !== undefined)
        problems.push({
          check: 'route-table',
          file: files.manifest,
          route: path,
          key: `routes[${i}].path`,
          message: `duplicate path: already declared by routes[${first}]`,
          hint: 'each path appears once; merge the two entries or change one path',
        })
      else seen.set(path, i)
      const prefix = hasLanguagePrefix(path) ? prefixOf(splitLang(path).lang) : undefined
      if (prefix !== undefined && !prefixTaken(prefix, table))
        problems.push({
          check: 'route-table',
          file: files.manifest,
          route: path,
          key: `routes[${i}].path`,
          message: `paths under ${prefix} are derived, not declared`,
          hint: `declare "${splitLang(path).path}" with translatable: true instead`,
        })
      return problems
    })
  },
}
