import type { Seo } from './schema/seo.ts'
import type { Manifest } from './schema/manifest.ts'
import type { Route } from './schema/route.ts'
import { DEFAULT_LANG, LANGS, LANGUAGES, type Lang } from './lang.ts'

/** One pre-rendered URL. */
export interface PageEntry {
  /** The URL, e.g. "/es/features/". */
  url: string
  /** Language of the page chrome, from the URL. */
  lang: Lang
  /** Language of the page body (differs for /es/story). */
  contentLang: Lang
  route: Route
  seo: Seo
  /** URLs of this route per language: the default language's always, the others' for translatable routes. */
  alternates: Alternates
}

/** A route's URL per language: the default language's, and the others' when it is translatable. */
export type Alternates = { [L in typeof DEFAULT_LANG]: string } & { [L in Lang]?: string }

/** Whether a page has its twins in the other languages (its route is translatable). */
export const hasTwins = (alternates: Alternates): boolean => LANGS.every((lang) => alternates[lang] !== undefined)

/** The languages with a prefix ("/es"), longest prefix first. */
const PREFIXED = LANGUAGES.filter((l) => l.prefix !== '').sort((a, b) => b.prefix.length - a.prefix.length)

/** The URL prefix of a language ("" for the default one). */
export const prefixOf = (lang: Lang): string => LANGUAGES.find((l) => l.code === lang)!.prefix

/**
 * URL helpers: the only place the site's URL form is decided. A route path
 * is the manifest's language-free path ("/", "/about", "/vs/madgicx"); a URL
 * is what visitors, links, canonicals and the sitemap use.
 *
 * The URL form is directory style, with a trailing slash ("/about/",
 * "/es/", "/es/about/"), each served from "<url>index.html": the form that
 * Cloudflare Pages, Netlify, nginx, Apache, S3 and GitHub Pages all serve
 * without a redirect (each of them answers "/about" with a redirect to
 * "/about/"). Any other spelling of a page still reaches it through that one
 * redirect, and every rule here reads both spellings as the same route.
 *
 * Pure string functions: the pre-paint script bundles them.
 */

/** Collapses repeated slashes: "//about//" → "/about/". */
const collapse = (pathname: string) => pathname.replace(/\/{2,}/g, '/')

/** The route path (manifest form) of any spelling of a path: "/about/" → "/about". */
export function routePathOf(pathname: string): string {
  const path = collapse(pathname)
  return path.length > 1 ? path.replace(/\/+$/, '') : path
}

/** A path in the site's URL form: "/about" → "/about/", "/" → "/". */
export function canonicalPath(pathname: string): string {
  const path = routePathOf(pathname)
  return path === '/' ? path : `${path}/`
}

/** The URL of a route path in a language. The only place a language's prefix (/es) is added. */
export function localizedPath(path: string, lang: Lang): string {
  const route = routePathOf(path)
  const prefix = prefixOf(lang)
  return canonicalPath(prefix === '' ? route : route === '/' ? prefix : `${prefix}${route}`)
}

/** The home page's URL in a language. */
export const homeUrl = (lang: Lang): string => localizedPath('/', lang)

/** Whether a path carries a language's prefix ("/es", "/es/…", "/es#…"; not "/estimates"). */
export function hasLanguagePrefix(path: string): boolean {
  return PREFIXED.some(
    ({ prefix }) =>
      path === prefix ||
      path.startsWith(`${prefix}/`) ||
      path.startsWith(`${prefix}#`) ||
      path.startsWith(`${prefix}?`),
  )
}

/** Splits a URL (any spelling) into its language and its route path. */
export function splitLang(url: string): { lang: Lang; path: string } {
  const path = routePathOf(url)
  for (const { code, prefix } of PREFIXED) {
    if (path === prefix) return { lang: code, path: '/' }
    if (path.startsWith(`${prefix}/`)) return { lang: code, path: path.slice(prefix.length) }
  }
  return { lang: DEFAULT_LANG, path }
}

/** The language of a URL: its prefix (/es means Spanish), none the default language. */
export const langOfUrl = (url: string): Lang => splitLang(url).lang

/**
 * The pre-rendered file that serves a URL: "/" → "index.html", "/es/about/" →
 * "es/about/index.html"; a 404 document is a file of its own: "/404" →
 * "404.html", "/es/404" → "es/404.html" (the file each host serves for an
 * unknown path). The one rule for where a URL's file is, for the build,
 * the host files and the tooling.
 */
export function outputFileOf(url: string): string {
  if (isNotFoundUrl(url)) return `${url.slice(1)}.html`
  const path = routePathOf(url)
  return path === '/' ? 'index.html' : `${path.slice(1)}/index.html`
}

/**
 * The URL a pre-rendered file serves (inverse of outputFileOf). A file that
 * is not an index ("404.html", "es/404.html") is not a page URL: "/404", "/es/404".
 */
export function urlOfOutputFile(file: string): string {
  const rel = '/' + file.split('\\').join('/')
  if (!/(^|\/)index\.html$/.test(rel)) return rel.replace(/\.html$/, '')
  return canonicalPath(rel.replace(/index\.html$/, ''))
}

/**
 * The 404 document of a language, by its URL: "/404" (404.html) for English,
 * "/es/404" (es/404.html) for Spanish. Each host serves the one of the
 * address's language for an unknown path: Cloudflare Pages the nearest
 * 404.html up the path, the others by a rule (hosts/headers/).
 */
export const notFoundUrl = (lang: Lang): string => `${prefixOf(lang)}/404`

/** Whether a URL is a 404 document ("/404", "/es/404"). */
export const isNotFoundUrl = (url: string): boolean => LANGS.some((lang) => url === notFoundUrl(lang))

/** The 404 documents a site needs: the default language's, and each other language's once it has a page. */
export function notFoundUrls(pages: readonly PageEntry[]): string[] {
  return LANGS.filter((lang) => lang === DEFAULT_LANG || pages.some((p) => p.lang === lang)).map(notFoundUrl)
}

/** The languages a route has a URL in: every language when it is translatable, else the default one. */
export const routeLangs = (route: Route): readonly Lang[] => (route.translatable ? LANGS : [DEFAULT_LANG])

/**
 * The languages a route's body (its sections' copy) is written in: English
 * only on an English-only page and on a page that shows English content under
 * /es (`contentLanguage: 'en'`, /es/story).
 */
export const bodyLangs = (route: Route): readonly Lang[] =>
  route.translatable && !route.contentLanguage ? LANGS : [DEFAULT_LANG]

/** Every URL of the site, built once from the parsed manifest. */
export function buildRouteTable(manifest: Manifest): PageEntry[] {
  const pages: PageEntry[] = []
  for (const route of manifest.routes) {
    const alternates = Object.fromEntries(
      routeLangs(route).map((lang) => [lang, localizedPath(route.path, lang)]),
    ) as Alternates
    for (const lang of routeLangs(route)) {
      const seo = route.seo[lang]
      if (!seo) continue
      pages.push({
        url: localizedPath(route.path, lang),
        lang,
        contentLang: route.contentLanguage ?? lang,
        route,
        seo,
        alternates,
      })
    }
  }
  return pages
}

/**
 * Where an internal link (a route path as the manifest and copy write it,
 * "/book-demo" or "/contact#faq", in either spelling) leads from a page in
 * `lang`: the URL of its own language's version when one exists. A path that
 * is no route (a file in public/) is left as it is.
 */
export function resolveInternal(path: string, lang: Lang, routes: ReadonlyMap<string, Route>): string {
  const match = /^([^?#]*)(.*)$/.exec(path)!
  const route = routes.get(routePathOf(match[1]!))
  if (!route) return path
  return localizedPath(route.path, route.translatable ? lang : DEFAULT_LANG) + match[2]
}

/**
 * The absolute URL of a path on the site's origin, and the only place the two
 * are joined: a page's URL ("/es/about/"), a fragment of the home page
 * ("/#organization") or a public file ("/sitemap.xml"). The origin never ends
 * with a slash (the config refuses one).
 */
export function canonicalUrl(origin: string, url: string): string {
  return `${origin}${url}`
}

/**
 * The path of an absolute URL on the site's own origin ("https://x.ai/about/"
 * → "/about/", the bare origin → "/"), or null for a URL elsewhere or a
 * relative one: how the build's checks read a canonical URL back.
 */
export function pathOnOrigin(origin: string, url: string): string | null {
  const base = origin.replace(/\/$/, '')
  if (url === base) return '/'
  return url.startsWith(`${base}/`) ? url.slice(base.length) : null
}
