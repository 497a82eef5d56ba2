/**
 * The locale side of a new page: its copy files and their registration.
 *
 * - Translatable page: locales/i18n/en/<ns>.ts and locales/i18n/es/<ns>.ts,
 *   registered in both i18n index files (typesafe-i18n derives the Spanish
 *   type from English, so the two must stay in step).
 * - English-only page: locales/english-only/<path-with-dashes>.ts, registered
 *   in locales/english-only/index.ts.
 */
import { addSortedImport, defaultExportObject, openSource } from './ast.ts'
import { AddPageError } from './errors.ts'
import { englishOnlyFileOf } from './names.ts'
import { printValue } from './print.ts'
import { ENGLISH_ONLY_DIR, localeFile, localeIndex } from '../../locales/paths.ts'

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

/** Text of a new Spanish copy file; every string carries the pending marker. */
export function spanishFile(url: string, ns: string, copy: unknown): string {
  return (
    `import type { Translation } from '../i18n-types.js'\n\n` +
    `/** Spanish copy of ${url}: write each text and remove its [ES-PENDING] marker. */\n` +
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

/** The new copy files of a page: English then Spanish, or the one English-only file. */
export function copyFiles(path: string, ns: string, translatable: boolean): string[] {
  return translatable
    ? [LOCALE_PATHS.i18nFile('en', ns), LOCALE_PATHS.i18nFile('es', ns)]
    : [LOCALE_PATHS.englishOnlyFile(path)]
}

/**
 * The locale changes of a new page: its copy files and the index files that
 * register them. `es` is the Spanish URL of a translatable page.
 */
export function localeChanges(
  read: (file: string) => string,
  page: { path: string; namespace: string; es?: string; english: unknown; spanish: unknown },
): FileChange[] {
  const { path, namespace: ns, es } = page
  const [enFile, esFile] = copyFiles(path, ns, es !== undefined)
  const register = (index: string, base: string): FileChange => ({
    file: index,
    text: registerNamespace(read(index), index, ns, base),
    created: false,
    note: `registers "${ns}"`,
  })
  const english = { file: enFile!, created: true, note: 'English text (stubs)' }
  if (es === undefined)
    return [
      register(LOCALE_PATHS.englishOnlyIndex, englishOnlyFileOf(path).replace(/\.ts$/, '')),
      { ...english, text: englishFile(`${path} (English only)`, page.english) },
    ]
  return [
    register(LOCALE_PATHS.i18nIndex('en'), ns),
    register(LOCALE_PATHS.i18nIndex('es'), ns),
    { ...english, text: englishFile(`${path} and ${es}`, page.english) },
    {
      file: esFile!,
      text: spanishFile(es, ns, page.spanish),
      created: true,
      note: 'Spanish text, marked [ES-PENDING]',
    },
  ]
}
