import { join } from 'node:path'
import { LANGUAGES } from '../../site/lang.ts'
import listedCopy from '../../locales/languages.ts'
import type { Problem } from '../../site/errors.ts'
import { languageProblems, type TablePath } from '../../site/schema/languages.ts'
import type { Check } from './types.ts'
import { atDeclarationLines, servedFolders, strayLanguageFiles } from './language-declaration.ts'
import { FIGURE_WORDS } from '../../locales/format.ts'
import { TEAM_SIZE } from '../../locales/placeholders.ts'
import { WRITERS } from '../../locales/statements.ts'
import { CHECK_WORDS } from '../../locales/check-words.ts'

/** The tables of locales/ that hold a value per language in code (a function or a rule, not copy). */
const LANGUAGE_TABLES = [
  {
    file: 'locales/format.ts',
    name: 'FIGURE_WORDS',
    has: FIGURE_WORDS,
    what: 'the words around its figures ("+200" or "200+", "US$", hours, days, the clock\'s marks)',
  },
  {
    file: 'locales/statements.ts',
    name: 'WRITERS',
    has: WRITERS,
    what: 'who writes its statements (translate spanish())',
  },
  {
    file: 'locales/placeholders.ts',
    name: 'TEAM_SIZE',
    has: TEAM_SIZE,
    what: 'how it writes a team size ("5 a 20 personas")',
  },
  {
    file: 'locales/check-words.ts',
    name: 'CHECK_WORDS',
    has: CHECK_WORDS,
    what: 'the words the checks read in its copy ("al día", "del presupuesto", "Pasó", "más de", "veces")',
  },
] as const

/**
 * The route table as the manifest writes it (before validation): each route's
 * path, each collection's entry pattern ("/vs/:slug") and listing path. What
 * a language's prefix must leave alone.
 */
export function routeTablePaths(raw: unknown): TablePath[] {
  const manifest = raw as {
    routes?: { path?: unknown }[]
    collections?: { name?: unknown; path?: unknown; listing?: { path?: unknown } }[]
  } | null
  const routes = Array.isArray(manifest?.routes) ? manifest.routes : []
  const collections = Array.isArray(manifest?.collections) ? manifest.collections : []
  return [
    ...routes.flatMap((r) => (typeof r?.path === 'string' ? [{ path: r.path }] : [])),
    ...collections.flatMap((c) => {
      const collection = typeof c?.name === 'string' ? c.name : '(unnamed)'
      return [c?.path, c?.listing?.path].flatMap((path) => (typeof path === 'string' ? [{ path, collection }] : []))
    }),
  ]
}

/**
 * site.languages.ts declares each language once, with a BCP 47 tag, a prefix
 * that takes no page of the route table (a route, a collection's entries or
 * listing), a declared default, and a locale folder
 * per language (and a language per locale folder), its copy listed in
 * locales/languages.ts, and its entry in each table of LANGUAGE_TABLES.
 */
/** The declared languages, as the report lists them: `en (en-US, /), es (es-419, /es)`. */
const declared = () => LANGUAGES.map((l) => `${l.code} (${l.tag}, ${l.prefix || '/'})`).join(', ')

export const languagesCheck: Check = {
  id: 'languages',
  title: 'Languages',
  summary: () => declared(),
  ownSummary: () => declared(),
  raw: true,
  run({ raw, languages, publicDir }) {
    // A declared language with its folder whose tree locales/languages.ts does not import has no copy.
    const listed = new Set(Object.keys(listedCopy))
    const unlisted: Problem[] = LANGUAGES.filter(
      (l) => !listed.has(l.code) && languages.localeFolders.includes(l.code),
    ).map((l) => ({
      check: 'languages',
      file: 'locales/languages.ts',
      route: '*',
      key: l.code,
      message: `"${l.code}" is declared and has its folder, but its copy is not listed here`,
      hint: `add \`import ${l.code} from './i18n/${l.code}/index.ts'\` and ${l.code} to the export`,
    }))
    // A declared language with no entry in a table of code: its pages would stop the build mid-render.
    const untabled: Problem[] = LANGUAGE_TABLES.flatMap((table) =>
      LANGUAGES.filter((l) => !(l.code in table.has)).map((l) => ({
        check: 'languages',
        file: table.file,
        route: '*',
        key: `${table.name}.${l.code}`,
        message: `"${l.code}" is declared but ${table.name} has no entry for it`,
        hint: `add ${l.code} to ${table.name} there, beside the others: ${table.what}`,
      })),
    )
    return [
      ...atDeclarationLines(
        languageProblems(languages.declaration, {
          file: languages.file,
          routes: routeTablePaths(raw),
          localeFolders: languages.localeFolders,
          localesDir: languages.localesDir,
          served: servedFolders(join(publicDir, '..')),
        }),
        join(publicDir, '..'),
      ),
      ...unlisted,
      ...untabled,
      ...strayLanguageFiles(
        join(publicDir, '..'),
        LANGUAGES.map((l) => l.code),
      ),
    ]
  },
}
