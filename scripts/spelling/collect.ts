/**
 * Every string a visitor can read, per language, with the file and key it
 * comes from: the locale copy (translatable pages and the English-only ones),
 * the manifest's search and social fields, and the facts and statements that
 * placeholders put into the copy.
 */
import { placeholdersOf, walkStrings } from '../../site/copy.ts'
import { textRoots } from '../../site/text.ts'
import { getSite } from '../../generator/site.ts'
import manifest from '../../site.manifest.ts'
import { compatibility, founders, measuredFigures } from '../../site.facts.ts'
import { factPlaceholders } from '../../locales/placeholders.ts'
import { DEFAULT_LANG, LANGS, type Lang } from '../../site/lang.ts'
import { localeFile } from '../../locales/paths.ts'
import { archivedIn } from '../../site/content/documents.ts'

export interface VisitorString {
  lang: Lang
  /** Repository file the string lives in. */
  file: string
  /** Dotted key within that file, or the route and field for manifest text. */
  key: string
  text: string
  /**
   * Part of an archived document (`archived: true`: a superseded version kept word for word, such as
   * the previous Terms): spelled as it was published, so the house rules (US spelling) leave it.
   */
  archived?: boolean
}

const HEADING_ANCHOR = /[ \t]*\{#[a-z0-9-]+\}[ \t]*$/gm

/** Keys that hold identifiers or dates, not prose. */
const NOT_PROSE = new Set(['id', 'lastUpdated', 'effective', 'date', 'updated'])

/** Where each English-only namespace of the copy tree is written. */
const ENGLISH_ONLY_FILES: [prefix: string, file: string][] = [['story.', 'locales/english-only/index.ts']]

const { content } = getSite()

function fileOf(lang: Lang, key: string): string {
  const inContent = content.locate(lang, key)
  if (inContent) return inContent.file
  const ns = key.split('.')[0]!
  if (lang === DEFAULT_LANG) for (const [prefix, file] of ENGLISH_ONLY_FILES) if (key.startsWith(prefix)) return file
  return localeFile(lang, ns)
}

/** Strings of a copy tree, skipping identifiers. */
export function copyStrings(lang: Lang, tree: unknown, file?: (key: string) => string): VisitorString[] {
  const out: VisitorString[] = []
  walkStrings(tree, '', (text, key) => {
    if (NOT_PROSE.has(key.split('.').pop()!)) return
    // A Markdown heading's `{#anchor}` is an address, not text a visitor reads.
    const archived = archivedIn(getSite(), lang)(key.split('.').slice(0, 2).join('.'))
    out.push({
      lang,
      file: file ? file(key) : fileOf(lang, key),
      key,
      text: text.replace(HEADING_ANCHOR, ''),
      ...(archived ? { archived } : {}),
    })
  })
  return out
}

interface RawSeo {
  title: string
  description: string
  keywords: readonly string[]
}

/** Every visitor-facing string of the repository, in every declared language. */
export function visitorStrings(): VisitorString[] {
  const out: VisitorString[] = LANGS.flatMap((lang) =>
    copyStrings(lang, Object.fromEntries(textRoots(getSite(), lang))),
  )
  const seoEntries: [string, Lang, RawSeo | undefined][] = [
    ...manifest.routes.flatMap((r) =>
      LANGS.map((lang): [string, Lang, RawSeo | undefined] => [
        `route "${r.path}"`,
        lang,
        (r.seo as Partial<Record<Lang, RawSeo>>)[lang],
      ]),
    ),
    ...LANGS.map((lang): [string, Lang, RawSeo | undefined] => [
      'notFound',
      lang,
      (manifest.notFound.seo as Partial<Record<Lang, RawSeo>>)[lang],
    ]),
  ]
  for (const [where, lang, seo] of seoEntries) {
    if (!seo) continue
    const fields = { title: seo.title, description: seo.description, keywords: [...seo.keywords] }
    out.push(
      ...copyStrings(lang, fields, () => 'site.manifest.ts').map((s) => ({
        ...s,
        key: `${where} › seo.${lang}.${s.key}`,
      })),
    )
  }
  // The facts and statements a language's copy uses ({supportPromise}, {migration}…).
  for (const lang of LANGS) {
    const used = new Set(out.filter((s) => s.lang === lang).flatMap((s) => placeholdersOf(s.text)))
    for (const [name, text] of Object.entries(factPlaceholders(lang)))
      if (used.has(name))
        out.push({ lang, file: 'locales/placeholders.ts', key: `factPlaceholders('${lang}').${name}`, text })
  }
  // The label and basis of each measured figure, printed by "How we measure these figures".
  for (const { key, claim } of measuredFigures())
    for (const lang of LANGS)
      for (const [part, words] of [
        ['label', claim.label],
        ['basis.counts', claim.basis.counts],
        ['basis.population', claim.basis.population],
        ['basis.period', claim.basis.period],
      ] as const)
        out.push({ lang, file: 'site.claims.ts', key: `${key}.${part}`, text: words[lang] })
  // Names, written once: checked against the default language's dictionary and the names list.
  for (const name of compatibility)
    out.push({ lang: DEFAULT_LANG, file: 'site.facts.ts', key: 'compatibility', text: name })
  for (const f of founders)
    out.push({ lang: DEFAULT_LANG, file: 'site.facts.ts', key: `founders.${f.id}`, text: f.name })
  return out
}

/** A string as prose: placeholders, link targets, markup and addresses removed (offsets kept). */
export function proseOf(text: string): string {
  const blank = (m: string) => ' '.repeat(m.length)
  return text
    .replace(/\{\w+\}/g, blank)
    .replace(/\]\([^)\s]*\)/g, (m) => `]${blank(m.slice(1))}`)
    .replace(/\*\*/g, blank)
    .replace(/https?:\/\/\S+|[\w.+-]+@[\w-]+\.[\w.]+/g, blank)
}
