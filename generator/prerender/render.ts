import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { Parser } from 'htmlparser2'
import type { ComponentType } from 'react'
import { isNotFoundUrl, outputFileOf } from '../../site/routes.ts'
import type { Site } from '../../site/site.ts'
import { renderDocumentHtml } from '../../renderer/html.tsx'
import { loadCards } from '../cards.ts'
import SitePage from '../../renderer/pages/site/+Page.tsx'
import ErrorPage from '../../renderer/pages/_error/+Page.tsx'

/** A path no route can have (routes are lowercase letters, digits and hyphens): rendered as the 404 page. */
export const NOT_FOUND_PROBE = '/__not_found__/'

/** The address rendered for a 404 document: the probe under its language's prefix ("/es/404" → "/es/__not_found__/"). */
export const notFoundProbe = (url: string): string => `${url.slice(0, -'/404'.length)}${NOT_FOUND_PROBE}`

/** This step, as the build's errors name it. */
const STEP = 'generator/prerender/render.ts'
const HEAD = '<head>'
const BODY_END = '</body>'

/** What vike adds to a page of one kind: its stylesheets (after <head>) and its client entry (before </body>). */
export interface VikeAssets {
  /** The stylesheets' addresses, in vike's order ("/assets/static/….css"). */
  stylesheets: string[]
  /** The client entry's address ("/assets/entries/….js"), a module script. */
  entry: string
}

/** A page as the build writes it before the post-build steps: our document, and what vike adds to it. */
export interface RenderedPage {
  /** Our document (renderer/html.tsx), without vike's additions: the post-build steps put them in their own form. */
  html: string
  assets: VikeAssets
}

/**
 * Renders a URL with vike's public server API (`renderPage` from vike/server,
 * on the server build: the call vike's own pre-render makes). A 404 URL
 * ("/404", "/es/404") renders a path no route has, which the guard answers
 * with `throw render(404)`: vike then renders the error page with
 * `pageContext.is404` and `abortStatusCode` 404 (https://vike.dev/render), and
 * anything else (the error page failing, a 500) is an error.
 */
export async function vikeRenderer(serverDir: string): Promise<(url: string) => Promise<string>> {
  await import(pathToFileURL(join(serverDir, 'entry.mjs')).href)
  const { renderPage } = await import('vike/server')
  return async (url) => {
    const notFound = isNotFoundUrl(url)
    const pageContext = await renderPage({ urlOriginal: notFound ? notFoundProbe(url) : url })
    const { httpResponse, errorWhileRendering } = pageContext
    const asked404 = notFound && pageContext.is404 === true && pageContext.abortStatusCode === 404
    // For a 404 URL, errorWhileRendering is the guard's render(404): how the 404 page is asked for, not a failure.
    if (errorWhileRendering && !asked404)
      throw new Error(`${STEP}: vike's renderPage failed on ${url} (the cause below)`, { cause: errorWhileRendering })
    const expected = notFound ? 404 : 200
    if (!httpResponse || httpResponse.statusCode !== expected || (notFound && !asked404))
      throw new Error(
        `${STEP}: vike's renderPage answered ${url} with ${httpResponse?.statusCode ?? 'nothing'} (expected ${expected}` +
          `${notFound ? ', the error page for the guard’s render(404)' : ''})` +
          (httpResponse?.statusCode === 301
            ? `, a redirect to ${httpResponse.headers.find(([k]) => k.toLowerCase() === 'location')?.[1]}`
            : ''),
      )
    return httpResponse.body
  }
}

/** The first offset at which two strings differ, with a few characters of each around it. */
function firstDifference(a: string, b: string): string {
  let i = 0
  while (i < a.length && i < b.length && a[i] === b[i]) i++
  const around = (s: string) => JSON.stringify(s.slice(Math.max(0, i - 60), i + 60))
  return `at character ${i}: vike ${around(a)}, ours ${around(b)}`
}

/** The elements of an HTML fragment, each with its attributes, and any text between them. */
function elementsOf(fragment: string): { elements: { name: string; attrs: Record<string, string> }[]; text: string } {
  const elements: { name: string; attrs: Record<string, string> }[] = []
  let text = ''
  const parser = new Parser(
    { onopentag: (name, attrs) => elements.push({ name, attrs }), ontext: (t) => (text += t) },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  )
  parser.write(fragment)
  parser.end()
  return { elements, text }
}

/**
 * What vike added to `direct` (our document for `url`) in `byVike` (its
 * `renderPage` answer for the same URL): the document must come back whole,
 * with stylesheet links right after <head> and one module script right before
 * </body>, read with an HTML parser. Anything else (another element, an
 * attribute the build would drop, an addition elsewhere) stops the build,
 * naming the page and what was found: the build writes vike's additions in
 * its own form (inline CSS, a deferred loader) and must know all of them.
 */
export function readAssets(url: string, byVike: string, direct: string): VikeAssets {
  const file = outputFileOf(url)
  const head = direct.indexOf(HEAD) + HEAD.length
  const end = direct.lastIndexOf(BODY_END)
  // Our own document (renderer/html.tsx) always has both.
  if (head < HEAD.length || end < 0) throw new Error(`${STEP}: our document for ${url} has no ${HEAD} or ${BODY_END}`)
  const before = direct.slice(0, head)
  const middle = direct.slice(head, end)
  const after = direct.slice(end)
  const at = byVike.indexOf(middle, head)
  if (
    !byVike.startsWith(before) ||
    !byVike.endsWith(after) ||
    at < 0 ||
    byVike.length - after.length < at + middle.length
  )
    throw new Error(
      `${file}: vike's renderPage did not return our document with additions only after ${HEAD} and before ` +
        `${BODY_END} (${firstDifference(byVike, direct)}). vike adds something new or elsewhere: teach ${STEP} (readAssets) ` +
        `what it is and how the build writes it.`,
    )
  const unexpected = (where: string, found: string) =>
    new Error(
      `${file}: vike added ${JSON.stringify(found)} ${where}, where ${STEP} (readAssets) knows only ` +
        `${where === `after ${HEAD}` ? '<link rel="stylesheet" href> elements' : 'one <script type="module" src> element'}: ` +
        `teach it what this is and how the build writes it.`,
    )
  const atHead = byVike.slice(head, at)
  const atEnd = byVike.slice(at + middle.length, byVike.length - after.length)
  const links = elementsOf(atHead)
  const stylesheets = links.elements.map((e) => {
    const { rel, href, type, ...rest } = e.attrs
    if (
      e.name !== 'link' ||
      rel !== 'stylesheet' ||
      !href ||
      (type !== undefined && type !== 'text/css') ||
      Object.keys(rest).length
    )
      throw unexpected(`after ${HEAD}`, atHead)
    return href
  })
  if (links.text.trim() || stylesheets.length === 0) throw unexpected(`after ${HEAD}`, atHead)
  const scripts = elementsOf(atEnd)
  const [script, ...others] = scripts.elements
  const { src, type, async, ...rest } = script?.attrs ?? {}
  if (
    !script ||
    others.length ||
    script.name !== 'script' ||
    type !== 'module' ||
    !src ||
    scripts.text.trim() ||
    Object.keys(rest).length ||
    async === undefined
  )
    throw unexpected(`before ${BODY_END}`, atEnd)
  return { stylesheets, entry: src }
}

/**
 * The build's page renderer, our one seam with vike (docs/architecture.md,
 * "Rendering"). vike's `renderPage` spends most of a page's render on its own
 * request pipeline (routing, page context, hooks) around our `+onRenderHtml`;
 * the build calls that hook's function (renderer/html.tsx) directly, and
 * takes what vike adds to it (its stylesheets, its client entry) from
 * vike's own render, through its public API (`renderPage`), of the first
 * page of each kind (a route, each language's 404) in every lane and every
 * build: that render must be our document plus those additions only
 * (readAssets), or the build stops. `SITE_RENDER_CHECK=every` holds every
 * page to it (the test build does). `url` "/404" renders the 404 page,
 * "/es/404" the Spanish one (vike renders it for an unknown /es/ path).
 */
export async function createRenderer(site: Site, serverDir: string): Promise<(url: string) => Promise<RenderedPage>> {
  let byVike: ((url: string) => Promise<string>) | undefined
  // Keyed by 'page' or by the 404's own URL: each language's 404 is a kind of its own.
  const kinds = new Map<string, VikeAssets>()
  const everyPage = process.env.SITE_RENDER_CHECK === 'every'
  // The cards beside the renderer this build renders with (renderer/cards/, generator/cards.ts).
  const cards = await loadCards(join(import.meta.dirname, '../..'))
  return async (url) => {
    const notFound = isNotFoundUrl(url)
    const kind = notFound ? url : 'page'
    const html = renderDocumentHtml(site, {
      urlPathname: url,
      is404: notFound,
      Page: (notFound ? ErrorPage : SitePage) as ComponentType,
      cards,
    })
    let assets = kinds.get(kind)
    if (!assets || everyPage) {
      byVike ??= await vikeRenderer(serverDir)
      kinds.set(kind, (assets = readAssets(url, await byVike(url), html)))
    }
    return { html, assets }
  }
}
