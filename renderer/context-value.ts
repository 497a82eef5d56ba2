import { resolveCopy } from '../site/copy.ts'
import { langOfUrl, type PageEntry } from '../site/routes.ts'
import { LANGS, type Lang } from '../site/lang.ts'
import type { Site } from '../site/site.ts'
import type { CommonCopy } from '../locales/index.ts'
import type { Cards } from './cards/convention.ts'
import type { PageContextValue } from './context.tsx'
import { EntryCard } from './cards/EntryCard.tsx'

/** The cards of a render handed none: the default card only. */
const DEFAULT_CARDS: Cards = { entry: EntryCard }

/** Shared copy of a language, interpolated (the same object for every page of a site: read, never changed). */
export function commonCopy(site: Site, lang: Lang): CommonCopy {
  // Kept once per site and language in the site's memo: every page of a build reads both languages'.
  const byLang = site.memo.once('common-copy', site, (): Partial<Record<Lang, CommonCopy>> => ({}))
  return (byLang[lang] ??= resolveCopy(site.copy[lang].common, site.placeholders[lang], 'common'))
}

/** What the page context (./context.tsx) holds for one document: its language, page and shared copy. */
export function pageContextValue(
  site: Site,
  page: PageEntry | null,
  url: string,
  cards: Cards = DEFAULT_CARDS,
): PageContextValue {
  // Without a page (the 404 and error documents) the URL says the language: "/es/404" is Spanish.
  const lang: Lang = page?.lang ?? langOfUrl(url)
  return {
    site,
    lang,
    page,
    url,
    cards,
    common: commonCopy(site, lang),
    commons: Object.fromEntries(LANGS.map((l) => [l, commonCopy(site, l)])) as Record<Lang, CommonCopy>,
  }
}
