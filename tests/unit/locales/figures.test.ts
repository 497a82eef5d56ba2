/**
 * Every measured figure carries its basis (issue 26): what it counts, over
 * whom, over which period and when, in both languages, and each page that
 * shows a figure knows which bases to print.
 */
import { describe, expect, it } from 'vitest'
import { claims, measuredFigures, story } from '../../../site.facts.ts'
import { interpolate } from '../../../site/copy.ts'
import { basisProblems, STATISTICS } from '../../../site/measured.ts'
import { figuresOnPage } from '../../../site/page-figures.ts'
import { loadSiteConfig } from '../../../site/config.ts'
import { createSite } from '../../../site/site.ts'

const site = createSite({ config: loadSiteConfig({ env: {}, mode: 'development' }) })
const on = (url: string) => figuresOnPage(site, site.byUrl.get(url)!).map((f) => f.placeholder)

describe('figures and their basis', () => {
  it('every measured figure of site.claims.ts has a label and a complete basis in both languages', () => {
    expect(basisProblems({ claims, story })).toEqual([])
    expect(measuredFigures().length).toBe(18)
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
    const { sample: _sample, statistic: _statistic, ...noSample } = claims.roiBoost.basis
    problems.push(
      ...basisProblems({ claims: { c: { ...claims.roiBoost, basis: { ...noSample, statistic: 'average' } } } }),
    )
    expect(problems.map((p) => `${p.key}: ${p.message}`)).toEqual([
      'claims.a: figure has no basis (what it counts, over whom, when)',
      'claims.b: figure has no Spanish basis.period (over which period)',
      'claims.b: figure has no basis.measured date (YYYY-MM-DD)',
      'claims.c: figure has no basis.sample.size (how many customers, stores or answers were measured)',
      'claims.c: figure has no basis.statistic (whether it is a mean, a median, a count…: one of mean, median, count, total, ratio, majority, one)',
    ])
    expect(problems[0]!.hint).toMatch(
      /basis: \{ counts: \{ en, es \}, population: .*measured: "YYYY-MM-DD", sample: \{ size, unit: \{ en, es \} \}, statistic: .*site\.claims\.ts/,
    )
  })

  it('every figure says how many were measured and whether it is their mean, median or count', () => {
    for (const { key, claim } of measuredFigures()) {
      expect(claim.basis.sample.size, key).toBeGreaterThan(0)
      expect(STATISTICS, key).toContain(claim.basis.statistic)
    }
    // Surveys count their respondents, and say so in the stat itself.
    expect(claims.timeSaved.label.en).toMatch(/survey/)
    expect(claims.shopify.manualWorkCut.label.en).toMatch(/survey/)
    expect(claims.timeSaved.basis.population.en).toMatch(/answered/)
    // A mean of ratios says what pulls it up.
    expect(claims.roiBoost.basis.counts.en).toMatch(/mean of those ratios/)
  })

  it('every basis reads in both languages with the site’s placeholders, and was measured on a real date', () => {
    for (const { key, claim } of measuredFigures())
      for (const lang of ['en', 'es'] as const) {
        for (const text of [
          claim.label[lang],
          claim.basis.sample.unit[lang],
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
      'campaigns',
      'adSpend',
      'firstCampaign',
    ])
    expect(on('/es/')).toEqual(on('/'))
    expect(on('/features/')).toEqual(['roiBoost', 'timeSaved', 'firstCampaign'])
    // The speed and migration promises carry their basis wherever a page makes them.
    expect(on('/contact/')).toEqual(['firstCampaign'])
    expect(on('/es/book-demo/')).toEqual(['migration'])
    expect(on('/solutions/shopify-ads-automation/')).toEqual([
      'shopifyStores',
      'shopifyRoas',
      'shopifyManualWork',
      'firstCampaign',
      'migration',
    ])
    expect(on('/es/story/')).toEqual(on('/story/'))
    expect(on('/story/')).toEqual(
      expect.arrayContaining(['payingCustomers', 'mrr', 'grossMargin', 'agencies', 'brandsCount']),
    )
    for (const url of ['/privacy/', '/meeting-booked/', '/es/privacy-summary/']) expect(on(url), url).toEqual([])
  })
})
