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
 * Prints the seconds of each phase; --timings also writes them as JSON.
 */
import '../prerender/production.ts'
import { rmSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { ConfigError, formatProblem } from '../../site/errors.ts'
import { provideSite } from '../../site/site.ts'
import { forgetMarkdownTrees, keepMarkdownTrees } from '../../site/content/markdown.ts'
import { startBundling } from '../prerender/bundle.ts'
import { buildPages, createQueue, markFailed, pageUrls, shareMarkdown, startWorkerLanes } from '../prerender/pages.ts'
import { loadManifestModule, runChecks } from '../checks/index.ts'
import { HTML_CHECKS } from '../html-checks/index.ts'
import { encodeImages, pruneImageCache, writeImages } from '../images/encode.ts'
import { pruneOgCache } from '../og/images.ts'
import { postbuild } from '../postbuild.ts'
import { formatReport } from './report.ts'
import { buildTimings, formatTimings } from '../prerender/timings.ts'

const started = performance.now()
const { values } = parseArgs({ options: { mode: { type: 'string' }, timings: { type: 'string' } } })
if (values.mode) process.env.SITE_MODE = values.mode
const outDir = process.env.SITE_OUT_DIR ?? 'dist'
const dist = resolve(outDir, 'client')
const since = (t: number) => (performance.now() - t) / 1000

function fail(message: string): never {
  console.error(message)
  process.exit(1)
}

// Workers start now: the first runs vike's builds, each loads the site on a core the checks leave idle
// and starts on the pages once vike's builds are done (generator/prerender/pages.ts).
const queue = createQueue()
const workers = startWorkerLanes(dist, queue)
const bundling = workers[0]?.bundling ?? startBundling()

/** Stops everything started (the build failed before its pages were all built), then fails. */
async function stopAndFail(message: string): Promise<never> {
  markFailed(queue)
  await bundling.stop()
  await Promise.all(workers.map((w) => w.terminate()))
  fail(message)
}

// The trees of the Markdown texts read now are rendered later instead of being parsed again;
// every lane reads a share of them (generator/prerender/read-ahead.ts).
keepMarkdownTrees()
await shareMarkdown(process.cwd(), workers)
async function checkSite() {
  try {
    return runChecks({ raw: await loadManifestModule(resolve('site.manifest.ts')) })
  } catch (error) {
    return stopAndFail(error instanceof ConfigError ? error.message : ((error as Error).stack ?? String(error)))
  }
}
const run = await checkSite()
if (run.problems.length > 0 || !run.site) await stopAndFail(formatReport(run))
const site = run.site!
// The renderer's getSite() in this process returns the site the checks parsed.
provideSite(site)
const checksSeconds = since(started)
console.log(
  `checks: ${run.byCheck.size} passed (${site.pages.length} pages, mode ${process.env.SITE_MODE ?? 'development'})`,
)

// libvips encodes on its own threads while vike bundles: the main thread only waits here.
const imagesStarted = performance.now()
const imaging = encodeImages(process.cwd(), site.content.images.values()).then((r) => ({
  ...r,
  seconds: since(imagesStarted),
}))

const urls = pageUrls(site)
const bundled = await bundling.done.catch((error: unknown) =>
  stopAndFail(`vike's builds did not finish: ${String(error)}`),
)
process.stdout.write(bundled.output)
if (bundled.status !== 0) await stopAndFail(`vike build failed (exit ${bundled.status})`)

const imaged = await imaging
if (imaged.problems.length > 0) await stopAndFail(imaged.problems.map((p) => `  ${formatProblem(p)}`).join('\n'))
// vike's client build empties the output folder: the images go in after it.
writeImages(process.cwd(), site.content.images.values(), dist)

const pagesStarted = performance.now()
const pages = await buildPages(site, dist, urls, workers, queue)
forgetMarkdownTrees()
// vike's server build served the rendering only; it is not part of the site.
rmSync(resolve(outDir, 'server'), { recursive: true, force: true })
const pagesSeconds = since(pagesStarted)

const siteStarted = performance.now()
const result = postbuild(site, dist, pages.outcomes)
const siteSeconds = since(siteStarted)
const titles = new Map(HTML_CHECKS.map((c) => [c.id, c.title]))
titles.set('host-limits', 'Headers and files fit the hosts')
for (const [id, problems] of result.byCheck)
  console.log(
    `${problems.length ? '✖' : '✔'} ${(titles.get(id) ?? id).padEnd(36, '.')} ${problems.length ? `${problems.length} problems` : 'ok'}`,
  )
if (result.problems.length > 0) fail(result.problems.map((p) => `  ${formatProblem(p)}`).join('\n'))

const ogImages = {
  drawn: pages.outcomes.filter((o) => o.ogImage === 'drawn').length,
  reused: pages.outcomes.filter((o) => o.ogImage === 'reused').length,
}
pruneOgCache()
pruneImageCache()
const timings = buildTimings({
  pages: urls.length,
  lanes: pages.lanes,
  total: since(started),
  checks: checksSeconds,
  bundles: bundled.seconds,
  pagesPhase: pagesSeconds,
  siteFiles: siteSeconds,
  steps: pages.times,
  ogImages,
  contentImages: { seconds: imaged.seconds, ...imaged.counts },
})
console.log(formatTimings(timings))
if (values.timings) writeFileSync(values.timings, `${JSON.stringify(timings, null, 2)}\n`)
console.log(
  `built ${urls.length} HTML documents (${site.pages.length} pages + ${urls.length - site.pages.length} 404), sitemap ${result.sitemapUrls} URLs, in ${timings.total.toFixed(1)} s → ${join(outDir, 'client')}`,
)
