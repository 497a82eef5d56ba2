import { collectionEntry } from './content/collection-entry.ts'
import { listingCopyKey } from './content/listings.ts'
import { resolveCopy } from './copy.ts'
import { textAt } from './text.ts'
import { plainText } from './markup.ts'
import { canonicalUrl, homeUrl, resolveInternal, type PageEntry } from './routes.ts'
import type { Site } from './site.ts'
import { DEFAULT_LANG, LANGS, languageOf, type Lang } from './lang.ts'

type Json = Record<string, unknown>

/** The site's home, the one URL the organization and the website are known by (the default language's: the x-default). */
const home = (site: Site) => canonicalUrl(site.config.origin, homeUrl(DEFAULT_LANG))

/**
 * The words of the structured data that are not names, in the page's language
 * (`common.structuredData` of locales/i18n/<lang>/common.ts): a Spanish page's
 * JSON-LD speaks Spanish, as the build's check holds.
 */
const wordsOf = (site: Site, lang: Lang) => site.copy[lang].common.structuredData

function organization(site: Site, lang: Lang): Json {
  const { config } = site
  return {
    '@type': 'Organization',
    '@id': `${home(site)}#organization`,
    name: config.brand,
    legalName: config.legalName,
    url: home(site),
    logo: canonicalUrl(config.origin, '/icons/icon-512.png'),
    email: config.contactEmail,
    founder: site.facts.founders.map((f) => ({
      '@type': 'Person',
      name: f.name,
      jobTitle: f.title,
      sameAs: [config.founders[f.id]],
    })),
    sameAs: [config.social.linkedin, config.social.instagram[lang], config.social.youtube],
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: wordsOf(site, lang).contactType,
      email: config.contactEmail,
      // Language codes (BCP 47), which read the same on a page of either language.
      availableLanguage: [...LANGS],
    },
  }
}

/** FAQ entries of every FAQ section on the page, from the same copy the page renders. */
export function faqEntries(site: Site, page: PageEntry): { q: string; a: string }[] {
  const out: { q: string; a: string }[] = []
  for (const section of page.route.sections) {
    if (section.type !== 'faq') continue
    const copy = resolveCopy(
      textAt(site, page.contentLang, section.copy) as { items: Record<string, { q: string; a: string }> },
      site.placeholders[page.contentLang],
    )
    for (const id of section.props.items) {
      const item = copy.items[id]
      if (item) out.push({ q: plainText(item.q), a: plainText(item.a) })
    }
  }
  return out
}

/** The title of an entry in a language (its own when it has one, else the default language's), placeholders filled. */

/**
 * A collection's pages: an entry's trail (home, the listing if any, the
 * entry) as a BreadcrumbList; a listing page's entries as an ItemList.
 */
function collectionData(site: Site, page: PageEntry): Json[] {
  const origin = page.route.origin
  if (!origin) return []
  const lang = page.lang
  const collection = site.content.collections.find((c) => c.name === origin.collection)!
  const at = (path: string) => canonicalUrl(site.config.origin, resolveInternal(path, lang, site.routes))
  const indexTitle = collection.index
    ? resolveCopy(String(textAt(site, lang, `${listingCopyKey(collection)}.title`)), site.placeholders[lang])
    : undefined
  if (origin.kind === 'entry') {
    const entry = site.content.entryAt(page.route.path)!
    const trail = [
      { name: resolveCopy(String(textAt(site, lang, 'common.nav.home')), site.placeholders[lang]), url: at('/') },
      ...(collection.index && indexTitle ? [{ name: indexTitle, url: at(collection.index.path) }] : []),
      { name: collectionEntry(site, entry.path, lang).data.title, url: canonicalUrl(site.config.origin, page.url) },
    ]
    return [
      {
        '@type': 'BreadcrumbList',
        itemListElement: trail.map((t, i) => ({ '@type': 'ListItem', position: i + 1, name: t.name, item: t.url })),
      },
    ]
  }
  const listing = site.content.listings
    .get(origin.collection)!
    .find((p) => p.page === origin.page && p.tag === origin.tag)!
  const first = (listing.page - 1) * (collection.index?.perPage ?? 0)
  return [
    {
      '@type': 'ItemList',
      ...(indexTitle ? { name: indexTitle } : {}),
      itemListOrder:
        collection.index?.sort.order === 'desc'
          ? 'https://schema.org/ItemListOrderDescending'
          : 'https://schema.org/ItemListOrderAscending',
      numberOfItems: listing.entries.length,
      itemListElement: listing.entries.map((path, i) => {
        // An entry with no text in this language is listed in the default language (English), and says so
        // with that language's tag, as every inLanguage of the page does (en-US, not the code en).
        const entry = collectionEntry(site, path, lang)
        return {
          '@type': 'ListItem',
          position: first + i + 1,
          url: at(path),
          name: entry.data.title,
          ...(entry.lang !== lang ? { inLanguage: languageOf(entry.lang).tag } : {}),
        }
      }),
    },
  ]
}

/** The JSON-LD documents of one page. */
export function structuredData(site: Site, page: PageEntry): Json[] {
  const { config } = site
  const url = canonicalUrl(config.origin, page.url)
  // The language of what the page says: /es/story's body is English, under Spanish search texts.
  const inLanguage = languageOf(page.contentLang).tag
  const words = wordsOf(site, page.lang)
  const base = { name: page.seo.title, description: page.seo.description, url, inLanguage }
  const docs: Json[] = []
  // The site as a whole: named by the brand, at its home, one @id on every page that describes it.
  const webSite = {
    '@type': 'WebSite',
    '@id': `${home(site)}#website`,
    name: config.brand,
    url: home(site),
    inLanguage,
  }
  switch (page.seo.structuredData) {
    case 'organization':
      docs.push(organization(site, page.lang), { ...webSite, publisher: { '@id': `${home(site)}#organization` } })
      break
    case 'webSite':
      // The website (spec: "website elsewhere") and this page as one of its pages. A WebSite named after
      // the page ("Contact | Arcline") at the page's address would give search engines a second name
      // and address for the site; the page is a WebPage of it, as schema.org reads the two.
      docs.push(webSite, { '@type': 'WebPage', ...base, isPartOf: { '@id': webSite['@id'] } })
      break
    case 'webPage':
      docs.push({
        '@type': 'WebPage',
        ...base,
        isPartOf: { '@type': 'WebSite', name: config.brand, url: home(site) },
      })
      break
    case 'service':
      docs.push({
        '@type': 'Service',
        ...base,
        serviceType: words.serviceType,
        areaServed: words.areaServed,
        provider: { '@type': 'Organization', name: config.brand, url: home(site) },
      })
      break
    case 'softwareApplication':
      // No `offers`: the whole price is the flat fee plus a percentage of ad spend stated in each
      // plan, and an offer of the flat fee alone would read as the whole price (issue 40).
      docs.push({
        '@type': 'WebApplication',
        ...base,
        applicationCategory: 'BusinessApplication',
        operatingSystem: words.operatingSystem,
        provider: { '@type': 'Organization', name: config.brand, url: home(site) },
      })
      break
  }
  docs.push(...collectionData(site, page))
  const faq = faqEntries(site, page)
  if (faq.length > 0) {
    docs.push({
      '@type': 'FAQPage',
      url,
      inLanguage: languageOf(page.contentLang).tag,
      mainEntity: faq.map((f) => ({
        '@type': 'Question',
        name: f.q,
        acceptedAnswer: { '@type': 'Answer', text: f.a },
      })),
    })
  }
  return docs.map((doc) => ({ '@context': 'https://schema.org', ...doc }))
}

/**
 * JSON for inside a <script> element: `<`, `>`, `&` and the JS line
 * separators are escaped so no string can close the element or break parsing.
 */
export function serializeJsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
}
