/**
 * A collection's loader: where its entries come from. A loader is one
 * interface, a name and a `load` function that returns the entries' raw
 * fields (and Markdown text) per language; the core validates them with the
 * collection's schema, so every loader's entries are typed alike
 * (CollectionEntry<'name'>, site/content/entry.ts). The files loader
 * (filesLoader in site/content/entries.ts: Markdown, YAML and JSON files of a folder)
 * is one implementation, the default of a collection with a `folder`; a
 * custom loader is one function:
 *
 *   loader: defineLoader('customers-export', ({ root }) =>
 *     (readJson(root, 'data/customers.json') as Exported[]).map((c) => ({
 *       id: c.slug,
 *       en: { file: 'data/customers.json', data: c.en },
 *       ...(c.es ? { es: { file: 'data/customers.json', data: c.es } } : {}),
 *     })),
 *   )
 *
 * A loader is synchronous (the site is read in one pass): one that returns
 * a Promise is refused. A loader that throws fails the check and the build,
 * naming the collection, the loader and the fix. Server-only.
 */
import { readFileSync } from 'node:fs'
import { join, sep } from 'node:path'
import { collectionRoute, type Problem } from '../errors.ts'
import { DEFAULT_LANG, LANGS, type Lang } from '../lang.ts'
import { TRANSLATED_LANGS } from '../translated-langs.ts'
import { isRecord } from '../guards.ts'

/** One language of an entry, as its loader read it, before its schema. */
export interface EntrySource {
  /** Where it was read, for messages: a repository-relative file, or what the loader reads (`data/customers.json`). */
  file: string
  /** Its fields: what the collection's schema validates (and, for files, `props`, `copy`, `sections`). */
  data: unknown
  /** Its Markdown text, if it has one (a Markdown file's body), and the line of `file` it starts on. */
  body?: string
  bodyLine?: number
  /** The line of a field in `file` (a zod issue's path), when the source has lines. */
  lineOf?(path: readonly PropertyKey[]): number
  /** Why it could not be read, at its line, and the fix. */
  error?: { line: number; message: string; hint: string }
}

/**
 * A value in the default language and, optionally, in each other declared
 * language (site.languages.ts): `{ en: T, es?: T }` on this site.
 */
export type InLanguages<T> = { [L in typeof DEFAULT_LANG]: T } & { [L in Exclude<Lang, typeof DEFAULT_LANG>]?: T }

/** One entry: its id (the slug of its address) and its source per declared language (the default's always). */
export type LoadedEntry = { id: string } & InLanguages<EntrySource>

/** What a loader returns, as the messages write it: `[{ id, en: { file, data }, es? }]` on this site. */
const ENTRY_SHAPE = `[{ id, ${DEFAULT_LANG}: { file, data }${TRANSLATED_LANGS.map((lang) => `, ${lang}?`).join('')} }]`

/** What a loader is given. */
export interface LoaderContext {
  /** The folder the site is read from (the repository's root, or a test's). */
  root: string
  /** The collection's name and whether its entries may be translated. */
  collection: { name: string; translatable: boolean }
}

/** What a loader returns: its entries, and problems it found itself (a file name that is no slug…). */
export interface LoaderResult {
  entries: readonly LoadedEntry[]
  problems?: readonly Problem[]
}

/** A collection's loader. */
export interface Loader {
  /** Its name, in messages: `loader "files"`, `loader "customers-export"`. */
  name: string
  /** Reads the entries (synchronously: the site is built in one pass). Throwing fails the build, naming this loader. */
  load(context: LoaderContext): readonly LoadedEntry[] | LoaderResult
}

/** A custom loader: a name and one function. */
export const defineLoader = (name: string, load: Loader['load']): Loader => ({ name, load })

/**
 * A JSON file a loader reads (`readJson(root, 'data/customers.json')`), parsed: a file that does not
 * parse throws naming the file, the line and the column (JSON.parse names a position only), so the
 * loader's problem says where to look. A file that is not there throws Node's error, which names it.
 */
export function readJson(root: string, file: string): unknown {
  const text = readFileSync(join(root, file), 'utf8')
  try {
    return JSON.parse(text) as unknown
  } catch (error) {
    if (!(error instanceof SyntaxError)) throw error
    const at = /at position (\d+)/.exec(error.message)
    if (!at) throw new Error(`${file}: ${error.message}`, { cause: error })
    const before = text.slice(0, Number(at[1]))
    const line = before.split('\n').length
    const column = Number(at[1]) - before.lastIndexOf('\n')
    const message = error.message.replace(/ at position \d+.*$/, '')
    throw new Error(`${file}:${line}:${column}: ${message}`, { cause: error })
  }
}

/** Whether a value is a loader (for the manifest's schema). */
export const isLoader = (value: unknown): value is Loader =>
  isRecord(value) && typeof value.name === 'string' && value.name.length > 0 && typeof value.load === 'function'

/** Whether a loader returned a Promise (an async function): the site is read in one synchronous pass. */
const isPromise = (value: unknown): value is PromiseLike<unknown> =>
  typeof value === 'object' && value !== null && 'then' in value && typeof value.then === 'function'

/** The reason a returned entry cannot be used, if any. */
function badEntry(entry: unknown): string | undefined {
  if (!isRecord(entry)) return 'an entry is not an object'
  const { id } = entry
  if (typeof id !== 'string' || id === '') return 'an entry has no id (a string: the slug of its address)'
  for (const lang of LANGS) {
    const source = entry[lang]
    // Only the default language's source is required: a translation may be missing.
    if (source === undefined && lang !== DEFAULT_LANG) continue
    if (!isRecord(source) || typeof source.file !== 'string' || source.file === '')
      return `entry "${id}" has no ${lang} source { file, data }`
  }
  return undefined
}

/** Whether what a loader returned is its entries, each with an id and its sources (badEntry says why not). */
const isEntries = (value: unknown): value is readonly LoadedEntry[] =>
  Array.isArray(value) && value.every((entry) => badEntry(entry) === undefined)

/** Whether a loader returned `{ entries, problems }` rather than the entries alone. */
const isResult = (value: unknown): value is { entries: unknown; problems?: readonly Problem[] } =>
  isRecord(value) && 'entries' in value && (value.problems === undefined || Array.isArray(value.problems))

/**
 * Runs a collection's loader: its entries and problems, or one problem
 * naming the collection, the loader and the fix when it throws or returns
 * something that is not entries. `file` is where the collection is declared.
 */
export function runLoader(
  loader: Loader,
  context: LoaderContext,
  file: string,
): { entries: readonly LoadedEntry[]; problems: Problem[] } {
  const problem = (message: string, hint: string): Problem => ({
    check: 'content',
    file,
    route: collectionRoute(context.collection.name),
    key: 'loader',
    message,
    hint,
  })
  let result: readonly LoadedEntry[] | LoaderResult
  try {
    result = loader.load(context)
  } catch (error) {
    // Node's errors name the path as read (`join(root, 'data/customers.json')`): the message names it as written.
    const reason = (error instanceof Error ? error.message : String(error)).replaceAll(`${context.root}${sep}`, '')
    return {
      entries: [],
      problems: [
        problem(
          `the loader "${loader.name}" of collection "${context.collection.name}" threw: ${reason}`,
          `correct what the loader "${loader.name}" reads (the error says what), or the loader itself (collection "${context.collection.name}" in ${file}); a loader returns its entries, ${ENTRY_SHAPE} (docs/editing.md#a-loader-of-its-own)`,
        ),
      ],
    }
  }
  if (isPromise(result)) {
    // Its rejection is the message below: it must not also end the process as an unhandled one.
    result.then(undefined, () => undefined)
    return {
      entries: [],
      problems: [
        problem(
          `the loader "${loader.name}" of collection "${context.collection.name}" returned a Promise: a loader is synchronous`,
          `return the entries themselves from the loader "${loader.name}" in ${file}, not a Promise: read files with fs.readFileSync, not fs.promises or fetch (docs/editing.md#a-loader-of-its-own)`,
        ),
      ],
    }
  }
  // What a loader returns is read at run time (a custom loader's types are its author's word): checked, not cast.
  const returned: unknown = result
  const entries = isResult(returned) ? returned.entries : returned
  const own = isResult(returned) ? [...(returned.problems ?? [])] : []
  if (!isEntries(entries)) {
    const bad = Array.isArray(entries)
      ? entries.map(badEntry).find((b) => b !== undefined)
      : `it returned ${entries === undefined ? 'nothing' : 'no list'}`
    return {
      entries: [],
      problems: [
        problem(
          `the loader "${loader.name}" of collection "${context.collection.name}" returned what is not entries: ${bad}`,
          `return ${ENTRY_SHAPE} or { entries, problems } from the loader "${loader.name}" in ${file} (docs/editing.md#a-loader-of-its-own)`,
        ),
      ],
    }
  }
  return { entries, problems: own }
}
