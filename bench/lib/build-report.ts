/**
 * The figures `npm run bench:build` prints: one block per size (the build,
 * its phases per 100 pages, peak memory) and the comparison with Astro
 * measured in the same run, with the goals of issue 38 relative to it.
 */
import type { BuildTimings } from '../../generator/prerender/timings.ts'
import type { Measured } from '../../scripts/lib/process-tree.ts'
import type { SyntheticRequest, SyntheticSite } from '../../scripts/synthetic/plan.ts'
import type { DeployFiles } from './host-files.ts'

export interface SizeResult {
  request: SyntheticRequest
  site: SyntheticSite
  /** Pages the library adds. */
  synthetic: number
  build: Measured
  timings: BuildTimings
  deploy: DeployFiles
}

const WIDTH = 44

function rowOf(pages: number) {
  return (label: string, seconds: number, note = '') =>
    `${label.padEnd(WIDTH)}${seconds.toFixed(1).padStart(8)} s${((seconds / pages) * 100).toFixed(2).padStart(10)}${note ? `   ${note}` : ''}`
}

/** The block of one size. */
export function buildLines(r: SizeResult): string[] {
  const t = r.timings
  const row = rowOf(t.pages)
  return [
    '',
    `${r.request.entries} Markdown entries (${r.request.translated} translated) = ${r.synthetic} pages with the listing's, ` +
      `${t.pages} HTML documents with the site's own`,
    `${''.padEnd(WIDTH)}${'wall'.padStart(10)}${'s/100 pages'.padStart(12)}`,
    row(
      'build, in all',
      r.build.seconds,
      `peak memory ${r.build.peakMiB.toFixed(0)} MiB; CPU ${r.build.cpuSeconds.toFixed(1)} s`,
    ),
    row('  checks', t.checks, `vike's client and server builds beside them: ${t.bundles.toFixed(1)} s`),
    row(`  pages (${t.lanes} lanes)`, t.pagesPhase),
    row('  site files, checks across pages', t.siteFiles),
    `  thread time of the page steps, summed over ${t.lanes} lanes:`,
    row('    render (React, the whole document)', t.steps.render),
    row('    post-build (CSS, policy, write)', t.steps.postBuild),
    row('    HTML checks (ours)', t.steps.htmlChecks),
    row('    HTML validation (html-validate)', t.steps.validate),
    row(
      '    social images (drawn, PNG)',
      t.steps.socialImage,
      `${t.ogImages.drawn} drawn, ${t.ogImages.reused} from the cache`,
    ),
  ]
}

/** Astro's build and ours, each cold (nothing kept from an earlier build) and warm (what the cold one kept). */
export interface Comparison {
  /** Ours with every check, cold (an empty social-image cache): the size block's build. */
  ours: SizeResult
  /** Ours with every check again, warm: the social images of the cold build are in its cache. */
  oursWarm: Measured
  withoutValidation: { cold: Measured; warm: Measured }
  astro: {
    /** Without its content-layer cache (node_modules/.astro): every entry parsed and rendered. */
    build: Measured
    /** Again, its content-layer cache written by the cold build. */
    warm: Measured
    validate: Measured
    pages: number
    messages: number
    byRule: [string, number][]
  }
  astroVersion: string
}

const holds = (ok: boolean) => (ok ? 'met' : 'MISSED')

/** The goals of one pairing (cold with cold, or warm with warm): whether each holds, and its line. */
function goalLines(
  when: string,
  ours: Measured,
  without: Measured,
  astro: Measured,
  validate: Measured,
): { met: boolean; lines: string[] } {
  const astroAndValidation = astro.seconds + validate.seconds
  const withAll = ours.seconds / astroAndValidation
  const ratio = without.seconds / astro.seconds
  return {
    met: withAll <= 1 && ratio <= 2,
    lines: [
      `goal, ${when}: ours with every check ≤ Astro + html-validate: ${ours.seconds.toFixed(1)} s against ${astroAndValidation.toFixed(1)} s, ${withAll.toFixed(2)}×: ${holds(withAll <= 1)}`,
      `goal, ${when}: ours without html-validate ≤ 2× Astro: ${without.seconds.toFixed(1)} s against ${astro.seconds.toFixed(1)} s, ${ratio.toFixed(2)}×: ${holds(ratio <= 2)}`,
    ],
  }
}

/** Whether every goal holds, cold against cold and warm against warm. */
export function comparisonGoalsMet(c: Comparison): boolean {
  return (
    goalLines('cold', c.ours.build, c.withoutValidation.cold, c.astro.build, c.astro.validate).met &&
    goalLines('warm', c.oursWarm, c.withoutValidation.warm, c.astro.warm, c.astro.validate).met
  )
}

/** Astro beside our build, and the goals relative to it. */
export function comparisonLines(c: Comparison): string[] {
  const { ours, oursWarm, withoutValidation, astro } = c
  const row = rowOf(ours.timings.pages)
  const mem = (m: Measured) => `peak memory ${m.peakMiB.toFixed(0)} MiB; CPU ${m.cpuSeconds.toFixed(1)} s`
  const cold = goalLines('cold', ours.build, withoutValidation.cold, astro.build, astro.validate)
  const warm = goalLines('warm', oursWarm, withoutValidation.warm, astro.warm, astro.validate)
  return [
    '',
    `Astro ${c.astroVersion}, the same ${ours.request.entries} entries as a content collection (zod schema, getStaticPaths, paginate), in the same run.`,
    'Cold: nothing kept from an earlier build (Astro without its content-layer cache, node_modules/.astro; ours with an empty',
    "social-image cache). Warm: the same build again, with what the cold one kept (Astro's parsed and rendered entries; our drawings).",
    row(`  Astro build, ${astro.pages} pages, cold`, astro.build.seconds, mem(astro.build)),
    row('  Astro build, warm', astro.warm.seconds, mem(astro.warm)),
    row(
      '  html-validate over its output (our rules)',
      astro.validate.seconds,
      `${mem(astro.validate)}; ${astro.messages} messages${astro.byRule.length ? ` (${astro.byRule.map(([r, n]) => `${r} ${n}`).join(', ')})` : ''}`,
    ),
    row('  ours with every check, warm', oursWarm.seconds, mem(oursWarm)),
    row('  ours without html-validate, cold', withoutValidation.cold.seconds, mem(withoutValidation.cold)),
    row('  ours without html-validate, warm', withoutValidation.warm.seconds, mem(withoutValidation.warm)),
    ...cold.lines,
    ...warm.lines,
    `in CPU time, cold (moves less with the machine's load): ours ${ours.build.cpuSeconds.toFixed(1)} s against Astro + html-validate ${(astro.build.cpuSeconds + astro.validate.cpuSeconds).toFixed(1)} s; ` +
      `without html-validate ${withoutValidation.cold.cpuSeconds.toFixed(1)} s against Astro ${astro.build.cpuSeconds.toFixed(1)} s`,
  ]
}
