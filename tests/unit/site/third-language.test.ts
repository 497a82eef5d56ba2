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
    ])
    expect(tables[0]!.message).toBe('"pt" is declared but FIGURE_WORDS has no entry for it')
    expect(tables[0]!.hint).toMatch(/^add pt to FIGURE_WORDS there, beside the others: the words around its figures/)
  })
})
