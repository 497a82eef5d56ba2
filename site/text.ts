/**
 * Where a page's text is read. A key names either the copy of locales/
 * (`home.hero.title`, in `site.copy`) or the text of a content file, kept by
 * the content it belongs to (`site.content.text`): a document
 * (`documents.privacy.body.3`), a collection's entry
 * (`content.guides.launch.title`) or a listing's own texts
 * (`listings.customers.title`). The two are never merged into one tree:
 * `site.copy` is the copy of locales/ as typed (LangCopy), and an entry's
 * text stays with its entry, read by its key.
 */
import { getPath } from './copy.ts'
import { CONTENT_NS, DOCUMENTS_NS, LISTINGS_ROOT } from './content/roots.ts'
import type { Lang } from './lang.ts'

/** The roots of the content files' texts. */
export const CONTENT_ROOTS: ReadonlySet<string> = new Set([DOCUMENTS_NS, CONTENT_NS, LISTINGS_ROOT])

/** What a text is read from: the copy of locales/ and the content's texts, per language. */
export interface TextSources {
  copy: Readonly<Record<Lang, Readonly<Record<string, unknown>>>>
  content: { text: Readonly<Record<Lang, Readonly<Record<string, unknown>>>> }
}

/** Whether a key names a content file's text rather than the copy of locales/. */
export const isContentKey = (key: string): boolean => CONTENT_ROOTS.has(key.split('.', 1)[0]!)

/** The text at a key in a language: a string, a subtree, or undefined when there is none. */
export function textAt(site: TextSources, lang: Lang, key: string): unknown {
  return getPath(isContentKey(key) ? site.content.text[lang] : site.copy[lang], key)
}

/** Every root of a language's texts with its tree: the content's roots, then the namespaces of locales/. */
export function textRoots(site: TextSources, lang: Lang): [string, unknown][] {
  return [...Object.entries(site.content.text[lang]), ...Object.entries(site.copy[lang])]
}
