import { walkStrings } from '../../site/copy.ts'
import { textAt } from '../../site/text.ts'
import { collectionRoute, type Problem } from '../../site/errors.ts'
import { listingPath, pageNumbers } from '../../site/content/listings.ts'
import { linksIn } from '../../site/markup.ts'
import { isRouteTarget, navigationLinks } from '../../site/navigation-links.ts'
import { bodyLangs, routePathOf } from '../../site/routes.ts'
import type { Site } from '../../site/site.ts'
import { collectHrefs } from './links.ts'
import type { Check } from './types.ts'
import { DEFAULT_LANG } from '../../site/lang.ts'

/** The route path an internal href names ("/contact#faq" → "/contact"), or null for anything else. */
function targetOf(href: string): string | null {
  if (!href.startsWith('/') || href.startsWith('//')) return null
  return routePathOf(href.split('#')[0]!.split('?')[0]!)
}

/**
 * Which routes link to which: every internal href of a route's section props
 * and every `[label](/path)` of its sections' copy, in each language the route
 * is built in. Keys are target route paths; values the routes linking there.
 */
export function inboundLinks(site: Site): Map<string, Set<string>> {
  const inbound = new Map<string, Set<string>>()
  const add = (href: string, from: string) => {
    const to = targetOf(href)
    if (to === null || to === from) return
    if (!inbound.has(to)) inbound.set(to, new Set())
    inbound.get(to)!.add(from)
  }
  for (const route of site.manifest.routes) {
    const langs = bodyLangs(route)
    for (const section of route.sections) {
      const hrefs: { key: string; href: string }[] = []
      collectHrefs(section.props, '', hrefs)
      for (const { href } of hrefs) add(href, route.path)
      for (const lang of langs)
        walkStrings(textAt(site, lang, section.copy), section.copy, (text) => {
          for (const href of linksIn(text)) add(href, route.path)
        })
    }
  }
  // A listing page links to its entries, to the pages its pagination numbers, and to the first page of
  // the index and of every tag (renderer/sections/EntryList.tsx): linear in the pages, as the links are.
  for (const [name, pages] of site.content.listings) {
    const base = site.content.collections.find((c) => c.name === name)?.index?.path
    if (!base) continue
    const firsts = pages.filter((p) => p.page === 1).map((p) => p.path)
    for (const page of pages) {
      for (const entry of page.entries) add(entry, page.path)
      for (const n of pageNumbers(page.page, page.pages)) if (n !== null) add(listingPath(base, n, page.tag), page.path)
      for (const first of firsts) add(first, page.path)
    }
  }
  return inbound
}

/**
 * No page is an orphan: each route is in the navigation or linked from
 * another page, unless its `unlinked` says how visitors reach it. A page
 * nothing links to is found by no visitor and, unless the sitemap lists it,
 * by no search engine.
 */
export const orphans: Check = {
  id: 'orphans',
  title: 'Every page linked',
  summary(site) {
    const unlinked = site.manifest.routes.filter((r) => r.unlinked).length
    return `every route is in the navigation or linked from another page${unlinked ? ` (${unlinked} reached another way: unlinked)` : ''}`
  },
  run(ctx) {
    const { site, files } = ctx
    if (!site) return []
    const inNavigation = new Set(
      navigationLinks(site.manifest.navigation)
        .map(({ link }) => link.to)
        .filter(isRouteTarget),
    )
    const inbound = inboundLinks(site)
    const problems: Problem[] = []
    site.manifest.routes.forEach((route, i) => {
      if (route.unlinked || inNavigation.has(route.path) || inbound.has(route.path)) return
      // A collection's listing is declared by its `index`, which has no `unlinked`: link it, at its line.
      if (route.origin?.kind === 'listing') {
        const { collection } = route.origin
        problems.push({
          check: 'orphans',
          file: files.manifest,
          route: collectionRoute(collection),
          key: 'index',
          message: `orphan listing: ${route.path} is in no navigation and no other page links to it`,
          hint:
            `place it in the navigation (under navigation in ${files.manifest}: { to: '${route.path}', label: ` +
            `'listings.${collection}.title' }, its own title), or link it from another page`,
        })
        return
      }
      problems.push({
        check: 'orphans',
        file: route.origin?.files?.[DEFAULT_LANG] ?? files.manifest,
        route: route.path,
        key: `routes[${i}]`,
        message: 'orphan page: it is in no navigation and no other page links to it',
        hint:
          `place it in the navigation (under navigation in ${files.manifest}: { to: '${route.path}', label: 'common.…' }, ` +
          `or \`npm run add-page\` with --nav header / --nav footer:<group> for a new page), link it from another page, ` +
          `or, when visitors reach it another way, say how with unlinked: '…' in its route`,
      })
    })
    return problems
  },
}
