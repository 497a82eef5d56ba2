/**
 * The language rules of spec section 4, as one pure function: which page a
 * visitor should see, given the URL, the stored preference and the browser.
 * The pre-paint script (renderer/inline/prepaint.ts) bundles it; the unit
 * tests hold it to the spec's matrix.
 */
import { localizedPath, splitLang } from './routes.ts'
import type { Lang } from './lang.ts'

export type StoredLang = Lang | null

/** Set on <html> of both language versions of a route that has a Spanish twin. */
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
   * Whether the page has a Spanish twin. The page says so itself
   * (BILINGUAL_ATTRIBUTE on <html>), so the pre-paint script carries no
   * route list: it stays the same few bytes on a site of 22 pages or 1,000.
   */
  hasEs: boolean
  /** Language chosen explicitly for this view (?lang=, set by the toggle when storage is blocked). */
  explicit?: Lang | null
}

export interface Redirect {
  /** The URL to replace the current one with (the site's URL form). */
  to: string
  reason: 'preference' | 'browser'
}

/**
 * - A stored preference wins: es sends a translatable English page to its
 *   /es twin; en sends any /es page to English.
 * - Without one, a Spanish browser's first visit goes to the /es twin, and a
 *   non-Spanish browser on an /es page goes to English (every view).
 * - Crawlers and an explicit choice for this view are never redirected.
 */
export function decide(input: DecideInput): Redirect | null {
  if (input.crawler) return null
  const { lang, path } = splitLang(input.path)
  const isEs = lang === 'es'
  const { hasEs } = input
  const esUrl = localizedPath(path, 'es')
  const enUrl = localizedPath(path, 'en')
  if (input.explicit === lang) return null
  if (input.stored === 'es') return !isEs && hasEs ? { to: esUrl, reason: 'preference' } : null
  if (input.stored === 'en') return isEs ? { to: enUrl, reason: 'preference' } : null
  const browserEs = /^es(-|$)/i.test(input.browserLang)
  if (isEs) return browserEs ? null : { to: enUrl, reason: 'browser' }
  if (!input.firstVisitDone && browserEs && hasEs) return { to: esUrl, reason: 'browser' }
  return null
}

/** User agents of search engines, social previews and audit tools: never redirected. */
export const CRAWLER_PATTERN =
  'googlebot|google-inspectiontool|storebot-google|adsbot-google|mediapartners-google|apis-google|bingbot|bingpreview|msnbot|adidxbot|slurp|duckduckbot|baiduspider|yandex|sogou|exabot|seznambot|petalbot|applebot|facebookexternalhit|facebot|twitterbot|linkedinbot|pinterestbot|slackbot|discordbot|telegrambot|whatsapp|embedly|qwantify|ccbot|ahrefsbot|semrushbot|chrome-lighthouse|\\bbot\\b|crawler|spider'
