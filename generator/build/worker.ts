/**
 * A worker lane of the page build (generator/build/pages.ts): loads the site
 * and the checks as soon as it starts (while vike's bundles are still being
 * built), then, on its first batch, vike's server build; then builds the URLs
 * it is handed, batch by batch, until told to stop.
 */
import './production.ts'
import { parentPort, workerData } from 'node:worker_threads'
import { getSite } from '../../site/site.ts'
import { createPageBuilder } from './page.ts'
import type { FromWorker, ToWorker } from './pages.ts'

const port = parentPort!
const post = (message: FromWorker) => port.postMessage(message)
const failed = (error: unknown) => post({ type: 'failed', error: (error as Error).stack ?? String(error) })

try {
  const site = getSite()
  let builder: Awaited<ReturnType<typeof createPageBuilder>> | undefined
  port.on('message', (message: ToWorker) => {
    void (async () => {
      try {
        builder ??= await createPageBuilder(site, (workerData as { dist: string }).dist)
        if (message.type === 'stop') return post({ type: 'stopped', times: builder.times })
        const outcomes = []
        for (const url of message.urls) outcomes.push(await builder.build(url))
        post({ type: 'built', outcomes })
      } catch (error) {
        failed(error)
      }
    })()
  })
  post({ type: 'ready' })
} catch (error) {
  failed(error)
}
