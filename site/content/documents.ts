/**
 * Documents: the site's long single texts (the legal pages, the story),
 * written in Markdown in content/documents/: `<name>.md` in English and
 * `<name>.<code>.md` beside it in each other declared language
 * (`<name>.es.md` in Spanish). Each is read at `documents.<name>`
 * (site/text.ts) (title, summary, dates, body blocks), where a route's
 * `longform` section names it: `{ type: 'longform', copy: 'documents.privacy' }`.
 * Server-only.
 */
import { existsSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { z } from 'zod'
import { IsoDate } from '../schema/iso-date.ts'
import { DEFAULT_LANG, LANGS, perLanguage, type Lang } from '../lang.ts'
import { TRANSLATED_LANGS } from '../translated-langs.ts'
import type { MarkdownStore } from './markdown.ts'
import { DOCUMENTS_NS } from './roots.ts'
import { readContentFile, type ContentFile } from './read.ts'
import type { Problem } from '../errors.ts'

/** Where the documents are, repository-relative. */
export const DOCUMENTS_DIR = 'content/documents'
/** The text root of the documents. */
export { DOCUMENTS_NS }
/** The copy key of a document: `documents.<name>`. */
export const documentKey = (name: string): string => `${DOCUMENTS_NS}.${name}`

const Text = z.string().trim().min(1, 'must not be empty')

/** The frontmatter of a document. */
export const DocumentSchema = z.strictObject({
  /** The page's h1. */
  title: Text,
  /** One line under the title. */
  summary: Text.optional(),
  /** Shown as "Last updated" (legal documents). */
  lastUpdated: IsoDate.optional(),
  /** The day the document takes effect, shown beside "Last updated". */
  effective: IsoDate.optional(),
  /**
   * A superseded version kept published, word for word, while it still binds
   * the customers who accepted it (e.g. the previous Terms): its text is not
   * held to today's glossary (claim words, figures from site.facts.ts), only
   * to the checks of links and markup. Shown with a notice that it is archived.
   */
  archived: z.literal(true).optional(),
  /**
   * The site path of the previous version while it still binds (e.g.
   * `/terms-and-conditions/2024-12-31`), linked beside the dates as
   * "Previous version"; the build's link check holds it to a page of the site.
   */
  previous: z
    .string()
    .regex(/^\/[^\s#?]*$/, 'must be a site path such as /terms-and-conditions/2024-12-31')
    .optional(),
})

/**
 * Whether a copy key is the root of an archived document in `lang` (its
 * frontmatter says `archived: true`): the glossary checks leave its text as it was.
 */
export const archivedIn =
  (site: { content: { dataOf(lang: Lang, key: string): Record<string, unknown> | undefined } }, lang: Lang) =>
  (key: string): boolean =>
    key.startsWith(`${DOCUMENTS_NS}.`) && site.content.dataOf(lang, key)?.archived === true

/** The fields a translation writes; the dates are data, the same in every language. */
const TEXT_FIELDS = ['title', 'summary'] as const

export interface LoadedDocuments {
  /** The text of every document per language, read at `documents.<name>`. */
  text: Record<Lang, Record<string, unknown>>
  /** Every file read, by copy root and language, with the line of each key. */
  files: ContentFile[]
  problems: Problem[]
}

/** Reads every document of `root`/content/documents: `<name>.md` in the default language, `<name>.<code>.md` in another. */
export function loadDocuments(root: string, store?: MarkdownStore): LoadedDocuments {
  const out: LoadedDocuments = { text: perLanguage(() => ({})), files: [], problems: [] }
  const dir = join(root, DOCUMENTS_DIR)
  if (!existsSync(dir)) return out
  const translated = TRANSLATED_LANGS.map((lang) => `.${lang}.md`)
  const names = readdirSync(dir)
    .filter((f) => f.endsWith('.md') && !translated.some((suffix) => f.endsWith(suffix)))
    .map((f) => f.slice(0, -3))
    .sort()
  for (const name of names) {
    const copy: Partial<Record<Lang, Record<string, unknown>>> = {}
    for (const lang of LANGS) {
      const isDefault = lang === DEFAULT_LANG
      const file = `${DOCUMENTS_DIR}/${name}${isDefault ? '' : `.${lang}`}.md`
      if (!isDefault && !existsSync(join(root, file))) continue
      const schema = isDefault ? DocumentSchema : DocumentSchema.pick({ title: true, summary: true }).strict()
      const read = readContentFile(root, file, documentKey(name), schema, '*', lang, TEXT_FIELDS, store)
      out.problems.push(...read.problems)
      if (!read.file) continue
      // A translation's dates are the default language's: they say when the text changed, in any language.
      const original = out.files.find((f) => f.root === read.file!.root && f.lang === DEFAULT_LANG)
      out.files.push(original ? { ...read.file, data: original.data } : read.file)
      copy[lang] = read.file.copy
    }
    const original = copy[DEFAULT_LANG]
    if (!original) continue
    out.text[DEFAULT_LANG][name] = original
    for (const lang of TRANSLATED_LANGS) if (copy[lang]) out.text[lang][name] = copy[lang]
  }
  return out
}
