import type { Seo } from './schema/seo.ts'
import { DEFAULT_LANG, LANGS, type Lang } from './lang.ts'
import { resolveCopy } from './copy.ts'
import { HREFLANG, OG_LOCALE } from './lang-tags.ts'
import { notFoundOgImage, ogImageOf } from './og-image.ts'
import { canonicalUrl, type PageEntry } from './routes.ts'
import { serializeJsonForScript, structuredData } from './structured-data.ts'
import type { Site } from './site.ts'
import { escapeHtml } from './escape.ts'

/** One element of <head>, as data, so checks can read what the pages will carry. */
export type HeadTag =
  | { tag: 'title'; text: string }
  | { tag: 'meta'; attrs: Record<string, string> }
  | { tag: 'link'; attrs: Record<string, string> }
  | { tag: 'jsonld'; json: unknown }

/** The full document title. */
export function documentTitle(seo: Pick<Seo, 'title'>, brand: string): string {
  return `${seo.title} | ${brand}`
}

function common(site: Site, seo: Seo, title: string, imagePath: string | undefined): HeadTag[] {
  const { config } = site
  const image = imagePath && canonicalUrl(config.origin, imagePath)
  const tags: HeadTag[] = [
    { tag: 'title', text: title },
    { tag: 'meta', attrs: { name: 'description', content: seo.description } },
    { tag: 'meta', attrs: { name: 'keywords', content: seo.keywords.join(', ') } },
    { tag: 'meta', attrs: { name: 'robots', content: seo.robots } },
    { tag: 'meta', attrs: { property: 'og:site_name', content: config.brand } },
    { tag: 'meta', attrs: { property: 'og:title', content: title } },
    { tag: 'meta', attrs: { property: 'og:description', content: seo.description } },
    { tag: 'meta', attrs: { property: 'og:type', content: seo.ogType } },
  ]
  if (image)
    tags.push(
      { tag: 'meta', attrs: { property: 'og:image', content: image } },
      { tag: 'meta', attrs: { property: 'og:image:type', content: 'image/png' } },
      { tag: 'meta', attrs: { property: 'og:image:width', content: '1200' } },
      { tag: 'meta', attrs: { property: 'og:image:height', content: '630' } },
      { tag: 'meta', attrs: { property: 'og:image:alt', content: title } },
    )
  tags.push(
    { tag: 'meta', attrs: { name: 'twitter:card', content: image ? 'summary_large_image' : 'summary' } },
    { tag: 'meta', attrs: { name: 'twitter:title', content: title } },
    { tag: 'meta', attrs: { name: 'twitter:description', content: seo.description } },
  )
  if (image) tags.push({ tag: 'meta', attrs: { name: 'twitter:image', content: image } })
  return tags
}

/** Every head tag of a pre-rendered page: the single source of its SEO. */
export function buildHead(site: Site, page: PageEntry): HeadTag[] {
  const { config } = site
  const title = documentTitle(page.seo, config.brand)
  const url = canonicalUrl(config.origin, page.url)
  const tags = common(site, page.seo, title, ogImageOf(config, page))
  tags.push(
    { tag: 'link', attrs: { rel: 'canonical', href: page.seo.canonical ?? url } },
    { tag: 'meta', attrs: { property: 'og:url', content: url } },
    { tag: 'meta', attrs: { property: 'og:locale', content: OG_LOCALE[page.lang] } },
  )
  const langs = LANGS.filter((lang) => page.alternates[lang])
  if (langs.length > 1) {
    for (const other of langs.filter((lang) => lang !== page.lang))
      tags.push({ tag: 'meta', attrs: { property: 'og:locale:alternate', content: OG_LOCALE[other] } })
    for (const lang of langs) {
      tags.push({
        tag: 'link',
        attrs: {
          rel: 'alternate',
          hreflang: HREFLANG[lang],
          href: canonicalUrl(config.origin, page.alternates[lang]!),
        },
      })
    }
    tags.push({
      tag: 'link',
      attrs: {
        rel: 'alternate',
        hreflang: 'x-default',
        href: canonicalUrl(config.origin, page.alternates[DEFAULT_LANG]),
      },
    })
  }
  for (const json of structuredData(site, page)) tags.push({ tag: 'jsonld', json })
  return tags
}

/** Head of a language's 404 page: noindex, no canonical (it has no URL of its own). */
export function buildNotFoundHead(site: Site, lang: Lang = DEFAULT_LANG): HeadTag[] {
  // As written in the manifest (the record of translations fingerprints that); placeholders filled here.
  const seo = resolveCopy(
    site.manifest.notFound.seo[lang] ?? site.manifest.notFound.seo[DEFAULT_LANG],
    site.placeholders[lang],
    `${lang} 404 seo`,
  )
  return common(site, seo, documentTitle(seo, site.config.brand), notFoundOgImage(site.config, site.byUrl, lang))
}

const escapeAttr = escapeHtml

/** HTML of head tags. */
export function renderHead(tags: readonly HeadTag[]): string {
  return tags
    .map((t) => {
      switch (t.tag) {
        case 'title':
          return `<title>${escapeAttr(t.text)}</title>`
        case 'jsonld':
          return `<script type="application/ld+json">${serializeJsonForScript(t.json)}</script>`
        default: {
          const attrs = Object.entries(t.attrs)
            .map(([k, v]) => `${k}="${escapeAttr(v)}"`)
            .join(' ')
          return `<${t.tag} ${attrs}>`
        }
      }
    })
    .join('')
}
