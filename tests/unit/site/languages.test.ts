/**
 * The language declaration (site.languages.ts): what the schema and the
 * languages check refuse, each problem naming the file, the field and the fix,
 * and what the rest of the site derives from it.
 */
import { describe, expect, it } from 'vitest'
import declared from '../../../site.languages.ts'
import { localeFolders, runChecks } from '../../../generator/checks/index.ts'
import { loadSiteConfig } from '../../../site/config.ts'
import { formatProblem } from '../../../site/errors.ts'
import { DEFAULT_LANG, LANGS, LANGUAGES } from '../../../site/lang.ts'
import { HREFLANG, HTML_LANG, OG_LOCALE } from '../../../site/lang-tags.ts'
import { isLanguageTag, languageProblems, type LanguagesInput } from '../../../site/schema/languages.ts'
import { NUMBER_LOCALE } from '../../../locales/format.ts'
import { cloneManifest } from '../../fixtures/util.ts'

const clone = (): { default: string; languages: Record<string, unknown>[] } => structuredClone(declared) as never
const routes = (cloneManifest() as { routes: { path: string }[] }).routes.map((r) => r.path)
const folders = localeFolders(process.cwd())
const problemsOf = (declaration: unknown, localeFoldersList: readonly string[] = folders) =>
  languageProblems(declaration, {
    file: 'site.languages.ts',
    routes,
    localeFolders: localeFoldersList,
    localesDir: 'locales/i18n',
  }).map(formatProblem)
const third = { code: 'pt', tag: 'pt-BR', prefix: '/pt', label: 'Português' }

describe('the language declaration', () => {
  it('is valid as written, with a locale folder per language and a language per folder', () => {
    expect(problemsOf(declared)).toEqual([])
    expect([...folders].sort()).toEqual([...LANGS].sort())
  })

  it('is what the site derives its list, default, tags and formats from', () => {
    expect(LANGS).toEqual(declared.languages.map((l) => l.code))
    expect(DEFAULT_LANG).toBe(declared.default)
    for (const language of LANGUAGES) {
      expect(HTML_LANG[language.code]).toBe(language.tag)
      expect(NUMBER_LOCALE[language.code]).toBe(language.tag)
      expect(HREFLANG[language.code]).toBe(language.hreflang)
      expect(OG_LOCALE[language.code]).toBe(language.ogLocale)
    }
  })

  it('refuses a language declared twice, naming the field and the first declaration', () => {
    const twice = clone()
    const last = twice.languages[1]!
    twice.languages.push({ ...last, label: 'Otra vez' })
    expect(problemsOf(twice)).toEqual([
      `site.languages.ts › route "*" › languages[2].code: code "${last.code}" is declared twice: languages[1] has it already\n    fix: remove one of the two entries of "${last.code}"`,
      `site.languages.ts › route "*" › languages[2].tag: tag "${last.tag}" is declared twice: languages[1] has it already\n    fix: give each language its own tag, or remove the duplicate entry`,
      `site.languages.ts › route "*" › languages[2].prefix: prefix "${last.prefix}" is declared twice: languages[1] has it already\n    fix: give each language its own prefix, or remove the duplicate entry`,
    ])
  })

  it('refuses a prefix that collides with a route of the manifest', () => {
    const route = routes.find((r) => r !== '/')!
    const colliding = clone()
    colliding.languages.push({ ...third, prefix: route })
    expect(problemsOf(colliding, [...folders, 'pt'])).toEqual([
      `site.languages.ts › route "*" › languages[2].prefix: prefix "${route}" collides with the route "${route}" of site.manifest.ts\n    fix: choose another prefix for "pt", or move the route away from ${route}`,
    ])
  })

  it('refuses a tag that is not BCP 47, and a tag not in canonical form', () => {
    for (const tag of ['pt_BR', 'portuguese', 'pt-', 'PT-br']) expect(isLanguageTag(tag), tag).toBe(false)
    for (const tag of ['pt-BR', 'es-419', 'en-US', 'zh-Hant-TW', 'pt']) expect(isLanguageTag(tag), tag).toBe(true)
    const bad = clone()
    bad.languages.push({ ...third, tag: 'pt_BR' })
    expect(problemsOf(bad, [...folders, 'pt'])).toEqual([
      'site.languages.ts › route "*" › languages[2].tag: must be a BCP 47 language tag in canonical form, such as "en-US", "es-419" or "pt-BR"\n    fix: see the JSDoc of the field in site/schema/languages.ts',
    ])
  })

  it('refuses a default that is not declared, and a default with a prefix', () => {
    const undeclared = clone()
    undeclared.default = 'pt'
    const codes = undeclared.languages.map((l) => `"${String(l.code)}"`).join(', ')
    expect(problemsOf(undeclared)).toEqual([
      `site.languages.ts › route "*" › default: the default language "pt" is not declared\n    fix: set default to one of ${codes}, or declare "pt" under languages`,
    ])
    const prefixed = clone()
    const i = prefixed.languages.findIndex((l) => l.code === prefixed.default)
    prefixed.languages[i]!.prefix = '/home'
    expect(problemsOf(prefixed)).toEqual([
      `site.languages.ts › route "*" › languages[${i}].prefix: the default language's pages have no prefix, but "${prefixed.default}" declares "/home"\n    fix: write prefix: ""`,
    ])
  })

  it('refuses a locale folder with no declared language, and a language with no locale folder', () => {
    expect(problemsOf(declared, [...folders, 'pt'])).toEqual([
      'site.languages.ts › route "*" › languages: locales/i18n/pt/ holds copy of "pt", which is not a declared language\n    fix: declare "pt" under languages, or remove locales/i18n/pt/',
    ])
    const added = clone()
    added.languages.push(third)
    expect(problemsOf(added)).toEqual([
      `site.languages.ts › route "*" › languages[2].code: "pt" is declared, but locales/i18n/pt/ does not exist\n    fix: copy locales/i18n/${DEFAULT_LANG}/ to locales/i18n/pt/ and translate it, or remove the declaration`,
    ])
  })

  it('fails `npm run check` before the manifest is read, under its own heading', () => {
    const undeclared: LanguagesInput = { ...clone(), default: 'pt' } as never
    const run = runChecks({
      raw: cloneManifest(),
      config: loadSiteConfig({ env: {}, mode: 'development' }),
      languages: { declaration: undeclared },
    })
    expect(run.byCheck.get('languages')!.map((p) => [p.file, p.key])).toEqual([['site.languages.ts', 'default']])
    // Raw problems stop the checks that need the parsed site.
    expect(run.site).toBeNull()
  })
})
