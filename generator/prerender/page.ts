/**
 * One page, from our render (and what vike adds to it) to the file on disk:
 * the client entry deferred, the CSS inlined and pruned, every inline script
 * and style hashed into the page's own Content-Security-Policy (a <meta>
 * first in <head>),
 * the file written, then the page parts of the HTML checks run on its DOM,
 * and its social image drawn (or copied from the cache: generator/og/).
 * What leaves: the policy, the problems and the page's facts for the checks
 * across pages; the DOM is dropped here, so memory does not grow with the site.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import type { Problem } from '../../site/errors.ts'
import { outputFileOf } from '../../site/routes.ts'
import { analyticsEnabled } from '../../site/analytics.ts'
import { publicAnalytics } from '../../site/config.ts'
import type { Site } from '../../site/site.ts'
import { buildCsp, metaPolicy, needsOf, sha256Source } from '../emit/csp.ts'
import { deferEntry } from '../emit/defer-entry.ts'
import { createCssInliner } from '../emit/inline-css.ts'
import { clientClassSafelist } from '../emit/prune-css.ts'
import { factsOf, parsePage, type PageFacts } from '../html-checks/dom.ts'
import { checkPage, HTML_CHECKS } from '../html-checks/index.ts'
import { validHtml } from '../html-checks/validate.ts'
import { createOgWriter } from '../og/images.ts'
import { createRenderer } from './render.ts'
import { escapeHtml } from '../../site/escape.ts'

/** Milliseconds a lane spent on each step, summed over its pages. */
export interface StepTimes {
  render: number
  postBuild: number
  htmlChecks: number
  validate: number
  socialImage: number
}
export const noTime = (): StepTimes => ({ render: 0, postBuild: 0, htmlChecks: 0, validate: 0, socialImage: 0 })

export interface PageOutcome {
  url: string
  file: string
  /** The page's whole policy (the <meta> carries it less what a <meta> cannot say). */
  csp: string
  facts: PageFacts
  /** Problems of the page parts of the HTML checks, by check id. */
  problems: [string, Problem[]][]
  /** Its social image: drawn, or copied from the cache of earlier drawings (none for a 404 page, which shows its home page's). */
  ogImage?: 'drawn' | 'reused'
}

const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)(?![^>]*\btype="application\/(?:ld\+)?json")[^>]*>([\s\S]*?)<\/script>/g
const CHARSET = '<meta charset="utf-8">'

/** The page with its policy in a <meta> element right after the charset declaration, before any script or style. */
export function withPolicy(html: string, policy: string, file: string): string {
  const at = html.indexOf(CHARSET)
  if (at < 0) throw new Error(`${file}: no ${CHARSET} to place the page's Content-Security-Policy after`)
  if (/<script|<style|<link[^>]*stylesheet/i.test(html.slice(0, at)))
    throw new Error(`${file}: a script or style comes before ${CHARSET}; the page's policy would not cover it`)
  const end = at + CHARSET.length
  const content = escapeHtml(policy)
  return `${html.slice(0, end)}<meta http-equiv="Content-Security-Policy" content="${content}">${html.slice(end)}`
}

/**
 * A builder of pages for one lane (the main thread or a worker): renders
 * with vike's server build in `<dist>/../server`, writes into `dist`.
 */
export async function createPageBuilder(site: Site, dist: string) {
  const render = await createRenderer(site, join(dirname(dist), 'server'))
  const inline = createCssInliner(dist, clientClassSafelist())
  const others = HTML_CHECKS.filter((c) => c !== validHtml)
  const og = createOgWriter(site.config, dist)
  const times = noTime()
  const analytics = analyticsEnabled(publicAnalytics(site.config))
  // The same inline code recurs on every page (the pre-paint script, the loader, a kind's CSS): hashed once each.
  const hashes = new Map<string, string>()
  const hash = (body: string) => hashes.get(body) ?? hashes.set(body, sha256Source(body)).get(body)!
  // Folders this lane has made: one mkdir per folder, not per page.
  const folders = new Set<string>()

  async function build(url: string): Promise<PageOutcome> {
    const file = outputFileOf(url)
    let t = performance.now()
    const { html: rendered, assets } = await render(url)
    const lap = (step: keyof StepTimes) => {
      const now = performance.now()
      times[step] += now - t
      t = now
    }
    lap('render')
    const inlined = inline(deferEntry(rendered, assets.entry, analytics, file), assets.stylesheets, file)
    const styles = [...new Set(inlined.styles.map(hash))].sort()
    const scripts = [...new Set([...inlined.html.matchAll(INLINE_SCRIPT)].map((m) => hash(m[1]!)))].sort()
    const csp = buildCsp(site.config, { scripts, styles }, needsOf(inlined.html))
    const html = withPolicy(inlined.html, metaPolicy(csp), file)
    const target = join(dist, file)
    const folder = dirname(target)
    if (!folders.has(folder)) {
      mkdirSync(folder, { recursive: true })
      folders.add(folder)
    }
    writeFileSync(target, html)
    lap('postBuild')
    const page = parsePage(url, file, html)
    const problems = [...checkPage(page, site, others)]
    // The facts outlive the page: their strings are the parser's slices of the HTML, and a slice
    // keeps all of the HTML it was cut from. Cloned, they hold their own characters (a worker's
    // outcomes are cloned anyway when posted). Kept as slices, every page's HTML stayed in memory
    // until the end of the build: 2,250 documents (160 MB) on the main thread at 3,000 entries.
    const facts = structuredClone(factsOf(page))
    lap('htmlChecks')
    problems.push([validHtml.id, validHtml.page!(page, { site })])
    lap('validate')
    const entry = site.byUrl.get(url)
    const ogImage = entry && og.write(entry)
    lap('socialImage')
    return {
      url,
      file,
      csp,
      facts,
      problems: problems.some(([, p]) => p.length > 0) ? structuredClone(problems) : problems,
      ...(ogImage ? { ogImage } : {}),
    }
  }
  return { build, times }
}
