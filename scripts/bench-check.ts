/**
 * npm run bench:check
 * Compares .reports/bench.json (written by `npm run bench`) with the budgets
 * in bench.budgets.json and exits 1 on any breach.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import type { BenchRow } from './bench.ts'

interface Budgets {
  scores: { performance: number; accessibility: number; 'best-practices': number; seo: number }
  seoExempt: string[]
  metrics: { lcpMs: number; tbtMs: number; cls: number }
  jsBeforeInteractionKiB: number
  jsExempt: string[]
  homePageWeightKiB: number
}

if (!existsSync('.reports/bench.json')) {
  console.error('No .reports/bench.json: run `npm run bench` (or `npm run bench -- --set ci`) first.')
  process.exit(1)
}
const budgets = JSON.parse(readFileSync('bench.budgets.json', 'utf8')) as Budgets
const { rows } = JSON.parse(readFileSync('.reports/bench.json', 'utf8')) as { rows: BenchRow[] }
const breaches: string[] = []
const need = (ok: boolean, message: string) => ok || breaches.push(message)
for (const r of rows) {
  need(
    r.performance >= budgets.scores.performance,
    `${r.url}: performance ${r.performance} < ${budgets.scores.performance}`,
  )
  need(
    r.accessibility >= budgets.scores.accessibility,
    `${r.url}: accessibility ${r.accessibility} < ${budgets.scores.accessibility}`,
  )
  need(
    r.bestPractices >= budgets.scores['best-practices'],
    `${r.url}: best-practices ${r.bestPractices} < ${budgets.scores['best-practices']}`,
  )
  if (!budgets.seoExempt.includes(r.url))
    need(r.seo >= budgets.scores.seo, `${r.url}: SEO ${r.seo} < ${budgets.scores.seo}`)
  need(r.lcpMs <= budgets.metrics.lcpMs, `${r.url}: LCP ${r.lcpMs} ms > ${budgets.metrics.lcpMs} ms`)
  need(r.tbtMs <= budgets.metrics.tbtMs, `${r.url}: TBT ${r.tbtMs} ms > ${budgets.metrics.tbtMs} ms`)
  need(r.cls <= budgets.metrics.cls, `${r.url}: CLS ${r.cls} > ${budgets.metrics.cls}`)
  if (!budgets.jsExempt.includes(r.url))
    need(
      r.jsGzipKiB <= budgets.jsBeforeInteractionKiB,
      `${r.url}: ${r.jsGzipKiB} KiB of JS before interaction > ${budgets.jsBeforeInteractionKiB}`,
    )
  if (r.url === '/')
    need(r.totalKiB <= budgets.homePageWeightKiB, `/: page weight ${r.totalKiB} KiB > ${budgets.homePageWeightKiB} KiB`)
}
// The URLs that breached, for a confirming measurement (see .ci/run).
const breachedUrls = [...new Set(breaches.map((b) => b.slice(0, b.indexOf(':'))))]
writeFileSync('.reports/bench-breaches.txt', breachedUrls.join(','))
if (breaches.length) {
  console.error(`${breaches.length} budget breach${breaches.length === 1 ? '' : 'es'}:\n  ${breaches.join('\n  ')}`)
  process.exit(1)
}
console.log(`budgets held on ${rows.length} URLs (bench.budgets.json)`)
