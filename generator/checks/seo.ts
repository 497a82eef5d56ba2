import { documentTitle } from '../../site/head.ts'
import type { Problem } from '../../site/errors.ts'
import type { Check } from './types.ts'

export const TITLE_LENGTH = { min: 10, max: 70 } as const
export const DESCRIPTION_LENGTH = { min: 50, max: 170 } as const

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
        { key: 'title', value: title, limits: TITLE_LENGTH, note: ' (with the brand suffix)' },
        { key: 'description', value: page.seo.description, limits: DESCRIPTION_LENGTH, note: '' },
      ]
      for (const { key, value, limits, note } of fields) {
        const base = { check: 'seo', file: files.manifest, route: page.url, key: `seo.${page.lang}.${key}` }
        if (value.length < limits.min || value.length > limits.max)
          problems.push({
            ...base,
            message: `${key} is ${value.length} characters${note}; keep it between ${limits.min} and ${limits.max}`,
            hint: JSON.stringify(value),
          })
        const dupKey = `${page.lang}:${key}:${value}`
        const other = seen.get(dupKey)
        if (other) problems.push({ ...base, message: `same ${key} as ${other}`, hint: 'every page needs its own' })
        else seen.set(dupKey, page.url)
      }
    }
    return problems
  },
}
