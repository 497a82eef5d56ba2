/**
 * The language declaration checked on its own, before anything derives from
 * it: site/lang.ts, the tags, the copy trees, the tables of locales/ and the
 * type check all read site.languages.ts as they load, and a tag Intl refuses,
 * a default that is not declared or a language without its folder stops them
 * with a stack trace instead of a problem. The commands check it first
 * (generator/cli/languages-first.ts); the Languages check then adds what needs
 * the manifest (a prefix that takes a route of its table).
 *
 * Light on purpose: it imports the declaration's schema and nothing that
 * derives from the declaration.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Problem } from '../../site/errors.ts'
import { languageProblems } from '../../site/schema/languages.ts'
import { LOCALES_DIR } from '../../locales/paths.ts'

/** The file the languages are declared in. */
export const LANGUAGES_FILE = 'site.languages.ts'

/** The folders under the locales directory of `root`. */
export function localeFolders(root: string): string[] {
  return readdirSync(join(root, LOCALES_DIR), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort()
}

/**
 * The folders the site serves files from, by address: the build's scripts and styles (Vite's
 * `assets`), the social images (site/og-image.ts's OG_DIR) and each folder of public/. No
 * language's prefix may be one of them.
 */
export function servedFolders(root: string): { path: string; what: string }[] {
  const publicDir = join(root, 'public')
  const own = existsSync(publicDir)
    ? readdirSync(publicDir, { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => ({ path: `/${entry.name}`, what: `the files of public/${entry.name}/` }))
    : []
  return [
    { path: '/assets', what: "the build's scripts and styles" },
    { path: '/og', what: 'the social images' },
    ...own,
  ]
}

/** Every problem of the declaration that needs no manifest, against the locale folders of `root`. */
export function declarationProblems(declaration: unknown, root: string): Problem[] {
  return atDeclarationLines(
    languageProblems(declaration, {
      file: LANGUAGES_FILE,
      routes: [],
      localeFolders: localeFolders(root),
      localesDir: LOCALES_DIR,
      served: servedFolders(root),
    }),
    root,
  )
}

/**
 * The line of a key of the declaration as site.languages.ts writes it: `languages[2].prefix` on the
 * line of that language's `prefix:` (its entry's first line when the field is not written), `default`
 * on its own. Undefined when the file does not write it so.
 */
export function declarationLine(text: string, key: string): number | undefined {
  const lines = text.split('\n')
  if (key === 'default') {
    const at = lines.findIndex((l) => /^\s*default\s*:/.test(l))
    return at >= 0 ? at + 1 : undefined
  }
  const m = /^languages\[(\d+)\](?:\.(\w+))?$/.exec(key)
  if (!m) return undefined
  const entries = lines.flatMap((l, i) => (/\bcode\s*:/.test(l) ? [i] : []))
  const start = entries[Number(m[1])]
  if (start === undefined) return undefined
  // An entry starts at its `{` (the line of `code:` or the one before it) and ends where the next begins.
  const end = entries[Number(m[1]) + 1] ?? lines.length
  const field = m[2]
  const from = lines[start]!.includes('{') || start === 0 ? start : start - 1
  if (!field) return from + 1
  for (let i = from; i < end; i++) if (new RegExp(`\\b${field}\\s*:`).test(lines[i]!)) return i + 1
  return from + 1
}

/** The problems of site.languages.ts at the lines of their keys, where the file under `root` writes them. */
export function atDeclarationLines(problems: Problem[], root: string): Problem[] {
  let text: string | undefined
  try {
    text = readFileSync(join(root, LANGUAGES_FILE), 'utf8')
  } catch {
    return problems
  }
  return problems.map((p) => {
    if (p.file !== LANGUAGES_FILE || p.line !== undefined) return p
    const line = declarationLine(text!, p.key)
    return line ? { ...p, line } : p
  })
}

/** A language code as a file name writes it: `pt`, `pt-BR` (`privacy-summary.pt.md`, `connect.pt-BR.svg`). */
const CODE = '[a-z]{2,3}(?:-[A-Z]{2})?'
/** A file in a language, beside the same file in the default language: `name.<code>.<ext>`. */
const IN_LANGUAGE = new RegExp(`^(.+)\\.(${CODE})\\.([A-Za-z0-9]+)$`)
/** A translation record: `<code>.sources.json`. */
const RECORD = new RegExp(`^(${CODE})\\.sources\\.json$`)

/** The files under `dir` (relative to `root`), sorted. */
function filesUnder(root: string, dir: string): string[] {
  if (!existsSync(join(root, dir))) return []
  return readdirSync(join(root, dir), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => `${dir}${join(entry.parentPath, entry.name).slice(join(root, dir).length).replaceAll('\\', '/')}`)
    .sort()
}

/**
 * Files of content/ and public/ written in a language that is not declared: a document or an entry's
 * translation (`privacy-summary.pt.md` beside `privacy-summary.md`), a translation record
 * (`pt.sources.json`), a localized image or video (`connect.pt.svg` beside `connect.svg`). Left
 * behind when a language is removed (or written before it is declared), the content ones are read by
 * nothing and the public ones are published all the same. A file is taken for one in a language only
 * when its name without the code names a file beside it, so `app.min.js` alone is not.
 */
export function strayLanguageFiles(root: string, declared: readonly string[]): Problem[] {
  const codes = new Set(declared)
  return ['content', 'public'].flatMap((top) => {
    const files = filesUnder(root, top)
    const present = new Set(files)
    return files.flatMap((file): Problem[] => {
      const slash = file.lastIndexOf('/')
      const dir = file.slice(0, slash)
      const name = file.slice(slash + 1)
      const record = RECORD.exec(name)
      const variant = IN_LANGUAGE.exec(name)
      const code =
        record?.[1] ?? (variant && present.has(`${dir}/${variant[1]}.${variant[3]}`) ? variant[2] : undefined)
      if (code === undefined || codes.has(code)) return []
      const what = record
        ? `the translation record of "${code}"`
        : top === 'public'
          ? `the "${code}" version of ${dir}/${variant![1]}.${variant![3]}, published as it is`
          : `the "${code}" text of ${dir}/${variant![1]}.${variant![3]}, read by nothing`
      return [
        {
          check: 'languages',
          file,
          route: '*',
          key: code,
          message: `is ${what}, but "${code}" is not a declared language (${declared.join(', ')})`,
          hint: `remove the file (a language removed leaves its files: docs/editing.md#remove-a-language), or declare "${code}" in ${LANGUAGES_FILE}`,
        },
      ]
    })
  })
}
