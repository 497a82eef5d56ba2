/**
 * Builds every page on every core: the main thread and one worker per other
 * core take batches of URLs from one queue, so a lane that starts late or
 * meets heavier pages simply takes fewer. Each page is rendered, finished,
 * written and checked where it is taken (generator/build/page.ts); only its
 * policy, problems and facts come back.
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

/** Lanes for a build of `pages` pages: the main thread plus workers, at most one lane per core. */
export function laneCount(pages: number, cores = availableParallelism()): number {
  return Math.max(1, Math.min(cores, 1 + Math.floor(pages / PAGES_PER_WORKER)))
}

/** A worker running worker.ts under tsx's loader (worker threads do not inherit it). */
function startWorker(dist: string): Worker {
  const api = import.meta.resolve('tsx/esm/api')
  const entry = new URL('./worker.ts', import.meta.url).href
  const code = `import(${JSON.stringify(api)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(entry)}) })`
  return new Worker(code, { eval: true, workerData: { dist } })
}

export interface PagesResult {
  outcomes: PageOutcome[]
  lanes: number
  /** Milliseconds per step, summed over lanes (CPU-bound work: about the CPU time). */
  times: StepTimes
}

/** Builds `urls` into `dist` on `lanes` lanes; outcomes in the order of `urls`. */
export async function buildPages(site: Site, dist: string, urls: readonly string[], lanes = laneCount(urls.length)) {
  const queue = [...urls]
  const outcomes = new Map<string, PageOutcome>()
  const times = noTime()
  const add = (t: StepTimes) => {
    for (const k of Object.keys(times) as (keyof StepTimes)[]) times[k] += t[k]
  }
  const take = () => queue.splice(0, BATCH)

  const workers = Array.from({ length: lanes - 1 }, () => startWorker(dist))
  const workerRuns = workers.map(
    (worker) =>
      new Promise<void>((resolve, reject) => {
        let stopped = false
        const next = () => {
          const urls = take()
          worker.postMessage((urls.length > 0 ? { type: 'build', urls } : { type: 'stop' }) satisfies ToWorker)
        }
        worker.on('message', (message: FromWorker) => {
          if (message.type === 'failed') reject(new Error(`a page-build worker failed:\n${message.error}`))
          else if (message.type === 'stopped') {
            stopped = true
            add(message.times)
            resolve()
          } else {
            if (message.type === 'built') for (const o of message.outcomes) outcomes.set(o.url, o)
            next()
          }
        })
        worker.on('error', reject)
        worker.on(
          'exit',
          (code) => stopped || reject(new Error(`a page-build worker stopped early (exit code ${code})`)),
        )
      }),
  )

  let failed = false
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
  return { outcomes: urls.map((url) => outcomes.get(url)!), lanes, times } satisfies PagesResult
}
