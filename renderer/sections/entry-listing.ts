import { localizedPath, routeLangs, type PageEntry } from '../../site/routes.ts'
import { resolveCopy } from '../../site/copy.ts'
import { textAt } from '../../site/text.ts'
import type { Lang } from '../../site/lang.ts'
import { listingCopyKey } from '../../site/content/listings.ts'
import type { Site } from '../../site/site.ts'

/**
 * The listing an entry's page belongs to, when its collection has one: its
 * path and its title in the page's language. The entry's back link and its
 * pager both lead there.
 */
export function listingOfEntry(
  site: Site,
  page: PageEntry | null | undefined,
  lang: Lang,
): { path: string; title: string; collection: string } | undefined {
  const origin = page?.route.origin
  if (origin?.kind !== 'entry') return undefined
  const collection = site.content.collections.find((c) => c.name === origin.collection)
  if (!collection?.index) return undefined
  const title = resolveCopy(String(textAt(site, lang, `${listingCopyKey(collection)}.title`)), site.placeholders[lang])
  return { path: collection.index.path, title, collection: collection.name }
}

/**
 * Where the language switch leads from an entry with no version in `target`:
 * its listing in that language, when the listing has one (the Spanish
 * listing shows the English entry too, marked); undefined otherwise.
 */
export function listingInLanguage(site: Site, page: PageEntry | null | undefined, target: Lang): string | undefined {
  const origin = page?.route.origin
  if (origin?.kind !== 'entry') return undefined
  const path = site.content.collections.find((c) => c.name === origin.collection)?.index?.path
  const route = path === undefined ? undefined : site.routes.get(path)
  return route && routeLangs(route).includes(target) ? localizedPath(route.path, target) : undefined
}
