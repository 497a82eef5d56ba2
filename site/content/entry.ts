/**
 * An entry of a collection as a card or a section receives it: its id and
 * its fields typed from its collection's schema (z.output), the text fields
 * in the language shown with their placeholders filled. A card reads
 * `entry.data.industry`; a field its schema lacks does not compile.
 */
import type { z } from 'zod'
import { resolveCopy } from '../copy.ts'
import { textAt } from '../text.ts'
import { isRecord } from '../guards.ts'
import { DEFAULT_LANG, type Lang } from '../lang.ts'
import type { Site } from '../site.ts'

/**
 * The schema of each collection, by name, for CollectionEntry<'name'>. A
 * collection's schema module adds its own, as Astro's generated types do:
 *
 *   declare module '…/site/content/entry.ts' {
 *     interface CollectionSchemas { customers: typeof CustomerSchema }
 *   }
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface CollectionSchemas {}

/** A collection named in CollectionSchemas. */
export type CollectionName = keyof CollectionSchemas & string

/** The fields every entry has (EntrySchema's), as a card for any collection's entries reads them. */
export type AnyEntryData = Record<string, unknown> & {
  title: string
  description: string
  date?: string
  tags?: string[]
}

/**
 * The data of an entry of a collection named in a card's type (`CardProps<'customers'>`) whose
 * schema is not in CollectionSchemas: no field at all, so that `entry.data.industry` fails the type
 * check, and the type's name says what to do, rather than every field typed `unknown` and a
 * misspelt one passing (`String(entry.data.industy)`).
 */
export interface SchemaNotRegistered<N extends string> {
  readonly 'register the schema in CollectionSchemas: a `declare module` in its schema file (docs/editing.md#fields-of-its-own-and-its-own-card)': N
}

/**
 * The fields of an entry of collection N: its schema's output for a collection named in
 * CollectionSchemas; a card for any collection (N = string) reads EntrySchema's fields.
 */
export type EntryData<N extends string> = N extends CollectionName
  ? CollectionSchemas[N] extends z.ZodType
    ? z.output<CollectionSchemas[N]>
    : never
  : string extends N
    ? AnyEntryData
    : SchemaNotRegistered<N>

/** One entry of collection N, in the language it is shown in. */
export interface CollectionEntry<N extends string = string> {
  /** Its slug: its file's name without the extension. */
  id: string
  collection: N
  /** Its page's path (unprefixed). */
  path: string
  /** The language of its text: the page's when the entry has it, else English. */
  lang: Lang
  data: EntryData<N>
}

/**
 * The entry at `path` as shown on a page in `lang`: its data, and its text
 * fields in that language when it has them (else English), placeholders filled.
 */
export function collectionEntry<N extends string = string>(site: Site, path: string, lang: Lang): CollectionEntry<N> {
  const entry = site.content.entryAt(path)
  if (!entry) throw new Error(`${path}: no entry of a collection has this path`)
  const textLang: Lang = entry.files[lang] ? lang : DEFAULT_LANG
  const text = textAt(site, textLang, entry.root)
  if (!isRecord(text) || typeof text.title !== 'string' || typeof text.description !== 'string')
    throw new Error(`${entry.root}: an entry's card needs its title and description in ${textLang}`)
  const { body: _body, copy: _copy, ...fields } = text
  const resolved = resolveCopy(fields, site.placeholders[textLang], entry.root)
  // The one place an entry's fields meet their type, and a cast it must stay: they passed the
  // collection's schema when read, but the manifest is parsed at run time (its collections'
  // `schema` is any z.ZodObject there) and N is the caller's word for which collection this is,
  // so no type links the two. Parsing again with the schema would still give z.ZodObject's output
  // (Record<string, unknown>), at the cost of a parse per card; a type guard would be this cast by
  // another name. The checks hold the link instead: a card's CardProps<'name'> is type-checked
  // against CollectionSchemas (generator/typecheck.ts), the manifest's `schema` of each registered
  // collection is held to the registered one there too, and a listing may name only a card typed
  // for its own collection's entries, or one for any (generator/checks/listing-cards.ts).
  const data = { ...entry.data, ...(resolved as Record<string, unknown>) } as EntryData<N>
  return { id: entry.slug, collection: entry.collection as N, path, lang: textLang, data }
}
