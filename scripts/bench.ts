/**
 * npm run bench [-- --set ci] [--urls /,/features] [--skip-build] [--runs 3]
 *                  [--dir dist-e2e/client --consent pending|granted]
 * Builds once, serves dist/ like a CDN (brotli, _headers), runs Lighthouse
 * (mobile emulation, simulated throttling, Debian's Chromium) on every URL
 * and prints a table per URL and the worst value of each column. JSON
 * reports go to .reports/lighthouse/ and the summary to .reports/bench.json.
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
 * `--consent` measures a build with analytics configured (the e2e build,
 * `--dir dist-e2e/client --skip-build` after `npm test`) for a visitor who
 * has not chosen yet (banner shown) or who accepted on an earlier visit
 * (PostHog loaded). Analytics hosts are blocked like a content blocker would,
 * since there is no network here: the site's own cost is what is measured.
 */
import { spawnSync } from 'node:child_process'
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { cpus, loadavg } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { gzipSync } from 'node:zlib'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { chromium } from '@playwright/test'
import { canonicalPath, langOfUrl } from '../site/routes.ts'
import { getSite } from '../site/site.ts'
import { startCloudflare } from '../server/cloudflare.ts'
import { freePort } from '../server/ports.ts'
import { CHROMIUM_ARGS, chromiumPath } from './chromium.ts'

export interface BenchRow {
  url: string
  performance: number
  accessibility: number
  bestPractices: number
  seo: number
  fcpMs: number
  lcpMs: number
  tbtMs: number
  cls: number
  totalKiB: number
  jsGzipKiB: number
  /** Requests made by the page load (Lighthouse's network-requests). */
  requests: number
  /** Requests that block the first render (render-blocking insight). */
  renderBlocking: number
  /** Main-thread work in ms (simulated device). */
  mainThreadMs: number
  /** The LCP element: "text <h1>", "image <img …>" (its opening tag), or "none". */
  lcpElement: string
  /** The LCP element is text, or an image with width and height attributes. */
  lcpSized: boolean
}

/** The site's own font stack (Tailwind's default sans, what every page sets on body). */
const FONT_STACK = '-apple-system,BlinkMacSystemFont,"Segoe UI",Roboto,"Helvetica Neue","Noto Sans",Arial,sans-serif'

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo']

/** The reference page's URL: never a page of the site (the manifest's URLs are checked against it). */
export const REFERENCE_URL = '/__bench/reference/'

const { values } = parseArgs({
  options: {
    set: { type: 'string' },
    urls: { type: 'string' },
    'skip-build': { type: 'boolean', default: false },
    runs: { type: 'string', default: '3' },
    dir: { type: 'string', default: 'dist/client' },
    consent: { type: 'string' },
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

if (!values['skip-build']) {
  const build = spawnSync('node_modules/.bin/tsx', ['generator/cli/build.ts'], {
    stdio: 'inherit',
    env: { ...process.env, SITE_OUT_DIR: 'dist' },
  })
  if (build.status !== 0) process.exit(build.status ?? 1)
}

const root = values.dir!
if (getSite().pages.some((p) => p.url === REFERENCE_URL)) throw new Error(`${REFERENCE_URL} is a page of the site`)
writeReferencePage(root)
const server = await startCloudflare({ root, port: await freePort() })
const port = server.port
/**
 * A fresh browser per run (a reused one sometimes loses the trace: NO_NAVSTART).
 * A Spanish visitor's browser asks for Spanish, so /es pages are measured as
 * such a visitor sees them (no language redirect).
 */
function launchFor(url: string) {
  const lang = langOfUrl(url) === 'es' ? 'es-ES' : 'en-US'
  return chromeLauncher.launch({
    chromePath: chromiumPath(),
    chromeFlags: ['--headless=new', '--no-sandbox', `--lang=${lang}`, `--accept-lang=${lang}`, ...CHROMIUM_ARGS],
  })
}
mkdirSync('.reports/lighthouse', { recursive: true })
const rows: BenchRow[] = []
const referenceRuns: RunResult[] = []
const relatives: Relative[] = []
const spreads: { url: string; tbt: number[]; lcp: number[] }[] = []
const kib = (bytes: number) => Math.round((bytes / 1024) * 10) / 10
try {
  // Let the server finish compressing ahead, like a warmed CDN.
  await new Promise((r) => setTimeout(r, 1500))
  for (const url of urls) {
    // Each run of the page follows a run of the reference, so that each pair shares the
    // machine's state of the moment; the relative figures are taken per pair.
    const runs: RunResult[] = []
    const references: RunResult[] = []
    for (let attempt = 0; runs.length < RUNS && attempt < RUNS + 3; attempt++) {
      const reference = await measure(REFERENCE_URL, ['performance'])
      const run = reference && (await measure(url))
      if (reference && run) {
        references.push(reference)
        runs.push(run)
      }
    }
    if (runs.length === 0) throw new Error(`${url}: no successful Lighthouse run`)
    referenceRuns.push(...references)
    const row = medianRow(runs)
    const pairs = runs.map((r, i) => ({ page: r.row, reference: references[i]!.row }))
    relatives.push({ url, ...medianRelative(pairs) })
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
} finally {
  await server.stop()
  removeReferencePage(root)
}
if (referenceRuns.length === 0) throw new Error('the reference page could not be measured')
const reference = medianRow(referenceRuns)

/** A page's timings against the reference measured just before each of its runs (medians over the pairs). */
export interface Relative {
  url: string
  /** FCP of the page / FCP of the reference. */
  fcpRatio: number
  /** LCP of the page / LCP of the reference. */
  lcpRatio: number
  /** TBT of the page minus TBT of the reference, ms. */
  tbtExcessMs: number
  /** Main-thread work of the page / that of the reference. */
  mainThreadRatio: number
  /**
   * (TBT of the page - TBT of the reference) / main-thread work of the reference:
   * the excess in units of what this machine spends on a plain page, since both
   * grow with the machine's slowness.
   */
  tbtExcessPerReferenceMainThread: number
  /** The reference's main-thread work, ms (median of the pairs). */
  referenceMainThreadMs: number
  /** Performance score of the reference minus that of the page. */
  performanceGap: number
}

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

/**
 * The reference: a phone-sized plain document in the site's font stack, a
 * heading and a paragraph, its style in a file (the host's default CSP allows
 * 'self' styles, not inline ones), the site's icon. What any page of the site
 * costs at least on this machine now.
 */
function writeReferencePage(dir: string) {
  const folder = join(dir, REFERENCE_URL)
  mkdirSync(folder, { recursive: true })
  writeFileSync(
    join(folder, 'reference.css'),
    `body{margin:0 auto;max-width:40rem;padding:1.5rem;font-family:${FONT_STACK};line-height:1.6;color:#0f172a}` +
      'h1{font-size:2.25rem;line-height:1.2}p{font-size:1.125rem}\n',
  )
  writeFileSync(
    join(folder, 'index.html'),
    `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Reference page</title>
<meta name="description" content="A plain page measured beside the site's pages, as the machine's reference.">
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<link rel="stylesheet" href="${REFERENCE_URL}reference.css">
</head>
<body>
<main>
<h1>Advertising that runs itself</h1>
<p>Plan, launch and tune campaigns on every major ad platform from one place. The assistant drafts
the plan, you approve the guardrails, and it keeps budgets where they earn the most, day and night.
Every change is logged, every figure is yours, and a person is one email away when you need one.</p>
</main>
</body>
</html>
`,
  )
}

function removeReferencePage(dir: string) {
  rmSync(join(dir, REFERENCE_URL.split('/')[1]!), { recursive: true, force: true })
}

interface RunResult {
  row: BenchRow
  lhr: unknown
}

/**
 * Stores the visitor's choices for the origin before Lighthouse loads the
 * page (Lighthouse then keeps storage): the page's language, so nothing
 * redirects, and for `granted` the analytics consent of an earlier visit.
 */
async function seedStorage(chromePort: number, url: string) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chromePort}`)
  const page = await browser.contexts()[0]!.newPage()
  await page.goto(`http://localhost:${port}/robots.txt`)
  await page.evaluate(
    ({ lang, granted }) => {
      localStorage.setItem('preferred-language', lang)
      if (granted) localStorage.setItem('analytics-consent', 'granted')
    },
    { lang: langOfUrl(url), granted: consent === 'granted' },
  )
  await page.close()
}

async function measure(url: string, categories = CATEGORIES): Promise<RunResult | null> {
  const chrome = await launchFor(url)
  try {
    if (consent) await seedStorage(chrome.port, url)
    const result = await lighthouse(`http://localhost:${port}${url}`, {
      port: chrome.port,
      disableStorageReset: Boolean(consent),
      // No network here: the scheduling widget's and the analytics services' hosts
      // cannot resolve. Block them as a content blocker would; the page shows its
      // fallback link instead of the widget, and analytics fails quietly.
      blockedUrlPatterns: [
        '*assets.calendly.com*',
        '*posthog.com*',
        '*facebook.net*',
        '*facebook.com*',
        '*googletagmanager.com*',
        '*google.com*',
        '*doubleclick.net*',
      ],
      output: 'json',
      logLevel: 'error',
      onlyCategories: categories,
    })
    if (!result) return null
    const lhr = result.lhr
    if (lhr.runtimeError) {
      process.stderr.write(`  ${url}: ${lhr.runtimeError.code}, measuring again\n`)
      return null
    }
    if (new URL(lhr.finalDisplayedUrl).pathname !== url)
      throw new Error(`${url} was redirected to ${lhr.finalDisplayedUrl}: the measurement would be of another page`)
    const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN
    const requests =
      (lhr.audits['network-requests']?.details as { items?: { url: string; resourceType?: string }[] } | undefined)
        ?.items ?? []
    const js = requests
      .filter((r) => r.resourceType === 'Script' && new URL(r.url).port === String(port))
      .reduce((n, r) => n + gzipSync(readFileSync(join(root, new URL(r.url).pathname)), { level: 9 }).length, 0)
    const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100)
    const lcp = lcpElementOf(lhr.audits['lcp-breakdown-insight']?.details)
    return {
      lhr,
      row: {
        url,
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        seo: score('seo'),
        fcpMs: Math.round(audit('first-contentful-paint')),
        lcpMs: Math.round(audit('largest-contentful-paint')),
        tbtMs: Math.round(audit('total-blocking-time')),
        cls: Math.round(audit('cumulative-layout-shift') * 1000) / 1000,
        totalKiB: kib(audit('total-byte-weight')),
        jsGzipKiB: kib(js),
        requests: requests.length,
        renderBlocking: renderBlockingOf(lhr.audits['render-blocking-insight']),
        mainThreadMs: Math.round(audit('mainthread-work-breakdown')),
        lcpElement: lcp.label,
        lcpSized: lcp.sized,
      },
    }
  } finally {
    await chrome.kill()
  }
}

/** Lighthouse's render-blocking insight lists the requests; none is a pass (an empty or "not applicable" table). */
function renderBlockingOf(audit: { details?: unknown; scoreDisplayMode?: string } | undefined): number {
  if (!audit) throw new Error('Lighthouse did not report the render-blocking insight')
  const details = audit.details as { items?: unknown[] } | undefined
  return details?.items?.length ?? 0
}

/**
 * The LCP element from the LCP breakdown insight (a list: the subparts table
 * and the element's node). An image subpart (load delay, load duration)
 * means an image; the node's snippet is its opening tag.
 */
function lcpElementOf(details: unknown): { label: string; sized: boolean } {
  const items = (details as { items?: { type?: string; snippet?: string; items?: { subpart?: string }[] }[] })?.items
  const node = items?.find((i) => i.type === 'node')
  if (!node?.snippet) return { label: 'none', sized: false }
  const tag = /^<([a-z0-9-]+)/i.exec(node.snippet)?.[1]?.toLowerCase() ?? '?'
  const table = items?.find((i) => i.type === 'table')
  const loadsResource = table?.items?.some((i) => i.subpart === 'resourceLoadDuration') ?? false
  if (tag === 'img') {
    const sized = /\swidth="\d+"/.test(node.snippet) && /\sheight="\d+"/.test(node.snippet)
    return { label: `image ${node.snippet.slice(0, 80)}`, sized }
  }
  if (loadsResource || tag === 'video' || tag === 'image' || tag === 'svg')
    return { label: `image <${tag}> (not an <img> with width and height)`, sized: false }
  return { label: `text <${tag}>`, sized: true }
}

const columns: [keyof BenchRow, string, 'min' | 'max'][] = [
  ['performance', 'perf', 'min'],
  ['accessibility', 'a11y', 'min'],
  ['bestPractices', 'b-p', 'min'],
  ['seo', 'seo', 'min'],
  ['fcpMs', 'FCP ms', 'max'],
  ['lcpMs', 'LCP ms', 'max'],
  ['tbtMs', 'TBT ms', 'max'],
  ['cls', 'CLS', 'max'],
  ['totalKiB', 'total KiB', 'max'],
  ['jsGzipKiB', 'JS gz KiB', 'max'],
  ['requests', 'requests', 'max'],
  ['mainThreadMs', 'main ms', 'max'],
]
const width = Math.max(...rows.map((r) => r.url.length), 10) + 2
const line = (cells: string[]) =>
  cells[0]!.padEnd(width) +
  cells
    .slice(1)
    .map((c) => c.padStart(10))
    .join('')
console.log(line(['URL', ...columns.map((c) => c[1])]))
for (const row of rows) console.log(line([row.url, ...columns.map(([k]) => String(row[k]))]))
const worst = columns.map(([k, , dir]) => {
  const values = rows.map((r) => r[k] as number)
  return String(dir === 'min' ? Math.min(...values) : Math.max(...values))
})
console.log(line(['worst', ...worst]))
// The reference is measured for performance only: its other scores are not figures.
const notMeasured = new Set<keyof BenchRow>(['accessibility', 'bestPractices', 'seo'])
console.log(line(['reference', ...columns.map(([k]) => (notMeasured.has(k) ? '-' : String(reference[k])))]))
console.log(
  `\nrelative to the reference page (measured before each run; medians over the pairs):\n` +
    line(['URL', 'FCP/ref', 'LCP/ref', 'TBT-ref', 'main/ref', 'TBT-ref/mt', 'perf gap', 'blocking']) +
    '  LCP element',
)
console.log(
  "(TBT-ref/mt: TBT of the page minus the reference's, in units of the reference's main-thread work; perf gap: the reference's performance score minus the page's)",
)
for (const rel of relatives) {
  const row = rows.find((r) => r.url === rel.url)!
  console.log(
    line([
      rel.url,
      String(rel.fcpRatio),
      String(rel.lcpRatio),
      String(rel.tbtExcessMs),
      String(rel.mainThreadRatio),
      String(rel.tbtExcessPerReferenceMainThread),
      String(rel.performanceGap),
      String(row.renderBlocking),
    ]) +
      '  ' +
      row.lcpElement.slice(0, 60),
  )
}
writeFileSync(
  summaryFile,
  JSON.stringify(
    {
      measuredAt: new Date().toISOString(),
      runs: RUNS,
      machine: { cpus: cpus().length, model: cpus()[0]?.model ?? '?', loadAverage: loadavg() },
      reference: { ...reference, runs: referenceRuns.length },
      rows,
      relative: relatives,
      spreads,
    },
    null,
    2,
  ),
)
console.log(`\n${rows.length} URLs; reports in .reports/lighthouse/, summary in ${summaryFile}`)
