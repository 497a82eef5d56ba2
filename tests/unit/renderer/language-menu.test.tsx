/**
 * The language switch with a third language declared (pt-BR under /pt, the
 * declaration replaced for this file alone: vitest.config.ts lists it as
 * isolated): a native disclosure menu, a link per other language, each
 * marked with its language and stored on click like the two-language link.
 * Each language is shown by its declared label, whatever its copy says: the
 * Portuguese copy here is the Spanish, as a translator's first copy of it is
 * (docs/editing.md, "Add a language"), so a label read from the copy would
 * show "Español" twice. Its use with the keyboard and the mouse in Chromium:
 * tests/unit/generator/third-language-site.test.ts.
 */
import { renderToString } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'
import type { PageContextValue } from '../../../renderer/context.tsx'
import english from '../../../locales/i18n/en/common.ts'
import spanish from '../../../locales/i18n/es/common.ts'

vi.mock('../../../site.languages.ts', async (importOriginal) =>
  (await import('../../harness/third-language.ts')).withPortuguese(await importOriginal()),
)

const { LANGS, DEFAULT_LANG, languageOf } = await import('../../../site/lang.ts')
const { localizedPath } = await import('../../../site/routes.ts')
const { PageProvider } = await import('../../../renderer/context.tsx')
const { LanguageToggle } = await import('../../../renderer/layout/LanguageToggle.tsx')
const { PORTUGUESE } = await import('../../harness/third-language.ts')

/** The shared copy of each language: the real English and Spanish, and the Spanish copied for Portuguese. */
const commons = { en: english, es: spanish, [PORTUGUESE.code]: spanish } as unknown as PageContextValue['commons']

const render = (lang: (typeof LANGS)[number]) =>
  renderToString(
    <PageProvider value={{ lang, page: null, url: localizedPath('/', lang), commons } as unknown as PageContextValue}>
      <LanguageToggle />
    </PageProvider>,
  )

describe('the language switch with three languages', () => {
  it('is a disclosure menu: a summary naming the current language, a link per other language', () => {
    expect(LANGS).toEqual(['en', 'es', PORTUGUESE.code])
    for (const lang of LANGS) {
      const html = render(lang)
      expect(html).toMatch(/^<details[^>]*data-lang-menu=""[^>]*><summary/)
      // A disclosure of links, not an ARIA menu: nothing claims the menu roles it would owe arrow keys.
      expect(html).not.toMatch(/role="menu(item)?"/)
      const summary = /<summary([^>]*)>[\s\S]*?<\/summary>/.exec(html)!
      expect(summary[0]).toContain(`${languageOf(lang).label}</span></summary>`)
      // Its name: the page's word for the menu, then the name it shows.
      const menu = (commons[lang] as unknown as typeof english).languageToggle.menu
      expect(summary[1]).toContain(`aria-label="${menu}: ${languageOf(lang).label}"`)
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
    // The declared label, not the copy's: Portuguese is shown once, Spanish once, on the English page.
    const labels = [...render(DEFAULT_LANG).matchAll(/data-lang-toggle="[^"]+"[^>]*>([^<]*)</g)].map((m) => m[1])
    expect(labels).toEqual([languageOf('es').label, PORTUGUESE.label])
  })
})
