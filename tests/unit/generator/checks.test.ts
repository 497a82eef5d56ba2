import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it, vi } from 'vitest'
import { siteOf } from '../../../generator/site.ts'
import { loadSiteConfig } from '../../../site/config.ts'
import { formatProblem, type Problem } from '../../../site/errors.ts'
import { formatReport } from '../../../generator/cli/report.ts'
import { withTypeCheck } from '../../../generator/typecheck.ts'
import { CHECKS, runChecks } from '../../../generator/checks/index.ts'
import { PROCESS_MEMO } from '../../../generator/memo.ts'
import manifest from '../../../site.manifest.ts'
import type { Fixture } from '../../fixtures/util.ts'

const config = loadSiteConfig({ env: {}, mode: 'development' })
const dir = join(import.meta.dirname, '../../fixtures')
const fixtures = readdirSync(dir).filter((f) => f.endsWith('.fixture.ts'))

describe('generator checks', () => {
  it('the repository manifest passes every check', () => {
    const run = runChecks({ raw: manifest, config })
    expect(run.problems.map(formatProblem)).toEqual([])
    // Every page of the route table (derived from the same manifest, so a new page changes nothing here).
    expect(run.site?.pages.map((p) => p.url)).toEqual(siteOf({ config }).pages.map((p) => p.url))
    expect(run.site?.pages.length).toBeGreaterThan(0)
  })

  it('has a fixture for every check (and for the schema)', async () => {
    const covered = new Set<string>()
    for (const file of fixtures)
      covered.add(((await import(join(dir, file))) as { default: Fixture }).default.expect.check)
    expect([...covered].sort()).toEqual(expect.arrayContaining([...CHECKS.map((c) => c.id), 'schema'].sort()))
  })

  for (const file of fixtures) {
    it(`fixture ${file} fails with a message naming file, route and key`, async () => {
      const fixture = ((await import(join(dir, file))) as { default: Fixture }).default
      const run = runChecks({
        raw: fixture.manifest,
        config,
        ...(fixture.copy ? { copy: fixture.copy } : {}),
        ...(fixture.records ? { records: fixture.records } : {}),
        ...(fixture.today ? { today: fixture.today } : {}),
        ...(fixture.facts ? { facts: fixture.facts } : {}),
        ...(fixture.languages ? { languages: fixture.languages } : {}),
      })
      const { check, file: expectedFile, route, key, message, line, hint } = fixture.expect
      const hit = run.problems.find((p) => p.check === check && p.route === route && p.key === key)
      expect(hit, `problems were:\n${run.problems.map(formatProblem).join('\n')}`).toBeDefined()
      expect(hit!.file).toBe(expectedFile)
      expect(hit!.message).toMatch(message)
      if (line !== undefined) expect(hit!.line).toBe(line)
      if (hint !== undefined) expect(hit!.hint).toMatch(hint)
      const text = formatProblem(hit!)
      expect(text).toContain(expectedFile)
      // A line of a content file names its page already; a collection is named as one, not as a route (site/errors.ts).
      if (route.startsWith('collection ')) expect(text).toContain(` › ${route} › `)
      else if (!(hit!.line && expectedFile.startsWith('content/'))) expect(text).toContain(`route "${route}"`)
      expect(text).toContain(key)
    })
  }
})

describe('the report', () => {
  it('prints each check’s own summary: the report holds no list of them', () => {
    const { site } = runChecks({ raw: manifest, config })
    const silent = CHECKS.filter((c) => !c.summary?.(site!)).map((c) => c.id)
    expect(silent).toEqual([])
    expect(CHECKS.find((c) => c.id === 'social-cards')!.summary!(site!)).toBe(
      `${site!.pages.length} pages, each card's title, description, brand and host in its font`,
    )
    expect(CHECKS.find((c) => c.id === 'seo')!.summary!(site!)).toBe(
      'titles 10-70 and descriptions 50-170 characters, none duplicated',
    )
    const report = readFileSync(join(import.meta.dirname, '../../../generator/cli/report.ts'), 'utf8')
    expect(report).not.toMatch(/case '[a-z-]+':/)
  })

  it('says what a check of the manifest as written read when the schema fails and nothing else ran', async () => {
    const broken = (await import(join(dir, 'collection-entry-schema.fixture.ts'))) as { default: Fixture }
    const run = runChecks({ raw: broken.default.manifest, config })
    expect(run.site).toBeNull()
    expect(formatReport(run)).toMatch(
      /✔ Listing cards\.+ on the manifest as written \(the rest waits for its schema\)\n/,
    )
    // A check that reads no manifest says what it held, as when the manifest passes.
    expect(formatReport(run)).toMatch(/✔ Languages\.+ en \(en-US, \/\), es \(es-419, \/es\)\n/)
    expect(formatReport(run)).toMatch(
      /✔ Values in every language\.+ every value of site\.facts\.ts and site\.claims\.ts/,
    )
  })
})

describe('the type check beside the other checks', () => {
  const cardError: Problem = {
    check: 'types',
    file: 'renderer/cards/CustomerCard.tsx',
    line: 12,
    route: '*',
    key: 'TS2339',
    message: "Property 'title' does not exist on type '{ industry: string; result: string; }'.",
  }
  const manifestError: Problem = { ...cardError, file: 'site.manifest.ts', line: 3, key: 'TS2322', message: 'x' }

  it('names a value missing a language once, under "Values in every language", not again as a figure', async () => {
    const missing = (await import(join(dir, 'language-value-missing.fixture.ts'))) as { default: Fixture }
    const run = runChecks({ raw: missing.default.manifest, config, facts: missing.default.facts! })
    expect(run.byCheck.get('language-values')?.map((p) => p.key)).toEqual(['claims.brandsCount.label.es'])
    expect(run.problems.filter((p) => p.key.startsWith('claims.brandsCount.label'))).toHaveLength(1)
  })

  it('holds back the cards’ type errors while a collection’s schema fails: they follow from it', async () => {
    vi.stubEnv('SITE_SKIP_TYPECHECK', '')
    try {
      const broken = (await import(join(dir, 'collection-entry-schema.fixture.ts'))) as { default: Fixture }
      const run = await withTypeCheck(
        runChecks({ raw: broken.default.manifest, config }),
        Promise.resolve([cardError, manifestError]),
      )
      expect(run.site).toBeNull()
      expect(run.byCheck.get('types')).toEqual([manifestError])
      const report = formatReport(run)
      expect(report).toMatch(/lacks the fields of EntrySchema/)
      expect(report).not.toContain(cardError.message)
      expect(report).toContain(
        "1 type error of renderer/cards/ held back: the cards read the collections' schemas, so fix the problems above first",
      )
      // A type error at the very line a check names already is that problem in the compiler's words: held back.
      const checked = runChecks({ raw: broken.default.manifest, config })
      const named = checked.problems.find((p) => p.line !== undefined)!
      const echo: Problem = {
        ...manifestError,
        file: named.file,
        line: named.line!,
        message: "Type 'ZodString' is missing",
      }
      const echoed = await withTypeCheck(checked, Promise.resolve([echo, manifestError]))
      expect(`${named.file}:${named.line}`).not.toBe(`${manifestError.file}:${manifestError.line}`)
      expect(echoed.byCheck.get('types')).toEqual([manifestError])
      expect(formatReport(echoed)).not.toContain(echo.message)
      expect(formatReport(echoed)).toContain(
        "1 type error at a line named above held back: the same problem, in the compiler's words",
      )
      // With the manifest parsed, a card's type error is the card's own.
      const fine = await withTypeCheck(runChecks({ raw: manifest, config }), Promise.resolve([cardError]))
      expect(fine.byCheck.get('types')).toEqual([cardError])
      // Passed, it says what it checked, as the other checks do.
      const passed = await withTypeCheck(runChecks({ raw: manifest, config }), Promise.resolve([]))
      expect(formatReport(passed)).toMatch(
        /✔ Type check\.+ \d+ files: site\.manifest\.ts, site\.facts\.ts, site\.claims\.ts, site\.languages\.ts, \d+ of site\/schema\/collections\/, \d+ of renderer\/cards\/ and \d+ of the copy\n/,
      )
    } finally {
      vi.unstubAllEnvs()
    }
  })
})

describe('the site the checks make', () => {
  it('keeps what the engine works out once in the process memo, as the build’s lanes read it', () => {
    // The build renders pages from this site on its main thread: with no memo each page bundled the
    // inline scripts with esbuild again (7 s of a 1,000-entry build).
    const { site } = runChecks({ raw: manifest, config })
    let made = 0
    const make = () => ++made
    site!.memo.once('checks-test', 'one key', make)
    site!.memo.once('checks-test', 'one key', make)
    expect(made).toBe(1)
    expect(site!.memo).toBe(PROCESS_MEMO)
  })
})

describe('English left in the JSON-LD of a translated page', () => {
  it('names the manifest and the search text when it is the page’s own description', async () => {
    const { cloneManifest } = await import('../../fixtures/util.ts')
    const raw = cloneManifest() as unknown as {
      routes: { path: string; seo: Record<string, { description: string }> }[]
    }
    const features = raw.routes.find((r) => r.path === '/features')!
    features.seo.es!.description = features.seo.en!.description
    const found = runChecks({ raw, config }).problems.filter((p) => p.check === 'structured-data-language')
    expect(found.map((p) => [p.file, p.route, p.hint])).toEqual(
      expect.arrayContaining([
        [
          'site.manifest.ts',
          '/es/features/',
          'write seo.es.description of route "/features" in Spanish in site.manifest.ts',
        ],
      ]),
    )
  })
})

describe('values per language of the facts and claims', () => {
  it('names a value written in a language site.languages.ts does not declare (one removed, or not yet added)', async () => {
    const { claims, measuredFigures, story } = await import('../../../site.facts.ts')
    const extra = structuredClone(claims) as unknown as { brandsCount: { label: Record<string, string> } }
    extra.brandsCount.label.pt = 'marcas atendidas'
    const run = runChecks({
      raw: manifest,
      config,
      facts: { roots: { claims: extra as unknown as typeof claims, story }, measured: measuredFigures() },
    })
    expect(run.byCheck.get('language-values')!.map(formatProblem)).toEqual([
      'site.claims.ts › route "*" › claims.brandsCount.label.pt: claims.brandsCount.label is written in "pt", which is not a language of site.languages.ts\n    fix: remove pt: … from claims.brandsCount.label, or declare "pt" in site.languages.ts (docs/editing.md#add-a-language)',
    ])
  })
})
