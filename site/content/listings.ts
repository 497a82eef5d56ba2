/**
 * A collection's listing: its entries in the declared order, a page of them
 * at a time (`/guides/`, `/guides/page/2/`), and, when the collection has
 * tags, the same for each tag (`/guides/tags/meta/`). Each page is a route
 * with one `entryList` section; every entry is on a page of the listing, so
 * no entry of a listed collection is an orphan. Server-only.
 */
import { localeFile } from '../../locales/paths.ts'
import { getPath } from '../copy.ts'
import type { Problem } from '../errors.ts'
import { DEFAULT_LANG, LANGS, type Lang } from '../lang.ts'
import { LANGUAGE_NAME } from '../lang-tags.ts'
import type { Collection } from '../schema/collection.ts'
import { RouteSchema, type Route } from '../schema/route.ts'
import type { Entry } from './collections.ts'
import { LISTINGS_ROOT } from './roots.ts'

/** One page of a listing. */
export interface ListingPage {
  collection: string
  /** Its route path. */
  path: string
  /** 1-based. */
  page: number
  pages: number
  tag?: string
  /** The entries on it, by route path, in order. */
  entries: string[]
}

/** The route path of a page of a listing. */
export function listingPath(base: string, page: number, tag?: string): string {
  const head = tag ? `${base}/tags/${tag}` : base
  return page === 1 ? head : `${head}/page/${page}`
}

/** Pages on either side of the current one that get a numbered link. */
const AROUND = 2

/**
 * The page numbers a listing's navigation links: the first, the last and
 * those around the current page, `null` for each gap. Every page is reached
 * in a few steps, and a page's links do not grow with the listing (500 pages
 * linking each of the 500 would be 250,000 links).
 */
export function pageNumbers(page: number, pages: number): (number | null)[] {
  const linked = (n: number) => n === 1 || n === pages || Math.abs(n - page) <= AROUND
  const out: (number | null)[] = []
  for (let n = 1; n <= pages; n++) {
    // A gap of one page is shown as its number: an ellipsis would take the same room.
    if (linked(n) || (linked(n - 1) && linked(n + 1))) out.push(n)
    else if (out.at(-1) !== null) out.push(null)
  }
  return out
}

type Value = string | number | undefined
const compare = (a: Value, b: Value) => (a === b ? 0 : a === undefined ? 1 : b === undefined ? -1 : a < b ? -1 : 1)

/** Entries in the listing's order (the declared field, then title, then slug); problems for entries missing the field. */
export function sortEntries(collection: Collection, entries: Entry[]): { sorted: Entry[]; problems: Problem[] } {
  const sort = collection.index?.sort ?? { by: 'title', order: 'asc' as const }
  const valueOf = (e: Entry): Value => (sort.by === 'title' ? e.title : sortValue(e.data[sort.by]))
  const problems: Problem[] = entries
    .filter((e) => valueOf(e) === undefined)
    .map((e) => ({
      check: 'content',
      file: e.files[DEFAULT_LANG],
      line: 2,
      route: e.path,
      key: sort.by,
      message: `the listing of "${collection.name}" is sorted by ${sort.by}, which this entry does not have`,
      hint: `add ${sort.by}: to its frontmatter${sort.by === 'date' ? ' (YYYY-MM-DD)' : ''}`,
    }))
  const sign = sort.order === 'asc' ? 1 : -1
  const sorted = [...entries].sort(
    (a, b) => sign * compare(valueOf(a), valueOf(b)) || compare(a.title, b.title) || compare(a.slug, b.slug),
  )
  return { sorted, problems }
}

/** A field's value as a listing sorts by it: a text (a date's YYYY-MM-DD), a number or a Date; anything else counts as missing. */
const sortValue = (value: unknown): Value =>
  typeof value === 'string' || typeof value === 'number'
    ? value
    : value instanceof Date && !Number.isNaN(value.getTime())
      ? value.toISOString()
      : undefined

/**
 * An entry's tags: the `tags` field every collection's schema may declare
 * (site/schema/collection.ts), read by the engine, which knows no
 * collection's own schema; what is not a list of texts is no tag.
 */
export const tagsOf = (entry: Entry): string[] =>
  Array.isArray(entry.data.tags) ? entry.data.tags.filter((t): t is string => typeof t === 'string') : []

/** The tags of `entries`, sorted (site/content/index.ts works them out once per collection: SiteContent.tags). */
export function entryTags(entries: readonly Entry[]): readonly string[] {
  return [...new Set(entries.flatMap(tagsOf))].sort()
}

/** Every page of a collection's listing, tag pages included. */
export function listingPages(collection: Collection, sorted: readonly Entry[]): ListingPage[] {
  const index = collection.index
  if (!index) return []
  const paged = (entries: readonly Entry[], tag?: string): ListingPage[] => {
    const pages = Math.max(1, Math.ceil(entries.length / index.perPage))
    return Array.from({ length: pages }, (_, i) => ({
      collection: collection.name,
      path: listingPath(index.path, i + 1, tag),
      page: i + 1,
      pages,
      ...(tag ? { tag } : {}),
      entries: entries.slice(i * index.perPage, (i + 1) * index.perPage).map((e) => e.path),
    }))
  }
  const out = paged(sorted)
  if (index.tags) {
    for (const tag of entryTags(sorted))
      out.push(
        ...paged(
          sorted.filter((e) => tagsOf(e).includes(tag)),
          tag,
        ),
      )
  }
  return out
}

/** Words of the shared copy the listing's search texts are made with. */
interface ListingWords {
  /** "Page" / "Página". */
  page: string
}

/** The copy root the listings' own texts are mounted at (`listings.<collection>`), beside locales/'s. */
export { LISTINGS_ROOT }

/** The key of a listing's texts: its `copy` key of locales/, or its own texts' (`listings.<name>`, site/text.ts). */
export const listingCopyKey = (collection: Collection): string => {
  const copy = collection.index!.copy
  return typeof copy === 'string' ? copy : `${LISTINGS_ROOT}.${collection.name}`
}

/** The collection whose listing's own texts are at a copy key (`listings.customers.title`), if any. */
export function listingOfKey(collections: readonly Collection[], key: string): Collection | undefined {
  const [root, name] = key.split('.')
  if (root !== LISTINGS_ROOT) return undefined
  return collections.find((c) => c.name === name && c.index && typeof c.index.copy !== 'string')
}

/** The texts the listings write themselves (`index.copy: { en: {…}, es: {…} }`), by collection, in `lang`: mounted at LISTINGS_ROOT. */
export function listingsCopy(collections: readonly Collection[], lang: Lang): Record<string, unknown> {
  return Object.fromEntries(
    collections.flatMap((c) => {
      const copy = c.index?.copy
      const text = typeof copy === 'object' ? copy[lang] : undefined
      return text ? [[c.name, text]] : []
    }),
  )
}

/** The languages of a listing: the default, and each other its collection is translated into and its search texts are written in. */
export const listingLangs = (collection: Collection): Lang[] =>
  LANGS.filter((l) => l === DEFAULT_LANG || (collection.translatable && collection.index!.seo[l]))

/**
 * The routes of a listing's pages, with their search texts: the first page's
 * as declared; a later page adds its number, a tag page leads with the tag's
 * label (from the listing's copy, per language). A tag without a label in a
 * language is a problem naming the entry that uses it and where to add it.
 */
export function listingRoutes(
  collection: Collection,
  pages: readonly ListingPage[],
  copy: Record<Lang, Record<string, unknown>>,
  entries: readonly Entry[],
  words: Record<Lang, ListingWords>,
): { routes: Route[]; problems: Problem[] } {
  const index = collection.index!
  const key = listingCopyKey(collection)
  const langs = listingLangs(collection)
  const problems: Problem[] = []
  const labelOf = (lang: Lang, tag: string): string | undefined => {
    const own = index.copy
    const label = typeof own === 'string' ? getPath(copy[lang], `${own}.tags.${tag}`) : own[lang]?.tags?.[tag]
    return typeof label === 'string' ? label : undefined
  }
  for (const lang of langs)
    for (const tag of new Set(pages.flatMap((p) => (p.tag ? [p.tag] : []))))
      if (!labelOf(lang, tag)) {
        const user = entries.find((e) => tagsOf(e).includes(tag))
        const inLocales = typeof index.copy === 'string'
        problems.push({
          check: 'content',
          file: user?.files[DEFAULT_LANG] ?? 'site.manifest.ts',
          route: listingPath(index.path, 1, tag),
          key: inLocales ? `${key}.tags.${tag}` : `collections › ${collection.name} › index.copy.${lang}.tags.${tag}`,
          message: `tag "${tag}" has no ${LANGUAGE_NAME[lang]} label`,
          hint: inLocales
            ? `add tags: { '${tag}': '…' } to ${key} in ${localeFile(lang, key.split('.')[0]!)} (the label the tag page and the cards show)`
            : `add tags: { '${tag}': '…' } to index.copy.${lang} of the collection "${collection.name}" in site.manifest.ts (the label the tag page and the cards show)`,
        })
      }
  const seoOf = (lang: Lang, page: ListingPage) => {
    const seo = index.seo[lang]!
    const numbered = (text: string) => (page.page === 1 ? text : `${text} · ${words[lang].page} ${page.page}`)
    const tagged = (text: string) => (page.tag ? `${labelOf(lang, page.tag) ?? page.tag} · ${text}` : text)
    // Every page its own description (search engines and the SEO check want one a page): the tag and number lead it.
    const lead = [
      page.tag ? (labelOf(lang, page.tag) ?? page.tag) : '',
      page.page > 1 ? `${words[lang].page} ${page.page}` : '',
    ]
      .filter(Boolean)
      .join(', ')
    return {
      title: numbered(tagged(seo.title)),
      description: lead ? `${lead}: ${seo.description}` : seo.description,
      keywords: page.tag ? [labelOf(lang, page.tag) ?? page.tag, ...seo.keywords] : seo.keywords,
      structuredData: 'webPage' as const,
    }
  }
  const routes = pages.map((page) =>
    RouteSchema.parse({
      path: page.path,
      translatable: langs.length > 1,
      seo: Object.fromEntries(langs.map((lang) => [lang, seoOf(lang, page)])),
      sections: [
        {
          type: 'entryList',
          copy: key,
          props: {
            collection: collection.name,
            page: page.page,
            pages: page.pages,
            ...(page.tag ? { tag: page.tag } : {}),
          },
        },
      ],
      origin: { kind: 'listing', collection: collection.name, page: page.page, ...(page.tag ? { tag: page.tag } : {}) },
    }),
  )
  return { routes, problems }
}
