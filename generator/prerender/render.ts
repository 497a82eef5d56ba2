import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import type { ComponentType } from 'react'
import { isNotFoundUrl, outputFileOf } from '../../site/routes.ts'
import type { Site } from '../../site/site.ts'
import { renderDocumentHtml } from '../../renderer/html.tsx'
import SitePage from '../../renderer/pages/site/+Page.tsx'
import ErrorPage from '../../renderer/pages/_error/+Page.tsx'
import { vikeOutputChanged, type VikePattern } from '../emit/vike-output.ts'

/** A path no route can have (routes are lowercase letters, digits and hyphens): rendered as the 404 page. */
export const NOT_FOUND_PROBE = '/__not_found__/'

/** The address rendered for a 404 document: the probe under its language's prefix ("/es/404" → "/es/__not_found__/"). */
export const notFoundProbe = (url: string): string => `${url.slice(0, -'/404'.length)}${NOT_FOUND_PROBE}`

/** This step, as the build's errors name it. */
const STEP = 'generator/prerender/render.ts'

/** What vike adds to the document our `+onRenderHtml` returns: its stylesheets and its client entry. */
const STYLESHEETS: VikePattern & { pattern: RegExp } = {
  step: STEP,
  what: 'stylesheet links',
  pattern: /(?:<link rel="stylesheet" type="text\/css" href="[^"]+">)+/,
}
const ENTRY: VikePattern & { pattern: RegExp } = {
  step: STEP,
  what: 'client entry',
  pattern: /<script src="\/assets\/entries\/[^"]+\.js" type="module" async><\/script>/,
}
const HEAD = '<head>'
const BODY_END = '</body>'

/** Where vike put its additions in a page of one kind, read off one page it rendered itself. */
interface Injection {
  stylesheets: string
  entry: string
}

/** Renders a URL with vike's own `renderPage` from the server build (the same call vike's pre-render makes). */
export async function vikeRenderer(serverDir: string): Promise<(url: string) => Promise<string>> {
  await import(pathToFileURL(join(serverDir, 'entry.mjs')).href)
  const { renderPage } = await import('vike/server')
  return async (url) => {
    const notFound = isNotFoundUrl(url)
    const { httpResponse, errorWhileRendering } = await renderPage({ urlOriginal: notFound ? notFoundProbe(url) : url })
    // The guard's render(404) for an unknown path is how the 404 page is asked for, not an error. vike marks
    // that abort with a private member, `_isAbortError`: vike is pinned for it (tests/unit/generator/pinned-dependencies.test.ts).
    const aborted = (errorWhileRendering as { _isAbortError?: boolean } | undefined)?._isAbortError === true
    if (errorWhileRendering && notFound && !aborted)
      throw new Error(
        `${STEP}: rendering ${url} failed, and the error is not marked _isAbortError, vike's private mark of the ` +
          `guard's render(404): the 404 page itself failed (the cause below) or vike no longer marks its abort ` +
          `(tests/unit/generator/pinned-dependencies.test.ts says what to check)`,
        { cause: errorWhileRendering },
      )
    if (errorWhileRendering && !notFound) throw errorWhileRendering
    const expected = notFound ? 404 : 200
    if (!httpResponse || httpResponse.statusCode !== expected)
      throw new Error(
        `rendering ${url} answered ${httpResponse?.statusCode ?? 'nothing'} (expected ${expected})` +
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

/**
 * Reads what vike added to `direct` (our document for `url`) in `byVike`
 * (vike's render of the same URL): the stylesheet links right after <head>
 * and the client entry right before </body>. Anything else, or anything
 * elsewhere, is a difference the fast path would not reproduce: the build
 * stops and says where.
 */
export function readInjection(url: string, byVike: string, direct: string): Injection {
  // Every page has both: a page without one means vike writes them differently now, not that it has none.
  const found = (target: VikePattern & { pattern: RegExp }) => {
    const match = target.pattern.exec(byVike)?.[0]
    if (match === undefined) throw vikeOutputChanged(outputFileOf(url), target)
    return match
  }
  const stylesheets = found(STYLESHEETS)
  const entry = found(ENTRY)
  const expected = inject(direct, { stylesheets, entry })
  if (expected !== byVike)
    throw new Error(
      `${url}: the page renderer (generator/prerender/render.ts) no longer writes what vike's renderPage writes ` +
        `(${firstDifference(byVike, expected)}). vike added something new or moved what it adds; ` +
        `teach readInjection() where it goes.`,
    )
  return { stylesheets, entry }
}

/** Our document with vike's additions where vike puts them. */
export function inject(html: string, { stylesheets, entry }: Injection): string {
  const at = html.indexOf(HEAD)
  const end = html.lastIndexOf(BODY_END)
  // Our own document (renderer/html.tsx) always has both; a guard against writing vike's additions anywhere else.
  if (at < 0 || end < 0) throw new Error(`${STEP}: the rendered document has no ${at < 0 ? HEAD : BODY_END}`)
  const head = at + HEAD.length
  return html.slice(0, head) + stylesheets + html.slice(head, end) + entry + html.slice(end)
}

/**
 * The build's page renderer. vike's `renderPage` spends most of a page's
 * render on its own request pipeline (routing, page context, hooks) around
 * our `+onRenderHtml`; the build calls that hook's function
 * (renderer/html.tsx) directly and adds what vike adds. What vike adds is
 * read off the first page of each kind (a route, each language's 404) that
 * vike renders itself, in every lane and every build, and that page must come
 * out byte for byte the same both ways, or the build stops: the fast path
 * cannot drift from vike's output unnoticed. `SITE_RENDER_CHECK=every`
 * compares every page (the test build does). `url` "/404" renders the 404
 * page, "/es/404" the Spanish one (vike renders it for an unknown /es/ path).
 */
export async function createRenderer(site: Site, serverDir: string): Promise<(url: string) => Promise<string>> {
  let byVike: ((url: string) => Promise<string>) | undefined
  // Keyed by 'page' or by the 404's own URL: each language's 404 is a kind of its own.
  const injections = new Map<string, Injection>()
  const everyPage = process.env.SITE_RENDER_CHECK === 'every'
  return async (url) => {
    const notFound = isNotFoundUrl(url)
    const kind = notFound ? url : 'page'
    const direct = renderDocumentHtml(site, {
      urlPathname: url,
      is404: notFound,
      Page: (notFound ? ErrorPage : SitePage) as ComponentType,
    })
    let injection = injections.get(kind)
    if (!injection || everyPage) {
      byVike ??= await vikeRenderer(serverDir)
      injections.set(kind, (injection = readInjection(url, await byVike(url), direct)))
    }
    return inject(direct, injection)
  }
}
