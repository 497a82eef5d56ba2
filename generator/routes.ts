import type { Seo } from './schema/seo.ts'
import type { Lang, Manifest, Route } from './schema/route.ts'

/** One pre-rendered URL. */
export interface PageEntry {
  /** The URL path, e.g. "/es/features". */
  url: string
  /** Language of the page chrome, from the URL. */
  lang: Lang
  /** Language of the page body (differs for /es/story). */
  contentLang: Lang
  route: Route
  seo: Seo
  /** URLs of this route per language; `es` only for translatable routes. */
  alternates: { en: string; es?: string }
}

const ES = '/es'

/** The only place the /es prefix is added. */
export function localizedPath(path: string, lang: Lang): string {
  if (lang === 'en') return path
  return path === '/' ? ES : `${ES}${path}`
}

/** Splits a URL path into its language and unprefixed route path. */
export function splitLang(url: string): { lang: Lang; path: string } {
  if (url === ES || url === `${ES}/`) return { lang: 'es', path: '/' }
  if (url.startsWith(`${ES}/`)) return { lang: 'es', path: url.slice(ES.length) }
  return { lang: 'en', path: url }
}

/** Every URL of the site, built once from the parsed manifest. */
export function buildRouteTable(manifest: Manifest): PageEntry[] {
  const pages: PageEntry[] = []
  for (const route of manifest.routes) {
    const alternates = {
      en: localizedPath(route.path, 'en'),
      ...(route.translatable ? { es: localizedPath(route.path, 'es') } : {}),
    }
    for (const lang of route.translatable ? (['en', 'es'] as const) : (['en'] as const)) {
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

/** Where an internal path leads from a page in `lang`: its own language's version when one exists. */
export function resolveInternal(path: string, lang: Lang, routes: ReadonlyMap<string, Route>): string {
  const [pathname = '', hash] = path.split('#')
  const route = routes.get(pathname)
  const target = route?.translatable ? localizedPath(pathname, lang) : pathname
  return hash ? `${target}#${hash}` : target
}

/** The absolute canonical URL of a page. */
export function canonicalUrl(origin: string, url: string): string {
  return `${origin}${url === '/' ? '/' : url}`
}
