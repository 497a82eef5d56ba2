import { describe, expect, it } from 'vitest'
import { loadSiteConfig } from '../../../site/config.ts'
import { siteOf } from '../../../generator/site.ts'
import { notPrerenderedUrls, speculationRules, speculationRulesScript } from '../../../site/speculation.ts'

/** The Spanish pages as a URL pattern: "/es", "/es/" and below. */
const SPANISH_PAGES = '/es{/*}?'

const site = siteOf({ config: loadSiteConfig({ env: {}, mode: 'development' }) })
const where = (lang: 'en' | 'es') => speculationRules(site, lang).prerender[0]!.where.and

describe('speculation rules (site/speculation.ts)', () => {
  it('prerender the page a link leads to on intent (moderate eagerness), from the document’s own links', () => {
    for (const lang of ['en', 'es'] as const) {
      const { prerender } = speculationRules(site, lang)
      expect(prerender).toHaveLength(1)
      expect(prerender[0]!.source).toBe('document')
      expect(prerender[0]!.eagerness).toBe('moderate')
    }
  })

  it('match this origin only, by address (relative patterns, no CSS selector)', () => {
    expect(where('en')[0]).toEqual({ href_matches: '/*' })
    expect(where('es')[0]).toEqual({ href_matches: SPANISH_PAGES })
    expect(JSON.stringify(speculationRules(site, 'en'))).not.toContain('selector_matches')
  })

  it('never prerender a language switch: English pages leave out /es, Spanish pages match /es only', () => {
    expect((where('en')[1] as { not: { href_matches: string[] } }).not.href_matches).toContain(SPANISH_PAGES)
  })

  it('never prerender the pages kept out of search (meeting-booked, the previous Terms), nor files', () => {
    expect(notPrerenderedUrls(site).sort()).toEqual([
      '/es/meeting-booked/',
      '/meeting-booked/',
      '/terms-and-conditions/2024-12-31/',
    ])
    for (const lang of ['en', 'es'] as const)
      expect((where(lang)[1] as { not: { href_matches: string[] } }).not.href_matches).toEqual(
        expect.arrayContaining(['/meeting-booked{/}?', '/es/meeting-booked{/}?', '/*.*']),
      )
  })

  it('is one inline element per language, the same on each page (one hash each in the site-wide policy)', () => {
    for (const lang of ['en', 'es'] as const) {
      const script = speculationRulesScript(site, lang)
      expect(script).toMatch(/^<script type="speculationrules">\{.*\}<\/script>$/)
      expect(JSON.parse(script.slice(script.indexOf('>') + 1, -'</script>'.length))).toEqual(
        speculationRules(site, lang),
      )
    }
  })
})
