/**
 * Stale-translation tracking: the record (locales/i18n/es/*.sources.json),
 * the status of each Spanish string, the check that fails the build, accept,
 * and the HTML report. In process on cloned copy, and on a copy of the
 * repository for what only the real files can show (a figure changed in
 * site.facts.ts; the command line).
 */
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { runChecks } from '../../../generator/checks/index.ts'
import { formatReport } from '../../../generator/cli/report.ts'
import { planAccept } from '../../../generator/translations/accept.ts'
import { formatWordDiff, wordDiff } from '../../../generator/translations/diff.ts'
import { groupByPage } from '../../../generator/translations/groups.ts'
import { translationsHtml } from '../../../generator/translations/html.ts'
import {
  fingerprint,
  parseRecord,
  readRecords,
  recordDir,
  serializeRecord,
  type Records,
} from '../../../generator/translations/record.ts'
import { translationStatus } from '../../../generator/translations/status.ts'
import { loadSiteConfig } from '../../../site/config.ts'
import { formatProblem } from '../../../site/errors.ts'
import { siteOf } from '../../../generator/site.ts'
import { cloneCopy, cloneManifest, route } from '../../fixtures/util.ts'
import { runTsx } from '../../harness/limits.ts'

const REPO = resolve(import.meta.dirname, '../../..')
const config = loadSiteConfig({ env: {}, mode: 'development' })
const records = readRecords(REPO)
/** The Spanish records' folder: locales/i18n/es. */
const RECORD_DIR = recordDir('es')
type Tree = Record<string, Record<string, Record<string, unknown>>>

/** Runs the checks on the real manifest with edited copy; returns the stale-translation problems. */
function stale(copy = cloneCopy(), manifest: unknown = cloneManifest(), recs: Records = records) {
  const run = runChecks({ raw: manifest, config, copy, records: recs })
  return run.byCheck.get('stale-translations')!
}

/** The records after applying an accept plan. */
function applied(plan: ReturnType<typeof planAccept>, base: Records = records): Records {
  const files = new Map(base.files)
  for (const [file, text] of plan.write) files.set(file, parseRecord(text, file).entries)
  for (const file of plan.remove) files.delete(file)
  return { files, problems: [] }
}

const NEW_TITLE = 'Your AI media buyer. Campaign plans ready in minutes, not weeks.'
const withNewTitle = () => {
  const copy = cloneCopy()
  ;(copy.en as Tree).home!.hero!.title = NEW_TITLE
  return copy
}

describe('stale translations in the checks', () => {
  it('the repository record covers every Spanish string, all fresh', () => {
    const site = siteOf({ config })
    const texts = translationStatus(site, records)
    expect(records.problems).toEqual([])
    expect(texts.filter((t) => t.status !== 'fresh')).toEqual([])
    // Each bilingual page and the Spanish 404 page × 3 SEO texts (title, description, keywords).
    const spanishPages = site.pages.filter((p) => p.lang === 'es').length + 1
    expect(texts.filter((t) => t.file === 'site.manifest.ts')).toHaveLength(spanishPages * 3)
    expect(texts.filter((t) => t.route === '/es/404').map((t) => t.recordKey)).toEqual([
      '/404 seo.es.title',
      '/404 seo.es.description',
      '/404 seo.es.keywords',
    ])
    expect(texts.length).toBeGreaterThan(400)
    expect(stale()).toEqual([])
  })

  it('an English string changed: the check fails naming that key only, with the old and new English and a word diff', () => {
    const problems = stale(withNewTitle())
    expect(problems.map((p) => [p.file, p.route, p.key])).toEqual([
      ['locales/i18n/es/home.ts', '/es/', 'home.hero.title'],
    ])
    const text = formatProblem(problems[0]!)
    expect(text).toContain('locales/i18n/es/home.ts › route "/es/" › home.hero.title: stale Spanish')
    expect(text).toContain(`English now:      "${NEW_TITLE}"`)
    expect(text).toContain(
      'Spanish now:      "Tu comprador de medios con IA. Planes de campaña en minutos, no en semanas."',
    )
    expect(text).toContain('translated from:  "Your AI media buyer. Campaign plans in minutes, not weeks."')
    expect(text).toContain('change:           Your AI media buyer. Campaign plans {+ready+} in minutes, not weeks.')
    expect(text).toContain(
      'fix: update the Spanish in locales/i18n/es/home.ts if it no longer says the same, then run `npm run translations -- accept home.hero.title`',
    )
  })

  it('accepting the key re-stamps it: the check passes, and only that line of the record changes', () => {
    const copy = withNewTitle()
    const site = siteOf({ config, copy })
    const plan = planAccept(translationStatus(site, records), records, ['home.hero.title'])
    expect(plan.accepted.map((t) => t.key)).toEqual(['home.hero.title'])
    expect([...plan.write.keys()]).toEqual(['locales/i18n/es/home.sources.json'])
    const before = readFileSync(join(REPO, 'locales/i18n/es/home.sources.json'), 'utf8').split('\n')
    const after = plan.write.get('locales/i18n/es/home.sources.json')!.split('\n')
    const changed = after.filter((line, i) => line !== before[i])
    expect(changed).toEqual([
      `  "home.hero.title": { "sha256": "${fingerprint(NEW_TITLE)}", "en": ${JSON.stringify(NEW_TITLE)} },`,
    ])
    expect(stale(copy, cloneManifest(), applied(plan))).toEqual([])
  })

  it('accepting a page re-stamps its sections and search texts, not the shared copy', () => {
    const copy = withNewTitle()
    ;(copy.en as Tree).common!.nav!.features = 'Product'
    const manifest = cloneManifest()
    route(manifest, '/').seo.en!.title = 'AI Media Buyer for Meta, Google and TikTok Ads'
    const site = siteOf({ config, copy, manifest })
    expect(stale(copy, manifest).map((p) => p.key)).toEqual(['home.hero.title', 'common.nav.features', 'seo.es.title'])
    const plan = planAccept(translationStatus(site, records), records, ['/es/'])
    expect(stale(copy, manifest, applied(plan)).map((p) => [p.route, p.key])).toEqual([['*', 'common.nav.features']])
  })

  it('a figure changed in site.facts.ts leaves every string fresh: placeholders are fingerprinted as written', () => {
    // The English as the visitor reads it changes with the figure; the text fingerprinted does not.
    const copy = cloneCopy()
    const note = (copy.en as Tree).home!.hero!.note as string
    expect(note).toContain('{demoLong}')
    const site = siteOf({ config, copy })
    site.placeholders.en.demoLong = '45'
    expect(translationStatus(site, records).filter((t) => t.status !== 'fresh')).toEqual([])
  })

  it('a key renamed in English without the Spanish: the new key is missing, the old Spanish key orphaned', () => {
    const copy = cloneCopy()
    const hero = (copy.en as Tree).home!.hero!
    hero.headline = hero.title
    delete hero.title
    const texts = translationStatus(siteOf({ config, copy }), records)
    const headline = texts.find((t) => t.key === 'home.hero.headline')
    const title = texts.find((t) => t.key === 'home.hero.title')
    expect([headline?.status, headline?.reason]).toEqual(['missing', 'untranslated'])
    expect(title?.status).toBe('orphaned')
    expect(texts.filter((t) => t.status !== 'fresh').map((t) => t.key)).toEqual([
      'home.hero.headline',
      'home.hero.title',
    ])
    const problems = stale(copy)
    expect(problems.map((p) => [p.key, p.message])).toEqual([
      [
        'home.hero.title',
        'Spanish text with no English: "Tu comprador de medios con IA. Planes de campaña en minutos, no en semanas."',
      ],
    ])
  })

  it('English-only pages and the English body of /es/story are exempt (same rule as the missing-translation check)', () => {
    const copy = cloneCopy()
    const en = copy.en as Tree
    en.story!.figures!.title = 'A different title for the story in numbers'
    ;(en.documents!.privacy as { title: string }).title = 'A different privacy title'
    const manifest = cloneManifest()
    route(manifest, '/privacy').seo.en!.title = 'Privacy Policy, rewritten entirely'
    expect(stale(copy, manifest)).toEqual([])
    const texts = translationStatus(siteOf({ config, copy, manifest }), records)
    // The story's English body is not tracked, nor the English-only privacy policy; a document published
    // in Spanish (the privacy summary) is, on its Spanish page. (Documents and entries published in Spanish
    // later are tracked too: the rule is the files', not a list of today's.)
    expect(texts.filter((t) => t.key.startsWith('story.')).map((t) => t.key)).toEqual([])
    expect(texts.some((t) => t.key.startsWith('documents.privacy.'))).toBe(false)
    expect(texts.filter((t) => t.key.startsWith('documents.privacy-summary.')).map((t) => t.route)).toContain(
      '/es/privacy-summary/',
    )
    expect(texts.filter((t) => t.route !== '*' && !t.route.startsWith('/es/')).map((t) => t.key)).toEqual([])
    // /es/story still has its own Spanish search texts.
    expect(texts.filter((t) => t.route === '/es/story/').map((t) => t.key)).toEqual([
      'seo.es.title',
      'seo.es.description',
      'seo.es.keywords',
    ])
  })

  it('a Spanish string written but never accepted fails until it is accepted', () => {
    const recs: Records = { files: new Map(records.files), problems: [] }
    const home = new Map(recs.files.get(`${RECORD_DIR}/home.sources.json`))
    home.set('home.hero.title', null)
    recs.files.set(`${RECORD_DIR}/home.sources.json`, home)
    expect(stale(cloneCopy(), cloneManifest(), recs).map((p) => [p.key, p.message])).toEqual([
      ['home.hero.title', expect.stringMatching(/^Spanish text never accepted against its English/)],
    ])
  })

  it("a page's several unaccepted strings are one problem with the page's accept command, its label included", () => {
    const recs: Records = { files: new Map(records.files), problems: [] }
    const about = new Map(recs.files.get(`${RECORD_DIR}/about.sources.json`))
    for (const key of ['about.hero.title', 'about.hero.subtitle']) about.set(key, null)
    recs.files.set(`${RECORD_DIR}/about.sources.json`, about)
    const common = new Map(recs.files.get(`${RECORD_DIR}/common.sources.json`))
    common.set('common.nav.about', null)
    recs.files.set(`${RECORD_DIR}/common.sources.json`, common)
    const problems = stale(cloneCopy(), cloneManifest(), recs)
    expect(problems).toHaveLength(1)
    expect(problems[0]).toMatchObject({
      file: 'locales/i18n/es/about.ts, locales/i18n/es/common.ts',
      route: '/es/about/',
      key: '3 strings (about.hero.title …)',
      hint: 'check each Spanish text against its English, then accept the page: `npm run translations -- accept /about`',
    })
    expect(problems[0]!.message).toContain('\n    common.nav.about: "Nosotros" translates "About"?')
    // With a stale string on the page, accepting the whole page would skip its review: the command names the keys.
    const copy = cloneCopy()
    ;(copy.en as Tree).about!.hero!.eyebrow = 'About the company'
    const withStale = stale(copy, cloneManifest(), recs).find((p) => p.key.startsWith('3 strings'))
    expect(withStale?.hint).toBe(
      'check each Spanish text against its English, then accept them: `npm run translations -- accept about.hero.title about.hero.subtitle common.nav.about`',
    )
    // `accept /about` takes the label of the page's navigation entries along.
    const site = siteOf({ config })
    const plan = planAccept(translationStatus(site, recs), recs, ['/about'])
    expect(plan.accepted.map((t) => t.key)).toEqual(expect.arrayContaining(['about.hero.title', 'common.nav.about']))
  })

  it('Spanish not written yet shows as pending, never as up to date', () => {
    const copy = cloneCopy()
    ;(copy.es as Tree).about!.hero!.title = '[ES-PENDING] About'
    const run = runChecks({ raw: cloneManifest(), config, copy, records })
    expect(run.byCheck.get('stale-translations')).toEqual([])
    expect(run.pending.get('stale-translations')).toEqual([
      '/es/about/: 1 Spanish string pending (Spanish still marked [ES-PENDING]); once written and checked: `npm run translations -- accept /about`',
    ])
    const report = formatReport(run)
    expect(report).toMatch(/^◐ Translations up to date\.+ pending\n {4}\/es\/about\/: 1 Spanish string pending/m)
    expect(report).not.toContain('✔ Translations up to date')
  })

  it("an English-only page's navigation label names no Spanish page of it, pending or never accepted", () => {
    const copy = cloneCopy()
    ;(copy.es as Tree).common!.footer!.links = {
      ...((copy.es as Tree).common!.footer!.links as Record<string, unknown>),
      privacy: '[ES-PENDING] Privacy policy',
    }
    const run = runChecks({ raw: cloneManifest(), config, copy, records })
    expect(run.pending.get('stale-translations')).toEqual([
      'shared copy: 1 Spanish string pending (Spanish still marked [ES-PENDING]): the label of the navigation links to /privacy/, which has no Spanish page: Spanish pages show it linking to the English page, marked as English; once written and checked: `npm run translations -- accept /privacy`',
    ])
    // Two labels of links to it, written and never accepted: one problem, on the shared copy, not on /es/privacy/.
    const m = cloneManifest()
    const legal = m.navigation.footer.groups.find((g) => g.id === 'legal')!
    legal.links.find((l) => l.to === '/terms-and-conditions')!.to = '/privacy'
    const recs: Records = { files: new Map(records.files), problems: [] }
    const common = new Map(recs.files.get(`${RECORD_DIR}/common.sources.json`))
    for (const key of ['common.footer.links.privacy', 'common.footer.links.terms']) common.set(key, null)
    recs.files.set(`${RECORD_DIR}/common.sources.json`, common)
    expect(stale(cloneCopy(), m, recs)).toEqual([
      expect.objectContaining({
        route: '*',
        key: '2 strings (common.footer.links.privacy …)',
        hint: 'check each Spanish text against its English, then accept the page: `npm run translations -- accept /privacy`',
      }),
    ])
  })
})

describe('the HTML report', () => {
  it('lists the stale key in its page table, with the change highlighted and every text escaped', () => {
    const copy = withNewTitle()
    ;(copy.en as Tree).home!.hero!.subtitle = 'Plans <b>&</b> "launches"'
    const site = siteOf({ config, copy })
    const html = translationsHtml(groupByPage(site, translationStatus(site, records)))
    const home = html.slice(html.indexOf('<h2>/es/: '), html.indexOf('<h2>/es/features/'))
    const row = home.split('<tr>').find((r) => r.includes('home.hero.title'))!
    expect(row).toContain('<span class="badge stale">stale</span>')
    expect(row).toContain('Campaign plans <ins>ready</ins> in minutes')
    expect(home).toContain('Plans &lt;b&gt;&amp;&lt;/b&gt; &quot;launches&quot;')
    expect(html).not.toContain('<b>&</b>')
    expect(html).not.toMatch(/<script|<link|src=/)
  })
})

describe('the record file', () => {
  it('is written one line per key, sorted, and read back as written', () => {
    const entries = new Map([
      ['b.key', { sha256: fingerprint('B text'), source: 'B text' }],
      ['a.key', null],
    ])
    const text = serializeRecord(entries, 'es')
    const lines = text.split('\n')
    expect(lines[2]).toBe('  "a.key": null,')
    expect(lines[3]).toBe(`  "b.key": { "sha256": "${fingerprint('B text')}", "en": "B text" }`)
    expect(parseRecord(text, 'x').entries).toEqual(new Map([...entries].reverse()))
  })

  it('the repository records are exactly as accept writes them', () => {
    const files = [
      ...readdirSync(join(REPO, RECORD_DIR))
        .filter((f) => f.endsWith('.sources.json'))
        .map((f) => join(RECORD_DIR, f)),
      // A Spanish document or entry is recorded beside it.
      'content/documents/es.sources.json',
    ]
    // One record beside each Spanish copy file (and the manifest's search texts).
    const spanishCopy = readdirSync(join(REPO, RECORD_DIR)).filter((f) => f.endsWith('.ts') && f !== 'index.ts')
    expect(files.length).toBeGreaterThan(spanishCopy.length)
    for (const file of files) {
      const text = readFileSync(join(REPO, file), 'utf8')
      expect(serializeRecord(parseRecord(text, file).entries, 'es'), file).toBe(text)
    }
  })

  it('an entry edited by hand is a problem naming file and key', () => {
    const text = serializeRecord(new Map([['home.x', { sha256: fingerprint('old'), source: 'new' }]]), 'es')
    expect(parseRecord(text, 'locales/i18n/es/home.sources.json').problems.map(formatProblem)).toEqual([
      expect.stringContaining('locales/i18n/es/home.sources.json › route "*" › home.x: record entry edited by hand'),
    ])
  })
})

describe('word diff', () => {
  it('groups removed and added words', () => {
    const diff = (a: string, b: string) => formatWordDiff(wordDiff(a, b))
    expect(diff('Campaign plans in minutes', 'Campaign drafts within minutes')).toBe(
      'Campaign [-plans in-]{+drafts within+} minutes',
    )
    expect(diff('one two three', 'one three four')).toBe('one [-two-] three {+four+}')
    expect(diff('{brandsCount} brands', '{brandsCount} brands trust us')).toBe('{brandsCount} brands {+trust us+}')
    // Punctuation is its own token, and a space at the edge of a change stays outside it.
    expect(diff('then tells you what worked.', 'then reports what worked and why.')).toBe(
      'then [-tells you-]{+reports+} what worked {+and why+}.',
    )
    expect(diff('the platform’s official API', 'the platform’s own API')).toBe('the platform’s [-official-]{+own+} API')
  })
})

/** A copy of the repository with node_modules linked (the commands run there, never here). */
// public/: the product screens the check compares with their copy.
const NEEDED = [
  'site.manifest.ts',
  'site.facts.ts',
  'site.claims.ts',
  'site.languages.ts',
  'locales',
  'content',
  'site',
  'generator',
  // The checks read the card files (generator/checks/listing-cards.ts, generator/cards.ts).
  'renderer',
  'public',
  'tsconfig.json',
  'package.json',
]
describe('on a copy of the repository: the command line', () => {
  let dir: string
  const tsx = (...args: string[]) => {
    const r = runTsx(args, { cwd: dir, env: { ...process.env, NO_COLOR: '1' } })
    return { status: r.status, out: r.stdout + r.stderr }
  }
  const edit = (file: string, from: string, to: string) => {
    const text = readFileSync(join(dir, file), 'utf8')
    expect(text).toContain(from)
    writeFileSync(join(dir, file), text.replace(from, to))
  }
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'translations-'))
    for (const entry of NEEDED) {
      mkdirSync(dirname(join(dir, entry)), { recursive: true })
      cpSync(join(REPO, entry), join(dir, entry), { recursive: true })
    }
    symlinkSync(join(REPO, 'node_modules'), join(dir, 'node_modules'))
  })
  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  it('a figure changed in site.claims.ts: the check passes and every string stays fresh', () => {
    edit('site.claims.ts', "kind: 'count',\n    value: 200,", "kind: 'count',\n    value: 350,")
    const check = tsx('generator/cli/check.ts')
    expect(check.out).toContain('All checks passed.')
    expect(check.status).toBe(0)
    const status = tsx('generator/cli/translations.ts')
    expect(status.out).toMatch(/Spanish strings against the English they were translated from: \d+ fresh\n/)
  }, 360_000)

  it('an English sentence edited: check fails with the key and the change; Spanish edited and accepted: it passes', () => {
    edit(
      'locales/i18n/en/home.ts',
      "title: 'Your AI media buyer. Campaign plans in minutes, not weeks.'",
      `title: '${NEW_TITLE}'`,
    )
    const failed = tsx('generator/cli/check.ts')
    expect(failed.status).toBe(1)
    expect(failed.out).toContain('✖ Translations up to date..... 1 problem')
    expect(failed.out).toContain('locales/i18n/es/home.ts › route "/es/" › home.hero.title: stale Spanish')
    expect(failed.out).toContain(
      'change:           Your AI media buyer. Campaign plans {+ready+} in minutes, not weeks.',
    )
    const status = tsx('generator/cli/translations.ts')
    expect(status.out).toContain('/es/  Comprador de medios con IA para Meta, Google y TikTok: 92 fresh, 1 stale')
    expect(readFileSync(join(dir, '.reports/translations.html'), 'utf8')).toContain('<ins>ready</ins>')
    edit('locales/i18n/es/home.ts', 'Planes de campaña en minutos', 'Planes de campaña listos en minutos')
    const accepted = tsx('generator/cli/translations.ts', 'accept', 'home.hero.title')
    expect(accepted.out).toContain('Accepted 1 Spanish string against the English as it is now.')
    expect(accepted.out).toContain('stale    → fresh  home.hero.title  (locales/i18n/es/home.ts)')
    expect(accepted.out).toContain(`wrote ${RECORD_DIR}/home.sources.json`)
    expect(accepted.status).toBe(0)
    // Accepted again, fresh: nothing to write, and nothing told as written.
    const again = tsx('generator/cli/translations.ts', 'accept', 'home.hero.title')
    expect(again.out).toContain('Accepted 1 Spanish string against the English as it is now (1 already fresh).')
    expect(again.out).not.toContain('wrote ')
    const passed = tsx('generator/cli/check.ts')
    expect(passed.out).toContain('All checks passed.')
    expect(passed.status).toBe(0)
  }, 360_000)

  it('accept refuses a target that names nothing, changing nothing', () => {
    const before = readFileSync(join(dir, RECORD_DIR, 'home.sources.json'), 'utf8')
    const refused = tsx('generator/cli/translations.ts', 'accept', 'home.hero.titel')
    expect(refused.status).toBe(1)
    expect(refused.out).toContain('accept: no Spanish string matches "home.hero.titel"; nothing was changed.')
    expect(readFileSync(join(dir, RECORD_DIR, 'home.sources.json'), 'utf8')).toBe(before)
  }, 360_000)
})

describe('a translation left as its source text', () => {
  it('is running text the same word for word, not a name or a term kept as it is', async () => {
    const { isSourceLeft } = await import('../../../generator/checks/translations.ts')
    expect(isSourceLeft('Each plan includes email support.', 'Each plan includes email support.')).toBe(true)
    expect(isSourceLeft('Our plans', 'Our plans')).toBe(true)
    expect(isSourceLeft('See [our plans](/pricing) for {brand}', 'See [our plans](/pricing) for {brand}')).toBe(true)
    for (const kept of [
      'Northwind Outfitters',
      'Mesa Verde Coffee',
      'Google Ads',
      'CPA −18%',
      'In-Feed, Spark Ads · ES, MX',
    ])
      expect(isSourceLeft(kept, kept), kept).toBe(false)
    // A word kept in every language ("Blog", "Legal") is no running text, and a text that differs is translated.
    expect(isSourceLeft('Blog', 'Blog')).toBe(false)
    expect(isSourceLeft('Nuestros planes', 'Our plans')).toBe(false)
  })
})
