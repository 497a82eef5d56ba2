/**
 * One Lighthouse run of one URL (mobile emulation, simulated throttling,
 * Debian's Chromium), in a fresh browser, reduced to a BenchRow.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { chromium } from '@playwright/test'
import { langOfUrl } from '../../site/routes.ts'
import { STORAGE_KEYS } from '../../site/storage.ts'
import { CHROMIUM_ARGS, chromiumPath } from '../chromium.ts'
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
}

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

/** One run; null when Lighthouse reports a runtime error (the caller measures again). */
export async function measure(target: Target, url: string, options: MeasureOptions = {}): Promise<RunResult | null> {
  const chrome = await launchFor(url)
  try {
    if (options.consent) await seedStorage(chrome.port, target, url, options.consent === 'granted')
    const result = await lighthouse(`http://localhost:${target.port}${url}`, {
      port: chrome.port,
      disableStorageReset: Boolean(options.consent),
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
