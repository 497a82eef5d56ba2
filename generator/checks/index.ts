import { escapeRegExp } from '../../site/escape.ts'
import { contentFolders } from './content-folders.ts'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { collectionRoute, ManifestError, type Problem } from '../../site/errors.ts'
import { createSite, type SiteInputs } from '../../site/site.ts'
import { canonical } from './canonical.ts'
import { claimWords } from './claim-words.ts'
import { glossaryTerms } from './glossary-terms.ts'
import { demoNames } from './demo-names.ts'
import { esMapping } from './es-mapping.ts'
import { facts } from './facts.ts'
import { figureBases } from './figure-bases.ts'
import { links } from './links.ts'
import { collectionFieldLine, listingCards } from './listing-cards.ts'
import { cardCollections, cardExports } from '../cards.ts'
import { navigation } from './navigation-entries.ts'
import { numberForms } from './number-forms.ts'
import { orphans } from './orphans.ts'
import { routeTable } from './route-table.ts'
import { sectionTypes } from './section-types.ts'
import { screens } from './screens.ts'
import { screenFigures } from './screen-figures.ts'
import { securityTxtExpiry } from './security-txt.ts'
import { seo } from './seo.ts'
import { socialCards } from './social-cards.ts'
import { staleTranslations } from './stale-translations.ts'
import { structuredDataLanguage } from './structured-data-language.ts'
import { testimonialNotes } from './testimonial-notes.ts'
import { meanResults } from './mean-results.ts'
import { numberPromises } from './number-promises.ts'
import { entryFacts } from './entry-facts.ts'
import { languageValues } from './language-values.ts'
import { translations } from './translations.ts'
import type { Check, CheckContext, FactsInput, LanguagesInput } from './types.ts'
import { readRecords, type Records } from '../translations/record.ts'
import { claims, measuredFigures, story } from '../../site.facts.ts'
import { LOCALES_DIR, localeIndex } from '../../locales/paths.ts'
import declaredLanguages from '../../site.languages.ts'
import { LANGS, type Lang } from '../../site/lang.ts'
import { languagesCheck } from './languages.ts'
import { LANGUAGES_FILE, localeFolders } from './language-declaration.ts'
import { SITE_FACTS, siteCopy } from '../site.ts'
import { buildMarkdownStore } from '../markdown/store.ts'
import { PROCESS_MEMO } from '../memo.ts'

/** Every check, in report order. The build and `npm run check` run the same list. */
export const CHECKS: Check[] = [
  languagesCheck,
  languageValues,
  routeTable,
  sectionTypes,
  listingCards,
  esMapping,
  translations,
  staleTranslations,
  canonical,
  links,
  navigation,
  orphans,
  contentFolders,
  seo,
  socialCards,
  facts,
  numberForms,
  screens,
  screenFigures,
  securityTxtExpiry,
  figureBases,
  claimWords,
  glossaryTerms,
  testimonialNotes,
  meanResults,
  numberPromises,
  entryFacts,
  structuredDataLanguage,
  demoNames,
]

export interface CheckRun {
  problems: Problem[]
  /** Problems per check id (ids of checks that ran, even with none). */
  byCheck: Map<string, Problem[]>
  /** The site, when the manifest parsed. */
  site: ReturnType<typeof createSite> | null
  /** Pending work per check id, for checks that report some (see Check.pending). */
  pending: Map<string, string[]>
  /** The line a check that is not one of CHECKS (the type check) shows beside its name when it passes. */
  summaries: Map<string, string>
}

export interface RunOptions extends Omit<SiteInputs, 'manifest' | 'facts' | 'copy'> {
  /** The copy per language; the repository's locales/ when not given. */
  copy?: SiteInputs['copy']
  raw: unknown
  manifestFile?: string
  root?: string
  /** Translation records; read from `root` when not given. */
  records?: Records
  /** Today, for date checks; the clock's when not given (tests pass a fixed day). */
  today?: Date
  /** Measured figures; the repository's site.claims.ts when not given. */
  facts?: FactsInput
  /** The listing cards and their collections; those of renderer/cards/ under `root` when not given. */
  cards?: ReadonlyMap<string, string | undefined>
  /** The names each card file exports; read off those of renderer/cards/ under `root` when not given. */
  cardExports?: ReadonlyMap<string, readonly string[] | undefined>
  /** The language declaration; the repository's site.languages.ts, and the folders under `root`, when not given. */
  languages?: Partial<LanguagesInput>
}

export { localeFolders }

/**
 * The problems of a collection as a whole (`site.manifest.ts › collection customers › schema`) at the
 * line the manifest writes that field on, when it writes it so; a `schema` named by an import gets
 * the file that defines it in its fix, since the fix is made there.
 */
export function atManifestLines(problems: readonly Problem[], root: string, manifestFile: string): Problem[] {
  let text: string | undefined
  const manifest = () => (text ??= readFileOr(join(root, manifestFile)))
  return problems.map((p) => {
    if (p.file === manifestFile && p.line === undefined && (p.route.startsWith('/') || p.route === '404')) {
      const source = manifest()
      const line = source && routeFieldLine(source, p.route, p.key)
      return line ? { ...p, line } : p
    }
    if (p.file !== manifestFile || p.line !== undefined || !p.route.startsWith(collectionRoute(''))) return p
    const name = p.route.slice(collectionRoute('').length)
    const fields = p.key.split(/[.[\]]+/).filter((f) => f && !/^\d+$/.test(f))
    const source = manifest()
    if (!source) return p
    for (const field of fields.reverse()) {
      const line = collectionFieldLine(source, name, field)
      if (line === undefined) continue
      const defined = field === 'schema' ? importedFrom(source, source.split('\n')[line - 1]!) : undefined
      return {
        ...p,
        line,
        ...(defined && p.hint ? { hint: `${p.hint}; ${defined.name} is defined in ${defined.file}` } : {}),
      }
    }
    return p
  })
}

const indentOf = (line: string) => /^\s*/.exec(line)![0].length

/**
 * The line a route's field is written on in the manifest (`seo.es.title` of the route whose `path:` is
 * `/about`), or, for a field left out, the line of the deepest object written that should hold it
 * (`es:`); the field path is followed up to its first list index, since a list's items are not
 * found by their place. Undefined when the route is not written as `path: '/about'` (a generated one).
 */
export function routeFieldLine(source: string, route: string, key: string): number | undefined {
  const lines = source.split('\n')
  // A key by the route's place (`routes[2].path` of a duplicate path): the route written in that place.
  const byPlace = /^routes\[(\d+)\]\.?(.*)$/.exec(key)
  if (byPlace) {
    const list = lines.findIndex((l) => /^\s*routes:/.test(l))
    // The list ends at the first line indented no more than `routes:` (the collections' paths are not routes).
    const end = lines.findIndex((l, i) => i > list && l.trim() !== '' && indentOf(l) <= indentOf(lines[list] ?? ''))
    const paths = lines.flatMap((l, i) =>
      i > list && (end === -1 || i < end) && /^\s*(?:\{\s*)?path:/.test(l) ? [i] : [],
    )
    const indent = paths.length > 0 ? indentOf(lines[paths[0]!]!) : -1
    const at = paths.filter((i) => indentOf(lines[i]!) === indent)[Number(byPlace[1])]
    const path = at === undefined ? undefined : /path:\s*['"]([^'"]+)['"]/.exec(lines[at]!)?.[1]
    if (list === -1 || at === undefined || !path) return undefined
    const rest = byPlace[2] ? routeFieldLine(lines.slice(at).join('\n'), path, byPlace[2]) : 1
    return rest === undefined ? undefined : at + rest
  }
  const start =
    route === '404'
      ? lines.findIndex((l) => /^\s*notFound:/.test(l))
      : lines.findIndex((l) => new RegExp(`^\\s*(?:\\{\\s*)?path:\\s*['"]${escapeRegExp(route)}['"]`).test(l))
  if (start === -1) return undefined
  // The route's object: from its `path:` (or `notFound:`) to the first line indented less.
  let depth = indentOf(lines[start]!)
  let [from, to] = [start, lines.length]
  for (let i = start + 1; i < lines.length; i++)
    if (lines[i]!.trim() && indentOf(lines[i]!) < depth) {
      to = i
      break
    }
  let found = start
  for (const field of key.split('.')) {
    const name = /^[A-Za-z_$][\w$]*/.exec(field)?.[0]
    if (!name) break
    const at = lines.slice(from, to).findIndex((l) => new RegExp(`^\\s*${name}:`).test(l) && indentOf(l) >= depth)
    // A key that is not the route's own (`navigation.…` of a link to it): no line rather than a wrong one.
    if (at === -1 && found === start) return undefined
    if (at === -1) break
    found = from + at
    depth = indentOf(lines[found]!) + 1
    from = found + 1
    for (let i = from; i < to; i++)
      if (lines[i]!.trim() && indentOf(lines[i]!) < depth) {
        to = i
        break
      }
    if (field !== name) break // an index follows: sections[1]
  }
  return found + 1
}

/** A file's text, or undefined when it cannot be read. */
function readFileOr(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8')
  } catch {
    return undefined
  }
}

/** The module an identifier on a manifest line (`schema: CustomerSchema,`) is imported from, repository-relative. */
function importedFrom(source: string, line: string): { name: string; file: string } | undefined {
  const name = /:\s*([A-Za-z_$][\w$]*)\s*,?\s*$/.exec(line)?.[1]
  if (!name) return undefined
  const from = new RegExp(`^import\\s*\\{[^}]*\\b${name}\\b[^}]*\\}\\s*from\\s*['"]\\.\\/([^'"]+)['"]`, 'm').exec(
    source,
  )?.[1]
  return from ? { name, file: from } : undefined
}

/** Runs raw checks, validates the manifest, then runs the remaining checks. */
export function runChecks(options: RunOptions): CheckRun {
  const root = options.root ?? process.cwd()
  const manifestFile = options.manifestFile ?? 'site.manifest.ts'
  const base: Omit<CheckContext, 'site'> = {
    raw: options.raw,
    files: {
      manifest: manifestFile,
      locales: Object.fromEntries(LANGS.map((lang) => [lang, localeIndex(lang)])) as Record<Lang, string>,
    },
    publicDir: join(root, 'public'),
    cards: options.cards ?? cardCollections(root),
    cardExports: options.cardExports ?? cardExports(root),
    records: options.records ?? readRecords(root),
    today: options.today ?? new Date(),
    facts: options.facts ?? { roots: { claims, story }, measured: measuredFigures() },
    languages: {
      declaration: declaredLanguages,
      file: LANGUAGES_FILE,
      localesDir: LOCALES_DIR,
      ...options.languages,
      localeFolders: options.languages?.localeFolders ?? localeFolders(root),
    },
  }
  const byCheck = new Map<string, Problem[]>()
  const pending = new Map<string, string[]>()
  const record = (check: Check, ctx: CheckContext) => {
    // A route's problem without a line is given the line its route writes the field on (routeFieldLine).
    byCheck.set(check.id, atManifestLines(check.run(ctx), root, manifestFile))
    const lines = check.pending?.(ctx) ?? []
    if (lines.length > 0) pending.set(check.id, lines)
  }

  for (const check of CHECKS.filter((c) => c.raw)) record(check, { ...base, site: null })
  let site: CheckRun['site'] = null
  const rawProblems = [...byCheck.values()].flat()
  if (rawProblems.length === 0) {
    try {
      site = createSite({
        ...options,
        manifest: options.raw,
        manifestFile,
        facts: SITE_FACTS,
        copy: options.copy ?? siteCopy(),
        markdown: options.markdown ?? buildMarkdownStore,
        // The build renders its pages on this thread too (one of its lanes) from this site: without the
        // process's memo every page bundled the inline scripts again (7 s of a 1,000-entry build).
        memo: options.memo ?? PROCESS_MEMO,
      })
    } catch (error) {
      if (!(error instanceof ManifestError)) throw error
      // Entry and document files are reported apart from the manifest: their writers are not its editors.
      const located = atManifestLines(error.problems, root, manifestFile)
      const content = located.filter((p) => p.check === 'content')
      const schema = located.filter((p) => p.check !== 'content')
      if (schema.length > 0) byCheck.set('schema', schema)
      // Read file by file, each file's problems in the order of its lines (a body's links are found
      // after its fields, a loader's entries in its order).
      const firstOf = new Map<string, number>()
      content.forEach((p, i) => firstOf.set(p.file, firstOf.get(p.file) ?? i))
      const ordered = content
        .map((p, i) => ({ p, i }))
        .sort(
          (a, b) => firstOf.get(a.p.file)! - firstOf.get(b.p.file)! || (a.p.line ?? 0) - (b.p.line ?? 0) || a.i - b.i,
        )
        .map(({ p }) => p)
      if (content.length > 0) byCheck.set('content', ordered)
    }
  }
  for (const check of CHECKS.filter((c) => !c.raw)) record(check, { ...base, site })
  return { problems: [...byCheck.values()].flat(), byCheck, site, pending, summaries: new Map() }
}

/** Imports a manifest module (site.manifest.ts or a fixture) and returns its default export. */
export async function loadManifestModule(file: string): Promise<unknown> {
  const module = (await import(pathToFileURL(file).href)) as { default?: unknown }
  return module.default
}
