/**
 * npm run build [-- --mode production] [--timings file.json]
 * 1. runs every generator check (exit 1 with a precise report on failure),
 *    while vike's client and server builds run beside it on another core;
 *    The images of the Markdown texts are encoded then too, into their cache
 *    (generator/images/), and copied into the site once vike's builds are done;
 * 2. builds every page (and the 404 page of each language) on every core: vike renders it,
 *    then its CSS is inlined, its policy hashed into it, its file written,
 *    its HTML checked and its social image drawn or taken from the cache
 *    (generator/prerender/, generator/og/);
 * 3. writes the site's host files, sitemap, robots and manifest, and runs the
 *    checks across pages (exit 1 on failure).
 * All of it is written into `<out>-building` beside the output folder (dist/, or SITE_OUT_DIR), which
 * replaces the output folder once every phase and check has passed (./output.ts): a build that
 * fails or is stopped leaves the output folder as it was, and says so.
 * Prints the seconds of each phase; --timings also writes them as JSON.
 */
// First: a language declaration with problems is reported before any module reads it (exit 1).
import './languages-first.ts'
import '../prerender/tiering.ts'
import '../prerender/heap-growth.ts'
import '../prerender/production.ts'
import { constants } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { keepMarkdownTrees } from '../markdown/store.ts'
import { startBundling } from '../prerender/bundle.ts'
import { createQueue, markFailed, shareMarkdown, startWorkerLanes } from '../prerender/lanes.ts'
import { openOutput, type OutputFolder } from './output.ts'
import { loadErrorMessage } from './load-error.ts'

// Only what starts the lanes is loaded before they start: the rest of the generator
// (a second or more of loading) is loaded beside them (build-site.ts).
const started = performance.now()
const { values } = parseArgs({ options: { mode: { type: 'string' }, timings: { type: 'string' } } })
if (values.mode) process.env.SITE_MODE = values.mode

// Everything is written into the staging folder; the output folder is only replaced at the end.
let output: OutputFolder
try {
  output = openOutput(process.env.SITE_OUT_DIR ?? 'dist')
} catch (error) {
  console.error((error as Error).message)
  process.exit(1)
}
for (const note of output.notes) console.log(note)
// However the build ends before then (a failure, a signal), its staging folder goes and the output stays.
process.on('exit', (code) => {
  if (output.committed) return
  console.error(output.abandon())
  // A build that ends without replacing its output has failed, whatever ended it.
  if (code === 0) process.exitCode = 1
})
const dist = join(output.staging, 'client')

// Workers start now: the first runs vike's builds, each loads the site on a core the checks leave idle
// and starts on the pages once vike's builds are done (generator/prerender/lanes.ts).
const queue = createQueue()
const workers = startWorkerLanes(dist, queue)
const bundling = workers[0]?.bundling ?? startBundling(output.staging)

// The trees of the Markdown texts read now are rendered later instead of being parsed again;
// every lane reads a share of them (generator/prerender/read-ahead.ts). The main thread reads its
// own share now, so the workers have it early; the others' arrive while the generator loads.
keepMarkdownTrees()
const shared = shareMarkdown(process.cwd(), workers)

/**
 * Stops the lanes and vike's builds, prints the error and exits 1. Every failure ends here, not as an
 * uncaught rejection: vike installs handlers that log those and let the process exit 0, so a build that
 * threw after its pages (writing the host files, say) would read as a success.
 */
async function fail(error: unknown): Promise<never> {
  await stopAll()
  console.error((error as Error).stack ?? String(error))
  console.error('the build stopped on the error above')
  process.exit(1)
}

/** Stops the lanes and vike's builds (the build failed or was stopped). */
async function stopAll() {
  markFailed(queue)
  await bundling.stop().catch(() => undefined)
  await Promise.all(workers.map((w) => w.terminate()))
}

// Ctrl-C or a stop: the lanes and vike's builds stopped, then the exit above removes the staging folder.
// A second signal while they stop ends the build at once; the next build removes what it left.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const)
  process.once(signal, () => {
    void stopAll().finally(() => {
      console.error(`the build was stopped (${signal})`)
      process.exit(128 + constants.signals[signal])
    })
  })

// The lanes and vike's builds are running: a generator that fails to load stops them before the build fails.
const { buildSite } = await import('./build-site.ts').catch(async (error: unknown) => {
  // A module of the site that does not load (a syntax error in the manifest) is named at its line, without a stack trace.
  const message = loadErrorMessage(error, process.cwd())
  if (!message) return fail(error)
  await stopAll()
  console.error(message)
  process.exit(1)
})
await buildSite({ started, timingsFile: values.timings, output, dist, queue, workers, bundling, shared }).catch(fail)
