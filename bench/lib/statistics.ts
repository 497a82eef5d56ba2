/**
 * The bench's arithmetic, pure (tests/unit/bench/library.test.ts):
 * medians over Lighthouse runs, and each page's timings against the reference
 * page measured just before it (bench/cli/lighthouse.ts explains why relative).
 */
import type { BenchRow, Relative, RunResult } from './types.ts'

/** The middle value (of an odd count; the upper middle of an even one). */
export function median(values: readonly number[]): number {
  if (values.length === 0) throw new Error('median of no values')
  return [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!
}

/** a / b to two decimals; b is taken as at least 1 (a reference figure of 0 ms does not divide). */
export function ratio(a: number, b: number): number {
  return Math.round((a / Math.max(b, 1)) * 100) / 100
}

/** A page's run and the reference's run just before it. */
export interface Pair {
  page: BenchRow
  reference: BenchRow
}

/** The medians over the pairs of each figure of the page against its reference. */
export function medianRelative(pairs: readonly Pair[]): Omit<Relative, 'url'> {
  const of = (figure: (p: Pair) => number) => median(pairs.map(figure))
  return {
    fcpRatio: of((p) => ratio(p.page.fcpMs, p.reference.fcpMs)),
    lcpRatio: of((p) => ratio(p.page.lcpMs, p.reference.lcpMs)),
    tbtExcessMs: of((p) => p.page.tbtMs - p.reference.tbtMs),
    mainThreadRatio: of((p) => ratio(p.page.mainThreadMs, p.reference.mainThreadMs)),
    threadCpuRatio: of((p) => ratio(p.page.threadCpuMs, p.reference.threadCpuMs)),
    tbtExcessPerReferenceMainThread: of((p) => ratio(p.page.tbtMs - p.reference.tbtMs, p.reference.mainThreadMs)),
    referenceMainThreadMs: of((p) => p.reference.mainThreadMs),
    performanceGap: of((p) => p.reference.performance - p.page.performance),
  }
}

/**
 * Each number is the median over the runs (simulated timings move with the
 * host's load); the LCP element's verdict and label are the worst run's.
 */
export function medianRow(runs: readonly RunResult[]): BenchRow {
  if (runs.length === 0) throw new Error('median of no runs')
  const row = { ...runs[0]!.row }
  for (const key of Object.keys(row) as (keyof BenchRow)[])
    if (typeof row[key] === 'number') (row[key] as number) = median(runs.map((r) => r.row[key] as number))
  row.lcpSized = runs.every((r) => r.row.lcpSized)
  row.lcpElement = (runs.find((r) => !r.row.lcpSized) ?? runs[0]!).row.lcpElement
  return row
}

/** The run closest to the median LCP: the one whose full report is kept for reading. */
export function representativeRun(runs: readonly RunResult[], median: BenchRow): RunResult {
  return runs.reduce((best, r) =>
    Math.abs(r.row.lcpMs - median.lcpMs) < Math.abs(best.row.lcpMs - median.lcpMs) ? r : best,
  )
}
