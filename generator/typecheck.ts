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
import { existsSync, readdirSync } from 'node:fs'
import { join, relative } from 'node:path'
import { Worker } from 'node:worker_threads'
import type ts from 'typescript'
import type { Problem } from '../site/errors.ts'
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
 * The type errors of typeCheckedFiles, each as a problem at its file and line. Called with the
 * compiler (typecheck-worker.ts imports it): importing `typescript` costs 0.4 CPU-s, which every
 * check and build would otherwise pay on its main thread too, the type check skipped or not.
 */
export function typeCheck(ts: Compiler, root: string): Problem[] {
  const configFile = ts.readConfigFile(join(root, 'tsconfig.json'), (path) => ts.sys.readFile(path))
  const { options } = ts.parseJsonConfigFileContent(configFile.config, ts.sys, root)
  const files = typeCheckedFiles(root).map((f) => join(root, f))
  const program = ts.createProgram({ rootNames: files, options: { ...options, noEmit: true } })
  const diagnostics = [
    ...program.getGlobalDiagnostics(),
    ...files.flatMap((f) => {
      const source = program.getSourceFile(f)
      return source ? [...program.getSyntacticDiagnostics(source), ...program.getSemanticDiagnostics(source)] : []
    }),
  ]
  return diagnostics.map((d) => {
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
  })
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
  const problems = all.filter((p) => !held.includes(p))
  run.byCheck.set('types', problems)
  run.problems.push(...problems)
  if (held.length > 0)
    run.pending.set('types', [
      `${held.length} type error${held.length === 1 ? '' : 's'} of ${CARDS_DIR}/ held back: the cards read the collections' schemas, so fix the problems above first`,
    ])
  return run
}
