/** The figures of one Lighthouse run of a URL (or their medians over the runs). */
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
  /** Main-thread work in ms (simulated device): Lighthouse's figure, wall time of the tasks × its CPU slowdown. */
  mainThreadMs: number
  /**
   * CPU time the renderer's main thread spent on the same tasks (thread time
   * from the trace), × the same CPU slowdown so it reads beside `mainThreadMs`:
   * the difference is time the thread waited (for other threads, or for a
   * core on a busy machine).
   */
  threadCpuMs: number
  /** The LCP element: "text <h1>", "image <img …>" (its opening tag), or "none". */
  lcpElement: string
  /** The LCP element is text, or an image with width and height attributes. */
  lcpSized: boolean
}

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
  /** Thread CPU time of the page / that of the reference. */
  threadCpuRatio?: number
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

/** One Lighthouse run: its figures and its report. */
export interface RunResult {
  row: BenchRow
  lhr: unknown
}
