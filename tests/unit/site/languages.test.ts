/**
 * The language declaration (site.languages.ts): what the schema and the
 * languages check refuse, each problem naming the file, the field and the fix,
 * and what the rest of the site derives from it.
 */
import { execFile } from 'node:child_process'
import { cpSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { makeScratchCopy } from '../../../scripts/lib/scratch.ts'
import { describe, expect, it } from 'vitest'
import declared from '../../../site.languages.ts'
import { localeFolders, runChecks } from '../../../generator/checks/index.ts'
import { declarationLine, declarationProblems, servedFolders } from '../../../generator/checks/language-declaration.ts'
import { OG_DIR } from '../../../site/og-image.ts'
import { routeTablePaths } from '../../../generator/checks/languages.ts'
import { loadSiteConfig } from '../../../site/config.ts'
import { formatProblem } from '../../../site/errors.ts'
import { DEFAULT_LANG, LANGS, LANGUAGES } from '../../../site/lang.ts'
import { HREFLANG, HTML_LANG, OG_LOCALE } from '../../../site/lang-tags.ts'
import { canonicalTag, isLanguageTag, languageProblems, type LanguagesInput } from '../../../site/schema/languages.ts'
import { NUMBER_LOCALE } from '../../../locales/format.ts'
import { cloneManifest } from '../../fixtures/util.ts'

const clone = (): { default: string; languages: Record<string, unknown>[] } => structuredClone(declared) as never
const table = routeTablePaths(cloneManifest())
const routes = table.filter((p) => !p.collection).map((p) => p.path)
const folders = localeFolders(process.cwd())
const problemsOf = (declaration: unknown, localeFoldersList: readonly string[] = folders) =>
  languageProblems(declaration, {
    file: 'site.languages.ts',
    routes: table,
    localeFolders: localeFoldersList,
    localesDir: 'locales/i18n',
  }).map(formatProblem)
const third = { code: 'pt', tag: 'pt-BR', prefix: '/pt', label: 'Português' }
/** The folders of public/, each served at its own address. */
const publicFolders = readdirSync('public', { withFileTypes: true })
  .filter((e) => e.isDirectory())
  .map((e) => e.name)

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
      expect.stringContaining(`languages[2].hreflang: hreflang "${HREFLANG[last.code as 'es']}" is languages[1]'s too`),
    ])
  })

  it('refuses a tag of another language or of none, a shared hreflang and the address of a 404 page', () => {
    const withThird = (change: Record<string, unknown>) => {
      const declaration = clone()
      declaration.languages.push({ ...third, ...change })
      return problemsOf(declaration, [...folders, 'pt'])
    }
    expect(withThird({})).toEqual([])
    expect(withThird({ tag: 'es' })).toEqual([
      expect.stringContaining('languages[2].hreflang: hreflang "es" is languages[1]\'s too (the language of tag "es")'),
      'site.languages.ts › route "*" › languages[2].tag: tag "es" is not a tag of "pt": it names Spanish\n    fix: write a tag of "pt": "pt" alone, or with its region ("pt-" and the country)',
    ])
    expect(withThird({ code: 'xx', tag: 'xx-BR', prefix: '/xx' }).join('\n')).toMatch(
      /languages\[2\]\.tag: tag "xx-BR" names no registered language/,
    )
    expect(withThird({ hreflang: HREFLANG.es })).toEqual([
      expect.stringMatching(
        /languages\[2\]\.hreflang: hreflang "es" is languages\[1\]'s too: search engines could not tell/,
      ),
    ])
    expect(withThird({ prefix: '/404' })).toEqual([
      'site.languages.ts › route "*" › languages[2].prefix: prefix "/404" is the address of a file every build writes (/404.html)\n    fix: choose another prefix for "pt", such as "/pt"',
    ])
    expect(withThird({ prefx: '/pt' }).join('\n')).toContain(
      "a language's fields are code, tag, prefix, label, hreflang, ogLocale",
    )
  })

  it('refuses a prefix that collides with a route of the manifest', () => {
    const route = routes.find((r) => r !== '/')!
    const colliding = clone()
    colliding.languages.push({ ...third, prefix: route })
    expect(problemsOf(colliding, [...folders, 'pt'])).toEqual([
      `site.languages.ts › route "*" › languages[2].prefix: prefix "${route}" collides with the route "${route}" of site.manifest.ts\n    fix: choose another prefix for "pt", or move the route away from ${route}`,
    ])
  })

  it('names the line of site.languages.ts a problem is on, as it is written', () => {
    const text = [
      'const languages = {',
      "  default: 'en',",
      '  languages: [',
      "    { code: 'en', tag: 'en-US', prefix: '', label: 'English' },",
      "    { code: 'es', tag: 'es-419', prefix: '/es', label: 'Español' },",
      '    {',
      "      code: 'pt',",
      "      tag: 'pt_BR',",
      "      prefix: '/assets',",
      "      label: 'Português',",
      '    },',
      '  ],',
      '}',
    ].join('\n')
    expect(declarationLine(text, 'default')).toBe(2)
    expect(declarationLine(text, 'languages[1].prefix')).toBe(5)
    expect(declarationLine(text, 'languages[2].tag')).toBe(8)
    expect(declarationLine(text, 'languages[2].prefix')).toBe(9)
    // A field the entry does not write: the entry's first line; an entry that is not there: none.
    expect(declarationLine(text, 'languages[2].hreflang')).toBe(6)
    expect(declarationLine(text, 'languages[3].code')).toBeUndefined()
    expect(declarationLine(text, 'languages')).toBeUndefined()
  })

  it('tells a prefix or a label written wrong how to write it', () => {
    for (const prefix of ['pt', '/pt/', '/PT']) {
      const wrong = clone()
      wrong.languages.push({ ...third, prefix })
      expect(problemsOf(wrong, [...folders, 'pt'])).toEqual([
        `site.languages.ts › route "*" › languages[2].prefix: must be "" (the default language) or one lowercase path segment such as "/pt"\n    fix: write prefix: "/pt" (a slash, then lowercase letters, digits or dashes; no slash at the end)`,
      ])
    }
    const unnamed = clone()
    unnamed.languages.push({ ...third, label: ' ' })
    expect(problemsOf(unnamed, [...folders, 'pt'])).toEqual([
      `site.languages.ts › route "*" › languages[2].label: must be the language’s name in that language, such as "Português"\n    fix: write the language’s name as its speakers write it: label: "Português", "Deutsch"`,
    ])
  })

  it('refuses a prefix that is a folder the site serves files from, before the manifest is read', () => {
    // The build's assets, the social images and each folder of public/: the hosts cache those a year as
    // immutable, and the pages written there would be too. Told by the first check, the commands' own.
    const served = servedFolders(process.cwd())
    expect(served.map((f) => f.path)).toEqual(
      expect.arrayContaining(['/assets', OG_DIR.slice(0, -1), ...publicFolders.map((f) => `/${f}`)]),
    )
    for (const prefix of ['/assets', `/${publicFolders[0]!}`]) {
      const colliding = clone()
      colliding.languages.push({ ...third, prefix })
      const problems = declarationProblems(colliding, process.cwd()).filter((p) => p.key === 'languages[2].prefix')
      expect(problems.map(formatProblem)).toEqual([
        expect.stringMatching(
          new RegExp(
            `^site\\.languages\\.ts › route "\\*" › languages\\[2\\]\\.prefix: prefix "${prefix}" is the folder of .+: its pages would be written among those files and cached as they are \\(a year, immutable\\)\\n    fix: choose another prefix for "pt", such as "/pt"$`,
          ),
        ),
      ])
    }
  })

  it('refuses a prefix that takes the pages of a collection: its entries or its listing', () => {
    const collection = table.find((p) => p.collection && p.path.endsWith('/:slug'))!
    expect(collection, 'a collection in the manifest').toBeDefined()
    const prefix = collection.path.slice(0, -'/:slug'.length)
    const colliding = clone()
    colliding.languages.push({ ...third, prefix })
    expect(problemsOf(colliding, [...folders, 'pt'])).toEqual([
      `site.languages.ts › route "*" › languages[2].prefix: prefix "${prefix}" collides with the pages of the collection "${collection.collection}" (${collection.path}) of site.manifest.ts\n    fix: choose another prefix for "pt", or move the collection away from ${prefix}`,
    ])
    // A listing at the prefix too (the manifest's collections may have none).
    const listing = [...table, { path: '/guides', collection: 'guides' }]
    const guides = clone()
    guides.languages.push({ ...third, prefix: '/guides' })
    expect(
      languageProblems(guides, {
        file: 'site.languages.ts',
        routes: listing,
        localeFolders: [...folders, 'pt'],
        localesDir: 'locales/i18n',
      }).map((p) => p.message),
    ).toEqual(['prefix "/guides" collides with the pages of the collection "guides" (/guides) of site.manifest.ts'])
  })

  it('leaves a route merely under a prefix ("/es/about") to the route table check', () => {
    const prefixed = [...table, { path: `${declared.languages[1].prefix}/about` }]
    expect(
      languageProblems(declared, {
        file: 'site.languages.ts',
        routes: prefixed,
        localeFolders: folders,
        localesDir: 'locales/i18n',
      }),
    ).toEqual([])
  })

  it('refuses a tag that is not BCP 47, and a tag not in canonical form, telling its canonical form', () => {
    for (const tag of ['pt_BR', 'portuguese', 'pt-', 'PT-br']) expect(isLanguageTag(tag), tag).toBe(false)
    for (const tag of ['pt-BR', 'es-419', 'en-US', 'zh-Hant-TW', 'pt']) expect(isLanguageTag(tag), tag).toBe(true)
    for (const tag of ['pt_BR', 'pt-br', 'PT-br', ' pt_br ']) expect(canonicalTag(tag), tag).toBe('pt-BR')
    for (const tag of ['portuguese', 'pt-', 'xx-Brazil']) expect(canonicalTag(tag), tag).toBeUndefined()
    const message =
      'site.languages.ts › route "*" › languages[2].tag: must be a BCP 47 language tag in canonical form, such as "en-US", "es-419" or "pt-BR"'
    for (const tag of ['pt_BR', 'pt-br']) {
      const bad = clone()
      bad.languages.push({ ...third, tag })
      expect(problemsOf(bad, [...folders, 'pt'])).toEqual([
        `${message}\n    fix: write tag: "pt-BR" (the canonical form of "${tag}")`,
      ])
    }
    const unknown = clone()
    unknown.languages.push({ ...third, tag: 'portuguese' })
    expect(problemsOf(unknown, [...folders, 'pt'])).toEqual([
      `${message}\n    fix: write the language’s BCP 47 tag: its ISO 639 code, then its region if any, such as tag: "pt-BR"`,
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
    // Its copy starts as a translated language's (the first declared but the default), records left out.
    const model = LANGS.find((l) => l !== DEFAULT_LANG)!
    expect(problemsOf(added)).toEqual([
      `site.languages.ts › route "*" › languages[2].code: "pt" is declared, but locales/i18n/pt/ does not exist\n    fix: copy the .ts files of locales/i18n/${model}/ (not its *.sources.json) to locales/i18n/pt/ and translate them, or remove the declaration`,
    ])
  })

  it('is checked before anything reads it: every problem that needs no manifest, none that crashes', () => {
    // What the commands check first (generator/cli/languages-first.ts): each of these used to stop
    // them with a stack trace from a module deriving from the declaration (Intl.Locale, a missing
    // folder read, a table with no entry for the default).
    const root = process.cwd()
    const keys = (declaration: unknown) => declarationProblems(declaration, root).map((p) => [p.file, p.key])
    expect(keys(declared)).toEqual([])
    const missingFolder = clone()
    missingFolder.languages.push(third)
    expect(keys(missingFolder)).toEqual([['site.languages.ts', 'languages[2].code']])
    const badTag = clone()
    badTag.languages.push({ ...third, tag: 'pt_BR' })
    // Its folder is told too, though the tag fails the schema: all of it fixed in one go.
    expect(keys(badTag)).toEqual([
      ['site.languages.ts', 'languages[2].tag'],
      ['site.languages.ts', 'languages[2].code'],
    ])
    const undeclaredDefault = clone()
    undeclaredDefault.default = 'fr'
    expect(keys(undeclaredDefault)).toEqual([['site.languages.ts', 'default']])
    // A prefix taking a route needs the manifest: the Languages check of `npm run check` reports it.
    const colliding = clone()
    colliding.languages[1]!.prefix = routes.find((r) => r !== '/')!
    expect(keys(colliding)).toEqual([])
  })

  it('is what every command that reads the site imports first, so none crashes on a bad declaration', () => {
    const commands = [
      'generator/cli/check.ts',
      'generator/cli/build.ts',
      'generator/cli/translations.ts',
      'generator/cli/add-page.ts',
      'generator/cli/add-entry.ts',
      'scripts/screens.ts',
      'scripts/spellcheck.ts',
      'scripts/make-assets.ts',
    ]
    for (const file of commands) {
      const first = readFileSync(file, 'utf8').match(/^import .+$/m)?.[0]
      expect(first, file).toMatch(/^import '(\.\/|\.\.\/generator\/cli\/)languages-first\.ts'$/)
    }
  })

  it('is reported by every command when a language is declared and registered without its folder', async () => {
    // An import is linked before any code runs: a command that imported the site beside the declaration's
    // check stopped on "Cannot find module locales/i18n/pt/index.ts" instead (found by an outside trial).
    const dir = makeScratchCopy(process.cwd(), 'declared-no-folder-')
    try {
      cpSync('scripts', join(dir, 'scripts'), { recursive: true })
      const file = join(dir, 'site.languages.ts')
      writeFileSync(
        file,
        readFileSync(file, 'utf8').replace(/(\n\s+\{ code: 'es'[^\n]*)/, `$1\n    ${JSON.stringify(third)},`),
      )
      const registry = join(dir, 'locales/languages.ts')
      const source = readFileSync(registry, 'utf8')
      expect(source).toMatch(/export default \{ ([\w, ]+) \}/)
      writeFileSync(
        registry,
        source
          .replace(/export default \{ ([\w, ]+) \}/, 'export default { $1, pt }')
          .replace(
            /^(import \w+ from '\.\/i18n\/\w+\/index\.ts'\n)(?!import)/m,
            "$1import pt from './i18n/pt/index.ts'\n",
          ),
      )
      const commands = [
        ['generator/cli/check.ts'],
        ['generator/cli/build.ts'],
        ['generator/cli/translations.ts'],
        ['generator/cli/add-page.ts', '/pricing'],
        ['generator/cli/add-entry.ts'],
        ['scripts/screens.ts'],
        ['scripts/spellcheck.ts'],
        ['scripts/make-assets.ts'],
      ]
      const tsx = join(dir, 'node_modules/.bin/tsx')
      const runs = await Promise.all(
        commands.map(
          (args) =>
            new Promise<{ command: string; code: number | null; output: string }>((done) =>
              execFile(
                tsx,
                args,
                { cwd: dir, timeout: 90_000, env: { ...process.env, SITE_OUT_DIR: join(dir, 'out') } },
                (error, stdout, stderr) =>
                  done({ command: args[0]!, code: error ? (error.code as number | null) : 0, output: stdout + stderr }),
              ),
            ),
        ),
      )
      for (const { command, code, output } of runs) {
        expect(output, command).toContain('"pt" is declared, but locales/i18n/pt/ does not exist')
        expect(output, command).not.toContain('Cannot find module')
        expect(code, command).toBe(1)
      }
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  }, 180_000)

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
