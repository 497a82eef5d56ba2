/**
 * The site's content files, read once: the documents (content/documents/)
 * and the collections' entries, their texts kept here, apart from the copy
 * of locales/, and read by key (site/text.ts: `documents.<name>`,
 * `content.<collection>.<slug>`, a listing's own texts at
 * `listings.<collection>`), and the routes the
 * collections grow (an entry's page, its listing's pages). Every file is
 * kept with the line of each key, so that any check can name the line of a
 * string it finds wrong. Server-only.
 */
import { ManifestError, type Problem } from '../errors.ts'
import { DEFAULT_LANG, perLanguage, type Lang } from '../lang.ts'
import { TRANSLATED_LANGS } from '../translated-langs.ts'
import { escapeRegExp } from '../escape.ts'
import type { Collection } from '../schema/collection.ts'
import type { Route } from '../schema/route.ts'
import { loadCollections, type Entry } from './collections.ts'
import { CONTENT_NS, DOCUMENTS_NS } from './roots.ts'
import { loadDocuments } from './documents.ts'
import {
  entryTags,
  LISTINGS_ROOT,
  listingPages,
  listingRoutes,
  listingsCopy,
  sortEntries,
  type ListingPage,
} from './listings.ts'
import type { ContentImage } from './images.ts'
import type { MarkdownStore } from './markdown.ts'
import type { ContentFile } from './read.ts'

export type { Entry } from './collections.ts'
export type { ListingPage } from './listings.ts'

export interface SiteContent {
  /** The content files' texts per language, by root (`documents`, `content`, `listings`): read with site/text.ts. */
  text: Record<Lang, Record<string, unknown>>
  /** Every content file read. */
  files: ContentFile[]
  /** The routes the collections grow: each entry's page, each page of a listing. */
  routes: Route[]
  /** The collections, as declared. */
  collections: readonly Collection[]
  /** Each collection's entries in its listing's order. */
  entries: ReadonlyMap<string, readonly Entry[]>
  /** Each collection's listing pages, tag pages included. */
  listings: ReadonlyMap<string, readonly ListingPage[]>
  /** Each collection's tags, sorted (every listing page shows them). */
  tags: ReadonlyMap<string, readonly string[]>
  /** Where the entry at a route path is in its collection's listing order (-1 for no entry). */
  placeOf(path: string): number
  /** Every image the texts show, by its repository-relative path (the build encodes each once). */
  images: ReadonlyMap<string, ContentImage>
  /** The image a content file's Markdown names as `url` (as written), if that file names it. */
  imageOf(file: string, url: string): ContentImage | undefined
  /** The entry whose page is at a route path. */
  entryAt(path: string): Entry | undefined
  /** The file and line of a copy key in a language, when a content file holds it, and the key's field in the file. */
  locate(lang: Lang, key: string): { file: string; line?: number; field: string } | undefined
  /** The data fields (dates, tags…) of the content file mounted at a copy key, if one is. */
  dataOf(lang: Lang, key: string): Record<string, unknown> | undefined
  /**
   * Where the translation of a copy key of a content file into a language is
   * written and recorded: the translated file (or where it goes), the record
   * beside the files (`content/<folder>/<code>.sources.json`; a loader's entries read from outside
   * content/, in `content/<collection>/`) and the key in it
   * (`<slug>.<field>`), and for an entry its name for commands (`guides/launch`).
   */
  translationOf(key: string, lang: Lang): TranslationSource | undefined
}

/** Where a content file's text is translated and recorded. */
export interface TranslationSource {
  /** The translated file: written, or where it goes. */
  file: string
  /** The record of accepted English, beside the files. */
  record: string
  /** The key in the record: "<slug or name>.<field>". */
  recordKey: string
  /** "<collection>/<slug>" for an entry. */
  entry?: string
}

/** A language's record file of a folder of content files ("content/guides", "es" → content/guides/es.sources.json). */
export const contentRecordFile = (folder: string, lang: Lang): string => `${folder}/${lang}.sources.json`

/** A content file's twin in a language: ("content/guides/x.md", "es") → "content/guides/x.es.md". */
export const translatedFileOf = (file: string, lang: Lang): string =>
  file.replace(new RegExp(`(\\.(${TRANSLATED_LANGS.map(escapeRegExp).join('|')}))?\\.(md|ya?ml|json)$`), `.${lang}.$3`)

export interface ContentOptions {
  /** The manifest's collections. */
  collections?: readonly Collection[]
  /** The copy trees of locales/ (listing labels, tag labels). */
  copy?: Record<Lang, Record<string, unknown>>
  /** The manifest's own route paths: a collection's page may not take one. */
  routePaths?: readonly string[]
  /** Where the Markdown bodies are read (a build's store); parsed here when not given. */
  markdown?: MarkdownStore
  /** The file the collections are declared in, for messages (site.manifest.ts). */
  manifestFile?: string
}

/**
 * "Page" in each language, from the shared copy (`common.listing.page`), for
 * the titles of a listing's later pages: the default language's word where a
 * language has none, and "Page" where none has.
 */
function pageWords(copy: Record<Lang, Record<string, unknown>> | undefined): Record<Lang, { page: string }> {
  const word = (lang: Lang) => (copy?.[lang]?.common as { listing?: { page?: string } } | undefined)?.listing?.page
  return perLanguage((lang) => ({ page: word(lang) ?? word(DEFAULT_LANG) ?? 'Page' }))
}

/** Reads the content of the repository at `root`; throws a ManifestError naming file and line of every problem. */
export function loadContent(root: string, options: ContentOptions = {}): SiteContent {
  const collectionsDeclared = options.collections ?? []
  const documents = loadDocuments(root, options.markdown)
  const collections = loadCollections(collectionsDeclared, root, options.markdown, options.manifestFile)
  const problems: Problem[] = [...documents.problems, ...collections.problems]
  const entries = new Map<string, Entry[]>()
  const listings = new Map<string, ListingPage[]>()
  const routes: Route[] = [...collections.routes]
  for (const collection of collectionsDeclared) {
    const sorted = sortEntries(collection, collections.entries.get(collection.name) ?? [])
    problems.push(...sorted.problems)
    entries.set(collection.name, sorted.sorted)
    const pages = listingPages(collection, sorted.sorted)
    listings.set(collection.name, pages)
    if (collection.index) {
      const made = listingRoutes(
        collection,
        pages,
        options.copy ?? perLanguage(() => ({})),
        sorted.sorted,
        pageWords(options.copy),
      )
      problems.push(...made.problems)
      routes.push(...made.routes)
    }
  }
  // One address, one page: a collection's page may not take a route's path, nor another's.
  const taken = new Map((options.routePaths ?? []).map((p) => [p, 'site.manifest.ts']))
  const fileOf = (route: Route) =>
    route.origin?.files?.[DEFAULT_LANG] ??
    `site.manifest.ts (collection "${route.origin?.collection ?? '?'}", its index)`
  for (const route of routes) {
    const other = taken.get(route.path)
    if (other)
      problems.push({
        check: 'content',
        file: fileOf(route),
        line: 1,
        route: route.path,
        key: '(path)',
        message: `the address ${route.path} is taken already, by ${other}`,
        hint: 'rename the entry file (its name is the slug of its address), or change the collection’s path or index path',
      })
    else taken.set(route.path, fileOf(route))
  }
  if (problems.length > 0) throw new ManifestError(problems)

  const files = [...documents.files, ...collections.files]
  const byRoot = new Map(files.map((f) => [`${f.lang}:${f.root}`, f]))
  const byPath = new Map([...entries.values()].flat().map((e) => [e.path, e]))
  // Worked out once here, read by every listing page and every entry's pager.
  const places = new Map([...entries.values()].flatMap((list) => list.map((e, i) => [e.path, i] as const)))
  const tags = new Map([...entries].map(([name, list]) => [name, entryTags(list)]))
  const images = new Map(files.flatMap((f) => f.images.map((ref) => [ref.image.source, ref.image] as const)))
  const imageRefs = new Map(files.flatMap((f) => f.images.map((ref) => [`${f.file}\n${ref.url}`, ref.image] as const)))
  const textOf = (lang: Lang) => {
    const listings = listingsCopy(collectionsDeclared, lang)
    return {
      ...(Object.keys(documents.text[lang]).length ? { [DOCUMENTS_NS]: documents.text[lang] } : {}),
      ...(Object.keys(collections.text[lang]).length ? { [CONTENT_NS]: collections.text[lang] } : {}),
      ...(Object.keys(listings).length ? { [LISTINGS_ROOT]: listings } : {}),
    }
  }
  return {
    text: perLanguage(textOf),
    files,
    routes,
    collections: collectionsDeclared,
    entries,
    listings,
    tags,
    placeOf: (path) => places.get(path) ?? -1,
    images,
    imageOf: (file, url) => imageRefs.get(`${file}\n${url}`),
    entryAt: (path) => byPath.get(path),
    translationOf(key, lang) {
      const parts = key.split('.')
      for (let n = parts.length; n > 0; n--) {
        const english = byRoot.get(`${DEFAULT_LANG}:${parts.slice(0, n).join('.')}`)
        if (!english) continue
        const name = parts[n - 1]!
        const entry = parts[0] === CONTENT_NS ? `${parts[1]}/${name}` : undefined
        // The record sits beside the files, under content/ where the records are read; a loader's
        // entries read from elsewhere (data/customers.json) have theirs in content/<collection>/.
        const folder = english.file.startsWith('content/')
          ? english.file.slice(0, english.file.lastIndexOf('/'))
          : `content/${parts[1]}`
        return {
          file: byRoot.get(`${lang}:${english.root}`)?.file ?? translatedFileOf(english.file, lang),
          record: contentRecordFile(folder, lang),
          recordKey: [name, ...parts.slice(n)].join('.'),
          ...(entry ? { entry } : {}),
        }
      }
      return undefined
    },
    dataOf(lang, key) {
      return byRoot.get(`${lang}:${key}`)?.data
    },
    locate(lang, key) {
      // The longest copy root that holds the key: "documents.privacy" for "documents.privacy.body.3".
      const parts = key.split('.')
      for (let n = parts.length; n > 0; n--) {
        const file = byRoot.get(`${lang}:${parts.slice(0, n).join('.')}`)
        if (file) {
          const field = parts.slice(n).join('.')
          return { file: file.file, line: file.lines.get(field), field }
        }
      }
      return undefined
    },
  }
}
