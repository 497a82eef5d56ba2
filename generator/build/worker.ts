/**
 * A worker lane of the page build (generator/build/pages.ts): loads the site
 * and vike's server build once, then builds the URLs it is handed, batch by
 * batch, until told to stop.
 */
import { parentPort, workerData } from 'node:worker_threads'
import { getSite } from '../../site/site.ts'
import { createPageBuilder } from './page.ts'
import type { FromWorker, ToWorker } from './pages.ts'

const port = parentPort!
const post = (message: FromWorker) => port.postMessage(message)
try {
  const builder = await createPageBuilder(getSite(), (workerData as { dist: string }).dist)
  port.on('message', (message: ToWorker) => {
    if (message.type === 'stop') return post({ type: 'stopped', times: builder.times })
    void (async () => {
      try {
        const outcomes = []
        for (const url of message.urls) outcomes.push(await builder.build(url))
        post({ type: 'built', outcomes })
      } catch (error) {
        post({ type: 'failed', error: (error as Error).stack ?? String(error) })
      }
    })()
  })
  post({ type: 'ready' })
} catch (error) {
  post({ type: 'failed', error: (error as Error).stack ?? String(error) })
}
