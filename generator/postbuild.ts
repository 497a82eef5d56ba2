import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import type { Problem } from '../site/errors.ts'
import { buildCsp, needsOf, sha256Source } from './emit/csp.ts'
import { headerPlan, headersFileProblems, renderHeadersFile, renderNginx, renderVercel } from './emit/headers.ts'
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

/** A policy for a <meta> element: directives a <meta> cannot carry are left out. */
export const metaPolicy = (csp: string) =>
  csp
    .split('; ')
    .filter((d) => !/^(frame-ancestors|report-uri|report-to|sandbox)\b/.test(d))
    .join('; ')

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
    let inlined = inlineCss(deferEntry(readFileSync(file, 'utf8')), dist, safelist)
    const styles = [...new Set(inlined.styles.map(sha256Source))].sort()
    const scripts = [...new Set([...inlined.html.matchAll(INLINE_SCRIPT)].map((m) => sha256Source(m[1]!)))].sort()
    const csp = buildCsp(site.config, { scripts, styles }, needsOf(inlined.html))
    const url = urlOfOutputFile(rel)
    // The 404 page answers any unknown path, where no per-page header applies: it
    // carries its policy itself (a <meta> policy cannot hold frame-ancestors).
    if (url === '/404')
      inlined = {
        ...inlined,
        html: inlined.html.replace(
          '<meta charset="utf-8">',
          `<meta charset="utf-8"><meta http-equiv="Content-Security-Policy" content="${metaPolicy(csp)}">`,
        ),
      }
    writeFileSync(file, inlined.html)
    const page = parsePage(url, rel, inlined.html)
    pages.push(page)
    policies.push({ url, csp })
  }
  // Headers for every host from one plan: _headers in the site (Cloudflare Pages, Netlify),
  // the nginx include and vercel.json beside it, in <out>/deploy (never served).
  const notFound = policies.find((p) => p.url === '/404')
  const plan = headerPlan(
    policies.filter((p) => p !== notFound),
    notFound?.csp ?? '',
  )
  const headersText = renderHeadersFile(plan)
  writeFileSync(join(dist, '_headers'), headersText)
  const deploy = join(dirname(dist), 'deploy')
  mkdirSync(deploy, { recursive: true })
  writeFileSync(join(deploy, 'nginx.conf'), renderNginx(plan))
  writeFileSync(join(deploy, 'vercel.json'), renderVercel(plan))
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
  byCheck.set('host-limits', headersFileProblems(headersText, relative(process.cwd(), join(dist, '_headers'))))
  for (const check of options.checks ?? HTML_CHECKS) byCheck.set(check.id, await check.run(ctx))
  return { problems: [...byCheck.values()].flat(), byCheck, pages, csp, sitemapUrls: indexablePages(site).length }
}
