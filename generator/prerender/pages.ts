/**
 * Builds every page on every core: the main thread and one worker per other
 * core take pages from one queue, a counter in shared memory that each lane
 * advances atomically, so no lane ever waits for another to hand it work (a
 * lane that starts late or meets heavier pages simply takes fewer). Each page
 * is rendered, finished, written and checked where it is taken
 * (generator/prerender/page.ts); only its policy, problems and facts come back.
 * Workers are started early (while vike's bundles are being built) and load
 * the site and the checks then.
 */
import { availableParallelism } from 'node:os'
import { Worker } from 'node:worker_threads'
import type { ParsedMarkdown } from '../../site/content/markdown.ts'
import type { Site } from '../../site/site.ts'
import { createPageBuilder, noTime, type PageOutcome, type StepTimes } from './page.ts'

/** The shared queue: [0] the index of the next page to take, [1] set to 1 when a lane has failed. */
export type Queue = Int32Array
const NEXT = 0
const FAILED = 1

export const createQueue = (): Queue => new Int32Array(new SharedArrayBuffer(2 * Int32Array.BYTES_PER_ELEMENT))

/** The index of the next page to build, or -1 when none is left or a lane has failed. */
export function take(queue: Queue, pages: number): number {
  if (Atomics.load(queue, FAILED)) return -1
  const i = Atomics.add(queue, NEXT, 1)
  return i < pages ? i : -1
}

/** Marks the build failed: every lane stops after the page it is on. */
export const markFailed = (queue: Queue) => Atomics.store(queue, FAILED, 1)

/** What a worker starts with: where to write, and the main thread's readings of the Markdown texts. */
export interface WorkerData {
  dist: string
  readings: ReadonlyMap<string, ParsedMarkdown>
}

export type ToWorker = { type: 'build'; urls: readonly string[]; queue: Queue }
export type FromWorker =
  { type: 'built'; outcomes: PageOutcome[] } | { type: 'done'; times: StepTimes } | { type: 'failed'; error: string }

/** Outcomes a worker sends at a time: few messages, none held long. */
export const OUTCOMES_PER_MESSAGE = 16
/** Below this many pages per extra lane, a worker costs more to start than it saves. */
const PAGES_PER_WORKER = 40
/**
 * Young-generation size of each lane: html-validate allocates several
 * megabytes a page, nearly all garbage by the next page; a young generation
 * larger than V8's default is collected less often for the same work.
 */
export const YOUNG_GENERATION_MB = 96

/**
 * Lanes for a build of `pages` pages: the main thread plus workers, at most
 * one lane per core (SITE_BUILD_LANES sets the number, e.g. 1 to measure a
 * step's time on one thread).
 */
export function laneCount(
  pages: number,
  cores = Number(process.env.SITE_BUILD_LANES) || availableParallelism(),
): number {
  return Math.max(1, Math.min(cores, 1 + Math.floor(pages / PAGES_PER_WORKER)))
}

/**
 * A worker lane: worker.ts under tsx's loader (worker threads do not inherit
 * it). A failure before `build` is reported by `build`.
 */
export class WorkerLane {
  private readonly worker: Worker
  private readonly outcomes: PageOutcome[] = []
  private finished: { resolve(times: StepTimes): void; reject(error: Error): void } | undefined
  private failure: Error | undefined
  private done = false

  constructor(dist: string, readings: ReadonlyMap<string, ParsedMarkdown>) {
    const api = import.meta.resolve('tsx/esm/api')
    const entry = new URL('./worker.ts', import.meta.url).href
    const code = `import(${JSON.stringify(api)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(entry)}) })`
    this.worker = new Worker(code, {
      eval: true,
      workerData: { dist, readings } satisfies WorkerData,
      resourceLimits: { maxYoungGenerationSizeMb: YOUNG_GENERATION_MB },
    })
    this.worker.on('message', (message: FromWorker) => {
      if (message.type === 'built') this.outcomes.push(...message.outcomes)
      else if (message.type === 'done') this.settle(message.times)
      else this.fail(new Error(`a page-build worker failed:\n${message.error}`))
    })
    this.worker.on('error', (error) => this.fail(error))
    this.worker.on(
      'exit',
      (code) => this.done || this.fail(new Error(`a page-build worker stopped early (exit ${code})`)),
    )
  }

  private settle(times: StepTimes) {
    this.done = true
    this.finished?.resolve(times)
  }

  private fail(error: Error) {
    this.failure ??= error
    this.finished?.reject(error)
  }

  /** Builds pages from `queue` until it is empty; the outcomes of the pages this lane took, and its step times. */
  build(urls: readonly string[], queue: Queue): Promise<{ outcomes: PageOutcome[]; times: StepTimes }> {
    if (this.failure) return Promise.reject(this.failure)
    // Posted at once, not after `ready`: the main lane builds pages without returning to the event loop,
    // so a message it waited for would not be read until it had built them all. The worker reads this
    // one as soon as it has loaded.
    const times = new Promise<StepTimes>((resolve, reject) => (this.finished = { resolve, reject }))
    this.worker.postMessage({ type: 'build', urls, queue } satisfies ToWorker)
    return times.then((t) => ({ outcomes: this.outcomes, times: t }))
  }

  terminate() {
    this.done = true
    return this.worker.terminate()
  }
}

/**
 * Workers for a build of `pages` pages (the main thread is the other lane):
 * started now, used by buildPages. `readings`: the Markdown this thread has
 * read (site/content/markdown.ts), so the workers need not parse it again.
 */
export const startWorkerLanes = (
  dist: string,
  pages: number,
  readings: ReadonlyMap<string, ParsedMarkdown> = new Map(),
): WorkerLane[] => Array.from({ length: laneCount(pages) - 1 }, () => new WorkerLane(dist, readings))

export interface PagesResult {
  outcomes: PageOutcome[]
  lanes: number
  /** Milliseconds per step, summed over lanes (CPU-bound work: about the CPU time). */
  times: StepTimes
}

/** Builds `urls` into `dist` on the main thread and `workers`; outcomes in the order of `urls`. */
export async function buildPages(
  site: Site,
  dist: string,
  urls: readonly string[],
  workers: WorkerLane[] = startWorkerLanes(dist, urls.length),
): Promise<PagesResult> {
  const queue = createQueue()
  const outcomes = new Map<string, PageOutcome>()
  const times = noTime()
  const add = (t: StepTimes) => {
    for (const k of Object.keys(times) as (keyof StepTimes)[]) times[k] += t[k]
  }
  const workerRuns = workers.map((lane) =>
    lane.build(urls, queue).then(
      (run) => {
        for (const o of run.outcomes) outcomes.set(o.url, o)
        add(run.times)
      },
      (error: unknown) => {
        markFailed(queue)
        throw error
      },
    ),
  )
  try {
    const main = await createPageBuilder(site, dist)
    try {
      for (let i = take(queue, urls.length); i >= 0; i = take(queue, urls.length))
        outcomes.set(urls[i]!, await main.build(urls[i]!))
    } catch (error) {
      markFailed(queue)
      throw error
    }
    add(main.times)
    await Promise.all(workerRuns)
  } finally {
    await Promise.all(workers.map((w) => w.terminate()))
  }
  return { outcomes: urls.map((url) => outcomes.get(url)!), lanes: workers.length + 1, times }
}
