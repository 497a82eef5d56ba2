/**
 * Every measured figure carries its basis (issue 26): what it counts, over
 * whom, over which period and when, in both languages, and each page that
 * shows a figure knows which bases to print.
 */
import { describe, expect, it } from 'vitest'
import { claims, measuredFigures, story } from '../../../site.facts.ts'
import { interpolate } from '../../../site/copy.ts'
import { basisProblems } from '../../../site/measured.ts'
import { figuresOnPage } from '../../../site/page-figures.ts'
import { loadSiteConfig } from '../../../site/config.ts'
import { createSite } from '../../../site/site.ts'

const site = createSite({ config: loadSiteConfig({ env: {}, mode: 'development' }) })
const on = (url: string) => figuresOnPage(site, site.byUrl.get(url)!).map((f) => f.placeholder)

describe('figures and their basis', () => {
  it('every measured figure of site.claims.ts has a label and a complete basis in both languages', () => {
    expect(basisProblems({ claims, story })).toEqual([])
    expect(measuredFigures().length).toBe(17)
  })

  it('names the figure, the missing part and the fix when a basis is incomplete', () => {
    const problems = basisProblems({
      claims: {
        a: { kind: 'count', value: 1 },
        b: {
          ...claims.agencies,
          basis: { ...claims.agencies.basis, period: { en: 'May 2026', es: '' }, measured: 'soon' },
        },
      },
    })
    expect(problems.map((p) => `${p.key}: ${p.message}`)).toEqual([
      'claims.a: figure has no basis (what it counts, over whom, when)',
      'claims.b: figure has no Spanish basis.period (over which period)',
      'claims.b: figure has no basis.measured date (YYYY-MM-DD)',
    ])
    expect(problems[0]!.hint).toMatch(
      /basis: \{ counts: \{ en, es \}, population: .*measured: "YYYY-MM-DD" \}.*site\.facts\.ts/,
    )
  })

  it('every basis reads in both languages with the site’s placeholders, and was measured on a real date', () => {
    for (const { key, claim } of measuredFigures())
      for (const lang of ['en', 'es'] as const) {
        for (const text of [
          claim.label[lang],
          ...(['counts', 'population', 'period'] as const).map((p) => claim.basis[p][lang]),
        ])
          expect(() => interpolate(text, site.placeholders[lang], key)).not.toThrow()
        expect(Number.isNaN(Date.parse(claim.basis.measured)), key).toBe(false)
      }
  })

  it('each page lists the figures its copy shows, statements included, in the order it shows them', () => {
    expect(on('/')).toEqual([
      'brandsCount',
      'timeSaved',
      'roiBoost',
      'hoursBefore',
      'hoursAfter',
      'roasGain',
      'rating',
      'adsLaunched',
      'adSpend',
    ])
    expect(on('/es/')).toEqual(on('/'))
    expect(on('/features/')).toEqual(['roiBoost', 'timeSaved'])
    expect(on('/solutions/shopify-ads-automation/')).toEqual(['shopifyStores', 'shopifyRoas', 'shopifyManualWork'])
    expect(on('/es/story/')).toEqual(on('/story/'))
    expect(on('/story/')).toEqual(
      expect.arrayContaining(['payingCustomers', 'mrr', 'grossMargin', 'agencies', 'brandsCount']),
    )
    for (const url of ['/contact/', '/es/book-demo/', '/privacy/', '/meeting-booked/']) expect(on(url), url).toEqual([])
  })
})
