/**
 * The language switch with a third language declared (pt-BR under /pt, the
 * declaration replaced for this file alone: vitest.config.ts lists it as
 * isolated): a native disclosure menu, a link per other language, each
 * marked with its language and stored on click like the two-language link.
 */
import { renderToString } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'
import type { PageContextValue } from '../../../renderer/context.tsx'

vi.mock('../../../site.languages.ts', async (importOriginal) =>
  (await import('../../harness/third-language.ts')).withPortuguese(await importOriginal()),
)

const { LANGS, DEFAULT_LANG, languageOf } = await import('../../../site/lang.ts')
const { localizedPath } = await import('../../../site/routes.ts')
const { PageProvider } = await import('../../../renderer/context.tsx')
const { LanguageToggle } = await import('../../../renderer/layout/LanguageToggle.tsx')

/** Shared copy of each language, as far as the switch reads it: its label is the declared one. */
const commons = Object.fromEntries(
  LANGS.map((lang) => [lang, { languageToggle: { name: `→ ${lang}`, label: languageOf(lang).label } }]),
) as unknown as PageContextValue['commons']

const render = (lang: (typeof LANGS)[number]) =>
  renderToString(
    <PageProvider value={{ lang, page: null, url: localizedPath('/', lang), commons } as unknown as PageContextValue}>
      <LanguageToggle />
    </PageProvider>,
  )

describe('the language switch with three languages', () => {
  it('is a disclosure menu: a summary naming the current language, a link per other language', () => {
    expect(LANGS.length).toBe(3)
    for (const lang of LANGS) {
      const html = render(lang)
      expect(html).toMatch(/^<details[^>]*data-lang-menu=""[^>]*><summary/)
      expect(html).toContain(`${languageOf(lang).label}</span></summary>`)
      const links = [...html.matchAll(/<a ([^>]*)>([^<]*)<\/a>/g)]
      expect(links.map((m) => m[2])).toEqual(LANGS.filter((l) => l !== lang).map((l) => languageOf(l).label))
      for (const [, attrs] of links) {
        const target = /data-lang-toggle="([^"]+)"/.exec(attrs!)![1] as (typeof LANGS)[number]
        // The page has no twin here (a 404): each link leads to its language's home.
        expect(attrs).toContain(`href="${localizedPath('/', target)}"`)
        expect(attrs).toContain(`lang="${languageOf(target).tag}"`)
        // Stored on click by renderer/shell/language.ts, as the two-language link is.
        expect(attrs).toContain('data-early="language"')
      }
    }
    expect(render(DEFAULT_LANG)).toContain('href="/pt/"')
  })
})
