/**
 * Builds every page on every core: the main thread and one worker per other
 * core take batches of URLs from one queue, so a lane that starts late or
 * meets heavier pages simply takes fewer. Each page is rendered, finished,
 * written and checked where it is taken (generator/build/page.ts); only its
 * policy, problems and facts come back. Workers are started early (while
 * vike's bundles are being built) and load the site and the checks then.
 */
import { availableParallelism } from 'node:os'
import { Worker } from 'node:worker_threads'
import type { Site } from '../../site/site.ts'
import { createPageBuilder, noTime, type PageOutcome, type StepTimes } from './page.ts'

export type ToWorker = { type: 'build'; urls: string[] } | { type: 'stop' }
export type FromWorker =
  | { type: 'ready' }
  | { type: 'built'; outcomes: PageOutcome[] }
  | { type: 'stopped'; times: StepTimes }
  | { type: 'failed'; error: string }

/** Pages a lane takes at a time: small enough to share the tail of the queue. */
const BATCH = 4
/** Below this many pages per extra lane, a worker costs more to start than it saves. */
const PAGES_PER_WORKER = 40

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

/** A worker lane: worker.ts under tsx's loader (worker threads do not inherit it), one request at a time. */
export class WorkerLane {
  readonly ready: Promise<void>
  private readonly worker: Worker
  private pending: { resolve(message: FromWorker): void; reject(error: Error): void } | undefined
  private failure: Error | undefined
  private stopped = false

  constructor(dist: string) {
    const api = import.meta.resolve('tsx/esm/api')
    const entry = new URL('./worker.ts', import.meta.url).href
    const code = `import(${JSON.stringify(api)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(entry)}) })`
    this.worker = new Worker(code, { eval: true, workerData: { dist } })
    this.ready = new Promise<void>((resolve, reject) => (this.pending = { resolve: () => resolve(), reject }))
    // A lane that fails is reported when it is next used; until then nothing may reject unobserved.
    this.ready.catch(() => {})
    this.worker.on('message', (message: FromWorker) =>
      message.type === 'failed'
        ? this.fail(new Error(`a page-build worker failed:\n${message.error}`))
        : this.settle(message),
    )
    this.worker.on('error', (error) => this.fail(error))
    this.worker.on(
      'exit',
      (code) => this.stopped || this.fail(new Error(`a page-build worker stopped early (exit code ${code})`)),
    )
  }

  private settle(message: FromWorker) {
    const pending = this.pending
    this.pending = undefined
    pending?.resolve(message)
  }

  private fail(error: Error) {
    this.failure ??= error
    const pending = this.pending
    this.pending = undefined
    pending?.reject(error)
  }

  private request(message: ToWorker): Promise<FromWorker> {
    if (this.failure) return Promise.reject(this.failure)
    return new Promise((resolve, reject) => {
      this.pending = { resolve, reject }
      this.worker.postMessage(message)
    })
  }

  async build(urls: string[]): Promise<PageOutcome[]> {
    const reply = await this.request({ type: 'build', urls })
    return reply.type === 'built' ? reply.outcomes : []
  }

  /** Stops the lane; its step times. */
  async stop(): Promise<StepTimes> {
    const reply = await this.request({ type: 'stop' })
    this.stopped = true
    await this.worker.terminate()
    return reply.type === 'stopped' ? reply.times : noTime()
  }

  terminate() {
    this.stopped = true
    return this.worker.terminate()
  }
}

/** Workers for a build of `pages` pages (the main thread is the other lane): started now, used by buildPages. */
export const startWorkerLanes = (dist: string, pages: number): WorkerLane[] =>
  Array.from({ length: laneCount(pages) - 1 }, () => new WorkerLane(dist))

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
  const queue = [...urls]
  const outcomes = new Map<string, PageOutcome>()
  const times = noTime()
  const add = (t: StepTimes) => {
    for (const k of Object.keys(times) as (keyof StepTimes)[]) times[k] += t[k]
  }
  const take = () => queue.splice(0, BATCH)
  let failed = false
  const record = (list: PageOutcome[]) => list.forEach((o) => outcomes.set(o.url, o))

  const workerRuns = workers.map(async (lane) => {
    await lane.ready
    for (let batch = take(); batch.length > 0 && !failed; batch = take()) record(await lane.build(batch))
    add(await lane.stop())
  })
  for (const run of workerRuns) run.catch(() => (failed = true))
  try {
    const main = await createPageBuilder(site, dist)
    for (let batch = take(); batch.length > 0 && !failed; batch = take()) {
      for (const url of batch) outcomes.set(url, await main.build(url))
      // Let the workers' messages in between batches.
      await new Promise((resolve) => setImmediate(resolve))
    }
    add(main.times)
    await Promise.all(workerRuns)
  } finally {
    await Promise.all(workers.map((w) => w.terminate()))
  }
  return { outcomes: urls.map((url) => outcomes.get(url)!), lanes: workers.length + 1, times }
}
