import type { CommonCopy } from '../../locales/index.ts'
import { getPath, resolveCopy } from '../../site/copy.ts'
import { textAt } from '../../site/text.ts'
import type { Lang } from '../../site/lang.ts'
import type { Site } from '../../site/site.ts'
import { localeFile } from '../../locales/paths.ts'

/**
 * The text of a navigation label in the page's language: a copy key under
 * `common` (e.g. "common.nav.features"), or a listing's own title
 * ("listings.customers.title", written in the manifest beside the listing).
 * The navigation check (generator/checks/navigation-entries.ts) fails the
 * build, naming the entry, before a missing key could get here.
 */
export function navLabel(common: CommonCopy, key: string, site: Site, lang: Lang): string {
  const text = key.startsWith('common.')
    ? getPath({ common }, key)
    : resolveCopy(textAt(site, lang, key), site.placeholders[lang], key)
  if (typeof text !== 'string') throw new Error(`navigation label "${key}" has no text in ${localeFile('*', 'common')}`)
  return text
}
