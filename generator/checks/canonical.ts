import { canonicalUrl } from '../../site/routes.ts'
import type { Check } from './types.ts'

/** Each page's canonical URL is the configured origin plus its own path. */
export const canonical: Check = {
  id: 'canonical',
  title: 'Canonical links',
  summary: (site) => `${site.pages.length} canonicals on ${site.config.origin}`,
  run({ site, files }) {
    if (!site) return []
    return site.pages.flatMap((page) => {
      const expected = canonicalUrl(site.config.origin, page.url)
      const actual = page.seo.canonical ?? expected
      if (actual === expected && actual.startsWith(site.config.origin)) return []
      return [
        {
          check: 'canonical',
          file: files.manifest,
          route: page.url,
          key: `seo.${page.lang}.canonical`,
          message: `canonical is ${actual}, expected ${expected}`,
          hint: 'remove the canonical override: it is derived from SITE_ORIGIN and the path',
        },
      ]
    })
  },
}
