/**
 * Command line of add-entry. Every message says what is wrong and what to
 * type instead.
 */
import { parseArgs } from 'node:util'
import { asLang, DEFAULT_LANG, LANGS, type Lang } from '../../site/lang.ts'
import { TRANSLATED_LANGS } from '../../site/translated-langs.ts'
import { AddEntryError } from './errors.ts'
import { slugProblem } from './slug.ts'

export const USAGE = `usage: npm run add-entry -- <collection> "<title>" [--lang ${TRANSLATED_LANGS.join('|')}] [--slug <slug>] [--manifest site.manifest.ts] [--root .]`

export interface AddEntryOptions {
  /** The collection's name, as in site.manifest.ts. */
  collection: string
  /** The title in the entry's language. */
  title: string
  /** A declared language other than the default ("es"): that version of an existing English entry. */
  lang: Lang
  /** The slug when it is not the title's. */
  slug?: string
  /** Manifest file, relative to root. */
  manifest: string
  /** Repository root. */
  root: string
  /** The date written into a new entry (today). */
  today: string
}

/** Parses and checks the command line; throws AddEntryError on a bad one. */
export function parseCommandLine(argv: string[], cwd: string, today = new Date()): AddEntryOptions {
  let parsed
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        lang: { type: 'string', default: DEFAULT_LANG },
        slug: { type: 'string' },
        manifest: { type: 'string', default: 'site.manifest.ts' },
        root: { type: 'string', default: cwd },
      },
    })
  } catch (error) {
    throw new AddEntryError(`${(error as Error).message}\n${USAGE}`)
  }
  const { values, positionals } = parsed
  if (positionals.length !== 2)
    throw new AddEntryError(
      `${positionals.length < 2 ? 'give the collection and the title' : `one title at a time, in quotes (got ${positionals.slice(1).join(' ')})`}\n${USAGE}`,
    )
  const [collection, title] = positionals as [string, string]
  const lang = asLang(values.lang)
  if (!lang) {
    const names = LANGS.map((l) => (l === DEFAULT_LANG ? `${l} (the default)` : l))
    throw new AddEntryError(
      `--lang ${values.lang}: the languages are ${names.slice(0, -1).join(', ')} and ${names.at(-1)}\n${USAGE}`,
    )
  }
  if (values.slug !== undefined) {
    const problem = slugProblem(values.slug)
    if (problem) throw new AddEntryError(`--slug ${problem}`)
  }
  return {
    collection,
    title: title.trim(),
    lang,
    ...(values.slug !== undefined ? { slug: values.slug } : {}),
    manifest: values.manifest!,
    root: values.root!,
    today: today.toISOString().slice(0, 10),
  }
}
