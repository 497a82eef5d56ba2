import { resolveCopy } from '../site/copy.ts'
import { publicConfig } from '../site/config.ts'
import { serializeJsonForScript } from '../site/structured-data.ts'
import { langOfUrl, type PageEntry } from '../site/routes.ts'
import type { Lang } from '../site/lang.ts'
import type { Site } from '../site/site.ts'
import type { CommonCopy } from '../locales/index.ts'
import type { PageContextValue } from './context.tsx'

/** Shared copy of a language, interpolated. */
export function commonCopy(site: Site, lang: Lang): CommonCopy {
  return resolveCopy(site.copy[lang].common, site.placeholders[lang], 'common')
}

export function pageContextValue(site: Site, page: PageEntry | null, url: string): PageContextValue {
  // Without a page (the 404 and error documents) the URL says the language: "/es/404" is Spanish.
  const lang: Lang = page?.lang ?? langOfUrl(url)
  return {
    site,
    lang,
    page,
    url,
    common: commonCopy(site, lang),
    otherCommon: commonCopy(site, lang === 'en' ? 'es' : 'en'),
  }
}

/** Static <head> entries shared by every page (before the SEO tags). */
export function baseHead(): string {
  return [
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="theme-color" content="#070b18">',
    '<meta name="color-scheme" content="light">',
    '<link rel="icon" href="/favicon.ico" sizes="32x32">',
    '<link rel="icon" href="/favicon.svg" type="image/svg+xml">',
    '<link rel="apple-touch-icon" href="/icons/apple-touch-icon.png">',
    '<link rel="manifest" href="/site.webmanifest">',
  ].join('')
}

/** The browser-visible config, for the analytics facade. */
export function publicConfigScript(site: Site): string {
  return `<script type="application/json" id="site-config">${serializeJsonForScript(publicConfig(site.config).analytics)}</script>`
}
