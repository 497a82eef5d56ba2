/**
 * The synthetic site of the end-to-end tests: the real site plus a library
 * of Markdown entries (a collection with an index, tag pages and both
 * languages) that takes it past 300 pages (scripts/synthetic/), built in a scratch
 * copy into dist-synthetic/ by tests/run.ts, then served by Cloudflare's
 * runtime and nginx (playwright.config.ts, projects "synthetic-…").
 *
 * After the build, one page of every kind gets an inline script and an inline
 * style written into its own HTML, as an attacker who could write markup into
 * a page would: its own policy must block both. The other pages stay as built.
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { outputFileOf } from '../../../site/routes.ts'
import { LIBRARY, type SyntheticEntry, type SyntheticRequest } from '../../../scripts/synthetic/plan.ts'

export const SYNTHETIC_DIR = resolve('dist-synthetic')
export const SYNTHETIC_REQUEST: SyntheticRequest = { entries: 200, translated: 40 }

/** What the injected code would do if it ran: the tests look for both. */
export const INJECTED_SCRIPT = `document.documentElement.setAttribute('data-injected', 'script ran')`
export const INJECTED_STYLE = 'html{scroll-padding-top:123px}'
const INJECTION = `<script>${INJECTED_SCRIPT}</script><style>${INJECTED_STYLE}</style>`

export interface SyntheticPlan {
  /** Every URL of the site (urls.json of the build). */
  urls: string[]
  /** One page of every kind, with the injection ("/404" is the 404 page, served for any unknown path). */
  injected: string[]
  /** Pages of every kind left as built, opened in a browser. */
  clean: string[]
  /** The library's entries, newest first (the index's order). */
  entries: SyntheticEntry[]
}

/**
 * Pages by kind: each route of the real site is a kind; the library's
 * entries, its index pages and its tag pages are one kind each, in each language. The first page of every
 * English kind and of every Spanish kind with several pages takes the
 * injection; a Spanish twin with one page, and the second page of a kind,
 * stay clean (the real site's pages are also each opened clean by
 * security.spec.ts).
 */
export function planOf(urls: readonly string[], entries: SyntheticEntry[] = []): SyntheticPlan {
  const groups = new Map<string, string[]>()
  for (const url of urls) {
    const es = url === '/es/' || url.startsWith('/es/')
    const path = es ? url.slice(3) || '/' : url
    const kind = kindOf(path)
    const key = `${es ? 'es' : 'en'} ${kind}`
    groups.set(key, [...(groups.get(key) ?? []), url])
  }
  const injected = ['/404']
  const clean: string[] = []
  for (const [key, pages] of groups) {
    if (key.startsWith('en ') || pages.length > 1) injected.push(pages[0]!)
    else clean.push(pages[0]!)
    if (pages.length > 1) clean.push(pages[1]!)
  }
  return { urls: [...urls], injected, clean, entries }
}

/** "/library/tags/meta/page/2/" → "library tags"; "/library/page/3/" → "library index"; an entry → "library entry". */
function kindOf(path: string): string {
  const base = LIBRARY.prefix
  if (path.startsWith(`${base}/tags/`)) return 'library tags'
  if (path === `${base}/` || path.startsWith(`${base}/page/`)) return 'library index'
  if (path.startsWith(`${base}/`)) return 'library entry'
  return path
}

/** Writes the injection into each page of `injected`, right after its <body> tag. */
export function inject(client: string, injected: readonly string[]): void {
  for (const url of injected) {
    const file = join(client, outputFileOf(url))
    const html = readFileSync(file, 'utf8')
    const body = html.match(/<body[^>]*>/)
    if (!body) throw new Error(`${file}: no <body> to inject into`)
    writeFileSync(file, html.replace(body[0], body[0] + INJECTION))
  }
}

export const planFile = join(SYNTHETIC_DIR, 'plan.json')
export const readPlan = (): SyntheticPlan => JSON.parse(readFileSync(planFile, 'utf8')) as SyntheticPlan
