/**
 * npm run bench [-- --set ci] [--urls /,/features] [--skip-build] [--runs 3]
 *                  [--no-floor] [--report docs/benchmarks/lighthouse.md]
 *                  [--dir dist-e2e/client --consent pending|granted]
 * Builds once, serves dist/ like a CDN (Cloudflare's runtime: brotli,
 * _headers), runs Lighthouse (mobile emulation, simulated throttling,
 * Debian's Chromium) on every URL and prints a table per URL and the worst
 * value of each column, with the main thread's own CPU time from each trace
 * beside Lighthouse's main-thread figure. JSON reports go to
 * .reports/lighthouse/ and the summary to .reports/bench.json; `--report`
 * also writes the tables as Markdown (dated, with this command) into docs.
 * A benchmark, not a test: `npm run bench:check` holds the budgets.
 *
 * Every run also measures a reference page, served from the same runtime:
 * plain HTML in the site's fonts with a heading and a paragraph, no script,
 * written into the served folder for the bench only (and removed after). Its
 * timings are this machine's floor at this moment; the budgets on timings are
 * written against it (a ratio for FCP and LCP, an excess for TBT and the
 * main-thread work), so that they hold on a slower or busier machine, where
 * every absolute millisecond figure moves (docs/performance.md).
 *
 * Unless `--no-floor`, the same run measures the single-page-app stand-in
 * of the original site (bench/spa-floor/, bench/lib/floor.ts) against the
 * same reference, so the site's TBT can be read as a share of it.
 *
 * `--consent` measures a build with analytics configured (the e2e build,
 * `--dir dist-e2e/client --skip-build` after `npm test`) for a visitor who
 * has not chosen yet (banner shown) or who accepted on an earlier visit
 * (PostHog loaded). Analytics hosts are blocked like a content blocker would,
 * since there is no network here: the site's own cost is what is measured.
 */
import { spawnSync } from 'node:child_process'
import { mkdirSync, writeFileSync } from 'node:fs'
import { cpus, loadavg } from 'node:os'
import { join } from 'node:path'
import { getSite } from '../../generator/site.ts'
import { startCloudflare, type RuntimeServer } from '../../server/cloudflare.ts'
import { freePort } from '../../server/ports.ts'
import { parseBenchArgs } from '../lib/args.ts'
import { benchUrls, readBudgets } from '../lib/budgets.ts'
import { buildFloor, FLOOR_URL } from '../lib/floor.ts'
import { keepSpareRunner, measure, type Target } from '../lib/lighthouse-measure.ts'
import { REFERENCE_URL, removeReferencePage, writeReferencePage } from '../lib/reference.ts'
import { writeMarkdown } from '../lib/markdown.ts'
import { medianRelative, medianRow, representativeRun } from '../lib/statistics.ts'
import { renderMarkdown, renderText, type BenchResult } from '../lib/table.ts'
import type { BenchRow, Relative, RunResult } from '../lib/types.ts'

const options = parseBenchArgs(process.argv.slice(2))
const { runs: RUNS, consent, summaryFile, command } = options
const urls = benchUrls(options, readBudgets(), () => getSite().pages.map((p) => p.url))

if (!options.skipBuild) {
  const build = spawnSync('node_modules/.bin/tsx', ['generator/cli/build.ts'], {
    stdio: 'inherit',
    env: { ...process.env, SITE_OUT_DIR: 'dist' },
  })
  if (build.status !== 0) process.exit(build.status ?? 1)
}

const root = options.dir
if (getSite().pages.some((p) => p.url === REFERENCE_URL)) throw new Error(`${REFERENCE_URL} is a page of the site`)
const floorDist = options.floor && !consent ? buildFloor() : null
writeReferencePage(root)
const server = await startCloudflare({ root, port: await freePort() })
const site: Target = { port: server.port, root }
let floorServer: RuntimeServer | null = null
mkdirSync('.reports/lighthouse', { recursive: true })
const rows: BenchRow[] = []
const referenceRuns: RunResult[] = []
const relatives: Relative[] = []
const spreads: { url: string; tbt: number[]; lcp: number[] }[] = []
let floor: BenchResult['floor']

/**
 * RUNS pairs (reference, then the URL), each pair back to back so that both
 * see the machine in the same state; a failed run is measured again (the
 * page's once at once, then the pair: at most three more attempts).
 */
async function pairs(target: Target, url: string, categories?: string[]) {
  const runs: RunResult[] = []
  const references: RunResult[] = []
  for (let attempt = 0; runs.length < RUNS && attempt < RUNS + 3; attempt++) {
    const reference = await measure(site, REFERENCE_URL, { categories: ['performance'] })
    // A page's run that Lighthouse could not read (NO_NAVSTART, a few runs in a hundred) is made once more
    // right away, still after its reference: measuring the pair again cost a run more (about 10 s).
    const run =
      reference &&
      ((await measure(target, url, { categories, consent })) ?? (await measure(target, url, { categories, consent })))
    if (reference && run) {
      references.push(reference)
      runs.push(run)
    }
  }
  if (runs.length === 0) throw new Error(`${url}: no successful Lighthouse run`)
  referenceRuns.push(...references)
  return { runs, references }
}

// Each run's process is started while the one before measures (its imports then cost no time of the run).
keepSpareRunner(true)
try {
  // Let the server finish compressing ahead, like a warmed CDN.
  await new Promise((r) => setTimeout(r, 1500))
  for (const url of urls) {
    const { runs, references } = await pairs(site, url)
    const row = medianRow(runs)
    relatives.push({ url, ...medianRelative(runs.map((r, i) => ({ page: r.row, reference: references[i]!.row }))) })
    const representative = representativeRun(runs, row)
    writeFileSync(
      join('.reports/lighthouse', `${url === '/' ? 'home' : url.slice(1).replace(/\//g, '_')}.json`),
      JSON.stringify(representative.lhr),
    )
    spreads.push({ url, tbt: runs.map((r) => r.row.tbtMs), lcp: runs.map((r) => r.row.lcpMs) })
    rows.push(row)
    process.stderr.write(`  measured ${url} (${runs.length} run${runs.length === 1 ? '' : 's'})\n`)
  }
  if (floorDist) {
    floorServer = await startCloudflare({ root: floorDist, port: await freePort() })
    await new Promise((r) => setTimeout(r, 1500))
    const { runs, references } = await pairs({ port: floorServer.port, root: floorDist }, FLOOR_URL, ['performance'])
    floor = {
      row: { ...medianRow(runs), url: 'stand-in (SPA)' },
      relative: medianRelative(runs.map((r, i) => ({ page: r.row, reference: references[i]!.row }))),
    }
    process.stderr.write(`  measured the single-page-app stand-in (${runs.length} runs)\n`)
  }
} finally {
  keepSpareRunner(false)
  await server.stop()
  await floorServer?.stop()
  removeReferencePage(root)
}
if (referenceRuns.length === 0) throw new Error('the reference page could not be measured')

const result: BenchResult = {
  measuredAt: new Date().toISOString(),
  command,
  runs: RUNS,
  machine: { cpus: cpus().length, model: cpus()[0]?.model ?? '?', loadAverage: loadavg() },
  reference: { ...medianRow(referenceRuns), runs: referenceRuns.length },
  rows,
  relative: relatives,
  floor,
}
console.log(renderText(result))
writeFileSync(summaryFile, JSON.stringify({ ...result, spreads }, null, 2))
if (options.report) {
  await writeMarkdown(options.report, renderMarkdown(result))
  console.log(`\nwrote ${options.report}`)
}
console.log(`\n${rows.length} URLs; reports in .reports/lighthouse/, summary in ${summaryFile}`)
// A run the watchdog abandoned may still hold a socket or a timer: end here, once the output is out.
await new Promise<void>((done) => process.stdout.write('', () => done()))
process.exit(0)
