import { attr, type Element } from './dom.ts'
import { problemAt, type HtmlCheck } from './types.ts'

/**
 * The attributes a browser fetches as it reads a page, with no script and no
 * click: each names a request the visitor has not asked for. Links (<a href>)
 * are not among them; a <link> counts only for the relations that fetch or
 * connect (a stylesheet, a preload, a preconnect…).
 */
const FETCHED: Readonly<Record<string, readonly string[]>> = {
  script: ['src'],
  img: ['src', 'srcset'],
  iframe: ['src'],
  frame: ['src'],
  source: ['src', 'srcset'],
  video: ['src', 'poster'],
  audio: ['src'],
  track: ['src'],
  embed: ['src'],
  object: ['data'],
  input: ['src'],
  image: ['href', 'xlink:href'],
  use: ['href', 'xlink:href'],
}
const FETCHING_RELS = new Set([
  'stylesheet',
  'preload',
  'prefetch',
  'modulepreload',
  'preconnect',
  'dns-prefetch',
  'icon',
  'apple-touch-icon',
  'manifest',
  'prerender',
])

/** Whether an element is a <link rel="preload"> or "modulepreload". */
const isPreload = (el: Element): boolean =>
  el.tagName === 'link' && /(^|\s)(module)?preload(\s|$)/i.test(attr(el, 'rel') ?? '')

/** Whether an element is in the document itself, not inert in a <template>'s content. */
function inDocument(el: Element): boolean {
  let node: Element = el
  while (node.parentNode) node = node.parentNode
  return node.tagName === 'html'
}

/** The URLs an element makes the browser fetch on load, as written. */
function fetchedUrls(el: Element): [string, string][] {
  const names =
    el.tagName === 'link'
      ? (attr(el, 'rel') ?? '')
          .toLowerCase()
          .split(/\s+/)
          .some((rel) => FETCHING_RELS.has(rel))
        ? ['href']
        : []
      : (FETCHED[el.tagName] ?? [])
  return names.flatMap((name) => {
    const value = attr(el, name)
    if (!value) return []
    if (name !== 'srcset') return [[name, value.trim()] as [string, string]]
    return value
      .split(',')
      .map((candidate) => candidate.trim().split(/\s+/)[0] ?? '')
      .filter(Boolean)
      .map((url) => [name, url] as [string, string])
  })
}

/** The host a URL goes to, when it is another origin's (an absolute or protocol-relative URL). */
function foreignOrigin(url: string, own: string): string | undefined {
  if (!/^(https?:)?\/\//i.test(url)) return undefined
  const target = new URL(url, own)
  return target.origin === new URL(own).origin ? undefined : target.origin
}

/**
 * No third party before the visitor asks or consents (issue 53): the
 * pre-rendered HTML fetches nothing from another origin. A third-party
 * script, frame, image, font or preconnect in the markup loads, and may set
 * its cookies, on the first visit; the booking calendar, analytics and the
 * contact form's sender load from their islands after a click or consent.
 * The end-to-end test that records every request of a fresh visit holds the
 * same for what scripts do (tests/e2e/a11y.spec.ts).
 */
export const thirdPartyRequests: HtmlCheck = {
  id: 'third-party-requests',
  title: 'No third party before consent',
  page(page, { site }) {
    const own = site.config.origin
    const found = page.elements.filter(inDocument).flatMap((el) =>
      fetchedUrls(el).flatMap(([name, url]) => {
        const origin = foreignOrigin(url, own)
        return origin ? [{ el, name, url, origin }] : []
      }),
    )
    // React writes a <link rel="preload"> into the head for each <script src> it renders: one
    // request, told once, at the element that asks for it.
    const asked = new Set(found.filter((f) => !isPreload(f.el)).map((f) => f.url))
    return found
      .filter((f) => !(isPreload(f.el) && asked.has(f.url)))
      .map(({ el, name, url, origin }) =>
        problemAt(
          page,
          'third-party-requests',
          `<${el.tagName} ${name}="${url}">`,
          `loads ${origin} on the first visit, before the visitor asks or consents`,
          'serve the file from the site (public/), or load it from an island after a click or consent (renderer/sections/booking/client.ts shows how; site/services.ts lists each service)',
        ),
      )
  },
}
