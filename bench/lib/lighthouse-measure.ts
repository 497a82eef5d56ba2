/**
 * One Lighthouse run of one URL (mobile emulation, simulated throttling,
 * Debian's Chromium), in a fresh browser, reduced to a BenchRow.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { setPriority, tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { chromium } from '@playwright/test'
import { serviceHosts } from '../../site/services.ts'
import { langOfUrl } from '../../site/routes.ts'
import { HTML_LANG } from '../../site/lang-tags.ts'
import { STORAGE_KEYS } from '../../site/storage.ts'
import { CHROMIUM_ARGS, chromiumPath } from '../../scripts/chromium.ts'
import { retryOnceOnTimeout, withinLimit } from '../../scripts/lib/watchdog.ts'
import { mainThreadCpu } from './trace.ts'
import type { RunResult } from './types.ts'

/** The Lighthouse categories measured on the site's pages (the reference and the stand-in: performance only). */
export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo']

/** Where a URL is served: the port of the runtime and the folder it serves (for the gzipped size of its scripts). */
export interface Target {
  port: number
  root: string
}

export interface MeasureOptions {
  categories?: string[]
  /** A visitor who has not chosen yet, or who accepted analytics on an earlier visit. */
  consent?: 'pending' | 'granted'
  /**
   * The watchdog's limit for one run, browser start to report (default RUN_LIMIT_MS); a function of
   * the attempt (1, or 2 after a run that passed its limit) to give each its own.
   */
  limitMs?: number | ((attempt: 1 | 2) => number)
}

/**
 * How long one Lighthouse run may take before its browser is killed and the
 * run tried once more. A run takes 12-15 s on a quiet 2-core machine and up
 * to about 40 s on a busy one; Lighthouse's own `maxWaitForLoad` does not end
 * a `Page.navigate` that never returns (seen in CI: more than 8 minutes on a
 * page that had finished loading).
 */
export const RUN_LIMIT_MS = Number(process.env.BENCH_RUN_LIMIT_MS ?? 120_000)

/**
 * A fresh browser per run (a reused one sometimes loses the trace: NO_NAVSTART).
 * A page's browser asks for the page's language (es-419 for /es), so each is
 * measured as its own visitor sees it (no language redirect).
 */
function launchFor(url: string) {
  const lang = HTML_LANG[langOfUrl(url)]
  return chromeLauncher.launch({
    chromePath: chromiumPath(),
    chromeFlags: ['--headless=new', '--no-sandbox', `--lang=${lang}`, `--accept-lang=${lang}`, ...CHROMIUM_ARGS],
  })
}

/**
 * Stores the visitor's choices for the origin before Lighthouse loads the
 * page (Lighthouse then keeps storage): the page's language, so nothing
 * redirects, and for `granted` the analytics consent of an earlier visit.
 */
async function seedStorage(chromePort: number, target: Target, url: string, granted: boolean) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chromePort}`)
  const page = await browser.contexts()[0]!.newPage()
  await page.goto(`http://localhost:${target.port}/robots.txt`)
  await page.evaluate(
    ({ keys, lang, granted }) => {
      localStorage.setItem(keys.pref, lang)
      if (granted) localStorage.setItem(keys.consent, 'granted')
    },
    { keys: STORAGE_KEYS, lang: langOfUrl(url), granted },
  )
  await page.close()
}

const kib = (bytes: number) => Math.round((bytes / 1024) * 10) / 10

/** The child process that makes one run (bench/lib/lighthouse-run.ts). */
const RUN_SCRIPT = fileURLToPath(new URL('./lighthouse-run.ts', import.meta.url))

/**
 * One run; null when Lighthouse reports a runtime error (the caller measures
 * again). Under a watchdog: each run is a child process of its own with its
 * own browser, so that a run past the limit can be killed whole (the process
 * and its browser; Lighthouse leaves promises behind that reject once their
 * browser is gone) and tried once more; a second time fails, naming the URL.
 */
export function measure(target: Target, url: string, options: MeasureOptions = {}): Promise<RunResult | null> {
  const limit = options.limitMs ?? RUN_LIMIT_MS
  return retryOnceOnTimeout((attempt) =>
    runInChild(
      { target, url, categories: options.categories, consent: options.consent },
      typeof limit === 'number' ? limit : limit(attempt),
    ),
  )
}

/** What a run's child process is given (as JSON, its one argument), and where it writes what it measured. */
export interface RunRequest {
  target: Target
  url: string
  categories?: string[]
  consent?: MeasureOptions['consent']
}
/** What the child writes: the run, null (a runtime error: measure again), or the error that ended it. */
export type RunOutcome = { result: RunResult | null } | { error: string }
/** The line by which the child tells the parent which browser to kill if the run has to be stopped. */
export const CHROME_PID_LINE = 'lighthouse-run chrome pid '

/**
 * A run's process spends about 2 CPU-seconds (1.7 s on a quiet 2-core machine) importing tsx,
 * Lighthouse and Playwright before it starts its browser. With `keepSpareRunner(true)` (the bench's
 * own command) the process of the next run is started as soon as one run is handed to its own, at
 * the lowest priority (nice 19) so that its imports take only what the measured page leaves of the
 * cores; it then waits on its standard input, and is raised to the normal priority before it gets
 * its run, so its browser is started at that priority. CI's budgets (ten runs, lint and the type
 * check beside them): 114 s → 106 s on a 2-core machine. Off by default: a test that measures once
 * leaves no process waiting.
 */
let spareWanted = false
let spare: ChildProcess | null = null

/** Keeps a run's process started ahead, from now on (or stops keeping one, and stops the one waiting). */
export function keepSpareRunner(on: boolean) {
  spareWanted = on
  if (on) spare ??= startRunner(true)
  else {
    spare?.kill('SIGKILL')
    spare = null
  }
}

/** The pid of the process waiting for the next run, if one is (for its test). */
export const spareRunnerPid = () => spare?.pid

/** A run's process, its imports done or under way, that reads its request from its standard input. */
function startRunner(nice: boolean): ChildProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', RUN_SCRIPT, '--stdin'], {
    stdio: ['pipe', 'pipe', 'inherit'],
  })
  if (nice && child.pid)
    try {
      setPriority(child.pid, 19)
    } catch {
      // Not allowed here: the spare imports at the normal priority.
    }
  return child
}

/** The spare, raised back to the normal priority; null (and the spare stopped) where that is not allowed. */
function takeSpare(): ChildProcess | null {
  const child = spare
  spare = null
  if (!child?.pid || child.exitCode !== null) return null
  try {
    setPriority(child.pid, 0)
    return child
  } catch {
    // Raising a priority needs the right to: without it, no more spares (a niced browser would be measured).
    child.kill('SIGKILL')
    spareWanted = false
    return null
  }
}

function runInChild(request: RunRequest, limitMs: number): Promise<RunResult | null> {
  const dir = mkdtempSync(join(tmpdir(), 'lighthouse-run-'))
  const out = join(dir, 'outcome.json')
  const child = takeSpare() ?? startRunner(false)
  // A process that ended before its request fails the run by its exit below, not by a write error here.
  child.stdin!.on('error', () => undefined)
  child.stdin!.end(`${JSON.stringify({ ...request, out })}\n`)
  if (spareWanted) spare = startRunner(true)
  let chromePid: number | undefined
  let buffer = ''
  child.stdout!.setEncoding('utf8').on('data', (chunk: string) => {
    buffer += chunk
    const lines = buffer.split('\n')
    buffer = lines.pop() ?? ''
    for (const line of lines)
      if (line.startsWith(CHROME_PID_LINE)) chromePid = Number(line.slice(CHROME_PID_LINE.length))
      else process.stdout.write(`${line}\n`)
  })
  const ended = new Promise<RunResult | null>((resolve, reject) =>
    child.once('exit', (code, signal) => {
      if (code !== 0 || !existsSync(out))
        return reject(new Error(`the Lighthouse run of ${request.url} ended without a result (${signal ?? code})`))
      const outcome = JSON.parse(readFileSync(out, 'utf8')) as RunOutcome
      if ('error' in outcome) return reject(new Error(outcome.error))
      resolve(outcome.result)
    }),
  )
  return withinLimit(
    `Lighthouse on ${request.url}`,
    limitMs,
    () => ended,
    () => {
      child.kill('SIGKILL')
      if (chromePid) killTree(chromePid)
    },
  ).finally(() => rmSync(dir, { recursive: true, force: true }))
}

/** Chrome and its helpers: chrome-launcher starts it detached, so it leads a process group of its own. */
function killTree(pid: number) {
  for (const target of [-pid, pid])
    try {
      process.kill(target, 'SIGKILL')
    } catch {
      // Already gone.
    }
}

/** One run in this process, in a browser started for it and killed after (lighthouse-run.ts). */
export async function measureHere(request: RunRequest, onLaunch: (pid: number) => void): Promise<RunResult | null> {
  const chrome = await launchFor(request.url)
  if (chrome.pid) onLaunch(chrome.pid)
  return measureIn(chrome, request.target, request.url, { categories: request.categories, consent: request.consent })
}

async function measureIn(
  chrome: chromeLauncher.LaunchedChrome,
  target: Target,
  url: string,
  options: MeasureOptions,
): Promise<RunResult | null> {
  try {
    if (options.consent) await seedStorage(chrome.port, target, url, options.consent === 'granted')
    const result = await lighthouse(`http://localhost:${target.port}${url}`, {
      port: chrome.port,
      disableStorageReset: Boolean(options.consent),
      // No network here: the scheduling widget's and the analytics services' hosts
      // cannot resolve. Block them as a content blocker would; the page shows its
      // fallback link instead of the widget, and analytics fails quietly.
      blockedUrlPatterns: serviceHosts().map((host) => `*${host}*`),
      output: 'json',
      logLevel: 'error',
      onlyCategories: options.categories ?? CATEGORIES,
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
      .filter((r) => r.resourceType === 'Script' && new URL(r.url).port === String(target.port))
      .reduce((n, r) => n + gzipSync(readFileSync(join(target.root, new URL(r.url).pathname)), { level: 9 }).length, 0)
    const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100)
    const lcp = lcpElementOf(lhr.audits['lcp-breakdown-insight']?.details)
    const slowdown =
      lhr.configSettings.throttlingMethod === 'simulate' ? lhr.configSettings.throttling.cpuSlowdownMultiplier : 1
    const cpu = await mainThreadCpu(result.artifacts.Trace)
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
        threadCpuMs: Math.round(cpu.cpuMs * slowdown),
        lcpElement: lcp.label,
        lcpSized: lcp.sized,
      },
    }
  } finally {
    chrome.kill()
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
export function lcpElementOf(details: unknown): { label: string; sized: boolean } {
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
