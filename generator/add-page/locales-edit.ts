/**
 * The locale side of a new page: its copy files and their registration.
 *
 * - Translatable page: locales/i18n/<code>/<ns>.ts for every declared
 *   language, registered in each language's i18n index file (typesafe-i18n
 *   derives the other languages' type from the default's, so they must stay
 *   in step).
 * - English-only page: locales/english-only/<path-with-dashes>.ts, registered
 *   in locales/english-only/index.ts.
 */
import { addSortedImport, defaultExportObject, openSource } from './ast.ts'
import { AddPageError } from './errors.ts'
import { englishOnlyFileOf } from './names.ts'
import { printValue } from './print.ts'
import { ENGLISH_ONLY_DIR, localeFile, localeIndex } from '../../locales/paths.ts'
import { untranslatedMarker } from '../../site/copy.ts'
import { LANGS, type Lang } from '../../site/lang.ts'
import { TRANSLATED_LANGS } from '../../site/translated-langs.ts'
import { languageName } from '../translations/record.ts'

/** "a", "a and b", "a, b and c". */
const listed = (items: readonly string[]) =>
  items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`

/** Repository-relative locale paths. */
export const LOCALE_PATHS = {
  i18nIndex: localeIndex,
  i18nFile: localeFile,
  englishOnlyIndex: `${ENGLISH_ONLY_DIR}/index.ts`,
  englishOnlyFile: (path: string) => `${ENGLISH_ONLY_DIR}/${englishOnlyFileOf(path)}`,
} as const

/** Every object on its own lines, like the hand-written locale files. */
const tree = (copy: unknown) => printValue(copy, 0, { expand: () => true })

/** Text of a new English copy file. */
export function englishFile(urls: string, copy: unknown): string {
  return (
    `/** Copy of ${urls}, written by \`npm run add-page\`: replace every text. */\n` + `export default ${tree(copy)}\n`
  )
}

/** Text of a new copy file of a translated language; every string carries the pending marker. */
export function pendingFile(lang: Lang, url: string, ns: string, copy: unknown): string {
  return (
    `import type { Translation } from '../i18n-types.js'\n\n` +
    `/** ${languageName(lang)} copy of ${url}: write each text and remove its ${untranslatedMarker(lang).trim()} marker. */\n` +
    `export default ${tree(copy)} satisfies Translation['${ns}']\n`
  )
}

/**
 * Registers a copy file in an index: the import, then the namespace as the
 * last property of the exported object. Returns the edited text.
 */
export function registerNamespace(indexText: string, label: string, ns: string, fileBase: string): string {
  const file = openSource('index.ts', indexText)
  const object = defaultExportObject(file, label)
  if (file.getImportDeclarations().some((i) => i.getDefaultImport()?.getText() === ns))
    throw new AddPageError(`${label} already imports a "${ns}"; choose another path for the page`)
  addSortedImport(file, ns, fileBase)
  object.addShorthandPropertyAssignment({ name: ns })
  return file.getFullText()
}

/** One file add-page creates or edits. */
export interface FileChange {
  file: string
  text: string
  created: boolean
  /** What changed, for the printout. */
  note: string
}

/** The new copy files of a page: one per declared language (the default's first), or the one English-only file. */
export function copyFiles(path: string, ns: string, translatable: boolean): string[] {
  return translatable ? LANGS.map((lang) => LOCALE_PATHS.i18nFile(lang, ns)) : [LOCALE_PATHS.englishOnlyFile(path)]
}

/**
 * The locale changes of a new page: its copy files and the index files that
 * register them. `urls` has the page's URL in each of its languages: the
 * default one alone for an English-only page.
 */
export function localeChanges(
  read: (file: string) => string,
  page: {
    path: string
    namespace: string
    urls: Partial<Record<Lang, string>>
    english: unknown
    pending: (lang: Lang) => unknown
  },
): FileChange[] {
  const { path, namespace: ns, urls } = page
  const others = TRANSLATED_LANGS.filter((lang) => urls[lang] !== undefined)
  const translatable = others.length > 0
  const [defaultFile] = copyFiles(path, ns, translatable)
  const register = (index: string, base: string): FileChange => ({
    file: index,
    text: registerNamespace(read(index), index, ns, base),
    created: false,
    note: `registers "${ns}"`,
  })
  const english = { file: defaultFile!, created: true, note: 'English text (stubs)' }
  if (!translatable)
    return [
      register(LOCALE_PATHS.englishOnlyIndex, englishOnlyFileOf(path).replace(/\.ts$/, '')),
      { ...english, text: englishFile(`${path} (English only)`, page.english) },
    ]
  return [
    ...LANGS.map((lang) => register(LOCALE_PATHS.i18nIndex(lang), ns)),
    { ...english, text: englishFile(listed([path, ...others.map((lang) => urls[lang]!)]), page.english) },
    ...others.map((lang) => ({
      file: LOCALE_PATHS.i18nFile(lang, ns),
      text: pendingFile(lang, urls[lang]!, ns, page.pending(lang)),
      created: true,
      note: `${languageName(lang)} text, marked ${untranslatedMarker(lang).trim()}`,
    })),
  ]
}
