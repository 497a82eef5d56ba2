import type { PageEntry } from '../../site/routes.ts'
import { getPath, resolveCopy } from '../../site/copy.ts'
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
  const title = resolveCopy(
    String(getPath(site.copy[lang], `${listingCopyKey(collection)}.title`)),
    site.placeholders[lang],
  )
  return { path: collection.index.path, title, collection: collection.name }
}
