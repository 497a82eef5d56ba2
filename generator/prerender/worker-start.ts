/**
 * What a worker of the build does before it loads the site's modules (its
 * entry imports this module first: generator/prerender/lanes.ts): the first
 * worker starts vike's builds, and every worker reads its share of the
 * site's Markdown (read-ahead.ts) and hands it to the main thread. Light
 * imports only, so both start within a moment of the build.
 */
import { dirname } from 'node:path'
import { parentPort, workerData } from 'node:worker_threads'
import { keepMarkdownTrees } from '../markdown/store.ts'
import { startBundling } from './bundle.ts'
import { readAheadShare } from './read-ahead.ts'
import type { FromWorker, WorkerData } from './lanes.ts'

const data = workerData as WorkerData
const post = (message: FromWorker) => parentPort!.postMessage(message)

/** The builds this worker runs, if it runs them. */
export const bundling = data.bundles ? startBundling(dirname(data.dist), data.color) : undefined
if (bundling) post({ type: 'bundling', pid: bundling.pid })

keepMarkdownTrees()
post({ type: 'markdown', readings: readAheadShare(process.cwd(), data.lane, data.lanes) })
