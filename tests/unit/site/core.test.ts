import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { analyticsEnabled } from '../../../site/analytics.ts'
import { ISLAND_NAMES, islandsIn, servicesOf } from '../../../site/islands.ts'
import { linksIn, parseRichText, plainText } from '../../../site/markup.ts'
import { loaders } from '../../../renderer/islands/loaders.ts'
import { ISLAND_SOURCES } from '../../../renderer/islands/sources.ts'

const ROOT = resolve(import.meta.dirname, '../../..')
const walk = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? walk(join(dir, e.name)) : /\.tsx?$/.test(e.name) ? [join(dir, e.name)] : [],
  )
/** Every source folder a rule could be retyped in: the core, the renderer, the build, the hosts and the scripts. */
const CODE_DIRS = ['site', 'locales', 'renderer', 'generator', 'hosts', 'server', 'scripts', 'bench']
const codeFiles = () => CODE_DIRS.flatMap((dir) => walk(join(ROOT, dir))).map((file) => relative(ROOT, file))
/** Code without comments and without module specifiers (an import path is no retyped rule). */
const stripped = (code: string) =>
  code.replace(/^\s*(\*|\/\/|\/\*).*$/gm, '').replace(/\b(from\s*|import\s*\(\s*)['"][^'"]+['"]/g, '$1')
/** The lines of `code` that retype a rule. */
const retypedLines = (rule: Rule, code: string) =>
  stripped(code)
    .split('\n')
    .filter((line) => rule.pattern.test(line))
    .map((line) => line.trim())

interface Rule {
  what: string
  /** The module that writes the rule and exports its helper. */
  home: string
  helper: string
  pattern: RegExp
  /** Files that write the rule for another project, not ours, and why. */
  except?: Record<string, string>
  /** Code that retypes the rule (the pattern must catch it) and code that does not. */
  caught: string[]
  passed: string[]
}

/** Rules written once: any other module calls the home module's helper. */
const RULES: Rule[] = [
  {
    what: 'the /es prefix',
    home: 'site/routes.ts',
    helper: 'localizedPath, homeUrl',
    pattern: /['"`]\/es['"`/]/,
    except: { 'scripts/synthetic/astro-files.ts': "the Astro site the build bench compares with: Astro's routing" },
    caught: ["const url = '/es' + path", "['/es/', '/es/features/']"],
    passed: ["const url = localizedPath('/features', 'es')", "'/estimates'"],
  },
  {
    what: 'the join of the origin and a path',
    home: 'site/routes.ts',
    helper: 'canonicalUrl, pathOnOrigin',
    // An escaped `\${…}` is the text of a generated file, not a join.
    pattern: /(?<!\\)\$\{[\w.?]*\borigin\}(\/|\$\{[\w.?]*(url|path|image|href)\b)/i,
    caught: [
      'url: `${config.origin}/`',
      'const image = `${config.origin}${seo.ogImage}`',
      'href.startsWith(`${origin}/`)',
    ],
    passed: ['`verify ${result.origin}${host} against the build`', 'href={\\`\\${site.origin}/\\${page.slug}/\\`}'],
  },
  {
    what: 'the locale folder layout',
    home: 'locales/paths.ts',
    helper: 'localeFile, localeDir, localeIndex',
    pattern: /locales\/i18n\b/,
    caught: ['const file = `locales/i18n/${lang}/common.ts`', "c.file.startsWith('locales/i18n/')"],
    passed: ["import en from './i18n/en/index.ts'", "import type screens from '../../locales/i18n/en/screens.ts'"],
  },
  {
    what: 'the form of a zod error',
    home: 'site/schema/issues.ts',
    helper: 'fieldIssues, formatPath',
    pattern: /\.error\.issues\b|\bissue\.path\.join\b|\bprettifyError\b/,
    caught: [
      'for (const issue of parsed.error.issues) {',
      "byPath.get(issue.path.join('.'))",
      'throw new Error(`${file}: ${z.prettifyError(result.error)}`)',
    ],
    passed: ['for (const issue of fieldIssues(parsed.error)) {', 'result.issues.map((issue) => {'],
  },
  {
    what: 'an HTML escape',
    home: 'site/escape.ts',
    helper: 'escapeHtml',
    pattern: /['"]&(amp|lt|gt|quot);['"]/,
    caught: ["s.replace(/&/g, '&amp;').replace(/</g, '&lt;')", "v.replace(/\"/g, '&quot;')"],
    passed: ['const esc = escapeHtml', "text.replace(/&nbsp;/g, ' ')"],
  },
  {
    what: 'a RegExp escape',
    home: 'site/escape.ts',
    helper: 'escapeRegExp',
    pattern: /\\\$&/,
    caught: ["text.replace(/[.*+?^${}()|[\\]\\\\]/g, '\\\\$&')", "path.replace(/[.+?]/g, '\\\\$&')"],
    passed: ['new RegExp(`^${escapeRegExp(file)}$`)', "s.replace(/a/g, '$&!')"],
  },
  {
    what: 'a configured link (`ext:<key>`)',
    home: 'site/external-links.ts',
    helper: 'isConfigLink, configLinkKey, configLink',
    pattern: /['"`]ext:['"`]|\^ext:|`ext:\$\{/,
    caught: ["if (href.startsWith('ext:')) {", '/^ext:[a-zA-Z]+$/.test(v) ||', 'href={`ext:${name}`}'],
    passed: ['const key = configLinkKey(href)', "{ label: 'nav.signIn', to: 'ext:signIn' }"],
  },
  {
    what: 'the list of languages',
    home: 'site/lang.ts',
    helper: 'LANGS',
    pattern: /\[\s*['"]en['"]\s*,\s*['"]es['"]\s*\]/,
    caught: ["for (const lang of ['en', 'es'] as const) {", 'const langs = ["en", "es"]'],
    passed: ['for (const lang of LANGS) {', "const english = ['en'] as const"],
  },
  {
    what: "a route's languages",
    home: 'site/routes.ts',
    helper: 'routeLangs, bodyLangs',
    pattern: /\.translatable\s*(&&\s*![\w.]*contentLanguage\s*)?\?/,
    caught: [
      "for (const lang of route.translatable ? LANGS : ['en']) {",
      "const langs = route.translatable && !route.contentLanguage ? LANGS : ['en']",
    ],
    passed: ['for (const lang of bodyLangs(route)) {', 'if (!route.translatable) continue'],
  },
  {
    what: 'the early-interaction attributes',
    home: 'site/early-interactions.ts',
    helper: 'earlyControl, earlySelector, EARLY_ATTR and its siblings',
    pattern: /\bdata-early\b/,
    caught: ['data-early="consent"', 'for (const el of doc.querySelectorAll(\'[data-early="cta"]\')) startControl(el)'],
    passed: [
      "{...earlyControl('consent')}",
      "for (const el of doc.querySelectorAll(earlySelector('cta'))) startControl(el)",
    ],
  },
]

const importsOf = (file: string) =>
  [...readFileSync(file, 'utf8').matchAll(/(?:from|import)\s*\(?\s*['"](\.[^'"]+)['"]/g)].map((m) =>
    relative(ROOT, resolve(file, '..', m[1]!)),
  )

describe('the site core', () => {
  it('imports neither the build tooling nor the renderer', () => {
    for (const file of walk(join(ROOT, 'site')))
      for (const target of importsOf(file))
        expect(target, `${relative(ROOT, file)} imports ${target}`).not.toMatch(
          /^(generator|renderer|scripts|server)\//,
        )
  })

  it('is what the renderer imports: no renderer file reaches into the build tooling', () => {
    for (const file of walk(join(ROOT, 'renderer')))
      for (const target of importsOf(file))
        expect(target, `${relative(ROOT, file)} imports ${target}`).not.toMatch(/^generator\//)
  })
})

describe('rules defined once', () => {
  it.each(RULES)('$what is written in $home only (others call $helper)', (rule) => {
    const offenders = codeFiles()
      .filter((file) => file !== rule.home && !(file in (rule.except ?? {})))
      .flatMap((file) => retypedLines(rule, readFileSync(join(ROOT, file), 'utf8')).map((line) => `${file}: ${line}`))
    expect(offenders, `retyped ${rule.what}: call ${rule.helper} from ${rule.home}`).toEqual([])
  })

  it.each(RULES)('the check for $what catches a retyped rule and passes a helper call', (rule) => {
    for (const code of rule.caught) expect(retypedLines(rule, code), code).toEqual([code])
    for (const code of rule.passed) expect(retypedLines(rule, code), code).toEqual([])
  })

  it('scans the hosts and the scripts as well as the core, the renderer and the build', () => {
    const scanned = new Set(codeFiles().map((file) => file.split('/')[0]))
    expect([...scanned].sort()).toEqual([...CODE_DIRS].sort())
    expect(codeFiles()).toEqual(expect.arrayContaining(['server/nginx.ts', 'scripts/screenshots.ts']))
  })
})

describe('island registry', () => {
  it('names client sources that exist and a client loader for every island', () => {
    for (const name of ISLAND_NAMES) {
      for (const source of ISLAND_SOURCES[name].clientSources) expect(existsSync(join(ROOT, source)), source).toBe(true)
      expect(typeof loaders[name]).toBe('function')
    }
    expect(Object.keys(loaders).sort()).toEqual([...ISLAND_NAMES].sort())
  })

  it('reads the islands a page carries from its markup, and the services they need', () => {
    const html = '<div data-island="contactForm" data-strategy="interaction"></div><div data-island="video"></div>'
    expect([...islandsIn(html)].sort()).toEqual(['contactForm', 'video'])
    expect([...islandsIn('<div data-island="nope">')]).toEqual([])
    expect([...servicesOf(islandsIn(html))]).toEqual(['emailService'])
  })
})

describe('copy markup', () => {
  it('splits text, bold and links in order, and strips them for plain text', () => {
    const text = 'Read **the story** or [write to us](/contact#form), today.'
    expect(parseRichText(text)).toEqual([
      { kind: 'text', text: 'Read ' },
      { kind: 'bold', text: 'the story' },
      { kind: 'text', text: ' or ' },
      { kind: 'link', text: 'write to us', href: '/contact#form' },
      { kind: 'text', text: ', today.' },
    ])
    expect(plainText(text)).toBe('Read the story or write to us, today.')
    expect(linksIn(text)).toEqual(['/contact#form'])
    expect(parseRichText('plain')).toEqual([{ kind: 'text', text: 'plain' }])
  })
})

describe('analytics switch', () => {
  it('is on when any one integration is configured', () => {
    const off = { posthog: null, metaPixelId: null, googleAds: null }
    expect(analyticsEnabled(off)).toBe(false)
    expect(analyticsEnabled(null)).toBe(false)
    expect(analyticsEnabled({ ...off, metaPixelId: '123' })).toBe(true)
    expect(analyticsEnabled({ ...off, googleAds: { id: 'AW-1', conversionLabel: '' } })).toBe(true)
    expect(analyticsEnabled({ ...off, posthog: { key: 'k', host: 'h', allowAutomation: false } })).toBe(true)
  })
})
