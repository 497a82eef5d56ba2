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
 * every absolute millisecond figure moves (Lighthouse's simulated TBT is the
 * host's own main-thread time times its CPU slowdown).
 *
 * Unless `--no-floor`, the same run measures the single-page-app stand-in
 * of the original site (bench/spa-floor/, scripts/bench/floor.ts) against the
 * same reference, so the site's TBT can be read as a share of it.
 *
 * `--consent` measures a build with analytics configured (the e2e build,
 * `--dir dist-e2e/client --skip-build` after `npm test`) for a visitor who
 * has not chosen yet (banner shown) or who accepted on an earlier visit
 * (PostHog loaded). Analytics hosts are blocked like a content blocker would,
 * since there is no network here: the site's own cost is what is measured.
 */
import { spawnSync } from 'node:child_process'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { cpus, loadavg } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { canonicalPath } from '../site/routes.ts'
import { getSite } from '../site/site.ts'
import { startCloudflare, type RuntimeServer } from '../server/cloudflare.ts'
import { freePort } from '../server/ports.ts'
import { buildFloor, FLOOR_URL } from './bench/floor.ts'
import { measure, type Target } from './bench/lighthouse.ts'
import { REFERENCE_URL, removeReferencePage, writeReferencePage } from './bench/reference.ts'
import { writeMarkdown } from './bench/markdown.ts'
import { renderMarkdown, renderText, type BenchResult } from './bench/table.ts'
import type { BenchRow, Relative, RunResult } from './bench/types.ts'

const { values } = parseArgs({
  allowNegative: true,
  options: {
    set: { type: 'string' },
    urls: { type: 'string' },
    'skip-build': { type: 'boolean', default: false },
    runs: { type: 'string', default: '3' },
    dir: { type: 'string', default: 'dist/client' },
    consent: { type: 'string' },
    floor: { type: 'boolean', default: true },
    report: { type: 'string' },
  },
})

const RUNS = Math.max(1, Number(values.runs))
const consent = values.consent as 'pending' | 'granted' | undefined
if (consent && consent !== 'pending' && consent !== 'granted') throw new Error('--consent is pending or granted')
// bench:check reads .reports/bench.json: a consent measurement never takes its place.
const summaryFile = consent ? `.reports/bench-consent-${consent}.json` : '.reports/bench.json'
const budgets = JSON.parse(readFileSync('bench.budgets.json', 'utf8')) as { sets: Record<string, string[]> }
// Any spelling of a page ("/features") is measured at its URL ("/features/"), never through a redirect.
const urls = (
  values.urls ? values.urls.split(',') : values.set ? budgets.sets[values.set]! : getSite().pages.map((p) => p.url)
).map(canonicalPath)
const command = `npm run bench -- ${process.argv.slice(2).join(' ')}`.trim().replace(/ --$/, '')

if (!values['skip-build']) {
  const build = spawnSync('node_modules/.bin/tsx', ['generator/cli/build.ts'], {
    stdio: 'inherit',
    env: { ...process.env, SITE_OUT_DIR: 'dist' },
  })
  if (build.status !== 0) process.exit(build.status ?? 1)
}

const root = values.dir!
if (getSite().pages.some((p) => p.url === REFERENCE_URL)) throw new Error(`${REFERENCE_URL} is a page of the site`)
const floorDist = values.floor && !consent ? buildFloor() : null
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
 * see the machine in the same state; a failed run is measured again (at most
 * three more attempts).
 */
async function pairs(target: Target, url: string, categories?: string[]) {
  const runs: RunResult[] = []
  const references: RunResult[] = []
  for (let attempt = 0; runs.length < RUNS && attempt < RUNS + 3; attempt++) {
    const reference = await measure(site, REFERENCE_URL, { categories: ['performance'] })
    const run = reference && (await measure(target, url, { categories, consent }))
    if (reference && run) {
      references.push(reference)
      runs.push(run)
    }
  }
  if (runs.length === 0) throw new Error(`${url}: no successful Lighthouse run`)
  referenceRuns.push(...references)
  return { runs, references }
}

try {
  // Let the server finish compressing ahead, like a warmed CDN.
  await new Promise((r) => setTimeout(r, 1500))
  for (const url of urls) {
    const { runs, references } = await pairs(site, url)
    const row = medianRow(runs)
    relatives.push({ url, ...medianRelative(runs.map((r, i) => ({ page: r.row, reference: references[i]!.row }))) })
    const representative = runs.reduce((best, r) =>
      Math.abs(r.row.lcpMs - row.lcpMs) < Math.abs(best.row.lcpMs - row.lcpMs) ? r : best,
    )
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
  await server.stop()
  await floorServer?.stop()
  removeReferencePage(root)
}
if (referenceRuns.length === 0) throw new Error('the reference page could not be measured')

/** The middle value (of an odd count; the upper middle of an even one). */
function median(values: number[]): number {
  return [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!
}

/** a / b to two decimals. */
function ratio(a: number, b: number): number {
  return Math.round((a / Math.max(b, 1)) * 100) / 100
}

function medianRelative(pairs: { page: BenchRow; reference: BenchRow }[]): Omit<Relative, 'url'> {
  return {
    fcpRatio: median(pairs.map((p) => ratio(p.page.fcpMs, p.reference.fcpMs))),
    lcpRatio: median(pairs.map((p) => ratio(p.page.lcpMs, p.reference.lcpMs))),
    tbtExcessMs: median(pairs.map((p) => p.page.tbtMs - p.reference.tbtMs)),
    mainThreadRatio: median(pairs.map((p) => ratio(p.page.mainThreadMs, p.reference.mainThreadMs))),
    threadCpuRatio: median(pairs.map((p) => ratio(p.page.threadCpuMs, p.reference.threadCpuMs))),
    tbtExcessPerReferenceMainThread: median(
      pairs.map((p) => ratio(p.page.tbtMs - p.reference.tbtMs, p.reference.mainThreadMs)),
    ),
    referenceMainThreadMs: median(pairs.map((p) => p.reference.mainThreadMs)),
    performanceGap: median(pairs.map((p) => p.reference.performance - p.page.performance)),
  }
}

/** Each figure is the median over the runs (simulated timings move with the host's load). */
function medianRow(runs: RunResult[]): BenchRow {
  const row = { ...runs[0]!.row }
  for (const key of Object.keys(row) as (keyof BenchRow)[])
    if (typeof row[key] === 'number') (row[key] as number) = median(runs.map((r) => r.row[key] as number))
  // Booleans and labels: the worst of the runs.
  row.lcpSized = runs.every((r) => r.row.lcpSized)
  row.lcpElement = (runs.find((r) => !r.row.lcpSized) ?? runs[0]!).row.lcpElement
  return row
}

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
if (values.report) {
  await writeMarkdown(values.report, renderMarkdown(result))
  console.log(`\nwrote ${values.report}`)
}
console.log(`\n${rows.length} URLs; reports in .reports/lighthouse/, summary in ${summaryFile}`)
