/**
 * The record of what each translated string was translated from: for every
 * declared language but the default, one JSON file beside the copy it covers,
 * `locales/i18n/<code>/<namespace>.sources.json` for the locale files and
 * `locales/i18n/<code>/site.manifest.sources.json` for the manifest's search
 * metadata in that language (`content/<folder>/<code>.sources.json` for
 * content files). One line per key, keys sorted, so
 * a review diff shows exactly which strings were accepted against which
 * English:
 *
 *   "home.hero.title": { "sha256": "5b0c…", "en": "Your AI media buyer. …" },
 *   "pricing.hero.title": null
 *
 * `sha256` is the fingerprint compared by the check (the first 16 hex digits
 * of the SHA-256 of the English as written, `{placeholders}` included); `en`
 * (the default language's code) is that English verbatim, so the old text and its word-level diff need no
 * git history. `null` means never accepted (add-page's stubs). Written only
 * by `npm run translations -- accept`.
 */
import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Problem } from '../../site/errors.ts'
import { localeDir } from '../../locales/paths.ts'
import { DEFAULT_LANG, type Lang } from '../../site/lang.ts'
import { LANGUAGE_NAME } from '../../site/lang-tags.ts'
import { TRANSLATED_LANGS } from '../../site/translated-langs.ts'

/** Where a language's records live (repository-relative): beside its locale files. */
export const recordDir = (lang: Lang): string => localeDir(lang)
const SUFFIX = '.sources.json'
/** The record of the manifest's SEO texts in a language. */
export const manifestRecordOf = (lang: Lang): string => `${recordDir(lang)}/site.manifest${SUFFIX}`

/** Where content files live, and a language's record beside them (site/content/index.ts contentRecordFile). */
const CONTENT_DIR = 'content'
const contentRecordName = (lang: Lang): string => `${lang}${SUFFIX}`

/** The record file of a copy namespace in a language ("home", "es" → locales/i18n/es/home.sources.json). */
export const recordFileOf = (namespace: string, lang: Lang): string => `${recordDir(lang)}/${namespace}${SUFFIX}`

/** The record key of a manifest SEO text: "/about seo.es.title". */
export const seoRecordKey = (routePath: string, key: string): string => `${routePath} ${key}`

/** The English a translated string was accepted against. */
export interface Stamp {
  sha256: string
  /** The default language's text, verbatim: written under its code ("en") in the record file. */
  source: string
}

/** The field of a record entry that holds the default language's text. */
const SOURCE_FIELD: string = DEFAULT_LANG

/** One record file: key → the accepted English, or null when never accepted. */
export type RecordEntries = Map<string, Stamp | null>

/** Every record file by repository-relative path, and what was wrong reading them. */
export interface Records {
  files: Map<string, RecordEntries>
  problems: Problem[]
}

/** The fingerprint of an English text as written. */
export function fingerprint(english: string): string {
  return createHash('sha256').update(english, 'utf8').digest('hex').slice(0, 16)
}

export const stamp = (english: string): Stamp => ({ sha256: fingerprint(english), source: english })

/** The note that opens a record: Spanish records keep the words they were written with. */
const noteOf = (language: string) =>
  `The English each ${language} string was translated from. Written by \`npm run translations -- accept\`; read by the build.`

/** A language's name in English, for messages and notes: "Spanish", "Portuguese" (site/lang-tags.ts). */
export function languageName(lang: Lang): string {
  return LANGUAGE_NAME[lang]
}

/** The language of a record file, by its path (a language's folder, or a content record's name). */
export function recordLang(file: string): Lang | undefined {
  return TRANSLATED_LANGS.find((lang) => file.startsWith(`${recordDir(lang)}/`) || file.endsWith(`/${lang}${SUFFIX}`))
}

/** Code-point order: the same on every machine and locale. */
const byKey = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)

/** A record file's text: sorted keys, one line each. */
export function serializeRecord(entries: RecordEntries, lang: Lang): string {
  const lines = [`  "//": ${JSON.stringify(noteOf(languageName(lang)))}`]
  for (const key of [...entries.keys()].sort(byKey)) {
    const value = entries.get(key)!
    const json =
      value === null ? 'null' : `{ "sha256": "${value.sha256}", "${SOURCE_FIELD}": ${JSON.stringify(value.source)} }`
    lines.push(`  ${JSON.stringify(key)}: ${json}`)
  }
  return `{\n${lines.join(',\n')}\n}\n`
}

/** Parses a record file; problems name the file and key (a hand edit, a merge conflict left in). */
export function parseRecord(text: string, file: string): { entries: RecordEntries; problems: Problem[] } {
  const entries: RecordEntries = new Map()
  const problems: Problem[] = []
  const lang = recordLang(file)
  const language = lang ? languageName(lang) : 'translation'
  const problem = (key: string, message: string) =>
    problems.push({
      check: 'stale-translations',
      file,
      route: '*',
      key,
      message,
      hint: `run \`npm run translations -- accept --all\` after checking the ${language} (the record is written by that command)`,
    })
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch (error) {
    problem('(file)', `not valid JSON (${(error as Error).message})`)
    return { entries, problems }
  }
  if (!json || typeof json !== 'object' || Array.isArray(json)) {
    problem('(file)', 'not a JSON object')
    return { entries, problems }
  }
  for (const [key, value] of Object.entries(json)) {
    if (key === '//') continue
    if (value === null) entries.set(key, null)
    else if (
      value &&
      typeof value === 'object' &&
      typeof (value as Record<string, unknown>).sha256 === 'string' &&
      typeof (value as Record<string, unknown>)[SOURCE_FIELD] === 'string'
    ) {
      const sha256 = (value as Record<string, string>).sha256!
      const source = (value as Record<string, string>)[SOURCE_FIELD]!
      if (fingerprint(source) === sha256) entries.set(key, { sha256, source })
      else
        problem(key, `record entry edited by hand: its "${SOURCE_FIELD}" text does not have the fingerprint ${sha256}`)
    } else problem(key, `record entry is neither null nor { "sha256", "${SOURCE_FIELD}" }`)
  }
  return { entries, problems }
}

/** A language's record files of content/: one per folder of content files (`content/guides/es.sources.json`). */
function contentRecordFiles(root: string, lang: Lang, dir = CONTENT_DIR): string[] {
  const abs = join(root, dir)
  if (!existsSync(abs)) return []
  return readdirSync(abs, { withFileTypes: true })
    .sort((a, b) => byKey(a.name, b.name))
    .flatMap((d) =>
      d.isDirectory()
        ? contentRecordFiles(root, lang, `${dir}/${d.name}`)
        : d.name === contentRecordName(lang)
          ? [`${dir}/${d.name}`]
          : [],
    )
}

/** Reads every record file of the repository at `root`, language by language: locales/'s and content/'s. */
export function readRecords(root: string): Records {
  const records: Records = { files: new Map(), problems: [] }
  const files = TRANSLATED_LANGS.flatMap((lang) => {
    const dir = join(root, recordDir(lang))
    return [
      ...(existsSync(dir)
        ? readdirSync(dir)
            .filter((n) => n.endsWith(SUFFIX))
            .sort(byKey)
            .map((name) => `${recordDir(lang)}/${name}`)
        : []),
      ...contentRecordFiles(root, lang),
    ]
  })
  for (const file of files) {
    const parsed = parseRecord(readFileSync(join(root, file), 'utf8'), file)
    records.files.set(file, parsed.entries)
    records.problems.push(...parsed.problems)
  }
  return records
}
