/**
 * An entry of a collection as a card or a section receives it: its id and
 * its fields typed from its collection's schema (z.output), the text fields
 * in the language shown with their placeholders filled. A card reads
 * `entry.data.industry`; a field its schema lacks does not compile.
 */
import type { z } from 'zod'
import type { Lang } from '../lang.ts'
import type { MarkdownHeading } from './markdown.ts'
import type { EntrySchema } from '../schema/collection.ts'

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

/**
 * The fields every entry has (EntrySchema's), as a card for any collection's entries reads them: those
 * only, so that a misspelt or collection-specific field (`entry.data.industy`) fails the type check
 * rather than reading as `unknown` (found by a bad-input walk: `String(entry.data.industy)` compiled).
 */
export type AnyEntryData = z.output<typeof EntrySchema>

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

/**
 * The Markdown body of an entry, in the language it is shown in: read once when
 * the site is loaded (its blocks and their trees, site/content/markdown.ts) and
 * worked out once per entry and language when first asked for (the site's memo).
 */
export interface EntryBody {
  /** Its top-level Markdown blocks, placeholders filled: what its page renders. */
  readonly blocks: readonly string[]
  /** Its headings in order, with the anchors its page gives them (`#hooks`): for a table of contents. */
  readonly headings: readonly MarkdownHeading[]
  /** The words a reader reads (link addresses and Markdown marks left out). */
  readonly words: number
  /** Minutes to read it, at 230 words a minute, at least 1. */
  readonly minutes: number
}

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
  /** Its Markdown body, if it has one (a Markdown file; a data file has none). */
  body?: EntryBody
}
