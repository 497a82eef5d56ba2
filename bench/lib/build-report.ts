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

const WIDTH = 40

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

export interface Comparison {
  ours: SizeResult
  withoutValidation: Measured
  astro: { build: Measured; validate: Measured; pages: number; messages: number; byRule: [string, number][] }
  astroVersion: string
}

const holds = (ok: boolean) => (ok ? 'met' : 'MISSED')

/** Astro beside our build, and the goals relative to it. */
export function comparisonLines(c: Comparison): string[] {
  const { ours, withoutValidation, astro } = c
  const row = rowOf(ours.timings.pages)
  const astroAndValidation = astro.build.seconds + astro.validate.seconds
  const withAll = ours.build.seconds / astroAndValidation
  const without = withoutValidation.seconds / astro.build.seconds
  const mem = (m: Measured) => `peak memory ${m.peakMiB.toFixed(0)} MiB; CPU ${m.cpuSeconds.toFixed(1)} s`
  return [
    '',
    `Astro ${c.astroVersion}, the same ${ours.request.entries} entries as a content collection (zod schema, getStaticPaths, paginate), in the same run:`,
    row(`  Astro build, ${astro.pages} pages`, astro.build.seconds, mem(astro.build)),
    row(
      '  html-validate over its output (our rules)',
      astro.validate.seconds,
      `${mem(astro.validate)}; ${astro.messages} messages${astro.byRule.length ? ` (${astro.byRule.map(([r, n]) => `${r} ${n}`).join(', ')})` : ''}`,
    ),
    row('  ours without html-validate', withoutValidation.seconds, mem(withoutValidation)),
    `goal: ours with every check ≤ Astro + html-validate: ${ours.build.seconds.toFixed(1)} s against ${astroAndValidation.toFixed(1)} s, ${withAll.toFixed(2)}×: ${holds(withAll <= 1)}`,
    `goal: ours without html-validate ≤ 2× Astro: ${withoutValidation.seconds.toFixed(1)} s against ${astro.build.seconds.toFixed(1)} s, ${without.toFixed(2)}×: ${holds(without <= 2)}`,
    `in CPU time (moves less with the machine's load): ours ${ours.build.cpuSeconds.toFixed(1)} s against Astro + html-validate ${(astro.build.cpuSeconds + astro.validate.cpuSeconds).toFixed(1)} s; ` +
      `without html-validate ${withoutValidation.cpuSeconds.toFixed(1)} s against Astro ${astro.build.cpuSeconds.toFixed(1)} s`,
  ]
}
