/**
 * The language rules of spec section 4, as one pure function: which page a
 * visitor should see, given the URL, the stored preference and the browser.
 * The pre-paint script (renderer/inline/prepaint.ts) bundles it; the unit
 * tests hold it to the spec's matrix.
 */
import { localizedPath, splitLang } from './routes.ts'
import { DEFAULT_LANG, LANGS, type Lang } from './lang.ts'

export type StoredLang = Lang | null

/** Set on <html> of every language version of a route that has its twins in the other languages. */
export const BILINGUAL_ATTRIBUTE = 'data-bilingual'

export interface DecideInput {
  /** location.pathname, in any URL form. */
  path: string
  /** Stored preference; null when none or when storage is unavailable. */
  stored: StoredLang
  firstVisitDone: boolean
  /** First browser language, '' when unknown. */
  browserLang: string
  crawler: boolean
  /**
   * Whether the page has its twins in the other languages (a Spanish twin,
   * on this site). The page says so itself
   * (BILINGUAL_ATTRIBUTE on <html>), so the pre-paint script carries no
   * route list: it stays the same few bytes on a site of 22 pages or 1,000.
   */
  hasTwins: boolean
  /** Language chosen explicitly for this view (?lang=, set by the toggle when storage is blocked). */
  explicit?: Lang | null
}

export interface Redirect {
  /** The URL to replace the current one with (the site's URL form). */
  to: string
  reason: 'preference' | 'browser'
}

/** The primary language subtag, lowercased: "pt-BR" → "pt". */
const primary = (tag: string) => tag.split('-')[0]!.toLowerCase()

/** The declared language other than the default that a browser language asks for ("es-MX" → es), or null. */
export function browserLanguage(browserLang: string): Lang | null {
  if (!browserLang) return null
  return LANGS.find((lang) => lang !== DEFAULT_LANG && primary(lang) === primary(browserLang)) ?? null
}

/**
 * For the default language (English) and the others (Spanish under /es):
 *
 * - A stored preference wins: another language sends a translatable page to
 *   its twin in that language; the default language sends any prefixed page
 *   to the default one.
 * - Without one, a browser in another language goes to that language's twin
 *   on its first visit, and a browser not in a prefixed page's language goes
 *   to its own language's twin when the site has that language (with three
 *   or more: a Spanish browser on a Portuguese page), else to the default
 *   language (every view).
 * - Crawlers and an explicit choice for this view are never redirected.
 */
export function decide(input: DecideInput): Redirect | null {
  if (input.crawler) return null
  const { lang, path } = splitLang(input.path)
  const { hasTwins } = input
  if (input.explicit === lang) return null
  const stored = input.stored
  if (stored && (LANGS as readonly string[]).includes(stored)) {
    if (stored === lang) return null
    if (stored === DEFAULT_LANG) return { to: localizedPath(path, DEFAULT_LANG), reason: 'preference' }
    return hasTwins ? { to: localizedPath(path, stored), reason: 'preference' } : null
  }
  const browser = browserLanguage(input.browserLang)
  // A prefixed page in a language the browser is not in: the browser's own language where the site has
  // it and the page its twin there (with three or more, Spanish from /pt/), else the default language.
  if (lang !== DEFAULT_LANG)
    return browser === lang
      ? null
      : { to: localizedPath(path, browser && hasTwins ? browser : DEFAULT_LANG), reason: 'browser' }
  if (!input.firstVisitDone && browser && hasTwins) return { to: localizedPath(path, browser), reason: 'browser' }
  return null
}

/** User agents of search engines, social previews and audit tools: never redirected. */
export const CRAWLER_PATTERN =
  'googlebot|google-inspectiontool|storebot-google|adsbot-google|mediapartners-google|apis-google|bingbot|bingpreview|msnbot|adidxbot|slurp|duckduckbot|baiduspider|yandex|sogou|exabot|seznambot|petalbot|applebot|facebookexternalhit|facebot|twitterbot|linkedinbot|pinterestbot|slackbot|discordbot|telegrambot|whatsapp|embedly|qwantify|ccbot|ahrefsbot|semrushbot|chrome-lighthouse|\\bbot\\b|crawler|spider'
