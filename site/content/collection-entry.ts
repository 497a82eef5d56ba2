/**
 * An entry of a collection as a page shows it (CollectionEntry, ./entry.ts):
 * apart from the types, which the manifest's schema reads too (no import of
 * the site from there).
 */
import { resolveCopy } from '../copy.ts'
import { textAt } from '../text.ts'
import { arrayOf, isRecord } from '../guards.ts'
import { DEFAULT_LANG, type Lang } from '../lang.ts'
import type { Site } from '../site.ts'
import type { CollectionEntry, EntryBody, EntryData } from './entry.ts'
import { assignHeadingIds, parseMarkdown } from './markdown.ts'

/** Reading speed for an entry's reading time (words a minute; a common figure for screen reading). */
export const WORDS_PER_MINUTE = 230

/** A word a reader reads: letters or digits, with inner apostrophes or hyphens ("don’t", "e-commerce"). */
const WORD = /[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu
/** What a reader does not read: a link's or image's address, a heading's `{#anchor}`. */
const UNREAD = /\]\([^)\s]*(?:\s+"[^"]*")?\)|\{#[a-z0-9-]+\}/g

/**
 * The words of Markdown blocks (a close count for a reading time, without parsing them). Counted
 * with `test`, which makes no array of the words, and a block is copied only when it holds a link or
 * an anchor: on 20-block texts, a quarter of the young-generation collections of `match` and 7% less
 * time, the same counts.
 */
export function wordsOf(blocks: readonly string[]): number {
  let words = 0
  for (const block of blocks) {
    const read = block.includes('](') || block.includes('{#') ? block.replace(UNREAD, ']') : block
    WORD.lastIndex = 0
    while (WORD.test(read)) words++
  }
  return words
}

/**
 * An entry's body in one language, made once per body (site.memo, keyed by the
 * body's own blocks in the site's copy, so it goes with that site and another
 * site's text is never taken for it): its reading time now (counted on its
 * text as written, a `{placeholder}` a word), its blocks with their
 * placeholders filled and its headings when first asked for (a card reads
 * neither; only the headings parse).
 */
function entryBody(site: Site, root: string, lang: Lang, body: readonly string[]): EntryBody {
  const placeholders = site.placeholders[lang]
  return site.memo.once('entry-body', body, () => {
    const words = wordsOf(body)
    let blocks: readonly string[] | undefined
    let headings: EntryBody['headings'] | undefined
    return {
      words,
      minutes: Math.max(1, Math.round(words / WORDS_PER_MINUTE)),
      get blocks() {
        return (blocks ??= resolveCopy([...body], placeholders, `${root}.body`))
      },
      get headings() {
        return (headings ??= assignHeadingIds(parseMarkdown(this.blocks.join('\n\n'))))
      },
    }
  })
}

/** A Markdown body as kept with the texts: its top-level blocks. */
const isBlocks = arrayOf((block: unknown): block is string => typeof block === 'string')

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
  const { body, copy: _copy, ...fields } = text
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
  const data = { ...entry.data, ...resolved } as EntryData<N>
  return {
    id: entry.slug,
    collection: entry.collection as N,
    path,
    lang: textLang,
    data,
    ...(isBlocks(body) ? { body: entryBody(site, entry.root, textLang, body) } : {}),
  }
}
