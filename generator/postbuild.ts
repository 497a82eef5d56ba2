import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import type { Problem } from '../site/errors.ts'
import { buildCsp, metaPolicy, needsOf, sha256Source, siteHeaderPolicy } from './emit/csp.ts'
import { renderHeadersFile } from './emit/headers/cloudflare.ts'
import { headersFileProblems, vercelProblems } from './emit/headers/limits.ts'
import { renderNginx } from './emit/headers/nginx.ts'
import { headerPlan } from './emit/headers/plan.ts'
import { renderVercel } from './emit/headers/vercel.ts'
import { deferEntry } from './emit/defer-entry.ts'
import { inlineCss } from './emit/inline-css.ts'
import { clientClassSafelist } from './emit/prune-css.ts'
import { indexablePages, renderRobots, renderSitemap, renderWebManifest } from './emit/sitemap.ts'
import { parsePage, type BuiltPage } from './html-checks/dom.ts'
import { englishContentLinks } from './html-checks/english-content-links.ts'
import { externalLinks } from './html-checks/external-links.ts'
import { headLinks } from './html-checks/head.ts'
import { languageLinks } from './html-checks/language-links.ts'
import { builtLinks } from './html-checks/links.ts'
import { structure } from './html-checks/structure.ts'
import type { HtmlCheck, HtmlCheckContext } from './html-checks/types.ts'
import { validHtml } from './html-checks/validate.ts'
import { urlOfOutputFile } from '../site/routes.ts'
import type { Site } from '../site/site.ts'

/** Checks over the built HTML, in report order. */
export const HTML_CHECKS: HtmlCheck[] = [
  structure,
  builtLinks,
  languageLinks,
  englishContentLinks,
  externalLinks,
  headLinks,
  validHtml,
]

const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)(?![^>]*\btype="application\/(?:ld\+)?json")[^>]*>([\s\S]*?)<\/script>/g

function htmlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name)
    return statSync(full).isDirectory() ? htmlFiles(full) : name.endsWith('.html') ? [full] : []
  })
}

const CHARSET = '<meta charset="utf-8">'

/** The page with its policy in a <meta> element right after the charset declaration. */
function withPolicy(html: string, policy: string, file: string): string {
  const at = html.indexOf(CHARSET)
  if (at < 0) throw new Error(`${file}: no ${CHARSET} to place the page's Content-Security-Policy after`)
  const before = html.slice(0, at)
  if (/<script|<style|<link[^>]*stylesheet/i.test(before))
    throw new Error(`${file}: a script or style comes before ${CHARSET}; the page's policy would not cover it`)
  const end = at + CHARSET.length
  const content = policy.replace(/&/g, '&amp;').replace(/"/g, '&quot;')
  return `${html.slice(0, end)}<meta http-equiv="Content-Security-Policy" content="${content}">${html.slice(end)}`
}

export interface PostbuildResult {
  problems: Problem[]
  byCheck: Map<string, Problem[]>
  pages: BuiltPage[]
  csp: string
  sitemapUrls: number
}

/**
 * After vike's pre-render: inline the CSS, hash every inline script and style
 * into the CSP, emit _headers, sitemap.xml, robots.txt and the web manifest,
 * then check the built HTML.
 */
export async function postbuild(
  site: Site,
  dist: string,
  options: { checks?: HtmlCheck[] } = {},
): Promise<PostbuildResult> {
  const pages: BuiltPage[] = []
  const policies: { url: string; csp: string }[] = []
  const safelist = clientClassSafelist()
  for (const file of htmlFiles(dist)) {
    const rel = relative(dist, file)
    const inlined = inlineCss(deferEntry(readFileSync(file, 'utf8')), dist, safelist)
    const styles = [...new Set(inlined.styles.map(sha256Source))].sort()
    const scripts = [...new Set([...inlined.html.matchAll(INLINE_SCRIPT)].map((m) => sha256Source(m[1]!)))].sort()
    const csp = buildCsp(site.config, { scripts, styles }, needsOf(inlined.html))
    const url = urlOfOutputFile(rel)
    // Each page carries its own policy, first in <head> after the charset, before any script or style.
    const html = withPolicy(inlined.html, metaPolicy(csp), rel)
    writeFileSync(file, html)
    pages.push(parsePage(url, rel, html))
    policies.push({ url, csp })
  }
  // Headers for every host from one plan: _headers in the site (Cloudflare Pages, Netlify),
  // the nginx include and vercel.json beside it, in <out>/deploy (never served).
  const plan = headerPlan(siteHeaderPolicy(policies.map((p) => p.csp)))
  const headersText = renderHeadersFile(plan)
  writeFileSync(join(dist, '_headers'), headersText)
  const deploy = join(dirname(dist), 'deploy')
  mkdirSync(deploy, { recursive: true })
  writeFileSync(join(deploy, 'nginx.conf'), renderNginx(plan))
  const vercelText = renderVercel(plan)
  writeFileSync(join(deploy, 'vercel.json'), vercelText)
  const csp = policies.find((p) => p.url === '/')?.csp ?? policies[0]?.csp ?? ''
  writeFileSync(join(dist, 'sitemap.xml'), renderSitemap(site))
  writeFileSync(join(dist, 'robots.txt'), renderRobots(site))
  writeFileSync(join(dist, 'site.webmanifest'), renderWebManifest(site))
  // The URL list, for tools and tests that walk every page (beside the site, never served).
  writeFileSync(join(dirname(dist), 'urls.json'), JSON.stringify(site.pages.map((p) => p.url)))

  const byUrl = new Map(pages.map((p) => [p.url, p]))
  const ctx: HtmlCheckContext = {
    site,
    pages,
    dist,
    page: (url) => byUrl.get(url),
    exists: (path) => {
      if (byUrl.has(path) && path !== '/404') return true
      const file = join(dist, decodeURIComponent(path))
      return file.startsWith(dist) && existsSync(file) && statSync(file).isFile()
    },
  }
  const byCheck = new Map<string, Problem[]>()
  byCheck.set('host-limits', [
    ...headersFileProblems(headersText, relative(process.cwd(), join(dist, '_headers'))),
    ...vercelProblems(vercelText, relative(process.cwd(), join(deploy, 'vercel.json'))),
  ])
  for (const check of options.checks ?? HTML_CHECKS) byCheck.set(check.id, await check.run(ctx))
  return { problems: [...byCheck.values()].flat(), byCheck, pages, csp, sitemapUrls: indexablePages(site).length }
}
