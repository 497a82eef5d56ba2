/**
 * After every page is built (generator/prerender/pages.ts): the files of the
 * site as a whole, from the pages' outcomes, and the checks across pages.
 * - `_headers` in the site (Cloudflare Pages, Netlify), `_redirects` (Netlify's
 *   404 page per language), the nginx include and vercel.json beside it in
 *   `<out>/deploy` (never served), all from one plan with one site-wide policy
 *   and the 404 page of each language (hosts/headers/);
 * - /.well-known/security.txt (generator/emit/security-txt.ts);
 * - sitemap.xml, robots.txt, the web manifest, and `<out>/urls.json`;
 * - the host-limit checks (header rules, routes, files to deploy) and the site
 *   parts of the HTML checks.
 */
import { existsSync, mkdirSync, statSync, writeFileSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import type { Problem } from '../site/errors.ts'
import { homeUrl, isNotFoundUrl, langOfUrl, notFoundUrls, outputFileOf } from '../site/routes.ts'
import type { Site } from '../site/site.ts'
import { siteHeaderPolicy } from './emit/csp.ts'
import { renderHeadersFile } from '../hosts/headers/headers-file.ts'
import { deployFileProblems, deployFiles, headersFileProblems, vercelProblems } from '../hosts/headers/limits.ts'
import { renderNginx } from '../hosts/headers/nginx-include.ts'
import { headerPlan } from '../hosts/headers/plan.ts'
import { renderRedirectsFile } from '../hosts/headers/redirects-file.ts'
import { renderVercel } from '../hosts/headers/vercel-json.ts'
import { renderSecurityTxt, SECURITY_TXT_PATH, SECURITY_TXT_TYPE } from './emit/security-txt.ts'
import { indexablePages, renderRobots, renderSitemap, renderWebManifest } from './emit/sitemap.ts'
import type { PageOutcome } from './prerender/page.ts'
import { checkSite, emptyReport, mergeReports, type ProblemsByCheck } from './html-checks/index.ts'

export interface PostbuildResult {
  problems: Problem[]
  /** Problems by check: the host limits first, then the HTML checks in report order. */
  byCheck: ProblemsByCheck
  sitemapUrls: number
  /** The site-wide header policy. */
  sitePolicy: string
}

/**
 * The pages whose inline scripts no other page shares: each adds its hashes
 * to the site-wide policy, which is what makes it grow (for the hint of a
 * policy line over the hosts' limit).
 */
function ownScripts(outcomes: readonly PageOutcome[]): string {
  const pagesOf = new Map<string, string[]>()
  for (const o of outcomes)
    for (const hash of o.csp.match(/script-src ([^;]*)/)?.[1]?.match(/'sha256-[^']+'/g) ?? [])
      pagesOf.set(hash, [...(pagesOf.get(hash) ?? []), o.url])
  const routes = [...pagesOf.values()].filter((urls) => urls.length < outcomes.length).flat()
  return routes.length > 0
    ? `; pages with inline scripts of their own: ${[...new Set(routes)].slice(0, 10).join(', ')}`
    : ''
}

/** `shownDist`: the site's folder as problems name it, when `dist` is a staging folder standing in for it. */
export function postbuild(
  site: Site,
  dist: string,
  outcomes: readonly PageOutcome[],
  shownDist = dist,
): PostbuildResult {
  // Problems name the folder as the maintainer knows it (dist/client), not the staging folder the build
  // writes into and removes when it fails (generator/cli/output.ts).
  const named = (file: string) => relative(process.cwd(), join(shownDist, relative(dist, file)))
  const sitePolicy = siteHeaderPolicy(outcomes.map((o) => o.csp))
  const plan = headerPlan(sitePolicy, {
    types: [{ path: SECURITY_TXT_PATH, type: SECURITY_TXT_TYPE }],
    notFound: notFoundUrls(site.pages).map((url) => ({
      prefix: homeUrl(langOfUrl(url)),
      page: `/${outputFileOf(url)}`,
    })),
  })
  const headersText = renderHeadersFile(plan)
  writeFileSync(join(dist, '_headers'), headersText)
  writeFileSync(join(dist, '_redirects'), renderRedirectsFile(plan))
  mkdirSync(join(dist, dirname(SECURITY_TXT_PATH)), { recursive: true })
  writeFileSync(join(dist, SECURITY_TXT_PATH), renderSecurityTxt(site))
  const deploy = join(dirname(dist), 'deploy')
  mkdirSync(deploy, { recursive: true })
  writeFileSync(join(deploy, 'nginx.conf'), renderNginx(plan))
  const vercelText = renderVercel(plan)
  writeFileSync(join(deploy, 'vercel.json'), vercelText)
  writeFileSync(join(dist, 'sitemap.xml'), renderSitemap(site))
  writeFileSync(join(dist, 'robots.txt'), renderRobots(site))
  writeFileSync(join(dist, 'site.webmanifest'), renderWebManifest(site))
  // The URL list, for tools and tests that walk every page (beside the site, never served).
  writeFileSync(join(dirname(dist), 'urls.json'), JSON.stringify(site.pages.map((p) => p.url)))

  const pages = new Set(outcomes.map((o) => o.url).filter((url) => !isNotFoundUrl(url)))
  const exists = (path: string) => {
    if (pages.has(path)) return true
    const file = join(dist, decodeURIComponent(path))
    return file.startsWith(dist) && existsSync(file) && statSync(file).isFile()
  }
  const limits = [
    ...headersFileProblems(headersText, named(join(dist, '_headers'))),
    ...vercelProblems(vercelText, named(join(deploy, 'vercel.json'))),
    ...deployFileProblems(deployFiles(dist), site.config.deploy.fileLimit, named(dist)),
  ].map((p) => (p.key === 'Content-Security-Policy' ? { ...p, hint: `${p.hint}${ownScripts(outcomes)}` } : p))
  const byCheck: ProblemsByCheck = new Map([['host-limits', limits]])
  mergeReports(byCheck, emptyReport())
  for (const outcome of outcomes) mergeReports(byCheck, outcome.problems)
  mergeReports(
    byCheck,
    checkSite(
      site,
      outcomes.map((o) => o.facts),
      exists,
    ),
  )
  return { problems: [...byCheck.values()].flat(), byCheck, sitemapUrls: indexablePages(site).length, sitePolicy }
}
