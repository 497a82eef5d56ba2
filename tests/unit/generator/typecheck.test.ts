/**
 * A new kind of collection, walked as docs/editing.md walks it
 * ("Fields of its own, and its own card"), on one scratch copy of the real
 * site: the fixture tests/fixtures/collections/customers (a schema, a card,
 * the manifest's addition, three entries, one with its Spanish) applied, its
 * Spanish accepted with the real command, then `npm run check` and the build.
 * It touches four files besides its entries, and one of them is written by
 * `npm run translations -- accept`. `npm run check` (and so the build) runs
 * the type check of the manifest, the listing cards and the copy
 * (generator/typecheck.ts): a card that reads a field its collection's schema
 * lacks fails, naming the card's file and line. The one test that runs it:
 * every other spawned check and build of the tests skips it
 * (SITE_SKIP_TYPECHECK=1, vitest.config.ts), since the project's own type
 * check covers the repository.
 */
import { createHash } from 'node:crypto'
import {
  appendFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs'
import { join, resolve } from 'node:path'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { makeScratchCopy, SCRATCH_ENTRIES } from '../../../scripts/lib/scratch.ts'
import { cardFileOf } from '../../../renderer/cards/convention.ts'
import { CHECKS } from '../../../generator/checks/index.ts'
import { manifestRecordOf } from '../../../generator/translations/record.ts'
import { contentRecordFile } from '../../../site/content/index.ts'
import { DEFAULT_LANG, type Lang } from '../../../site/lang.ts'
import { localizedPath, outputFileOf } from '../../../site/routes.ts'
import { TRANSLATED_LANGS } from '../../../site/translated-langs.ts'
import { HEAVY_TEST_MS, runTsx } from '../../harness/limits.ts'

const REPO = resolve(import.meta.dirname, '../../..')
const FIXTURE = join(REPO, 'tests/fixtures/collections/customers')
const ENTRIES = 'content/customers'
const SCHEMA = 'site/schema/collections/customers.ts'
const CARD = cardFileOf('customer')
const dir = makeScratchCopy(REPO, 'typecheck-')
afterAll(() => rmSync(dir, { recursive: true, force: true }))

/** What every command of the walk printed, in order: the last test holds docs/editing.md's quotes to it. */
const printed: string[] = []
const tsx = (args: string[], env: Record<string, string> = {}) => {
  const run = runTsx(args, {
    cwd: dir,
    env: { ...process.env, NO_COLOR: '1', SITE_SKIP_TYPECHECK: '', ...env },
  })
  printed.push(run.stdout + run.stderr)
  // TYPECHECK_OUTPUT=<file> keeps what each command printed: docs/editing.md quotes it.
  if (process.env.TYPECHECK_OUTPUT)
    appendFileSync(process.env.TYPECHECK_OUTPUT, `$ ${args.join(' ')}\n${run.stdout}${run.stderr}\n`)
  return { status: run.status, out: run.stdout + run.stderr }
}

/** One text edit of the copy; fails when the file no longer has the text it is anchored on. */
function edit(file: string, anchor: string, replacement: string): void {
  const text = readFileSync(join(dir, file), 'utf8')
  expect(text, `${file} no longer has ${JSON.stringify(anchor)}`).toContain(anchor)
  writeFileSync(join(dir, file), text.replace(anchor, replacement))
}

/** Each file of the copy (what the build reads) by its path, with a digest of its bytes. */
function snapshot(): Map<string, string> {
  const files = new Map<string, string>()
  const walk = (path: string) => {
    const abs = join(dir, path)
    if (statSync(abs).isDirectory()) return readdirSync(abs).forEach((name) => walk(`${path}/${name}`))
    files.set(path, createHash('sha1').update(readFileSync(abs)).digest('hex'))
  }
  SCRATCH_ENTRIES.forEach(walk)
  return files
}
// The copy as made, before the fixture is applied: what it changes is measured against this.
const before = snapshot()

/** The fixture's entries: slug → language → fields, read off their front matter. */
function fixtureEntries(): Map<string, Map<string, Record<string, string>>> {
  const entries = new Map<string, Map<string, Record<string, string>>>()
  for (const file of readdirSync(join(FIXTURE, ENTRIES))) {
    const [, slug, lang = DEFAULT_LANG] = /^([a-z0-9-]+)(?:\.([a-z-]+))?\.md$/.exec(file)!
    const front = readFileSync(join(FIXTURE, ENTRIES, file), 'utf8').split('---')[1]!
    const fields = Object.fromEntries(
      front
        .trim()
        .split('\n')
        .map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 1).trim()]),
    )
    entries.set(slug!, (entries.get(slug!) ?? new Map()).set(lang, fields))
  }
  return entries
}

beforeAll(() => {
  // The four files a new kind of collection is: its schema, its card, its entries and the manifest's addition.
  mkdirSync(join(dir, 'site/schema/collections'), { recursive: true })
  writeFileSync(join(dir, SCHEMA), readFileSync(join(FIXTURE, 'schema.ts.txt')))
  writeFileSync(join(dir, CARD), readFileSync(join(FIXTURE, 'CustomerCard.tsx.txt')))
  cpSync(join(FIXTURE, ENTRIES), join(dir, ENTRIES), { recursive: true })
  edit(
    'site.manifest.ts',
    'import type { ManifestSource }',
    "import { CustomerSchema } from './site/schema/collections/customers.ts'\nimport type { ManifestSource }",
  )
  edit(
    'site.manifest.ts',
    '  collections: [\n',
    `  collections: [\n${readFileSync(join(FIXTURE, 'collection.ts.txt'), 'utf8')}`,
  )
  edit(
    'site.manifest.ts',
    "label: 'common.footer.links.shopify' },\n",
    "label: 'common.footer.links.shopify' },\n            { to: '/customers', label: 'listings.customers.title' },\n",
  )
  // The Spanish, reviewed, is accepted as a translator would: the listing's texts and the entries'.
  const accepted = tsx(['generator/cli/translations.ts', 'accept', '/customers', 'customers'])
  expect(accepted.status, accepted.out).toBe(0)
}, HEAVY_TEST_MS)

it('a new kind of collection touches four files besides its entries, one of them written by translations accept', () => {
  const changed = [...snapshot()].filter(([path, digest]) => before.get(path) !== digest).map(([path]) => path)
  const outside = changed.filter((f) => !f.startsWith(`${ENTRIES}/`)).sort()
  expect(outside).toEqual(
    ['site.manifest.ts', SCHEMA, CARD, ...TRANSLATED_LANGS.map((lang) => manifestRecordOf(lang))].sort(),
  )
  for (const lang of TRANSLATED_LANGS)
    expect(readFileSync(join(dir, manifestRecordOf(lang)), 'utf8')).toContain(`"/customers copy.${lang}.title"`)
  // Besides the entries, their folder holds only the record accept wrote of each translated entry.
  expect(changed.filter((f) => f.startsWith(`${ENTRIES}/`)).sort()).toEqual(
    [
      ...readdirSync(join(FIXTURE, ENTRIES)).map((f) => `${ENTRIES}/${f}`),
      ...TRANSLATED_LANGS.map((lang) => contentRecordFile(ENTRIES, lang)),
    ].sort(),
  )
})

it(
  'a card reading a field its schema lacks, typed for a collection whose schema is not registered, a slip in a schema file, or a manifest schema other than the registered one fails npm run check',
  () => {
    const card = readFileSync(join(FIXTURE, 'CustomerCard.tsx.txt'), 'utf8')
    const line = card.split('\n').findIndex((l) => l.includes('data.industry')) + 1
    const misspelt = cardFileOf('misspelt')
    writeFileSync(
      join(dir, misspelt),
      card.replace('CustomerCard', 'MisspeltCard').replace('data.industry', 'data.industy'),
    )
    // A card drawing a section of the entry's own page (`{ type: 'entry', props: { card: 'misspeltFacts' } }`
    // in the collection's sections): typed and checked as a listing's card, its misspelt field named at its line.
    const facts = cardFileOf('misspeltFacts')
    const factsSource = [
      "import type {} from '../../site/schema/collections/customers.ts'",
      "import type { CardProps } from './types.ts'",
      '',
      "export function MisspeltFactsCard({ entry, level }: CardProps<'customers'>) {",
      "  const Heading = level === 1 ? 'h1' : 'h2'",
      '  return (',
      '    <section>',
      '      <Heading>{entry.data.title}</Heading>',
      '      <p>{entry.data.reslt}</p>',
      '    </section>',
      '  )',
      '}',
    ].join('\n')
    writeFileSync(join(dir, facts), factsSource)
    const factsLine = factsSource.split('\n').findIndex((l) => l.includes('data.reslt')) + 1
    // A card typed for a collection whose schema has no `declare module` (here "partners", never
    // registered): its entries have no field, so even `String(entry.data.industy)` does not compile, nor
    // its title and result (three problems; with the two misspelt cards': five).
    const unregistered = cardFileOf('partner')
    writeFileSync(
      join(dir, unregistered),
      card
        .replace('CustomerCard', 'PartnerCard')
        .replace("CardProps<'customers'>", "CardProps<'partners'>")
        .replace('{entry.data.industry}', '{String(entry.data.industy)}'),
    )
    // A schema file whose registration names the schema's value, not its type (`typeof` left out): the
    // registration fails, and with it every card of that collection would be untyped. Schema files are
    // type-checked with the cards, so the slip is named at its line.
    const slipped = 'site/schema/collections/suppliers.ts'
    const schema = readFileSync(join(FIXTURE, 'schema.ts.txt'), 'utf8')
      .replaceAll('CustomerSchema', 'SupplierSchema')
      .replace('customers: typeof SupplierSchema', 'suppliers: SupplierSchema')
    writeFileSync(join(dir, slipped), schema)
    const slipLine = schema.split('\n').findIndex((l) => l.includes('suppliers: SupplierSchema')) + 1
    // The manifest giving "customers" another schema than its registered one: its cards would compile
    // and read fields that no entry has (EntrySchema drops them). The type check names its line.
    const manifest = readFileSync(join(dir, 'site.manifest.ts'), 'utf8')
    edit('site.manifest.ts', 'schema: CustomerSchema,', 'schema: EntrySchema,')
    // The entries not yet given the two fields, and their pages not showing them (the checks of the
    // entries and of the manifest would refuse either under EntrySchema): only the type check can see it.
    edit('site.manifest.ts', "props: { toc: false, fields: ['industry', 'result'] }", 'props: { toc: false }')
    const entryFiles = readdirSync(join(dir, ENTRIES)).filter((f) => f.endsWith('.md'))
    const entryTexts = new Map(entryFiles.map((f) => [f, readFileSync(join(dir, ENTRIES, f), 'utf8')]))
    for (const [f, text] of entryTexts)
      writeFileSync(join(dir, ENTRIES, f), text.replace(/^(industry|result):.*\n/gm, ''))
    const customersLine = manifest.split('\n').findIndex((l) => l.includes("name: 'customers'")) + 1
    try {
      const check = tsx(['generator/cli/check.ts'])
      expect(check.out).toContain(`✖ ${'Type check'.padEnd(28, '.')} 8 problems`)
      expect(check.out).toContain(
        `    site.manifest.ts:${customersLine} › collection customers › schema: the collection's \`schema\` is not the one registered for "customers" in site/schema/collections/customers.ts`,
      )
      expect(check.out).toContain(
        'fix: give the collection the schema its registration names (`schema: <the registered schema>`), or register the schema the collection has',
      )
      // The slipped registration names a collection the manifest does not have, too.
      expect(check.out).toContain(
        `    ${slipped}:${slipLine} › route "*" › collection-schema: a schema is registered for collection "suppliers" (CollectionSchemas), and site.manifest.ts has no collection of that name`,
      )
      expect(check.out).toContain(
        `    ${slipped}:${slipLine} › route "*" › TS2749: 'SupplierSchema' refers to a value, but is being used as a type here.`,
      )
      expect(check.out).toContain(
        `    ${misspelt}:${line} › route "*" › TS2551: Property 'industy' does not exist on type`,
      )
      expect(check.out).toContain(
        `    ${facts}:${factsLine} › route "*" › TS2551: Property 'reslt' does not exist on type`,
      )
      expect(check.out).toContain("Did you mean 'result'?")
      expect(check.out).toContain(
        "fix: read only fields of the collection's schema (the `schema` of its collection in site.manifest.ts), or add the field to that schema",
      )
      expect(check.out).toContain(
        `    ${unregistered}:${line} › route "*" › TS2339: Property 'industy' does not exist on type 'SchemaNotRegistered<"partners">'`,
      )
      expect(check.out).toContain(
        'fix: the schema of collection "partners" is not registered, so its entries have no fields here: add `declare module \'…/site/content/entry.ts\' { interface CollectionSchemas { partners: typeof <its schema> } }`',
      )
      expect(check.status).toBe(1)
    } finally {
      writeFileSync(join(dir, 'site.manifest.ts'), manifest)
      for (const [f, text] of entryTexts) writeFileSync(join(dir, ENTRIES, f), text)
      rmSync(join(dir, misspelt))
      rmSync(join(dir, facts))
      rmSync(join(dir, unregistered))
      rmSync(join(dir, slipped))
    }
  },
  HEAVY_TEST_MS,
)

it(
  'passes npm run check (the type check included) and builds: each card shows its industry and result, in each language',
  () => {
    // An earlier build's output, and the staging folder of a build killed outright: this build, passing,
    // removes the one and replaces the other whole (generator/cli/output.ts; build-lanes.test.ts holds
    // failing and stopped builds keeping it).
    const earlier = {
      'dist/client/index.html': 'the earlier build',
      'dist/client/gone/index.html': 'a page since removed',
    }
    for (const [file, text] of Object.entries({ ...earlier, 'dist-building/client/index.html': 'half written' })) {
      mkdirSync(join(dir, file, '..'), { recursive: true })
      writeFileSync(join(dir, file), text)
    }
    const build = tsx(['generator/cli/build.ts'], { SITE_OUT_DIR: 'dist', SITE_RENDER_CHECK: 'every' })
    expect(build.status, build.out.slice(-3000)).toBe(0)
    expect(build.out).toContain('removed dist-building, left by a build that was killed before it finished')
    expect(readFileSync(join(dir, 'dist/client/index.html'), 'utf8')).toMatch(/^<!doctype html>/i)
    expect(existsSync(join(dir, 'dist/client/gone'))).toBe(false)
    expect(existsSync(join(dir, 'dist-building')) || existsSync(join(dir, 'dist-previous'))).toBe(false)
    // Every check of npm run check passed, the type check ('types', generator/typecheck.ts) with them.
    expect(build.out).toContain(`checks: ${CHECKS.length + 1} passed`)
    const listing = (lang: Lang) =>
      readFileSync(join(dir, 'dist/client', outputFileOf(localizedPath('/customers', lang))), 'utf8')
    const entries = fixtureEntries()
    for (const lang of [DEFAULT_LANG, ...TRANSLATED_LANGS]) {
      const html = listing(lang)
      for (const [slug, byLang] of entries) {
        // An entry without the language is shown in English, marked as such.
        const fields = byLang.get(lang) ?? byLang.get(DEFAULT_LANG)!
        const card = new RegExp(`<li(?:\\s[^>]*)?>(?:(?!</li>).)*/customers/${slug}/(?:(?!</li>).)*</li>`, 's').exec(
          html,
        )?.[0]
        expect(card, `${lang}: the card of ${slug}`).toBeDefined()
        for (const field of ['industry', 'result', 'title'])
          expect(card, `${lang} ${slug} ${field}`).toContain(fields[field])
      }
    }
  },
  HEAVY_TEST_MS,
)

it('docs/editing.md quotes what the walk prints: every line of its command blocks, numbers aside', () => {
  const doc = readFileSync(join(REPO, 'docs/editing.md'), 'utf8')
  const start = doc.indexOf('### Fields of its own, and its own card')
  const section = doc.slice(start, doc.indexOf('\n## ', start))
  // The blocks that show a command and what it printed (`$ npm run …`), each line but the command and an elision.
  const blocks = [...section.matchAll(/```(?:text)?\n\$ [^\n]*\n([\s\S]*?)```/g)].map((m) => m[1]!)
  expect(blocks.length).toBeGreaterThanOrEqual(3)
  // Numbers aside: durations differ from run to run, and the counts of pages, checks and URLs move with
  // the site (a page added to it must break no test but the tests about it); the words must stay as printed.
  const steady = (line: string) => line.replace(/\d+(\.\d+)?/g, '#')
  const output = new Set(printed.join('\n').split('\n').map(steady))
  const quoted = blocks.flatMap((b) => b.split('\n')).filter((l) => l.trim() !== '' && l.trim() !== '…')
  const stale = quoted.filter((l) => !output.has(steady(l)))
  expect(
    stale,
    'lines of docs/editing.md the walk no longer prints: quote its output (TYPECHECK_OUTPUT=<file>)',
  ).toEqual([])
})
