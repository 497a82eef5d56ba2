/**
 * The build after its lanes have started (generator/cli/build.ts starts
 * them, then loads this): the checks, the pages, the site's files and the
 * report of times.
 */
import { rmSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { ConfigError, formatProblem } from '../../site/errors.ts'
import { provideSite } from '../../site/site.ts'
import { forgetMarkdownTrees } from '../markdown/store.ts'
import type { Bundling } from '../prerender/bundle.ts'
import type { OutputFolder } from './output.ts'
import { markFailed, type Queue, type WorkerLane } from '../prerender/lanes.ts'
import { buildPages, pageUrls } from '../prerender/pages.ts'
import { loadManifestModule, runChecks } from '../checks/index.ts'
import { HTML_CHECKS } from '../html-checks/index.ts'
import { encodeImages, pruneImageCache, writeImages } from '../images/encode.ts'
import { pruneOgCache } from '../og/images.ts'
import { postbuild } from '../postbuild.ts'
import { formatReport } from './report.ts'
import { problemCount } from './paint.ts'
import { typeCheckInWorker, withTypeCheck } from '../typecheck.ts'
import { buildTimings, formatTimings } from '../prerender/timings.ts'

/** What the entry started: the lanes, vike's builds and the exchange of the Markdown read ahead. */
export interface BuildStart {
  /** performance.now() when the build started. */
  started: number
  /** --timings: where to write the times as JSON. */
  timingsFile: string | undefined
  /** The output folder, replaced by the staging folder at the end (output.ts). */
  output: OutputFolder
  /** The site's folder in the staging folder (`<out>-building/client`). */
  dist: string
  queue: Queue
  workers: WorkerLane[]
  bundling: Bundling
  /** Resolves when every lane's Markdown read ahead is kept in this thread. */
  shared: Promise<void>
}

const since = (t: number) => (performance.now() - t) / 1000

function fail(message: string): never {
  console.error(message)
  process.exit(1)
}

export async function buildSite({ started, timingsFile, output, dist, queue, workers, bundling, shared }: BuildStart) {
  /** Stops everything started (the build failed before its pages were all built), then fails. */
  async function stopAndFail(message: string): Promise<never> {
    markFailed(queue)
    await bundling.stop()
    await Promise.all(workers.map((w) => w.terminate()))
    fail(message)
  }

  // Every lane's share of the Markdown read ahead is kept before the site loads (build.ts).
  await shared
  async function checkSite() {
    try {
      // The type check runs on its own thread beside the other checks.
      const types = typeCheckInWorker(process.cwd())
      return await withTypeCheck(runChecks({ raw: await loadManifestModule(resolve('site.manifest.ts')) }), types)
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
  // A card file that exports no card (changed since the checks) is a problem to fix, not a stack trace.
  const pages = await buildPages(site, dist, urls, workers, queue).catch((error: unknown) => {
    if (error instanceof ConfigError) fail(`  ${error.message}\n\n1 problem: the build stops here.`)
    throw error
  })
  forgetMarkdownTrees()
  // vike's server build served the rendering only; it is not part of the site.
  rmSync(join(output.staging, 'server'), { recursive: true, force: true })
  const pagesSeconds = since(pagesStarted)

  const siteStarted = performance.now()
  const result = postbuild(site, dist, pages.outcomes, join(output.final, 'client'))
  const siteSeconds = since(siteStarted)
  const titles = new Map(HTML_CHECKS.map((c) => [c.id, c.title]))
  titles.set('host-limits', 'Headers and files fit the hosts')
  for (const [id, problems] of result.byCheck)
    console.log(
      `${problems.length ? '✖' : '✔'} ${(titles.get(id) ?? id).padEnd(36, '.')} ${problems.length ? problemCount(problems.length) : 'ok'}`,
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
  if (timingsFile) writeFileSync(timingsFile, `${JSON.stringify(timings, null, 2)}\n`)
  // Every phase and check has passed: the new output replaces the old one whole.
  output.commit()
  console.log(
    `built ${urls.length} HTML documents (${site.pages.length} pages + ${urls.length - site.pages.length} 404), sitemap ${result.sitemapUrls} URLs, in ${timings.total.toFixed(1)} s → ${join(output.name, 'client')}`,
  )
}
