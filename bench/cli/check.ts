/**
 * npm run bench:check
 * Holds .reports/bench.json (written by `npm run bench`) to bench/budgets.json
 * and exits 1 on any breach, naming the page, the figure and the budget.
 * `--timing-only-urls` prints the pages whose only breaches are timings, for
 * CI to measure again before failing (see timingOnlyUrls).
 *
 * Absolute budgets only for what the machine cannot change (bytes, requests,
 * layout shift, render-blocking requests, the LCP element, the accessibility,
 * best-practices and SEO scores). Timings only relative to the reference page
 * measured before each run on the same machine (see bench/cli/lighthouse.ts).
 */
import { existsSync, readFileSync } from 'node:fs'
import { canonicalPath } from '../../site/routes.ts'
import { BUDGETS_FILE, readBudgets, type Budgets } from '../lib/budgets.ts'
import type { BenchRow, Relative } from '../lib/types.ts'

export type { Budgets }

export interface BenchSummary {
  rows: BenchRow[]
  relative: (Relative & { referenceMainThreadMs?: number })[]
  reference: BenchRow
}

/** Every breach of the budgets, as "url: figure value > budget". */
export function breachesOf(summary: BenchSummary, budgets: Budgets): string[] {
  return [...absoluteBreaches(summary, budgets), ...timingBreaches(summary, budgets)]
}

/**
 * The pages to measure again before a breach fails CI: those whose only
 * breaches are timings (relative to the reference), which move with whatever
 * else the machine runs. None when any page breaches an absolute budget
 * (bytes, requests, scores): those do not move, so they fail at once.
 */
export function timingOnlyUrls(summary: BenchSummary, budgets: Budgets): string[] {
  if (absoluteBreaches(summary, budgets).length) return []
  return summary.relative
    .filter((x) => timingBreaches({ ...summary, relative: [x] }, budgets).length > 0)
    .map((x) => x.url)
}

/** Breaches of what the machine cannot change. */
function absoluteBreaches(summary: BenchSummary, budgets: Budgets): string[] {
  const a = budgets.absolute
  const breaches: string[] = []
  const need = (ok: boolean, message: string) => ok || breaches.push(message)
  const listed = (list: string[], url: string) => list.map(canonicalPath).includes(url)
  for (const r of summary.rows) {
    need(
      r.accessibility >= a.scores.accessibility,
      `${r.url}: accessibility ${r.accessibility} < ${a.scores.accessibility}`,
    )
    need(
      r.bestPractices >= a.scores['best-practices'],
      `${r.url}: best-practices ${r.bestPractices} < ${a.scores['best-practices']}`,
    )
    if (!listed(a.seoExempt, r.url)) need(r.seo >= a.scores.seo, `${r.url}: SEO ${r.seo} < ${a.scores.seo}`)
    need(r.cls <= a.cls, `${r.url}: CLS ${r.cls} > ${a.cls}`)
    if (!listed(a.jsExempt, r.url))
      need(
        r.jsGzipKiB <= a.jsBeforeInteractionKiB,
        `${r.url}: ${r.jsGzipKiB} KiB of JavaScript before interaction > ${a.jsBeforeInteractionKiB} KiB`,
      )
    need(r.totalKiB <= a.pageWeightKiB, `${r.url}: page weight ${r.totalKiB} KiB > ${a.pageWeightKiB} KiB`)
    need(r.requests <= a.requests, `${r.url}: ${r.requests} requests > ${a.requests}`)
    need(
      r.renderBlocking <= a.renderBlockingRequests,
      `${r.url}: ${r.renderBlocking} render-blocking requests > ${a.renderBlockingRequests}`,
    )
    need(r.lcpSized, `${r.url}: the LCP element is ${r.lcpElement}, not text or an <img> with width and height`)
  }
  if (summary.relative.length !== summary.rows.length) breaches.push('a page was measured without the reference')
  return breaches
}

/** Breaches of the timing budgets, each relative to the reference page measured in the same run. */
function timingBreaches(summary: BenchSummary, budgets: Budgets): string[] {
  const rel = budgets.relative
  const breaches: string[] = []
  const need = (ok: boolean, message: string) => ok || breaches.push(message)
  for (const x of summary.relative) {
    need(x.fcpRatio <= rel.fcpRatio, `${x.url}: FCP ${x.fcpRatio}x the reference's > ${rel.fcpRatio}x`)
    need(x.lcpRatio <= rel.lcpRatio, `${x.url}: LCP ${x.lcpRatio}x the reference's > ${rel.lcpRatio}x`)
    need(
      x.mainThreadRatio <= rel.mainThreadRatio,
      `${x.url}: main-thread work ${x.mainThreadRatio}x the reference's > ${rel.mainThreadRatio}x`,
    )
    need(
      x.tbtExcessPerReferenceMainThread <= rel.tbtExcessPerReferenceMainThread,
      `${x.url}: TBT exceeds the reference's by ${x.tbtExcessMs} ms, ${x.tbtExcessPerReferenceMainThread}x the reference's main-thread work > ${rel.tbtExcessPerReferenceMainThread}x`,
    )
  }
  return breaches
}

if (process.argv[1]?.endsWith('bench/cli/check.ts')) {
  if (!existsSync('.reports/bench.json')) {
    console.error('No .reports/bench.json: run `npm run bench` (or `npm run bench -- --set ci`) first.')
    process.exit(1)
  }
  const budgets = readBudgets()
  const summary = JSON.parse(readFileSync('.reports/bench.json', 'utf8')) as BenchSummary
  if (process.argv.includes('--timing-only-urls')) {
    console.log(timingOnlyUrls(summary, budgets).join(','))
    process.exit(0)
  }
  const breaches = breachesOf(summary, budgets)
  if (breaches.length) {
    console.error(`${breaches.length} budget breach${breaches.length === 1 ? '' : 'es'}:\n  ${breaches.join('\n  ')}`)
    process.exit(1)
  }
  console.log(
    `budgets held on ${summary.rows.length} URLs (${BUDGETS_FILE}): absolute on bytes, requests, CLS, ` +
      `render-blocking, LCP element and scores; timings relative to the reference page measured in the same run`,
  )
}
