/**
 * Builds every page on every lane: the main thread and the workers started
 * with the build (generator/prerender/lanes.ts) take pages from one queue.
 * Each page is rendered, finished, written and checked where it is taken
 * (generator/prerender/page.ts); only its policy, problems and facts come back.
 */
import { notFoundUrls } from '../../site/routes.ts'
import type { Site } from '../../site/site.ts'
import { FactPool } from './fact-pool.ts'
import { markFailed, take, type Queue, type WorkerLane } from './lanes.ts'
import { createPageBuilder, noTime, type PageOutcome, type StepTimes } from './page.ts'

/** Every document a build writes, in the order of its outcomes: the pages, then each language's 404 page. */
export const pageUrls = (site: Site): string[] => [...site.pages.map((p) => p.url), ...notFoundUrls(site.pages)]

export interface PagesResult {
  outcomes: PageOutcome[]
  lanes: number
  /** Milliseconds per step, summed over lanes (CPU-bound work: about the CPU time). */
  times: StepTimes
}

/**
 * Builds `urls` into `dist` on the main thread, beside the `workers` already
 * taking pages from `queue`; outcomes in the order of `urls`.
 */
export async function buildPages(
  site: Site,
  dist: string,
  urls: readonly string[],
  workers: WorkerLane[],
  queue: Queue,
): Promise<PagesResult> {
  const outcomes = new Map<string, PageOutcome>()
  // What the pages' facts repeat, kept once until the checks across pages (fact-pool.ts).
  const facts = new FactPool()
  const times = noTime()
  const add = (t: StepTimes) => {
    for (const k of Object.keys(times) as (keyof StepTimes)[]) times[k] += t[k]
  }
  const workerRuns = workers.map((lane) =>
    lane.result().then(
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
        outcomes.set(urls[i]!, facts.keep(await main.build(urls[i]!)))
    } catch (error) {
      markFailed(queue)
      throw error
    }
    add(main.times)
    await Promise.all(workerRuns)
  } finally {
    await Promise.all(workers.map((w) => w.terminate()))
  }
  // Each lane loaded the site itself and took pages by their index in its own list.
  for (const w of workers)
    if (w.urls?.join('\n') !== urls.join('\n'))
      throw new Error(
        `a page-build worker loaded a different site (${w.urls?.length ?? 'no'} pages, the main thread ${urls.length}): ` +
          'did a file of the site change during the build? Build again.',
      )
  return { outcomes: urls.map((url) => outcomes.get(url)!), lanes: workers.length + 1, times }
}
