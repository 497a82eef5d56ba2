/**
 * A worker lane of the page build (generator/prerender/lanes.ts), started with
 * the build: the first worker has started vike's builds (worker-start.ts)
 * and says when they end; each has read its share of the Markdown, takes the
 * other lanes' shares, loads the site itself
 * (keeping the Markdown trees it reads for its renderer), waits for vike's
 * builds, then takes pages from the shared queue until it is empty, sending
 * their outcomes back a few at a time, then its step times.
 */
import './production.ts'
import { parentPort, workerData } from 'node:worker_threads'
import { ConfigError } from '../../site/errors.ts'
import { adoptMarkdownReadings, type MarkdownReading } from '../markdown/store.ts'
import { getSite } from '../site.ts'
import { bundling } from './worker-start.ts'
import { createPageBuilder, noTime } from './page.ts'
import {
  bundleReady,
  markBundled,
  markFailed,
  OUTCOMES_PER_MESSAGE,
  take,
  type FromWorker,
  type ToWorker,
  type WorkerData,
} from './lanes.ts'
import { pageUrls } from './pages.ts'

const port = parentPort!
const post = (message: FromWorker) => port.postMessage(message)
const { dist, queue, lanes } = workerData as WorkerData

void bundling?.done.then((bundled) => {
  post({ type: 'bundled', ...bundled })
  markBundled(queue, bundled.status === 0)
})

// The other lanes' shares of the Markdown (this worker's own was read in worker-start.ts).
const shares: MarkdownReading[][] = []
await new Promise<void>((resolve) => {
  port.on('message', (message: ToWorker) => {
    if (message.type === 'markdown' && shares.push(message.readings) === lanes - 1) resolve()
  })
})

try {
  adoptMarkdownReadings(shares.flat())
  const site = getSite()
  const urls = pageUrls(site)
  post({ type: 'loaded', urls })
  // vike's builds failed: the main thread says so, with their output.
  if (!(await bundleReady(queue))) post({ type: 'done', times: noTime() })
  else {
    const builder = await createPageBuilder(site, dist)
    let outcomes = []
    try {
      for (let i = take(queue, urls.length); i >= 0; i = take(queue, urls.length)) {
        outcomes.push(await builder.build(urls[i]!))
        if (outcomes.length === OUTCOMES_PER_MESSAGE) {
          post({ type: 'built', outcomes })
          outcomes = []
        }
      }
    } catch (error) {
      markFailed(queue)
      throw error
    }
    post({ type: 'built', outcomes })
    post({ type: 'done', times: builder.times })
  }
} catch (error) {
  // A ConfigError says what to fix (a card file that exports no card): its message, not its stack.
  if (error instanceof ConfigError) post({ type: 'failed', error: error.message, config: true })
  else post({ type: 'failed', error: (error as Error).stack ?? String(error) })
}
