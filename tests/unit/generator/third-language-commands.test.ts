/**
 * The deploy configuration and the authoring commands with a third language
 * declared (pt-BR under /pt, the mock of tests/unit/site/third-language.test.ts),
 * none of it written for Portuguese: its variables are `<NAME>_PT`.
 */
import { readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { describe, expect, it, vi } from 'vitest'
import type { Lang } from '../../../site/lang.ts'

vi.mock('../../../site.languages.ts', async (importOriginal) => {
  const real = ((await importOriginal()) as { default: { default: string; languages: readonly object[] } }).default
  return {
    default: {
      ...real,
      languages: [...real.languages, { code: 'pt', tag: 'pt-BR', prefix: '/pt', label: 'Português (dados de teste)' }],
    },
  }
})

const { ENV, ENV_NAMES, envNameOf } = await import('../../../site/env.ts')
const { loadSiteConfig } = await import('../../../site/config.ts')
const { pathProblem } = await import('../../../generator/add-page/args.ts')
const { seoStubs } = await import('../../../generator/add-page/plan.ts')
const { insertRoute } = await import('../../../generator/add-page/manifest-edit.ts')
const { copyFiles, localeChanges } = await import('../../../generator/add-page/locales-edit.ts')
const { labelChanges } = await import('../../../generator/add-page/navigation-edit.ts')
const { recordChanges } = await import('../../../generator/add-page/records-edit.ts')
const { formatAddPageReport } = await import('../../../generator/add-page/report.ts')

const addEntryArgs = await import('../../../generator/add-entry/args.ts')
const { translationFile } = await import('../../../generator/add-entry/spanish.ts')
const { formatAddEntryReport } = await import('../../../generator/add-entry/report.ts')
const { CollectionSchema, EntrySchema } = await import('../../../site/schema/collection.ts')

/** The guides of tests/fixtures/content/guides (its site module builds a site, which the mock has no copy for). */
const GUIDES = 'tests/fixtures/content/guides'
const guides = () =>
  CollectionSchema.parse({
    name: 'guides',
    path: '/guides/:slug',
    folder: 'content/guides',
    translatable: true,
    schema: EntrySchema,
    sections: [{ type: 'longform' }],
    seo: { structuredData: 'webPage', ogType: 'article' },
  })

const { planAccept } = await import('../../../generator/translations/accept.ts')
const record = await import('../../../generator/translations/record.ts')

const { fileLanguageOf, localizedFile } = await import('../../../site/images.ts')
const { numberIssues } = await import('../../../generator/html-checks/es-numbers.ts')
const { HTML_LANG } = await import('../../../site/lang-tags.ts')

const REPO = resolve(import.meta.dirname, '../../..')
/** The repository's files, Portuguese ones read as the Spanish (no locales/i18n/pt/ exists). */
const read = (file: string) => readFileSync(join(REPO, file.replace('locales/i18n/pt/', 'locales/i18n/es/')), 'utf8')

/** The third language: not in the repository's Lang type, which follows the real declaration. */
const PT = 'pt' as Lang

describe('the deploy configuration of a third language', () => {
  it('reads <NAME>_PT for each per-language variable, beside the real names', () => {
    const perLanguage = [
      'CALENDLY_URL',
      'BLOG_URL',
      'SOCIAL_INSTAGRAM_URL',
      'PRODUCT_VIDEO_SRC',
      'PRODUCT_VIDEO_POSTER',
    ]
    for (const name of perLanguage) expect(ENV_NAMES).toContain(`${name}_PT`)
    // The real site's names stay as they are: the default language's clip is the bare name.
    for (const name of ['CALENDLY_URL_EN', 'CALENDLY_URL_ES', 'PRODUCT_VIDEO_SRC', 'PRODUCT_VIDEO_SRC_ES'])
      expect(ENV_NAMES).toContain(name)
    expect(ENV_NAMES).not.toContain('PRODUCT_VIDEO_SRC_EN')
    expect(ENV.BLOG_URL_PT!.description).toBe('The Portuguese blog.')
  })

  it('puts the value of CALENDLY_URL_PT in its config, and its local defaults follow the code', () => {
    const env = { CALENDLY_URL_PT: 'https://calendly.com/arcline/demo-pt' }
    const config = loadSiteConfig({ env, mode: 'development' })
    expect(config.calendly[PT]).toBe('https://calendly.com/arcline/demo-pt')
    expect(config.blog[PT]).toBe('https://blog.example.com/pt')
    expect(config.social.instagram[PT]).toBe('https://www.instagram.com/example.pt')
    expect(config.productVideo[PT]).toEqual({
      src: '/media/product-demo.pt.mp4',
      poster: '/media/product-demo-poster.pt.avif',
    })
  })

  it('refuses a production build without its links, naming its variables', () => {
    let message = ''
    try {
      loadSiteConfig({ env: {}, mode: 'production' })
    } catch (error) {
      message = (error as Error).message
    }
    expect(message).toContain(
      '  CALENDLY_URL_PT: not set (its default is a local placeholder); e.g. https://calendly.com/arcline/demo-pt',
    )
    expect(message).toContain('  BLOG_URL_PT: not set')
    expect(message).not.toContain('PRODUCT_VIDEO_SRC_PT')
  })

  it('writes a code with a region as CODE_REGION', () => {
    expect(envNameOf('CALENDLY_URL', 'pt-BR' as typeof PT)).toBe('CALENDLY_URL_PT_BR')
    expect(envNameOf('PRODUCT_VIDEO_SRC', PT, true)).toBe('PRODUCT_VIDEO_SRC_PT')
  })
})

describe('add-page with a third language', () => {
  const page = { path: '/pricing', namespace: 'pricing' }
  const urls = { en: '/pricing/', es: '/es/pricing/', [PT]: '/pt/pricing/' }
  const english = { hero: { title: 'Pricing' } }
  const pending = (lang: string) => ({ hero: { title: `[${lang.toUpperCase()}-PENDING] Pricing` } })

  it('stubs the search texts and the copy of every language but the default, marked pending', () => {
    const seo = seoStubs('Pricing', true)
    expect(Object.keys(seo)).toEqual(['en', 'es', PT])
    // Each language's stubs carry its own marker.
    expect(seo.es!.title).toBe('[ES-PENDING] Pricing')
    expect(seo[PT]!.title).toBe('[PT-PENDING] Pricing')
    expect(Object.keys(seoStubs('Pricing', false))).toEqual(['en'])
    expect(copyFiles(page.path, page.namespace, true)).toEqual([
      'locales/i18n/en/pricing.ts',
      'locales/i18n/es/pricing.ts',
      'locales/i18n/pt/pricing.ts',
    ])
  })

  it('writes the Portuguese search texts of a new route expanded, as the others are, short as they are', () => {
    const short = { title: 'Pricing', description: 'Plans.', keywords: [] }
    const { text } = insertRoute(readFileSync('site.manifest.ts', 'utf8'), 'site.manifest.ts', {
      path: '/pricing',
      translatable: true,
      seo: { en: short, es: short, [PT]: short },
    })
    for (const lang of ['en', 'es', PT])
      expect(text, lang).toMatch(new RegExp(`\\n\\s+${lang}: \\{\\n\\s+title: 'Pricing',\\n`))
  })

  it('writes and registers the Portuguese copy file beside the Spanish one', () => {
    const changes = localeChanges(read, { ...page, urls, english, pending })
    expect(changes.map((c) => c.file)).toEqual([
      'locales/i18n/en/index.ts',
      'locales/i18n/es/index.ts',
      'locales/i18n/pt/index.ts',
      'locales/i18n/en/pricing.ts',
      'locales/i18n/es/pricing.ts',
      'locales/i18n/pt/pricing.ts',
    ])
    const pt = changes.find((c) => c.file === 'locales/i18n/pt/pricing.ts')!
    expect(pt.note).toBe('Portuguese text, marked [PT-PENDING]')
    expect(pt.text).toContain(
      '/** Portuguese copy of /pt/pricing/: write each text and remove its [PT-PENDING] marker. */',
    )
    expect(pt.text).toContain("'[PT-PENDING] Pricing'")
    expect(changes.find((c) => c.file === 'locales/i18n/pt/index.ts')!.text).toMatch(/\bpricing,?\n/)
    expect(changes[3]!.text).toContain('Copy of /pricing, /es/pricing/ and /pt/pricing/')
  })

  it('gives the navigation label and the records a Portuguese entry, never accepted', () => {
    const trees = { en: { common: { nav: {} } }, es: { common: { nav: {} } }, [PT]: { common: { nav: {} } } }
    const labels = labelChanges(REPO, read, trees, 'common.nav.pricing', 'Pricing')
    expect(labels.sources.map((c) => c.file)).toContain('locales/i18n/pt/common.ts')
    expect(labels.sources.find((c) => c.file === 'locales/i18n/pt/common.ts')!.text).toContain(
      "pricing: '[PT-PENDING] Pricing'",
    )
    expect(labels.records.map((c) => c.file)).toEqual([
      'locales/i18n/es/common.sources.json',
      'locales/i18n/pt/common.sources.json',
    ])
    const records = recordChanges(REPO, read, { ...page, keys: ['pricing.hero.title'], seoFields: ['title'] })
    const pt = records.find((c) => c.file === 'locales/i18n/pt/pricing.sources.json')!
    expect(pt.note).toBe('translation record: every Portuguese string missing')
    expect(records.find((c) => c.file === 'locales/i18n/pt/site.manifest.sources.json')!.text).toContain(
      '/pricing seo.pt.title',
    )
  })

  it('refuses a Portuguese address, naming the route to give', () => {
    expect(pathProblem('/pt/pricing')).toBe(
      '"/pt/pricing" is a Portuguese address: Portuguese pages are derived from their English route. Run add-page with /pricing --translatable instead',
    )
    expect(pathProblem('/pt')).toMatch(/^"\/pt" is the Portuguese home page \(\/pt\/\)/)
  })

  it('reports the twins and the strings left in each language', () => {
    const section = { name: 'hero', type: 'pageHero', copy: 'pricing.hero', props: {} }
    const plan = {
      options: { ...page, translatable: true, sections: ['hero'], manifest: 'site.manifest.ts', root: REPO },
      namespace: 'pricing',
      urls,
      title: 'Pricing',
      sections: [section],
      after: '/start',
      changes: [],
      leftToWrite: [
        {
          file: 'locales/i18n/es/pricing.ts',
          where: '"pricing"',
          keys: ['pricing.hero.title'],
          pending: true,
          lang: 'es',
        },
        {
          file: 'locales/i18n/pt/pricing.ts',
          where: '"pricing"',
          keys: ['pricing.hero.title'],
          pending: true,
          lang: PT,
        },
      ],
      reformatted: [],
      label: null,
    } as unknown as Parameters<typeof formatAddPageReport>[0]
    const report = formatAddPageReport(plan)
    expect(report).toContain(
      'Added /pricing/ and its Spanish and Portuguese twins /es/pricing/ and /pt/pricing/, after /start',
    )
    expect(report).toContain('locales/i18n/pt/pricing.ts, "pricing" (1 Portuguese string, marked [PT-PENDING]):')
    expect(report).toContain('in Spanish and Portuguese, delete each [ES-PENDING] and [PT-PENDING] marker too')
  })
})

describe('add-entry with a third language', () => {
  it('takes --lang pt, and names every declared language when refusing one', () => {
    expect(addEntryArgs.parseCommandLine(['guides', 'Guia rápido', '--lang', 'pt'], REPO).lang).toBe(PT)
    expect(addEntryArgs.USAGE).toContain('[--lang es|pt]')
    expect(() => addEntryArgs.parseCommandLine(['guides', 'Guide', '--lang', 'fr'], REPO)).toThrow(
      '--lang fr: the languages are en (the default), es and pt',
    )
  })

  it('drafts the Portuguese file beside the English, each text marked pending', () => {
    const collection = guides()
    const root = join(REPO, GUIDES)
    const draft = translationFile(root, collection, 'content/guides/tiktok-creative-basics.md', 'Guia do TikTok', PT)
    expect(draft.file).toBe('content/guides/tiktok-creative-basics.pt.md')
    expect(draft.text).toMatch(/^---\n# The Portuguese of content\/guides\/tiktok-creative-basics\.md\./)
    expect(draft.text).toContain('# write the Portuguese and delete the marker.')
    expect(draft.text).toContain('title: Guia do TikTok')
    expect(draft.text).toContain("description: '[PT-PENDING] ")
  })

  it('reports the Portuguese file, and offers each language a version of a new entry', () => {
    const collection = guides()
    const plan = {
      options: { collection: 'guides', title: 'Guia', lang: PT, manifest: 'site.manifest.ts', root: REPO, today: '' },
      collection,
      slug: 'tiktok-creative-basics',
      file: 'content/guides/tiktok-creative-basics.pt.md',
      text: '',
      format: 'md',
      url: '/pt/guides/tiktok-creative-basics/',
      english: 'content/guides/tiktok-creative-basics.md',
      left: [{ key: 'description', line: 4 }],
      written: [],
      optional: [],
    } as Parameters<typeof formatAddEntryReport>[0]
    const report = formatAddEntryReport(plan)
    expect(report).toContain(
      'Wrote content/guides/tiktok-creative-basics.pt.md: the Portuguese of content/guides/tiktok-creative-basics.md.',
    )
    expect(report).toContain('Next: write the Portuguese and delete each [PT-PENDING].')
    const english = formatAddEntryReport({
      ...plan,
      options: { ...plan.options, lang: 'en' },
      file: 'content/guides/tiktok-creative-basics.md',
    })
    expect(english).toContain('A Spanish version: npm run add-entry -- guides "<Spanish title>" --lang es')
    expect(english).toContain('A Portuguese version: npm run add-entry -- guides "<Portuguese title>" --lang pt')
  })
})

describe('translations accept with a third language', () => {
  /** The same string, stale in Spanish and in Portuguese. */
  const stale = (lang: Lang) => ({
    lang,
    status: 'stale' as const,
    key: 'home.hero.title',
    recordKey: 'home.hero.title',
    record: record.recordFileOf('home', lang),
    file: `locales/i18n/${lang}/home.ts`,
    route: lang === 'es' ? '/es/' : '/pt/',
    english: 'New',
    translated: 'Viejo',
    accepted: record.stamp('Old'),
  })
  const statuses = [stale('es'), stale(PT)]
  const records = {
    files: new Map(statuses.map((t) => [t.record, new Map([[t.recordKey, record.stamp('Old')]])])),
    problems: [],
  }

  it('accepts in every translated language by default', () => {
    const plan = planAccept(statuses, records, ['home.hero.title'])
    expect(plan.accepted.map((t) => t.lang)).toEqual(['es', PT])
    expect([...plan.write.keys()]).toEqual(['locales/i18n/es/home.sources.json', 'locales/i18n/pt/home.sources.json'])
    expect(plan.write.get('locales/i18n/pt/home.sources.json')).toContain(
      '"home.hero.title": { "sha256": "' + record.fingerprint('New') + '", "en": "New" }',
    )
  })

  it('accepts in the one language --lang names, leaving the others as they are', () => {
    const plan = planAccept(statuses, records, ['home.hero.title'], [PT])
    expect(plan.accepted.map((t) => t.lang)).toEqual([PT])
    expect([...plan.write.keys()]).toEqual(['locales/i18n/pt/home.sources.json'])
    const all = planAccept(statuses, records, 'all', [PT])
    expect([...all.write.keys()]).toEqual(['locales/i18n/pt/home.sources.json'])
    expect(all.remove).toEqual([])
    // A target only the other language has is no Portuguese string.
    expect(planAccept([stale('es')], records, ['home.hero.title'], [PT]).unmatched).toEqual(['home.hero.title'])
  })
})

describe('the page-language checks with a third language', () => {
  it('tell a Portuguese image file from a Spanish and an English one', () => {
    expect(fileLanguageOf(localizedFile('/images/mock/connect.svg', PT))).toBe(PT)
    expect(fileLanguageOf('/og/home-pt.1a2b3c4d.png')).toBe(PT)
    expect(fileLanguageOf('/images/mock/connect.es.svg')).toBe('es')
    expect(fileLanguageOf('/images/mock/connect.svg')).toBeUndefined()
    expect(fileLanguageOf('/images/mock/report.part.svg')).toBeUndefined()
  })

  it('hold Portuguese numbers to the forms pt-BR writes: a decimal comma, a point between thousands', () => {
    expect(HTML_LANG[PT]).toBe('pt-BR')
    const issues = numberIssues('4,9 · 12.500 · US$3.840 · 4.9 · 12,500 · 5000 · 95 %', HTML_LANG[PT])
    expect(issues.map((i) => [i.text, i.what])).toEqual([
      ['4.9', 'a decimal point'],
      ['12,500', 'a comma between thousands'],
      ['95 %', 'a space before "%"'],
      ['5000', 'a number of four digits or more without its thousands point'],
    ])
    expect(issues[0]!.fix).toBe('a decimal comma ("4,9", "US$18,20")')
  })
})
