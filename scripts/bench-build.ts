/**
 * npm run bench:build [-- --routes 1000 --translatable 400 --astro --keep --json file --report file.md]
 *
 * Builds a synthetic site in a scratch copy of the repository: the real site
 * plus N routes of real section types, each with its own search texts, the
 * first T of them translatable with accepted Spanish (scripts/synthetic/).
 * The real manifest and locales/ are never written. Prints the build's total
 * seconds, seconds per 100 pages for each phase (checks, render, post-build,
 * HTML checks, HTML validation, social images drawn with an empty cache), peak memory, and with --astro the same
 * number of pages of the same HTML built by Astro in the same run, and our
 * build once more without html-validate (the one check Astro has no
 * counterpart for; the scratch copy's page step is edited to skip it), so
 * its own cost and the ratio without it are measured, not estimated. --report
 * writes the same figures, dated, as a Markdown page (docs/benchmarks/).
 */
import { availableParallelism, loadavg, tmpdir } from 'node:os'
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import type { BuildTimings } from '../generator/build/timings.ts'
import { makeScratchCopy } from './lib/scratch.ts'
import { runMeasured } from './lib/process-tree.ts'
import { ASTRO_VERSION, ensureAstro, samplePage, writeAstroProject } from './synthetic/astro.ts'
import { LIBRARY_PREFIX, pagesOf, requestProblem, syntheticSite } from './synthetic/plan.ts'
import { writeSyntheticSite } from './synthetic/write.ts'

const { values } = parseArgs({
  options: {
    routes: { type: 'string', default: '1000' },
    translatable: { type: 'string', default: '400' },
    astro: { type: 'boolean', default: false },
    'astro-dir': { type: 'string', default: join(tmpdir(), 'site-bench-astro') },
    keep: { type: 'boolean', default: false },
    json: { type: 'string' },
    report: { type: 'string' },
  },
})
const request = { routes: Number(values.routes), translatable: Number(values.translatable) }
const problem = requestProblem(request)
if (problem) {
  console.error(`bench:build: ${problem}.\nFor example: npm run bench:build -- --routes 1000 --translatable 400`)
  process.exit(2)
}

const repo = process.cwd()
const load = () =>
  loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')
const loadBefore = load()
const dir = makeScratchCopy(repo, 'site-bench-build-')
console.log(`Scratch copy: ${dir}`)
writeSyntheticSite(dir, syntheticSite(request))

const timingsFile = join(dir, 'build-timings.json')
// Each build draws every social image (a cache of its own, empty): the cold cost, not the linked
// node_modules' cache of earlier runs.
const build = await runMeasured(
  join(dir, 'node_modules/.bin/tsx'),
  ['generator/cli/build.ts', '--timings', timingsFile],
  {
    cwd: dir,
    env: { ...process.env, SITE_OUT_DIR: 'dist', SITE_OG_CACHE: join(dir, '.og-cache') },
  },
)
if (build.status !== 0) {
  console.error(build.output)
  console.error(
    `bench:build: the synthetic site did not build (exit ${build.status}); the scratch copy is kept in ${dir}`,
  )
  process.exit(1)
}
const t = JSON.parse(readFileSync(timingsFile, 'utf8')) as BuildTimings

let astro: { seconds: number; cpuSeconds: number; peakMiB: number; pages: number } | undefined
if (values.astro) {
  const astroDir = resolve(values['astro-dir'])
  ensureAstro(astroDir)
  const library = join(dir, 'dist/client', LIBRARY_PREFIX.slice(1))
  const first = readdirSync(library).sort()[0]
  const sample = samplePage(readFileSync(join(library, first!, 'index.html'), 'utf8'))
  writeAstroProject(astroDir, sample, t.pages, 'https://www.example.com')
  const run = await runMeasured(join(astroDir, 'node_modules/.bin/astro'), ['build'], {
    cwd: astroDir,
    env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' },
  })
  if (run.status !== 0) {
    console.error(run.output)
    console.error(`bench:build: Astro's build failed in ${astroDir}`)
    process.exit(1)
  }
  const built = readdirSync(join(astroDir, 'dist')).filter((d) => d.startsWith('page-')).length
  astro = { seconds: run.seconds, cpuSeconds: run.cpuSeconds, peakMiB: run.peakMiB, pages: built }
}

/**
 * The same build without html-validate: the scratch copy's page step loses the
 * one line that runs it (nothing else changes), then builds into another folder.
 */
const VALIDATION_STEP = 'problems.push([validHtml.id, validHtml.page!(page, { site })])'
let withoutValidation: { seconds: number; cpuSeconds: number; peakMiB: number } | undefined
if (values.astro) {
  const pageStep = join(dir, 'generator/build/page.ts')
  const source = readFileSync(pageStep, 'utf8')
  if (!source.includes(VALIDATION_STEP)) {
    console.error(
      `bench:build: generator/build/page.ts no longer has the line \`${VALIDATION_STEP}\`, which this bench removes ` +
        'to measure a build without html-validate; update VALIDATION_STEP in scripts/bench-build.ts',
    )
    process.exit(1)
  }
  writeFileSync(pageStep, source.replace(VALIDATION_STEP, ''))
  const run = await runMeasured(join(dir, 'node_modules/.bin/tsx'), ['generator/cli/build.ts'], {
    cwd: dir,
    env: { ...process.env, SITE_OUT_DIR: 'dist-without-validation', SITE_OG_CACHE: join(dir, '.og-cache-2') },
  })
  writeFileSync(pageStep, source)
  if (run.status !== 0) {
    console.error(run.output)
    console.error(`bench:build: the build without html-validate failed (exit ${run.status}) in ${dir}`)
    process.exit(1)
  }
  withoutValidation = { seconds: run.seconds, cpuSeconds: run.cpuSeconds, peakMiB: run.peakMiB }
}

const per100 = (s: number, pages = t.pages) => ((s / pages) * 100).toFixed(2)
const row = (label: string, seconds: number, note = '') =>
  `${label.padEnd(34)}${seconds.toFixed(1).padStart(8)} s${per100(seconds).padStart(10)}${note ? `   ${note}` : ''}`
const lines = [
  '',
  `Synthetic site: ${request.routes} routes (${request.translatable} translatable) added to the site's own = ${t.pages} HTML documents (${pagesOf(request)} synthetic pages)`,
  `Machine: ${availableParallelism()} cores; load average ${loadBefore} before, ${load()} after`,
  '',
  `${''.padEnd(34)}${'wall'.padStart(10)}${'s/100 pages'.padStart(12)}`,
  row(
    'build, in all',
    build.seconds,
    `peak memory ${build.peakMiB.toFixed(0)} MiB; CPU ${build.cpuSeconds.toFixed(1)} s`,
  ),
  row('  checks', t.checks, `vike's client and server builds beside them: ${t.bundles.toFixed(1)} s`),
  row(`  pages (${t.lanes} lanes)`, t.pagesPhase),
  row('  site files, checks across pages', t.siteFiles),
  '',
  `thread time of the page steps, summed over ${t.lanes} lanes:`,
  row('  render (React, the whole document)', t.steps.render),
  row('  post-build (CSS, policy, write)', t.steps.postBuild),
  row('  HTML checks (ours)', t.steps.htmlChecks),
  row('  HTML validation (html-validate)', t.steps.validate),
  row(
    '  social images (drawn, PNG)',
    t.steps.socialImage,
    `${t.ogImages.drawn} drawn, ${t.ogImages.reused} from the cache`,
  ),
]
const result: Record<string, unknown> = { request, pages: t.pages, build: { ...build, output: undefined }, timings: t }
if (astro && withoutValidation) {
  const ratio = build.seconds / astro.seconds
  const ratioWithout = withoutValidation.seconds / astro.seconds
  const validationMs = ((build.seconds - withoutValidation.seconds) / t.pages) * 1000
  lines.push(
    '',
    row(
      'the same build without html-validate',
      withoutValidation.seconds,
      `peak memory ${withoutValidation.peakMiB.toFixed(0)} MiB; CPU ${withoutValidation.cpuSeconds.toFixed(1)} s`,
    ),
    row(
      `Astro ${ASTRO_VERSION}, ${astro.pages} pages`,
      astro.seconds,
      `peak memory ${astro.peakMiB.toFixed(0)} MiB; CPU ${astro.cpuSeconds.toFixed(1)} s`,
    ),
    `ours / Astro: ${ratio.toFixed(2)}× the wall time with every check (goal ≤ 2.5×); ${ratioWithout.toFixed(2)}× without html-validate, which Astro does not do`,
    `html-validate's own cost: ${validationMs.toFixed(1)} ms of wall time a page on ${t.lanes} lanes (${((t.steps.validate / t.pages) * 1000).toFixed(1)} ms of thread time a page)`,
    `ours / Astro in CPU time: ${(build.cpuSeconds / astro.cpuSeconds).toFixed(2)}×, ${(withoutValidation.cpuSeconds / astro.cpuSeconds).toFixed(2)}× without html-validate (a busy machine moves this figure far less than the wall-time ratio)`,
  )
  result.withoutValidation = withoutValidation
  result.astro = {
    ...astro,
    ratio,
    ratioWithoutValidation: ratioWithout,
    cpuRatio: build.cpuSeconds / astro.cpuSeconds,
  }
}
console.log(lines.join('\n'))
if (values.report) {
  const date = new Date().toISOString().slice(0, 10)
  const md = [
    '# Build time of a large site',
    '',
    `Written by \`npm run bench:build -- --routes ${request.routes} --translatable ${request.translatable}${values.astro ? ' --astro' : ''} --report ${values.report}\` on ${date}; run it again to refresh. Do not edit by hand.`,
    '',
    '```text',
    ...lines.slice(1),
    '```',
    '',
  ].join('\n')
  writeFileSync(values.report, md)
  console.log(`\nwrote ${values.report}`)
}
if (values.json) writeFileSync(values.json, `${JSON.stringify(result, null, 2)}\n`)
if (values.keep) console.log(`\nScratch copy kept: ${dir}`)
else rmSync(dir, { recursive: true, force: true })
