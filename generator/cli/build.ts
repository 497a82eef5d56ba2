/**
 * npm run build [-- --mode production]
 * 1. runs every generator check (exit 1 with a precise report on failure);
 * 2. vike build: pre-renders every URL of the route table and the 404 page;
 * 3. post-build: inlines CSS, emits CSP/_headers, sitemap, robots, manifest,
 *    and checks the built HTML (exit 1 on failure).
 */
import { spawnSync } from 'node:child_process'
import { resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { formatProblem } from '../../site/errors.ts'
import { loadManifestModule, runChecks } from '../checks/index.ts'
import { ConfigError } from '../../site/errors.ts'
import { HTML_CHECKS, postbuild } from '../postbuild.ts'
import { formatReport } from './report.ts'

const started = performance.now()
const { values } = parseArgs({ options: { mode: { type: 'string' } } })
if (values.mode) process.env.SITE_MODE = values.mode
const outDir = process.env.SITE_OUT_DIR ?? 'dist'

function fail(message: string): never {
  console.error(message)
  process.exit(1)
}

let run
try {
  run = runChecks({ raw: await loadManifestModule(resolve('site.manifest.ts')) })
} catch (error) {
  if (error instanceof ConfigError) fail(error.message)
  throw error
}
if (run.problems.length > 0 || !run.site) fail(formatReport(run))
const site = run.site
console.log(
  `checks: ${run.byCheck.size} passed (${site.pages.length} pages, mode ${process.env.SITE_MODE ?? 'development'})`,
)

const vike = spawnSync(resolve('node_modules/.bin/vike'), ['build'], { stdio: 'inherit', env: process.env })
if (vike.status !== 0) fail(`vike build failed (exit ${vike.status})`)

const result = await postbuild(site, resolve(outDir, 'client'))
const titles = new Map(HTML_CHECKS.map((c) => [c.id, c.title]))
titles.set('host-limits', 'Header rules within host limits')
for (const [id, problems] of result.byCheck)
  console.log(
    `${problems.length ? '✖' : '✔'} ${(titles.get(id) ?? id).padEnd(36, '.')} ${problems.length ? `${problems.length} problems` : 'ok'}`,
  )
if (result.problems.length > 0) fail(result.problems.map((p) => `  ${formatProblem(p)}`).join('\n'))

const seconds = ((performance.now() - started) / 1000).toFixed(1)
console.log(
  `built ${result.pages.length} HTML documents (${site.pages.length} pages + 404), sitemap ${result.sitemapUrls} URLs, in ${seconds} s → ${outDir}/client`,
)
