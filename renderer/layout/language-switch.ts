import { homeUrl, localizedPath, routeLangs, type PageEntry } from '../../site/routes.ts'
import type { Lang } from '../../site/lang.ts'
import type { Site } from '../../site/site.ts'
import { listingInLanguage } from '../sections/entry-listing.ts'

/**
 * The page its `inOtherLanguages` names, in `target`, for a page with no
 * version there (/privacy → /es/privacy-summary/); undefined when it names
 * none, or one without that language (the check refuses both).
 */
export function standInLanguage(site: Site, page: PageEntry | null | undefined, target: Lang): string | undefined {
  const path = page?.route.inOtherLanguages
  const route = path === undefined ? undefined : site.routes.get(path)
  return route && routeLangs(route).includes(target) ? localizedPath(route.path, target) : undefined
}

/**
 * Where the language switch leads from a page to `target`: the page in that
 * language; for a page without one, the page its route names for the other
 * languages (`inOtherLanguages`), else a listed entry's listing in that
 * language, else that language's home. None of these but the first is an
 * hreflang alternate: they are not translations of the page.
 */
export function switchHref(site: Site, page: PageEntry | null | undefined, target: Lang): string {
  return (
    page?.alternates[target] ??
    standInLanguage(site, page, target) ??
    listingInLanguage(site, page, target) ??
    homeUrl(target)
  )
}
