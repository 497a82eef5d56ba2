import { documentTitle } from '../../site/head.ts'
import type { Problem } from '../../site/errors.ts'
import { entryRoot } from '../../site/content/collections.ts'
import { DEFAULT_LANG } from '../../site/lang.ts'
import type { PageEntry } from '../../site/routes.ts'
import type { Site } from '../../site/site.ts'
import type { Check } from './types.ts'

export const TITLE_LENGTH = { min: 10, max: 70 } as const
export const DESCRIPTION_LENGTH = { min: 50, max: 170 } as const

/**
 * Where a page's search text is written: the manifest's `seo.<lang>.<key>`, or
 * for a page grown from a collection's entry the entry's file, at the line of
 * its field (`seoTitle` when the entry has one, else `title`; `description`).
 */
export function whereWritten(
  site: Site,
  page: PageEntry,
  key: 'title' | 'description',
  manifest: string,
): { file: string; line?: number; key: string; entry: boolean } {
  const origin = page.route.origin
  const file = origin?.kind === 'entry' ? (origin.files?.[page.lang] ?? origin.files?.[DEFAULT_LANG]) : undefined
  if (!origin?.slug || file === undefined) return { file: manifest, key: `seo.${page.lang}.${key}`, entry: false }
  const root = entryRoot(origin.collection, origin.slug)
  const own = key === 'title' ? site.content.locate(page.lang, `${root}.seoTitle`) : undefined
  const field = own?.line ? 'seoTitle' : key
  const line = own?.line ?? site.content.locate(page.lang, `${root}.${key}`)?.line
  return { file, ...(line ? { line } : {}), key: field, entry: true }
}

/** How to bring a text within its limits, where it is written. */
function lengthFix(
  key: 'title' | 'description',
  value: string,
  entry: boolean,
  brand: string,
  suffix: number,
  translated = false,
): string {
  if (key === 'description')
    return `${entry ? 'write the description' : 'write it'} in ${DESCRIPTION_LENGTH.min}-${DESCRIPTION_LENGTH.max} characters: ${JSON.stringify(value)}`
  const own = `at most ${TITLE_LENGTH.max - suffix} characters, with " | ${brand}" at most ${TITLE_LENGTH.max}`
  if (value.length < TITLE_LENGTH.min)
    return `lengthen it to at least ${TITLE_LENGTH.min} characters with " | ${brand}": ${JSON.stringify(value)}`
  return entry
    ? `shorten the title, or set seoTitle, the search title (${own})${translated ? ', in the English file first: a translation writes the fields its English writes' : ''}: ${JSON.stringify(value)}`
    : `shorten it (${own}): ${JSON.stringify(value)}`
}

/** Titles and descriptions: present, of sensible length, unique among pages of one language. */
export const seo: Check = {
  id: 'seo',
  title: 'SEO lengths and duplicates',
  summary: (_site) =>
    `titles ${TITLE_LENGTH.min}-${TITLE_LENGTH.max} and descriptions ${DESCRIPTION_LENGTH.min}-${DESCRIPTION_LENGTH.max} characters, none duplicated`,
  run({ site, files }) {
    if (!site) return []
    const problems: Problem[] = []
    const seen = new Map<string, string>()
    for (const page of site.pages) {
      const title = documentTitle(page.seo, site.config.brand)
      const fields = [
        { key: 'title' as const, value: title, limits: TITLE_LENGTH, note: ' (with the brand suffix)' },
        { key: 'description' as const, value: page.seo.description, limits: DESCRIPTION_LENGTH, note: '' },
      ]
      for (const { key, value, limits, note } of fields) {
        // Found only for a problem: most texts have none.
        const base = () => {
          const { entry, ...where } = whereWritten(site, page, key, files.manifest)
          return { check: 'seo', ...where, route: page.url, entry }
        }
        if (value.length < limits.min || value.length > limits.max) {
          const { entry, ...at } = base()
          problems.push({
            ...at,
            message: `${key} is ${value.length} characters${note}; keep it between ${limits.min} and ${limits.max}`,
            hint: lengthFix(
              key,
              key === 'title' ? page.seo.title : value,
              entry,
              site.config.brand,
              // What the title is given: " | <brand>".
              title.length - page.seo.title.length,
              // A translated entry whose English file has no seoTitle: the translation cannot add one alone.
              entry &&
                page.lang !== DEFAULT_LANG &&
                page.route.origin?.slug !== undefined &&
                !site.content.locate(
                  DEFAULT_LANG,
                  `${entryRoot(page.route.origin.collection, page.route.origin.slug)}.seoTitle`,
                )?.line,
            ),
          })
        }
        const dupKey = `${page.lang}:${key}:${value}`
        const other = seen.get(dupKey)
        if (other) {
          const { entry: _, ...at } = base()
          problems.push({ ...at, message: `same ${key} as ${other}`, hint: 'every page needs its own' })
        } else seen.set(dupKey, page.url)
      }
    }
    return problems
  },
}
