import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { breachesOf, timingOnlyUrls, type BenchSummary, type Budgets } from '../../../bench/cli/check.ts'
import type { BenchRow, Relative } from '../../../bench/lib/types.ts'

const budgets = JSON.parse(readFileSync('bench/budgets.json', 'utf8')) as Budgets

const row = (over: Partial<BenchRow> = {}): BenchRow => ({
  url: '/features/',
  performance: 97,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  fcpMs: 900,
  lcpMs: 1000,
  tbtMs: 200,
  cls: 0,
  totalKiB: 38,
  jsGzipKiB: 3.4,
  requests: 9,
  renderBlocking: 0,
  mainThreadMs: 1600,
  threadCpuMs: 700,
  lcpElement: 'text <h1>',
  lcpSized: true,
  ...over,
})
const relative = (over: Partial<Relative> = {}): Relative => ({
  url: '/features/',
  fcpRatio: 1.15,
  lcpRatio: 1.3,
  tbtExcessMs: 180,
  mainThreadRatio: 3,
  tbtExcessPerReferenceMainThread: 0.35,
  referenceMainThreadMs: 520,
  performanceGap: 3,
  ...over,
})
const summary = (r: Partial<BenchRow> = {}, rel: Partial<Relative> = {}): BenchSummary => ({
  rows: [row(r)],
  relative: [relative(rel)],
  reference: row({ url: '/__bench/reference/' }),
})

describe('bench:check', () => {
  it('passes a page within every budget, whatever its absolute timings', () => {
    // A slow machine: every timing is high, and so is the reference's.
    expect(breachesOf(summary({ tbtMs: 900, lcpMs: 2400, fcpMs: 2000, performance: 71 }), budgets)).toEqual([])
  })

  it.each([
    [{ accessibility: 98 }, {}, '/features/: accessibility 98 < 100'],
    [{ bestPractices: 96 }, {}, '/features/: best-practices 96 < 100'],
    [{ seo: 92 }, {}, '/features/: SEO 92 < 100'],
    [{ cls: 0.02 }, {}, '/features/: CLS 0.02 > 0'],
    [{ jsGzipKiB: 60 }, {}, '/features/: 60 KiB of JavaScript before interaction > 15 KiB'],
    [{ totalKiB: 180 }, {}, '/features/: page weight 180 KiB > 100 KiB'],
    [{ requests: 31 }, {}, '/features/: 31 requests > 20'],
    [{ renderBlocking: 1 }, {}, '/features/: 1 render-blocking requests > 0'],
    [
      { lcpSized: false, lcpElement: 'image <img src="/hero.png">' },
      {},
      '/features/: the LCP element is image <img src="/hero.png">, not text or an <img> with width and height',
    ],
    [{}, { fcpRatio: 1.7 }, "/features/: FCP 1.7x the reference's > 1.5x"],
    [{}, { lcpRatio: 2.1 }, "/features/: LCP 2.1x the reference's > 1.8x"],
    [{}, { mainThreadRatio: 8.2 }, "/features/: main-thread work 8.2x the reference's > 6x"],
    [
      {},
      { tbtExcessMs: 1200, tbtExcessPerReferenceMainThread: 2.3 },
      "/features/: TBT exceeds the reference's by 1200 ms, 2.3x the reference's main-thread work > 1.5x",
    ],
  ] as [Partial<BenchRow>, Partial<Relative>, string][])(
    'names the page, the figure and the budget: %j %j',
    (r, rel, message) => {
      expect(breachesOf(summary(r, rel), budgets)).toEqual([message])
    },
  )

  it('exempts the noindex pages from SEO and the form pages from the JavaScript budget, in either spelling', () => {
    expect(breachesOf(summary({ url: '/meeting-booked/', seo: 69 }, { url: '/meeting-booked/' }), budgets)).toEqual([])
    expect(breachesOf(summary({ url: '/contact/', jsGzipKiB: 40 }, { url: '/contact/' }), budgets)).toEqual([])
  })

  it('fails a page measured without the reference', () => {
    expect(breachesOf({ ...summary(), relative: [] }, budgets)).toEqual(['a page was measured without the reference'])
  })

  it('measures again only pages whose sole breaches are timings; an absolute breach anywhere fails at once', () => {
    const two: BenchSummary = {
      rows: [row(), row({ url: '/privacy/' })],
      relative: [relative(), relative({ url: '/privacy/', fcpRatio: 1.77 })],
      reference: row({ url: '/__bench/reference/' }),
    }
    expect(timingOnlyUrls(two, budgets)).toEqual(['/privacy/'])
    expect(timingOnlyUrls({ ...two, rows: [row({ totalKiB: 180 }), two.rows[1]!] }, budgets)).toEqual([])
    expect(timingOnlyUrls(summary(), budgets)).toEqual([])
  })
})
