/**
 * npm run bench:build [-- --entries 1000 --translated 400 --large 10000 --skip-astro --keep --json f --report f.md]
 *
 * Builds the real site plus a library of Markdown entries (a collection with
 * an index, tag pages and both languages, scripts/synthetic/) in a scratch
 * copy of the repository, with every check on, at two sizes (--entries, and
 * --large with the same share translated; --large 0 skips it). Prints each
 * build's time, peak memory (resident memory of the whole process tree),
 * each phase per 100 pages, the marginal cost per 100 pages between the two
 * sizes, and the files a deploy uploads against the hosts' limits.
 *
 * At the first size, in the same run: Astro 5 building the same Markdown
 * files as a content collection (zod schema, getStaticPaths, paginate), then
 * html-validate over its output with our rules; and our build once more
 * without html-validate (the scratch copy's page step loses the one line
 * that runs it). Each build is measured cold and warm. Cold: nothing kept
 * from an earlier build (Astro keeps every entry parsed and rendered in
 * node_modules/.astro and skips the unchanged ones, so that folder is
 * removed first; ours starts with an empty social-image cache). Warm: the
 * same build again, with what the cold one kept. The goals are relative to
 * Astro measured in the same run, cold against cold and warm against warm:
 * with every check, at most Astro plus html-validate; without HTML
 * validation, at most 2× Astro. --gate exits 1 when one is missed. The real
 * content/ and locales/ are never written.
 */
import { availableParallelism, loadavg, tmpdir } from 'node:os'
import { readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import type { BuildTimings } from '../../generator/prerender/timings.ts'
import { makeScratchCopy } from '../../scripts/lib/scratch.ts'
import { runMeasured, type Measured } from '../../scripts/lib/process-tree.ts'
import {
  ASTRO_VERSION,
  countHtml,
  ensureAstro,
  samplePage,
  validationSummary,
  writeAstroProject,
} from '../../scripts/synthetic/astro.ts'
import { pagesOf, requestProblem, syntheticSite, type SyntheticRequest } from '../../scripts/synthetic/plan.ts'
import { writeSyntheticSite } from '../../scripts/synthetic/write.ts'
import { deployFiles, FILE_LIMITS, fileLimitLines } from '../lib/host-files.ts'
import {
  buildLines,
  comparisonGoalsMet,
  comparisonLines,
  type Comparison,
  type SizeResult,
} from '../lib/build-report.ts'

const { values } = parseArgs({
  options: {
    entries: { type: 'string', default: '1000' },
    translated: { type: 'string', default: '400' },
    large: { type: 'string', default: '10000' },
    'skip-astro': { type: 'boolean', default: false },
    'astro-dir': { type: 'string', default: join(tmpdir(), 'site-bench-astro') },
    gate: { type: 'boolean', default: false },
    keep: { type: 'boolean', default: false },
    json: { type: 'string' },
    report: { type: 'string' },
  },
})
const small: SyntheticRequest = { entries: Number(values.entries), translated: Number(values.translated) }
const largeEntries = Number(values.large)
const large: SyntheticRequest | undefined =
  largeEntries > 0
    ? { entries: largeEntries, translated: Math.round((largeEntries * small.translated) / small.entries) }
    : undefined
for (const request of [small, ...(large ? [large] : [])]) {
  const problem = requestProblem(request)
  if (problem) {
    console.error(`bench:build: ${problem}.\nFor example: npm run bench:build -- --entries 1000 --translated 400`)
    process.exit(2)
  }
}
if (large && large.entries <= small.entries) {
  console.error(
    `bench:build: --large (${large.entries}) must be more than --entries (${small.entries}), or 0 to skip it`,
  )
  process.exit(2)
}

const repo = process.cwd()
const load = () =>
  loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')
const loadBefore = load()
const BRAND = 'Arcline'
const ORIGIN = 'https://www.example.com'
const scratches: string[] = []

/**
 * Our build of a scratch copy into `outDir`, measured; exits naming the copy when it fails. Its social
 * images are drawn into a cache of the same name, empty (the cold cost), unless `ogCacheOf` names the
 * output folder of an earlier build whose cache it takes (warm).
 */
async function ourBuild(dir: string, outDir: string, timings?: string, ogCacheOf = outDir): Promise<Measured> {
  const run = await runMeasured(
    join(dir, 'node_modules/.bin/tsx'),
    ['generator/cli/build.ts', ...(timings ? ['--timings', timings] : [])],
    {
      cwd: dir,
      env: {
        ...process.env,
        SITE_OUT_DIR: outDir,
        SITE_OG_CACHE: join(dir, `.og-cache-${ogCacheOf}`),
        // The report says which plan's limit the site fits; the build itself is held to the paid one.
        DEPLOY_FILE_LIMIT: String(FILE_LIMITS.paid),
      },
    },
  )
  if (run.status !== 0) {
    console.error(
      run.output
        .split('\n')
        .filter((l) => !l.startsWith('dist'))
        .join('\n'),
    )
    console.error(
      `bench:build: the synthetic site did not build (exit ${run.status}); the scratch copy is kept in ${dir}`,
    )
    process.exit(1)
  }
  return run
}

/** A scratch copy with a library of `request`'s size, built with every check and timed. */
async function measureSize(request: SyntheticRequest): Promise<SizeResult & { dir: string }> {
  const dir = makeScratchCopy(repo, 'site-bench-build-')
  scratches.push(dir)
  const site = syntheticSite(request)
  console.log(`${request.entries} entries (${request.translated} translated): writing them into ${dir}…`)
  writeSyntheticSite(dir, site, repo)
  const timingsFile = join(dir, 'build-timings.json')
  const build = await ourBuild(dir, 'dist', timingsFile)
  const timings = JSON.parse(readFileSync(timingsFile, 'utf8')) as BuildTimings
  const result = {
    request,
    site,
    synthetic: pagesOf(site),
    build,
    timings,
    deploy: deployFiles(join(dir, 'dist')),
    dir,
  }
  // Each block as soon as it is measured: a long run stopped later keeps what it measured.
  console.log([...buildLines(result), ...fileLimitLines(result.deploy).map((l) => `  ${l}`)].join('\n'))
  return result
}

const first = await measureSize(small)

let comparison: Comparison | undefined
if (!values['skip-astro']) {
  const astroDir = resolve(values['astro-dir'])
  ensureAstro(astroDir)
  const sampleFile = join(first.dir, 'dist/client', first.site.entries[0]!.path.slice(1), 'index.html')
  writeAstroProject(astroDir, {
    site: first.site,
    scratch: first.dir,
    sample: samplePage(readFileSync(sampleFile, 'utf8')),
    brand: BRAND,
    origin: ORIGIN,
  })
  const astroBuild = async () => {
    const build = await runMeasured(join(astroDir, 'node_modules/.bin/astro'), ['build'], {
      cwd: astroDir,
      env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' },
    })
    if (build.status !== 0) {
      console.error(build.output)
      console.error(`bench:build: Astro's build failed in ${astroDir}`)
      process.exit(1)
    }
    return build
  }
  // Astro's content layer keeps each entry, parsed and rendered, in node_modules/.astro and skips the
  // entries whose files are unchanged: a build after an earlier run of this bench would be warm.
  rmSync(join(astroDir, 'node_modules/.astro'), { recursive: true, force: true })
  console.log(`Astro ${ASTRO_VERSION}: the same entries as a content collection in ${astroDir}, cold, then warm…`)
  const build = await astroBuild()
  const warm = await astroBuild()
  const reportFile = join(astroDir, 'html-validate.json')
  const validate = await runMeasured(
    join(repo, 'node_modules/.bin/html-validate'),
    ['--config', '.htmlvalidate.json', '--formatter', `json=${reportFile}`, 'dist'],
    { cwd: astroDir },
  )
  if (validate.status !== 0 && validate.status !== 1) {
    console.error(validate.output)
    console.error(`bench:build: html-validate could not run over Astro's output (exit ${validate.status})`)
    process.exit(1)
  }
  const astro = { build, warm, validate, pages: countHtml(join(astroDir, 'dist')), ...validationSummary(reportFile) }

  console.log('Our build again, warm…')
  const oursWarm = await ourBuild(first.dir, 'dist-warm', undefined, 'dist')
  // The same build without html-validate: the scratch copy's page step loses the one line that runs it.
  const VALIDATION_STEP = 'problems.push([validHtml.id, validHtml.page!(page, { site })])'
  const pageStep = join(first.dir, 'generator/prerender/page.ts')
  const source = readFileSync(pageStep, 'utf8')
  if (!source.includes(VALIDATION_STEP)) {
    console.error(
      `bench:build: generator/prerender/page.ts no longer has the line \`${VALIDATION_STEP}\`, which this bench removes ` +
        'to measure a build without html-validate; update VALIDATION_STEP in bench/cli/build.ts',
    )
    process.exit(1)
  }
  writeFileSync(pageStep, source.replace(VALIDATION_STEP, ''))
  console.log('Our build without html-validate, cold, then warm…')
  const cold = await ourBuild(first.dir, 'dist-without-validation')
  const withoutWarm = await ourBuild(first.dir, 'dist-without-validation-warm', undefined, 'dist-without-validation')
  writeFileSync(pageStep, source)
  comparison = {
    ours: first,
    oursWarm,
    withoutValidation: { cold, warm: withoutWarm },
    astro,
    astroVersion: ASTRO_VERSION,
  }
  console.log(comparisonLines(comparison).join('\n'))
}

let second: SizeResult | undefined
if (large) {
  if (!values.keep) rmSync(first.dir, { recursive: true, force: true })
  second = await measureSize(large)
}

const lines = [
  `Machine: ${availableParallelism()} cores; load average ${loadBefore} before, ${load()} after`,
  ...buildLines(first),
  ...fileLimitLines(first.deploy).map((l) => `  ${l}`),
]
if (comparison) lines.push(...comparisonLines(comparison))
if (second) {
  lines.push(...buildLines(second), ...fileLimitLines(second.deploy).map((l) => `  ${l}`))
  const marginal = ((second.build.seconds - first.build.seconds) / (second.timings.pages - first.timings.pages)) * 100
  lines.push(
    '',
    `from ${first.timings.pages} to ${second.timings.pages} documents: ${marginal.toFixed(2)} s per 100 more pages (wall); ` +
      `peak memory ${first.build.peakMiB.toFixed(0)} → ${second.build.peakMiB.toFixed(0)} MiB ` +
      `(${(second.build.peakMiB / first.build.peakMiB).toFixed(2)}× for ${(second.timings.pages / first.timings.pages).toFixed(1)}× the pages)`,
  )
}
console.log(`\n${lines.join('\n')}`)

const goalsMet = !comparison || comparisonGoalsMet(comparison)
if (values.report) {
  const date = new Date().toISOString().slice(0, 10)
  const md = [
    '# Build time of a large site',
    '',
    `Written by \`npm run bench:build -- --entries ${small.entries} --translated ${small.translated} --large ${largeEntries}${values['skip-astro'] ? ' --skip-astro' : ''} --report ${values.report}\` on ${date}; run it again to refresh. Do not edit by hand.`,
    '',
    '```text',
    ...lines,
    '```',
    '',
  ].join('\n')
  writeFileSync(values.report, md)
  console.log(`\nwrote ${values.report}`)
}
if (values.json) {
  const strip = (r: SizeResult | undefined) =>
    r && {
      request: r.request,
      pages: r.timings.pages,
      build: { ...r.build, output: undefined },
      timings: r.timings,
      deploy: r.deploy,
    }
  const result = {
    sizes: [strip(first), strip(second)].filter(Boolean),
    oursWarm: comparison && { ...comparison.oursWarm, output: undefined },
    withoutValidation: comparison && {
      cold: { ...comparison.withoutValidation.cold, output: undefined },
      warm: { ...comparison.withoutValidation.warm, output: undefined },
    },
    astro: comparison && {
      ...comparison.astro,
      build: { ...comparison.astro.build, output: undefined },
      warm: { ...comparison.astro.warm, output: undefined },
      validate: { ...comparison.astro.validate, output: undefined },
    },
    goalsMet,
  }
  writeFileSync(values.json, `${JSON.stringify(result, null, 2)}\n`)
}
if (values.keep) console.log(`\nScratch copies kept: ${scratches.join(', ')}`)
else for (const dir of scratches) rmSync(dir, { recursive: true, force: true })
if (values.gate && !goalsMet) {
  console.error('bench:build: a goal relative to Astro was missed (see the comparison above)')
  process.exit(1)
}
