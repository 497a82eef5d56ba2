import { describe, expect, it } from 'vitest'
import { parseBenchArgs } from '../../../bench/lib/args.ts'
import { benchUrls, parseBudgets, readBudgets } from '../../../bench/lib/budgets.ts'
import { median, medianRelative, medianRow, ratio, representativeRun } from '../../../bench/lib/statistics.ts'
import type { BenchRow, RunResult } from '../../../bench/lib/types.ts'

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
  mainThreadMs: 400,
  threadCpuMs: 300,
  lcpElement: 'text <h1>',
  lcpSized: true,
  ...over,
})
const run = (over: Partial<BenchRow>): RunResult => ({ row: row(over), lhr: {} })

describe('bench statistics', () => {
  it('takes the middle value, the upper middle of an even count, and refuses none', () => {
    expect(median([3, 1, 2])).toBe(2)
    expect(median([4, 1, 3, 2])).toBe(3)
    expect(median([5])).toBe(5)
    expect(() => median([])).toThrow(/no values/)
  })

  it('gives ratios to two decimals, never dividing by less than 1', () => {
    expect(ratio(2, 3)).toBe(0.67)
    expect(ratio(150, 100)).toBe(1.5)
    expect(ratio(5, 0)).toBe(5)
  })

  it('measures each page against the reference run just before it, as medians over the pairs', () => {
    const pairs = [
      { page: row({ fcpMs: 1200, tbtMs: 300, mainThreadMs: 800 }), reference: row({ fcpMs: 1000, tbtMs: 100 }) },
      { page: row({ fcpMs: 3000, tbtMs: 900, mainThreadMs: 2000 }), reference: row({ fcpMs: 1000, tbtMs: 100 }) },
      { page: row({ fcpMs: 1500, tbtMs: 500, mainThreadMs: 1200 }), reference: row({ fcpMs: 1000, tbtMs: 100 }) },
    ]
    const relative = medianRelative(pairs)
    expect(relative.fcpRatio).toBe(1.5)
    expect(relative.tbtExcessMs).toBe(400)
    expect(relative.mainThreadRatio).toBe(3)
    expect(relative.tbtExcessPerReferenceMainThread).toBe(1)
    expect(relative.referenceMainThreadMs).toBe(400)
    expect(relative.performanceGap).toBe(0)
  })

  it("takes each figure's median, the worst run's LCP verdict, and keeps the run nearest the median LCP", () => {
    const runs = [
      run({ lcpMs: 900, tbtMs: 50 }),
      run({ lcpMs: 2000, tbtMs: 10, lcpSized: false, lcpElement: 'image <img src="a">' }),
      run({ lcpMs: 1100, tbtMs: 30 }),
    ]
    const middle = medianRow(runs)
    expect(middle).toMatchObject({ lcpMs: 1100, tbtMs: 30, lcpSized: false, lcpElement: 'image <img src="a">' })
    expect(representativeRun(runs, middle)).toBe(runs[2])
    expect(() => medianRow([])).toThrow(/no runs/)
  })
})

describe('bench budgets (bench/budgets.json)', () => {
  it('reads the repository budgets and names the file and the field of a wrong one', () => {
    const budgets = readBudgets()
    expect(budgets.sets.ci!.length).toBeGreaterThan(0)
    const { relative: _relative, ...withoutRelative } = budgets
    expect(() => parseBudgets(withoutRelative, 'bench/budgets.json')).toThrow(/^bench\/budgets\.json: .*relative/s)
    const wrong = { ...budgets, absolute: { ...budgets.absolute, cls: '0' } }
    expect(() => parseBudgets(wrong, 'b.json')).toThrow(/^b\.json: .*absolute\.cls/s)
  })

  it('measures --urls, else the named set, else every page, each in the URL form', () => {
    const budgets = { sets: { ci: ['/', '/es/features'] } }
    const pages = () => ['/', '/about/']
    expect(benchUrls({ urls: '/features,/es' }, budgets, pages)).toEqual(['/features/', '/es/'])
    expect(benchUrls({ set: 'ci' }, budgets, pages)).toEqual(['/', '/es/features/'])
    expect(benchUrls({}, budgets, pages)).toEqual(['/', '/about/'])
    expect(() => benchUrls({ set: 'nightly' }, budgets, pages)).toThrow(/no set "nightly" \(sets: ci\)/)
  })
})

describe('bench arguments', () => {
  it('has defaults, and keeps a consent run away from the summary bench:check reads', () => {
    const plain = parseBenchArgs([])
    expect(plain).toMatchObject({ runs: 3, dir: 'dist/client', floor: true, skipBuild: false })
    expect(plain.summaryFile).toBe('.reports/bench.json')
    expect(plain.command).toBe('npm run bench')
    const consent = parseBenchArgs(['--consent', 'granted', '--no-floor', '--runs', '1'])
    expect(consent).toMatchObject({ consent: 'granted', floor: false, runs: 1 })
    expect(consent.summaryFile).toBe('.reports/bench-consent-granted.json')
    expect(consent.command).toBe('npm run bench -- --consent granted --no-floor --runs 1')
  })

  it('refuses a consent or a number of runs it cannot use', () => {
    expect(() => parseBenchArgs(['--consent', 'yes'])).toThrow(/--consent is pending or granted/)
    expect(() => parseBenchArgs(['--runs', 'many'])).toThrow(/--runs is a whole number/)
  })
})
