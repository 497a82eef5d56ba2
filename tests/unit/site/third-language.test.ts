/**
 * The engine with a third language declared (pt-BR under /pt), the
 * declaration replaced for this file alone (vitest.config.ts lists it as
 * isolated): URLs, the 404 pages, the redirect rules for a Portuguese
 * browser, and the tags, none of it written for Portuguese.
 */
import { describe, expect, it, vi } from 'vitest'

vi.mock('../../../site.languages.ts', async (importOriginal) =>
  (await import('../../harness/third-language.ts')).withPortuguese(await importOriginal()),
)

const { DEFAULT_LANG, LANGS, asLang } = await import('../../../site/lang.ts')
const { HREFLANG, HTML_LANG, LANGUAGE_NAME, OG_LOCALE } = await import('../../../site/lang-tags.ts')
const routes = await import('../../../site/routes.ts')
const { decide } = await import('../../../site/language.ts')
const { TRANSLATED_LANGS } = await import('../../../site/translated-langs.ts')
const record = await import('../../../generator/translations/record.ts')
const { missingReason, staleDetails } = await import('../../../generator/translations/explain.ts')
const { translatedFileOf } = await import('../../../site/content/index.ts')
const { languagesCheck } = await import('../../../generator/checks/languages.ts')
const { esMapping } = await import('../../../generator/checks/es-mapping.ts')
const { default: declaration } = await import('../../../site.languages.ts')
const { readingOf, screenFigureProblems } = await import('../../../generator/checks/screen-figures.ts')
const { default: spanishScreens } = await import('../../../locales/i18n/es/screens.ts')
const { literalPatterns } = await import('../../../generator/checks/facts.ts')
const { CHECK_WORDS } = await import('../../../locales/check-words.ts')

/** The third language: not in the repository's Lang type, which follows the real declaration. */
const PT = 'pt' as (typeof LANGS)[number]

const visit = { stored: null, firstVisitDone: false, browserLang: '', crawler: false, hasTwins: true }

describe('a third language declared as data', () => {
  it('is a language of the site, with its tags derived from pt-BR', () => {
    expect(LANGS).toContain(PT)
    expect(asLang('pt')).toBe(PT)
    expect(HTML_LANG[PT]).toBe('pt-BR')
    expect(OG_LOCALE[PT]).toBe('pt_BR')
    expect(HREFLANG[PT]).toBe('pt')
    expect(LANGUAGE_NAME[PT]).toBe('Portuguese')
  })

  it('has its URLs under /pt, read back by splitLang, with the other prefixes untouched', () => {
    expect(routes.localizedPath('/about', PT)).toBe('/pt/about/')
    expect(routes.homeUrl(PT)).toBe('/pt/')
    expect(routes.splitLang('/pt/about/')).toEqual({ lang: PT, path: '/about' })
    expect(routes.splitLang('/pt')).toEqual({ lang: PT, path: '/' })
    expect(routes.splitLang('/ptx/about/')).toEqual({ lang: DEFAULT_LANG, path: '/ptx/about' })
    for (const lang of LANGS) expect(routes.langOfUrl(routes.localizedPath('/features', lang))).toBe(lang)
    expect(routes.hasLanguagePrefix('/pt/about')).toBe(true)
    expect(routes.notFoundUrl(PT)).toBe('/pt/404')
    expect(routes.isNotFoundUrl('/pt/404')).toBe(true)
    expect(routes.outputFileOf('/pt/404')).toBe('pt/404.html')
  })

  it('sends a Portuguese browser to /pt on its first visit, and honours a stored choice of any language', () => {
    expect(decide({ ...visit, path: '/features/', browserLang: 'pt-BR' })).toEqual({
      to: '/pt/features/',
      reason: 'browser',
    })
    expect(decide({ ...visit, path: '/features/', browserLang: 'pt-BR', firstVisitDone: true })).toBeNull()
    expect(decide({ ...visit, path: '/pt/features/', browserLang: 'pt-PT' })).toBeNull()
    // A browser in no prefixed page's language on /pt goes to the default language.
    expect(decide({ ...visit, path: '/pt/features/', browserLang: 'fr' })).toEqual({
      to: routes.localizedPath('/features', DEFAULT_LANG),
      reason: 'browser',
    })
    expect(decide({ ...visit, path: '/pt/features/', stored: PT, browserLang: 'fr' })).toBeNull()
    const other = LANGS.find((l) => l !== DEFAULT_LANG && l !== PT)!
    // A browser in the other prefixed language goes to its own language's twin, not to the default one;
    // and a Portuguese browser on that language's page to /pt.
    expect(decide({ ...visit, path: '/pt/features/', browserLang: other })).toEqual({
      to: routes.localizedPath('/features', other),
      reason: 'browser',
    })
    expect(decide({ ...visit, path: routes.localizedPath('/features', other), browserLang: 'pt-BR' })).toEqual({
      to: '/pt/features/',
      reason: 'browser',
    })
    // Without its twin there (a page of one language), the default language.
    expect(decide({ ...visit, path: '/pt/features/', browserLang: other, hasTwins: false })).toEqual({
      to: routes.localizedPath('/features', DEFAULT_LANG),
      reason: 'browser',
    })
    expect(decide({ ...visit, path: '/pt/features/', stored: other })).toEqual({
      to: routes.localizedPath('/features', other),
      reason: 'preference',
    })
    expect(decide({ ...visit, path: routes.localizedPath('/features', other), stored: PT })).toEqual({
      to: '/pt/features/',
      reason: 'preference',
    })
    // A page without twins keeps a stored choice from sending the visitor nowhere.
    expect(decide({ ...visit, path: '/privacy/', stored: PT, hasTwins: false })).toBeNull()
  })

  it('has its own translation records, and the tracking names it', () => {
    expect(TRANSLATED_LANGS).toContain(PT)
    expect(TRANSLATED_LANGS).not.toContain(DEFAULT_LANG)
    expect(record.recordFileOf('home', PT)).toBe('locales/i18n/pt/home.sources.json')
    expect(record.manifestRecordOf(PT)).toBe('locales/i18n/pt/site.manifest.sources.json')
    expect(record.recordLang('locales/i18n/pt/home.sources.json')).toBe(PT)
    expect(record.recordLang('content/guides/pt.sources.json')).toBe(PT)
    expect(translatedFileOf('content/guides/launch.md', PT)).toBe('content/guides/launch.pt.md')
    expect(translatedFileOf('content/guides/launch.pt.md', PT)).toBe('content/guides/launch.pt.md')
    expect(record.serializeRecord(new Map([['home.x', null]]), PT)).toContain(
      'The English each Portuguese string was translated from.',
    )
    expect(missingReason({ lang: PT, reason: 'untranslated' })).toBe('no Portuguese text yet')
    const stale = { lang: PT, english: 'New', translated: 'Velho', accepted: record.stamp('Old') }
    expect(staleDetails(stale as Parameters<typeof staleDetails>[0])[1]).toBe('Portuguese now:   "Velho"')
    // A record in a folder of a language not declared belongs to no language.
    expect(record.recordLang('locales/i18n/fr/home.sources.json')).toBeUndefined()
  })

  it('names the missing Portuguese file of an entry translated into Spanish only, with the command to accept it', () => {
    const seo = { title: 'Launch', description: 'A launch guide.', keywords: [], structuredData: 'webPage' }
    const site = {
      manifest: {
        routes: [{ path: '/guides/launch', translatable: true, seo: { en: seo, es: seo } }],
        notFound: { seo: { en: seo, es: seo, pt: seo } },
      },
      content: {
        entryAt: (path: string) =>
          path === '/guides/launch'
            ? {
                collection: 'guides',
                slug: 'launch',
                files: { en: 'content/guides/launch.md', es: 'content/guides/launch.es.md' },
              }
            : undefined,
      },
      pages: [
        { url: '/guides/launch/', lang: DEFAULT_LANG },
        { url: '/es/guides/launch/', lang: 'es' },
      ],
    }
    const problems = esMapping.run({ site, files: { manifest: 'site.manifest.ts' } } as unknown as Parameters<
      typeof esMapping.run
    >[0])
    expect(problems).toEqual([
      expect.objectContaining({
        file: 'content/guides/launch.md',
        route: '/guides/launch',
        key: 'seo.pt',
        message: 'this entry is translated, but not into Portuguese, so its /pt page cannot be built',
        hint: 'write its Portuguese file, content/guides/launch.pt.md, beside it (its title, description and text in Portuguese), then `npm run translations -- accept --lang pt guides/launch`',
      }),
    ])
  })

  it('fails the languages check, naming file, table and fix, while a table of code lacks it', () => {
    const problems = languagesCheck.run({
      raw: { routes: [] },
      publicDir: 'public',
      languages: { declaration, file: 'site.languages.ts', localeFolders: [...LANGS], localesDir: 'locales/i18n' },
    } as unknown as Parameters<typeof languagesCheck.run>[0])
    const tables = problems.filter((p) => p.file !== 'locales/languages.ts')
    expect(tables.map((p) => [p.file, p.key])).toEqual([
      ['locales/format.ts', 'FIGURE_WORDS.pt'],
      ['locales/statements.ts', 'WRITERS.pt'],
      ['locales/placeholders.ts', 'TEAM_SIZE.pt'],
      ['locales/check-words.ts', 'CHECK_WORDS.pt'],
    ])
    expect(tables[0]!.message).toBe('"pt" is declared but FIGURE_WORDS has no entry for it')
    expect(tables[0]!.hint).toMatch(/^add pt to FIGURE_WORDS there, beside the others: the words around its figures/)
  })

  it('reads its product screens with pt-BR numbers and months and its own words, and catches a contradiction', () => {
    // Test data: the Spanish screens with pt-BR's digits ("US$3.840", "2,9") and months ("14 out"), the shifts
    // in Portuguese, read with Portuguese words the test gives (CHECK_WORDS has no "pt": it is not declared).
    const words = {
      perDay: ['/dia', 'por dia', 'ao dia', 'diários', 'diário'],
      ofBudget: ['do orçamento', 'de seu orçamento'],
      moves: ['moveu', 'mova', 'mover', 'movi', 'transferiu', 'transferir', 'realoc*', 'remanej*'],
      previous: ['anterior'],
    }
    const read = readingOf(PT, words)
    const portuguese = (changes: Record<string, string> = {}) => {
      const copy = JSON.parse(
        JSON.stringify(spanishScreens)
          .replace(/\d[\d.,]*\d/g, (n) => n.replace(/[.,]/g, (c) => (c === '.' ? ',' : '.')))
          .replaceAll(' oct', ' out'),
      ) as Record<string, Record<string, string>>
      Object.assign(copy.objective!, { days: '48 dias' })
      Object.assign(copy.autopilot!, { action1: 'Moveu US$ 8 por dia do conjunto B para o C' })
      Object.assign(copy.poster!, {
        action1: 'Moveu US$ 8 por dia para o conjunto C',
        insight: 'O TikTok é o seu canal mais eficiente. Mover US$ 8 por dia para ele levaria o ROAS a 3,0.',
      })
      for (const [path, text] of Object.entries(changes)) {
        const [section, key] = path.split('.') as [string, string]
        expect(copy[section]![key], path).toBeTypeOf('string')
        copy[section]![key] = text
      }
      return copy
    }
    expect(portuguese().objective!.totalAmount).toBe('US$3.840')
    expect(portuguese().poster!.day1).toBe('14 out')
    expect(screenFigureProblems(portuguese(), read)).toEqual([])
    // Spend over the budget, written as pt-BR writes 8,412: read as 8412, not 8.412.
    expect(
      screenFigureProblems(portuguese({ 'reporting.spendValue': 'US$ 8.412' }), read).map((p) => p.message),
    ).toEqual(
      expect.arrayContaining([
        '8412 spent in 14 days, above the budget of 80 a day × 14 = 1120',
        '8412 spent, above the lifetime cap of 3840',
      ]),
    )
    // Portuguese months ("dez." is December in pt-BR alone): 14 Oct to 15 Dec is 63 days, not 48.
    expect(
      screenFigureProblems(portuguese({ 'objective.dates': '14 out. → 15 dez.' }), read).map(
        (p) => `${p.key}: ${p.message}`,
      ),
    ).toEqual(['objective.days: "48 dias" but the dates "14 out. → 15 dez." span 63 days'])
    // A decimal comma, and a shift in its own words above the guardrail's 20% of 80 a day.
    expect(screenFigureProblems(portuguese({ 'reporting.roasValue': '3,4' }), read).map((p) => p.key)).toEqual([
      'reporting.roasValue',
    ])
    expect(screenFigureProblems(portuguese({ 'poster.insight': 'Mova US$ 18 por dia para o TikTok.' }), read)).toEqual([
      {
        key: 'poster.insight',
        message: "moves 18 a day, above the guardrail's 20% of 80 = 16 a day",
        hint: 'keep each shift within the cap of the guardrails',
      },
    ])
  })

  it('finds a figure typed in its own words instead of its placeholder, as in the others', () => {
    const portuguese = {
      moreThan: ['mais de'],
      times: ['vezes'],
      million: ['milhão'],
      four: ['quatro'],
      platforms: ['plataformas'],
      minutes: ['minutos'],
      hours: ['horas'],
      to: ['a'],
    }
    const declared = Object.values(CHECK_WORDS).map((w) => w.literals)
    const typed = (text: string, words: typeof declared) =>
      literalPatterns(words).flatMap((l) => (l.pattern.test(text) ? [l.placeholder] : []))
    for (const [text, placeholder] of [
      ['Mais de 200 marcas', '{brandsCount}'],
      ['um ROAS 3 vezes maior', '{roiBoost}'],
      ['1 milhão de anúncios', expect.stringContaining('{campaigns} counts campaigns')],
      ['em quatro plataformas', '{livePlatformCount} (three are live; LinkedIn is coming soon)'],
    ] as const) {
      expect(typed(text, declared), text).toEqual([])
      expect(typed(text, [...declared, portuguese]), text).toEqual([placeholder])
    }
  })
})
