/**
 * The type check `npm run check` and the build run, as `astro check` does:
 * what a content editor's change can break and only the compiler sees. A
 * card reading a field its collection's schema lacks (`entry.data.industy`),
 * a manifest section whose copy key or props do not exist, a Spanish text
 * that does not satisfy its English's shape. Only those files are checked
 * (their imports are read for their types, not checked): the whole project
 * is `npm run typecheck`, which CI's lint step runs.
 *
 * SITE_SKIP_TYPECHECK=1 skips it, for the tests' scratch builds and checks
 * whose subject is not types (tests/unit/generator/typecheck.test.ts holds
 * that it fails naming file and line).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { Worker } from 'node:worker_threads'
import type ts from 'typescript'
import { collectionRoute, type Problem } from '../site/errors.ts'
import { LANGS } from '../site/lang.ts'
import { localeDir } from '../locales/paths.ts'
import type { CheckRun } from './checks/index.ts'
import { CARDS_DIR } from '../renderer/cards/convention.ts'

/** The compiler's module, as typecheck-worker.ts imports it (its import costs 0.4 CPU-s). */
type Compiler = typeof ts

/** Where a collection's schema file goes (docs/editing.md, "Fields of its own, and its own card"). */
export const COLLECTION_SCHEMAS_DIR = 'site/schema/collections'
/** The site's data files beside the manifest. */
const SITE_DATA = ['site.manifest.ts', 'site.facts.ts', 'site.claims.ts', 'site.languages.ts'] as const

/**
 * The files checked: the manifest and the data beside it (the facts, the claims, the languages), the
 * collections' schemas (site/schema/collections/: a schema's file registers its entries' type, and a
 * slip there, `'customers': CustomerSchema` for `typeof CustomerSchema`, would untype every card of
 * the collection), the listing cards and the copy of every language.
 */
export function typeCheckedFiles(root: string): string[] {
  // A declared language without its folder is the Languages check's problem, not a crash here.
  const under = (dir: string, ext: RegExp) =>
    (existsSync(join(root, dir)) ? readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' }) : [])
      .filter((f) => ext.test(f))
      .map((f) => join(dir, f))
  return [
    'site.manifest.ts',
    ...SITE_DATA.filter((file) => file !== 'site.manifest.ts' && existsSync(join(root, file))),
    ...under(COLLECTION_SCHEMAS_DIR, /\.tsx?$/),
    ...under('renderer/cards', /\.tsx?$/),
    // Each language's copy files (not the generated types beside the folders).
    ...LANGS.flatMap((lang) => under(localeDir(lang), /^[^/]+\.ts$/)),
  ].sort()
}

/** Whether the type check is skipped in this process (SITE_SKIP_TYPECHECK=1). */
export const typeCheckSkipped = (env: NodeJS.ProcessEnv = process.env): boolean => env.SITE_SKIP_TYPECHECK === '1'

/** The collection a type error says has no registered schema (`SchemaNotRegistered<"partners">`), if it says so. */
const unregistered = (ts: Compiler, d: ts.Diagnostic): string | undefined =>
  /SchemaNotRegistered<"([^"]+)">/.exec(ts.flattenDiagnosticMessageText(d.messageText, ' '))?.[1]

/**
 * A file the type check adds (never written): it holds the manifest's `schema` of each collection
 * registered in CollectionSchemas to the registered one. A card typed `CardProps<'customers'>` reads
 * the registered schema's fields; were the manifest to give the collection another schema (its entries
 * parsed with EntrySchema, say), the card would compile and its fields would be missing from every
 * entry. Names the collections registered but not in the manifest, and those whose schemas differ
 * (compared by their output: what a card reads).
 */
const TIE_FILE = '.collection-schemas.typecheck.ts'
const TIE_SOURCE = `import type manifest from './site.manifest.ts'
import type { CollectionSchemas } from './site/content/entry.ts'
import type { z } from 'zod'
type Collection = NonNullable<(typeof manifest)['collections']>[number]
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false
type SchemaOf<N extends string> = Extract<Collection, { name: N }>['schema']
type Registered = keyof CollectionSchemas & string
type Unlisted = { [N in Registered]: [SchemaOf<N>] extends [never] ? N : never }[Registered]
type Mismatched = {
  [N in Registered]: [SchemaOf<N>] extends [never]
    ? never
    : Same<z.output<SchemaOf<N>>, z.output<CollectionSchemas[N]>> extends true
      ? never
      : N
}[Registered]
export const unlisted: [Unlisted] extends [never] ? 'none' : Unlisted = 'none'
export const mismatched: [Mismatched] extends [never] ? 'none' : Mismatched = 'none'
`

/** The 1-based line of the first line of `file` (under root) matching `pattern`, if any. */
function lineOf(root: string, file: string, pattern: RegExp): number | undefined {
  const text = existsSync(join(root, file)) ? readFileSync(join(root, file), 'utf8') : ''
  const index = text.split('\n').findIndex((line) => pattern.test(line))
  return index < 0 ? undefined : index + 1
}

/** The problems a diagnostic of TIE_FILE stands for: one per collection it names. */
function tieProblems(root: string, message: string, unlistedLine: boolean): Problem[] {
  const names = [...message.matchAll(/"([a-z][a-z0-9-]*)"/g)].map((m) => m[1]!).filter((n) => n !== 'none')
  return names.map((name): Problem => {
    const registration = typeCheckedFiles(root).find(
      (f) => f.startsWith(`${COLLECTION_SCHEMAS_DIR}/`) && lineOf(root, f, new RegExp(`^\\s*['"]?${name}['"]?\\s*:`)),
    )
    const schemaFile = registration ?? `${COLLECTION_SCHEMAS_DIR}/`
    if (unlistedLine) {
      const line = registration ? lineOf(root, registration, new RegExp(`^\\s*['"]?${name}['"]?\\s*:`)) : undefined
      return {
        check: 'types',
        file: schemaFile,
        ...(line ? { line } : {}),
        route: '*',
        key: 'collection-schema',
        message: `a schema is registered for collection "${name}" (CollectionSchemas), and site.manifest.ts has no collection of that name`,
        hint: `add the collection "${name}" to site.manifest.ts with that schema, or register the schema under the name of the collection it is for`,
      }
    }
    const line = lineOf(root, 'site.manifest.ts', new RegExp(`name:\\s*['"]${name}['"]`))
    return {
      check: 'types',
      file: 'site.manifest.ts',
      ...(line ? { line } : {}),
      route: collectionRoute(name),
      key: 'schema',
      message: `the collection's \`schema\` is not the one registered for "${name}" in ${schemaFile}: its cards read the registered schema's fields, and its entries are parsed with this one, so a field the registered schema has would be missing from every entry`,
      hint: `give the collection the schema its registration names (\`schema: <the registered schema>\`), or register the schema the collection has`,
    }
  })
}

/**
 * The type errors of typeCheckedFiles, each as a problem at its file and line, and the manifest's
 * collections held to their registered schemas (TIE_FILE). Called with the compiler
 * (typecheck-worker.ts imports it): importing `typescript` costs 0.4 CPU-s, which every check and
 * build would otherwise pay on its main thread too, the type check skipped or not.
 */
export function typeCheck(ts: Compiler, root: string): Problem[] {
  const configFile = ts.readConfigFile(join(root, 'tsconfig.json'), (path) => ts.sys.readFile(path))
  const { options } = ts.parseJsonConfigFileContent(configFile.config, ts.sys, root)
  const files = typeCheckedFiles(root).map((f) => join(root, f))
  const compilerOptions = { ...options, noEmit: true }
  const tie = join(root, TIE_FILE)
  const host = ts.createCompilerHost(compilerOptions)
  const { getSourceFile, fileExists, readFile } = host
  host.getSourceFile = (name, language, ...rest) =>
    name === tie ? ts.createSourceFile(name, TIE_SOURCE, language) : getSourceFile.call(host, name, language, ...rest)
  host.fileExists = (name) => name === tie || fileExists.call(host, name)
  host.readFile = (name) => (name === tie ? TIE_SOURCE : readFile.call(host, name))
  const program = ts.createProgram({ rootNames: [...files, tie], options: compilerOptions, host })
  const diagnostics = [
    ...program.getGlobalDiagnostics(),
    ...files.flatMap((f) => {
      const source = program.getSourceFile(f)
      return source ? [...program.getSyntacticDiagnostics(source), ...program.getSemanticDiagnostics(source)] : []
    }),
  ]
  const tieSource = program.getSourceFile(tie)
  const tied = tieSource
    ? program.getSemanticDiagnostics(tieSource).flatMap((d) => {
        const line = d.start !== undefined ? tieSource.getLineAndCharacterOfPosition(d.start).line : -1
        const unlistedLine = TIE_SOURCE.split('\n')[line]?.startsWith('export const unlisted') ?? false
        return tieProblems(root, ts.flattenDiagnosticMessageText(d.messageText, ' '), unlistedLine)
      })
    : []
  return [
    ...diagnostics.map((d): Problem => {
      const file = d.file ? relative(root, d.file.fileName) : 'tsconfig.json'
      const line = d.file && d.start !== undefined ? d.file.getLineAndCharacterOfPosition(d.start).line + 1 : undefined
      return {
        check: 'types',
        file,
        ...(line ? { line } : {}),
        route: '*',
        key: `TS${d.code}`,
        message: ts.flattenDiagnosticMessageText(d.messageText, ' '),
        hint: unregistered(ts, d)
          ? `the schema of collection "${unregistered(ts, d)}" is not registered, so its entries have no fields here: add \`declare module '…/site/content/entry.ts' { interface CollectionSchemas { ${unregistered(ts, d)}: typeof <its schema> } }\` to the schema's file, or type the card for the collection the listing shows (docs/editing.md#fields-of-its-own-and-its-own-card)`
          : file.startsWith('renderer/cards/')
            ? "read only fields of the collection's schema (the `schema` of its collection in site.manifest.ts), or add the field to that schema"
            : 'fix the value at that line to the type the message names (npm run typecheck checks the whole project)',
      }
    }),
    ...tied,
  ]
}

/** The type check on a worker thread (typecheck-worker.ts); resolves to [] when skipped. */
export function typeCheckInWorker(root: string): Promise<Problem[]> {
  if (typeCheckSkipped()) return Promise.resolve([])
  const api = import.meta.resolve('tsx/esm/api')
  const entry = new URL('./typecheck-worker.ts', import.meta.url).href
  const code = `import(${JSON.stringify(api)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(entry)}) })`
  const problems = new Promise<Problem[]>((resolve, reject) => {
    const worker = new Worker(code, { eval: true, workerData: { root } })
    worker.once('message', resolve)
    worker.once('error', reject)
  })
  // Awaited by withTypeCheck; a run that fails before it gets there must not also crash on this.
  problems.catch(() => undefined)
  return problems
}

/**
 * Adds the type check's problems to a run of the checks (as the check "types"), unless skipped.
 * When the manifest did not parse (a collection's schema that is no extension of EntrySchema…),
 * the cards' type errors follow from it (`entry.data.title` on a schema without title): they are
 * held back, counted, until the problems above are fixed.
 */
export async function withTypeCheck(
  run: CheckRun,
  types: Promise<Problem[]>,
  root: string = process.cwd(),
): Promise<CheckRun> {
  if (typeCheckSkipped()) return run
  // The types follow the language declaration (site/lang.ts): with it in error, theirs are its echoes.
  const all = (run.byCheck.get('languages')?.length ?? 0) > 0 ? [] : await types
  const files = typeCheckedFiles(root)
  const count = (dir: string) => files.filter((f) => f.startsWith(`${dir}/`)).length
  const data = SITE_DATA.filter((f) => files.includes(f))
  const [cards, schemas] = [count(CARDS_DIR), count(COLLECTION_SCHEMAS_DIR)]
  run.summaries.set(
    'types',
    `${files.length} files: ${data.join(', ')}, ${schemas} of ${COLLECTION_SCHEMAS_DIR}/, ${cards} of ${CARDS_DIR}/ and ${files.length - data.length - schemas - cards} of the copy`,
  )
  const held = run.site ? [] : all.filter((p) => p.file.startsWith(`${CARDS_DIR}/`))
  // A type error at a line another check names already (a collection's `schema: z.string()`, refused by
  // the manifest's schema too) is that problem again, in the compiler's words: held back with it.
  const named = new Set(run.problems.flatMap((p) => (p.line === undefined ? [] : [`${p.file}:${p.line}`])))
  const echoes = all.filter((p) => !held.includes(p) && p.line !== undefined && named.has(`${p.file}:${p.line}`))
  const problems = all.filter((p) => !held.includes(p) && !echoes.includes(p))
  run.byCheck.set('types', problems)
  run.problems.push(...problems)
  const plural = (n: number) => `${n} type error${n === 1 ? '' : 's'}`
  const pending = [
    ...(held.length > 0
      ? [
          `${plural(held.length)} of ${CARDS_DIR}/ held back: the cards read the collections' schemas, so fix the problems above first`,
        ]
      : []),
    ...(echoes.length > 0
      ? [`${plural(echoes.length)} at a line named above held back: the same problem, in the compiler's words`]
      : []),
  ]
  if (pending.length > 0) run.pending.set('types', pending)
  return run
}
