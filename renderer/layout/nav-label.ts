import type { CommonCopy } from '../../locales/index.ts'
import { getPath } from '../../site/copy.ts'
import { localeFile } from '../../locales/paths.ts'

/**
 * The text of a navigation label (a copy key under `common`, e.g.
 * "common.nav.features") in the page's language. The navigation check
 * (generator/checks/navigation-entries.ts) fails the build, naming the entry, before a
 * missing key could get here.
 */
export function navLabel(common: CommonCopy, key: string): string {
  const text = getPath({ common }, key)
  if (typeof text !== 'string') throw new Error(`navigation label "${key}" has no text in ${localeFile('*', 'common')}`)
  return text
}
