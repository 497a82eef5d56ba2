/**
 * The lanes of a page build, started first thing by the build (its entry
 * loads only this module and what it needs before starting them: the rest
 * of the generator is loaded while the workers start): the shared queue
 * the lanes take pages from, and the workers, one per core beyond the main
 * thread's (generator/prerender/pages.ts builds the pages on them).
 *
 * A queue is a counter in shared memory that each lane advances
 * atomically, so no lane ever waits for another to hand it work (a lane that
 * starts late or meets heavier pages simply takes fewer).
 *
 * Workers start with the build, not after its checks: the first one runs
 * vike's client and server builds, each loads the site itself (on a core the
 * main thread's checks leave idle), and each starts taking pages as soon as
 * vike's builds are done. The main thread joins when its checks have passed;
 * when they fail, it stops the workers and nothing it built is kept.
 */
import { availableParallelism } from 'node:os'
import { setTimeout as delay } from 'node:timers/promises'
import { Worker } from 'node:worker_threads'
import { ConfigError } from '../../site/errors.ts'
import { adoptMarkdownReadings, type MarkdownReading } from '../markdown/store.ts'
import type { Bundled, Bundling } from './bundle.ts'
import type { PageOutcome, StepTimes } from './page.ts'
import { FactPool } from './fact-pool.ts'
import { contentFileList, readAheadShare } from './read-ahead.ts'

/**
 * The shared queue: [0] the index of the next page to take, [1] set to 1 when
 * a lane has failed, [2] the state of vike's builds (BUNDLE_*), which the
 * workers wait for before they take a page.
 */
export type Queue = Int32Array
const NEXT = 0
const FAILED = 1
const BUNDLE = 2
export const BUNDLE_PENDING = 0
export const BUNDLE_READY = 1
export const BUNDLE_BROKEN = 2

export const createQueue = (): Queue => new Int32Array(new SharedArrayBuffer(3 * Int32Array.BYTES_PER_ELEMENT))

/** The index of the next page to build, or -1 when none is left or a lane has failed. */
export function take(queue: Queue, pages: number): number {
  if (Atomics.load(queue, FAILED)) return -1
  const i = Atomics.add(queue, NEXT, 1)
  return i < pages ? i : -1
}

/** Marks the build failed: every lane stops after the page it is on. */
export const markFailed = (queue: Queue) => Atomics.store(queue, FAILED, 1)

/** Tells the lanes vike's builds are done, well or not. */
export function markBundled(queue: Queue, ok: boolean): void {
  Atomics.store(queue, BUNDLE, ok ? BUNDLE_READY : BUNDLE_BROKEN)
  Atomics.notify(queue, BUNDLE)
}

/** Resolves when vike's builds are done: true when they succeeded (the lane may build), false when they failed. */
export async function bundleReady(queue: Queue): Promise<boolean> {
  for (;;) {
    const state = Atomics.load(queue, BUNDLE)
    if (state !== BUNDLE_PENDING) return state === BUNDLE_READY
    const wait = Atomics.waitAsync(queue, BUNDLE, BUNDLE_PENDING)
    if (wait.async) await wait.value
  }
}

/** What a worker starts with: where to write, the queue, its lane, and whether it runs vike's builds. */
export interface WorkerData {
  dist: string
  queue: Queue
  /** Its lane (the main thread is 0) of `lanes`: which share of the Markdown it reads ahead (read-ahead.ts). */
  lane: number
  lanes: number
  bundles: boolean
  /** vike's output in colour (the main thread writes to a terminal). */
  color: boolean
}

/** The Markdown another lane read ahead (the main thread's own, or another worker's it passes on). */
export type ToWorker = { type: 'markdown'; readings: MarkdownReading[] }

export type FromWorker =
  | { type: 'bundling'; pid: number | undefined }
  | { type: 'markdown'; readings: MarkdownReading[] }
  | ({ type: 'bundled' } & Bundled)
  | { type: 'loaded'; urls: string[] }
  | { type: 'built'; outcomes: PageOutcome[] }
  | { type: 'done'; times: StepTimes }
  /** `config`: a ConfigError, its message written for the reader (a card file that exports no card…). */
  | { type: 'failed'; error: string; config?: boolean }

/** Outcomes a worker sends at a time: few messages, none held long. */
export const OUTCOMES_PER_MESSAGE = 16
/**
 * Young-generation size of each lane: html-validate allocates several
 * megabytes a page, nearly all garbage by the next page; a young generation
 * larger than V8's default is collected less often for the same work.
 */
export const YOUNG_GENERATION_MB = 96

/** Below this many pages per extra lane, a worker costs more to start than it saves. */
const PAGES_PER_WORKER = 40

/** The cores a build uses: SITE_BUILD_LANES (e.g. 1 to measure a step's time on one thread), or every core. */
export const buildCores = (): number => Math.max(1, Number(process.env.SITE_BUILD_LANES) || availableParallelism())

/** Lanes that build pages for a build of `pages` pages: the main thread plus workers, at most one lane per core. */
export function laneCount(pages: number, cores = buildCores()): number {
  return Math.max(1, Math.min(cores, 1 + Math.floor(pages / PAGES_PER_WORKER)))
}

/**
 * A worker lane: worker.ts under tsx's loader (worker threads do not inherit
 * it), started with the build. It runs until the queue is empty, or until
 * vike's builds fail, and is stopped when the checks fail.
 */
export class WorkerLane {
  private readonly worker: Worker
  private readonly outcomes: PageOutcome[] = []
  /** What the outcomes repeat, kept once (fact-pool.ts): they wait on the main thread until the pages are done. */
  private readonly facts = new FactPool()
  private readonly finished: Promise<StepTimes>
  private settle!: (times: StepTimes) => void
  private reject!: (error: Error) => void
  private failure: Error | undefined
  private done = false
  /** The pages this worker's own load of the site found (compared with the main thread's). */
  urls: string[] | undefined
  /** vike's builds, when this worker runs them. */
  readonly bundling: Bundling | undefined
  /** This worker's share of the site's Markdown, read ahead (read-ahead.ts). */
  readonly markdown: Promise<MarkdownReading[]>

  constructor(dist: string, queue: Queue, lane: number, lanes: number) {
    const bundles = lane === 1
    const api = import.meta.resolve('tsx/esm/api')
    const first = new URL('./worker-start.ts', import.meta.url).href
    const entry = new URL('./worker.ts', import.meta.url).href
    // vike's builds and the Markdown's share start before the worker loads the site's modules (a second or more).
    const code =
      `import(${JSON.stringify(api)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(first)}) })` +
      `.then(() => import(${JSON.stringify(entry)}))`
    this.finished = new Promise<StepTimes>((resolve, reject) => {
      this.settle = resolve
      this.reject = reject
    })
    // Handled where it is awaited (buildPages); a build stopped before then never awaits it.
    this.finished.catch(() => {})
    let markdown!: { resolve(readings: MarkdownReading[]): void; reject(error: Error): void }
    this.markdown = new Promise((resolve, reject) => (markdown = { resolve, reject }))
    this.markdown.catch(() => {})
    let bundled: { resolve(b: Bundled): void; reject(error: Error): void } | undefined
    let pid: { resolve(pid: number | undefined): void } | undefined
    if (bundles) {
      const done = new Promise<Bundled>((resolve, reject) => (bundled = { resolve, reject }))
      const child = new Promise<number | undefined>((resolve) => (pid = { resolve }))
      this.bundling = {
        done,
        // The child is the worker's: killed by its pid, once the worker has said it (the main thread may
        // not have read its messages yet), unless the builds are over.
        stop: async () => {
          const known = await Promise.race([child, delay(1000, undefined, { ref: false })])
          if (known === undefined || this.bundleOver) return
          try {
            process.kill(known, 'SIGTERM')
          } catch (error) {
            // Ended already (the worker had not yet said so): nothing to stop.
            if ((error as NodeJS.ErrnoException).code !== 'ESRCH') throw error
          }
        },
      }
    }
    this.worker = new Worker(code, {
      eval: true,
      workerData: { dist, queue, lane, lanes, bundles, color: Boolean(process.stdout.isTTY) } satisfies WorkerData,
      resourceLimits: { maxYoungGenerationSizeMb: YOUNG_GENERATION_MB },
    })
    this.worker.on('message', (message: FromWorker) => {
      if (message.type === 'bundling') pid?.resolve(message.pid)
      else if (message.type === 'markdown') markdown.resolve(message.readings)
      else if (message.type === 'bundled') {
        this.bundleOver = true
        bundled?.resolve(message)
      } else if (message.type === 'loaded') this.urls = message.urls
      else if (message.type === 'built') this.outcomes.push(...message.outcomes.map((o) => this.facts.keep(o)))
      else if (message.type === 'done') {
        this.done = true
        this.settle(message.times)
      } else
        this.fail(
          message.config ? new ConfigError(message.error) : new Error(`a page-build worker failed:\n${message.error}`),
        )
    })
    const failStart = (error: Error) => {
      bundled?.reject(error)
      markdown.reject(error)
    }
    this.worker.on('error', (error) => {
      failStart(error)
      this.fail(error)
    })
    this.worker.on('exit', (code) => {
      if (this.done) return
      const error = new Error(`a page-build worker stopped early (exit ${code})`)
      if (!this.bundleOver) failStart(error)
      this.fail(error)
    })
  }

  private bundleOver = false

  /** Hands this worker Markdown another lane read ahead. */
  giveMarkdown(readings: MarkdownReading[]): void {
    this.worker.postMessage({ type: 'markdown', readings } satisfies ToWorker)
  }

  private fail(error: Error) {
    this.failure ??= error
    this.reject(error)
  }

  /** The outcomes of the pages this lane took, and its step times, once the queue is empty. */
  async result(): Promise<{ outcomes: PageOutcome[]; times: StepTimes }> {
    if (this.failure) throw this.failure
    const times = await this.finished
    return { outcomes: this.outcomes, times }
  }

  terminate() {
    this.done = true
    return this.worker.terminate()
  }
}

/** A file of an entry or a document: each is a page (two, translated), and what grows a site. */
const CONTENT_FILE = /\.(md|ya?ml|json|ts)$/

/**
 * The text files under `root`/content: a floor of the pages a site has,
 * counted before the site is loaded (the manifest's own routes, written by
 * hand, stay few).
 */
export const contentFiles = (root: string): number =>
  contentFileList(root).filter((file) => CONTENT_FILE.test(file)).length

/**
 * The workers of a build, started before its checks: as many as the lanes
 * its content files call for, less the main thread's; the first runs vike's
 * builds. None for a small site: the main thread bundles and builds alone.
 */
export const startWorkerLanes = (
  dist: string,
  queue: Queue,
  lanes = laneCount(contentFiles(process.cwd())),
): WorkerLane[] => Array.from({ length: lanes - 1 }, (_, i) => new WorkerLane(dist, queue, i + 1, lanes))

/**
 * The main thread's part in reading the site's Markdown ahead: reads its own
 * share, hands it to every worker, passes each worker's share on to the
 * others, and takes them all (site/content/markdown.ts keeps them for the
 * load and the renderer). A worker that fails before its share arrives is
 * left out: the load parses what is missing, and the failure is reported by
 * buildPages.
 */
export async function shareMarkdown(root: string, workers: readonly WorkerLane[]): Promise<void> {
  if (workers.length === 0) return
  const mine = readAheadShare(root, 0, workers.length + 1)
  for (const w of workers) w.giveMarkdown(mine)
  const theirs = await Promise.all(
    workers.map((from) =>
      from.markdown.then(
        (share) => {
          for (const to of workers) if (to !== from) to.giveMarkdown(share)
          return share
        },
        () => [],
      ),
    ),
  )
  adoptMarkdownReadings(theirs.flat())
}
