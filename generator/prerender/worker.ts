/**
 * A worker lane of the page build (generator/prerender/pages.ts): loads the site
 * and the checks as soon as it starts (while vike's bundles are still being
 * built); when told to build, takes pages from the shared queue until it is
 * empty, sending their outcomes back a few at a time, then its step times.
 */
import './production.ts'
import { parentPort, workerData } from 'node:worker_threads'
import { getSite } from '../../site/site.ts'
import { adoptMarkdownReadings } from '../../site/content/markdown.ts'
import { createPageBuilder } from './page.ts'
import { markFailed, OUTCOMES_PER_MESSAGE, take, type FromWorker, type ToWorker, type WorkerData } from './pages.ts'

const port = parentPort!
const post = (message: FromWorker) => port.postMessage(message)
const failed = (error: unknown) => post({ type: 'failed', error: (error as Error).stack ?? String(error) })

try {
  adoptMarkdownReadings((workerData as WorkerData).readings)
  const site = getSite()
  port.on('message', (message: ToWorker) => {
    void (async () => {
      try {
        const builder = await createPageBuilder(site, (workerData as WorkerData).dist)
        const { urls, queue } = message
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
      } catch (error) {
        failed(error)
      }
    })()
  })
} catch (error) {
  failed(error)
}
