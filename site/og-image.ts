/**
 * Every page's social image (og:image, twitter:image): a 1200×630 PNG drawn
 * at build (generator/og/) from what this module says the page's card shows,
 * its SEO title and description, the configured brand, the site's host and
 * the language. Its URL names the page and carries a hash of exactly what is
 * drawn (those texts and the drawing itself, OG_DESIGN), so a change to any
 * of them is a new URL that social networks fetch anew, and the file can be
 * cached for good (hosts/headers/).
 *
 * Works from any page of `site.pages` (PageEntry: url, lang, seo), whatever
 * made it, so a new kind of page has its image with no change here.
 *
 * Pure functions: no Node API, nothing but the core.
 */
import { homeUrl, routePathOf, splitLang, type PageEntry } from './routes.ts'
import { DEFAULT_LANG, type Lang } from './lang.ts'
import type { SiteConfig } from './schema/config.ts'

/**
 * Fingerprint of how a card is drawn: the drawing code, the font files and
 * the rasterizer (generator/og/design.ts computes it). The build stops when
 * it no longer matches, printing the new value: a new drawing must get new
 * URLs, or networks and caches would keep the old image under the old name.
 */
export const OG_DESIGN = '665b1cf363fdc4a9'

/** The folder of the social images in the build. */
export const OG_DIR = '/og/'

/** What a page's card shows: exactly the inputs of the drawing. */
export interface OgCard {
  /** The configured brand (BRAND), beside its mark. */
  brand: string
  /** The page's SEO title (without " | brand"). */
  title: string
  /** The page's SEO description. */
  description: string
  /** The language the texts are in. */
  lang: Lang
  /** The site's host, e.g. "example.com" (the origin's, without "www."). */
  host: string
}

/** The card of a page. */
export function ogCardOf(config: Pick<SiteConfig, 'brand' | 'origin'>, page: Pick<PageEntry, 'lang' | 'seo'>): OgCard {
  return {
    brand: config.brand,
    title: page.seo.title,
    description: page.seo.description,
    lang: page.lang,
    host: new URL(config.origin).host.replace(/^www\./, ''),
  }
}

/** FNV-1a (32 bits) of a text, as 8 hex digits: a name that changes with what it names. */
function fnv1a(text: string): string {
  let h = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i)
    h = Math.imul(h, 0x01000193)
  }
  return (h >>> 0).toString(16).padStart(8, '0')
}

/** The text a card's hash is taken of: the design and every field, in a fixed order. */
export const ogCardKey = (card: OgCard, design = OG_DESIGN): string =>
  JSON.stringify([design, card.brand, card.title, card.description, card.lang, card.host])

/** "/" → "home", "/es/vs/madgicx/" → "vs-madgicx": the page part of an image's name. */
export function ogImageName(url: string): string {
  const path = routePathOf(splitLang(url).path)
  return path === '/'
    ? 'home'
    : path
        .slice(1)
        .replace(/[^\w-]+/g, '-')
        .toLowerCase()
}

/** The path of the image of a card for a page URL: "/og/features-es.1a2b3c4d.png". */
export const ogImagePath = (url: string, card: OgCard, design = OG_DESIGN): string =>
  `${OG_DIR}${ogImageName(url)}-${card.lang}.${fnv1a(ogCardKey(card, design))}.png`

/** The social image of a page. */
export const ogImageOf = (config: Pick<SiteConfig, 'brand' | 'origin'>, page: PageEntry): string =>
  ogImagePath(page.url, ogCardOf(config, page))

/**
 * The social image of a language's 404 page: its home page's. A 404 has no
 * address of its own to share; a broken link shared anyway is previewed
 * with the brand and what the site offers, and no image is drawn for it.
 */
export function notFoundOgImage(
  config: Pick<SiteConfig, 'brand' | 'origin'>,
  byUrl: ReadonlyMap<string, PageEntry>,
  lang: Lang,
): string | undefined {
  const home = byUrl.get(homeUrl(lang)) ?? byUrl.get(homeUrl(DEFAULT_LANG))
  return home && ogImageOf(config, home)
}
