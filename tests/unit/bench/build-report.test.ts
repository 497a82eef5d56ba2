import { describe, expect, it } from 'vitest'
import { comparisonGoalsMet, comparisonLines, type Comparison } from '../../../bench/lib/build-report.ts'
import type { Measured } from '../../../scripts/lib/process-tree.ts'

const measured = (seconds: number): Measured => ({
  status: 0,
  output: '',
  seconds,
  cpuSeconds: seconds * 1.5,
  peakMiB: 500,
})

/** A comparison with Astro 26 s cold, 12 s warm, html-validate 36 s; ours as given. */
function comparison(ours: { cold: number; warm: number; withoutCold: number; withoutWarm: number }): Comparison {
  return {
    ours: { request: { entries: 1000, translated: 400 }, build: measured(ours.cold), timings: { pages: 1738 } },
    oursWarm: measured(ours.warm),
    withoutValidation: { cold: measured(ours.withoutCold), warm: measured(ours.withoutWarm) },
    astro: { build: measured(26), warm: measured(12), validate: measured(36), pages: 1712, messages: 0, byRule: [] },
    astroVersion: '5.18.2',
  } as unknown as Comparison
}

describe('the build bench against Astro', () => {
  it('holds each goal cold against cold and warm against warm', () => {
    const met = comparison({ cold: 34, warm: 27, withoutCold: 19, withoutWarm: 14 })
    expect(comparisonGoalsMet(met)).toBe(true)
    const lines = comparisonLines(met).join('\n')
    expect(lines).toContain('goal, cold: ours without html-validate ≤ 2× Astro: 19.0 s against 26.0 s, 0.73×: met')
    expect(lines).toContain('goal, warm: ours without html-validate ≤ 2× Astro: 14.0 s against 12.0 s, 1.17×: met')
    expect(lines).toContain('goal, warm: ours with every check ≤ Astro + html-validate: 27.0 s against 48.0 s')
  })

  it('fails when a warm build misses its goal though the cold one holds', () => {
    // 25 s warm against Astro's 12 s: 2.08×, while 19 s cold against 26 s holds.
    const missed = comparison({ cold: 34, warm: 27, withoutCold: 19, withoutWarm: 25 })
    expect(comparisonGoalsMet(missed)).toBe(false)
    expect(comparisonLines(missed).join('\n')).toContain('25.0 s against 12.0 s, 2.08×: MISSED')
  })

  it('fails when the cold build with every check takes longer than Astro plus html-validate', () => {
    const missed = comparison({ cold: 63, warm: 27, withoutCold: 19, withoutWarm: 14 })
    expect(comparisonGoalsMet(missed)).toBe(false)
    expect(comparisonLines(missed).join('\n')).toContain('63.0 s against 62.0 s, 1.02×: MISSED')
  })
})
