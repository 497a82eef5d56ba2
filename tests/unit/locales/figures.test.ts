/**
 * Every measured figure carries its basis (issue 26): what it counts, over
 * whom, over which period and when, in both languages, and each page that
 * shows a figure knows which bases to print.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { claims, measuredFigures, story } from '../../../site.facts.ts'
import { interpolate } from '../../../site/copy.ts'
import { basisProblems } from '../../../site/measured.ts'
import { STATISTICS } from '../../../site/schema/claims.ts'
import { figuresOnPage } from '../../../site/page-figures.ts'
import { loadSiteConfig } from '../../../site/config.ts'
import { siteOf } from '../../../generator/site.ts'
import { STATEMENT_FIGURES, WRITERS, type StatementInputs } from '../../../locales/statements.ts'

const site = siteOf({ config: loadSiteConfig({ env: {}, mode: 'development' }) })
const on = (url: string) => figuresOnPage(site, site.byUrl.get(url)!).map((f) => f.placeholder)

describe('figures and their basis', () => {
  it('every measured figure of site.claims.ts has a label and a complete basis in both languages', () => {
    expect(basisProblems({ claims, story })).toEqual([])
    // Each listed once (the check "figure-bases" holds that none is left out: figure-not-listed.fixture.ts).
    const placeholders = measuredFigures().map((m) => m.placeholder)
    expect(placeholders.length).toBeGreaterThan(0)
    expect(new Set(placeholders).size).toBe(placeholders.length)
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
      'claims.a.label: figure has no label (the words under the figure): write it in every language ({ en, es })',
      'claims.a.basis: figure has no basis (what it counts, over whom, when)',
      'claims.b.basis.period.es: figure has no period (over which period) in this language',
      'claims.b.basis.measured: figure has its date measured written "soon", not YYYY-MM-DD (e.g. 2026-10-31)',
      'claims.c.basis.sample: figure has no sample (how many customers, stores or answers were measured, and of what)',
      'claims.c.basis.statistic: figure has no statistic (whether it is a mean, a median, a count…: one of mean, median, count, total, ratio, majority, one)',
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
      'roasTypical',
      'roiBoost',
      'hoursBefore',
      'hoursAfter',
      'timeSavedTypical',
      'roasGain',
      'rating',
      'campaigns',
      'adSpend',
      'firstCampaign',
    ])
    expect(on('/es/')).toEqual(on('/'))
    expect(on('/features/')).toEqual(['roiBoost', 'roasTypical', 'timeSaved', 'firstCampaign'])
    // The speed and migration promises carry their basis wherever a page makes them.
    expect(on('/contact/')).toEqual(['firstCampaign'])
    expect(on('/es/book-demo/')).toEqual(['migration'])
    expect(on('/solutions/shopify-ads-automation/')).toEqual([
      'shopifyStores',
      'shopifyRoas',
      // The mean stands with the median in its label.
      'roasTypical',
      // Two testimonials about time carry the time note (what the customers who timed it generally save).
      'timeSavedTypical',
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

describe('the figures inside statements', () => {
  it('each statement lists exactly the measured figures its text states, in every language', () => {
    // Write every statement with a marker for each input, then read back which figures each one states.
    const placeholders = new Set(measuredFigures().map((m) => m.placeholder))
    for (const names of Object.values(STATEMENT_FIGURES))
      for (const name of names) expect(placeholders, `STATEMENT_FIGURES names "${name}"`).toContain(name)
    const marker = (name: string) => `\u27e6${name}\u27e7`
    const inputs = new Proxy({} as StatementInputs, { get: (_, name) => marker(String(name)) })
    for (const [lang, write] of Object.entries(WRITERS)) {
      const statements = write!(inputs)
      for (const [statement, text] of Object.entries(statements)) {
        const stated = [...text.matchAll(/\u27e6(\w+)\u27e7/g)].map((m) => m[1]!).filter((n) => placeholders.has(n))
        expect(new Set(stated), `${lang} {${statement}}: locales/statements.ts, STATEMENT_FIGURES`).toEqual(
          new Set(STATEMENT_FIGURES[statement] ?? []),
        )
      }
    }
  })
})

describe('site.facts.ts and site.claims.ts', () => {
  it('hold data only: they import types and each other, never formatting or placeholders', () => {
    const root = join(import.meta.dirname, '../../..')
    for (const file of ['site.facts.ts', 'site.claims.ts']) {
      const imports = readFileSync(join(root, file), 'utf8').match(/^import .+$/gm) ?? []
      const values = imports.filter((line) => !line.startsWith('import type ') && !line.includes("'./site.claims.ts'"))
      expect(values, `${file} imports code: move formatting to locales/placeholders.ts`).toEqual([])
    }
  })
})
