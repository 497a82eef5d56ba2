/**
 * add-page end to end, on copies of the repository in temp directories: the
 * real manifest and locales are never written. Each copy is its own Vite root,
 * so vike only sees the copy's renderer/ files.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { pathProblem } from '../../../generator/add-page/args.ts'
import { planAddPage } from '../../../generator/add-page/plan.ts'
import { printValue, quote } from '../../../generator/add-page/print.ts'
import { AUTHOR_SECTION_TYPES } from '../../../site/schema/sections/index.ts'
import { makeScratchCopy } from '../../../scripts/lib/scratch.ts'
import { addPageMain } from '../../../generator/add-page/main.ts'
import { runTsx, runWithin } from '../../harness/limits.ts'
import manifest from '../../../site.manifest.ts'
import { insertionIndex } from '../../../generator/add-page/manifest-edit.ts'

const REPO = resolve(import.meta.dirname, '../../..')

/**
 * Where add-page puts what it adds, read off today's manifest with add-page's own rule (so that a
 * page added to the site moves these and breaks no assertion): a route after the one insertionIndex
 * names, before the one that follows; links at the end of the header menu and of the footer group.
 */
const routes = manifest.routes.map((r, line) => ({ path: r.path, translatable: r.translatable, line }))
const placeOf = (path: string, translatable: boolean) => {
  const index = insertionIndex(routes, path, translatable)
  return { after: routes[index - 1]!.path, next: routes[index]?.path }
}
const PRICING = placeOf('/pricing', true)
const LAST_BILINGUAL = PRICING.after
const NEXT_ROUTE = PRICING.next!
const linkLine = (link: { to: string; label: string }) => `{ to: '${link.to}', label: '${link.label}' },`
const LAST_MENU_LINK = linkLine(manifest.navigation.header.menu.at(-1)!)
const LAST_PRODUCT_LINK = linkLine(manifest.navigation.footer.groups.find((g) => g.id === 'product')!.links.at(-1)!)
const copies: string[] = []

/** A fresh copy of the repository with node_modules linked. */
function makeCopy(): string {
  const dir = makeScratchCopy(REPO, 'add-page-')
  copies.push(dir)
  return dir
}

/** Runs a node_modules binary in `dir` (or `cwd`). */
function run(dir: string, bin: string, args: string[], options: { cwd?: string; env?: NodeJS.ProcessEnv } = {}) {
  const spawnOptions = { cwd: options.cwd ?? dir, env: { ...process.env, NO_COLOR: '1', ...options.env } }
  // tsx as `node --import tsx` (runTsx): the same loader without the command's own process in front.
  const result =
    bin === 'tsx' ? runTsx(args, spawnOptions) : runWithin(join(dir, 'node_modules/.bin', bin), args, spawnOptions)
  return { status: result.status, stdout: result.stdout, stderr: result.stderr, all: result.stdout + result.stderr }
}
const addPage = (dir: string, ...args: string[]) => run(dir, 'tsx', [join(dir, 'generator/cli/add-page.ts'), ...args])
const check = (dir: string) => run(dir, 'tsx', ['generator/cli/check.ts'])
/**
 * The same command in this process (generator/add-page/main.ts): the refusals, each a few
 * milliseconds instead of a process start; the pages written go through the real command.
 */
async function addPageHere(dir: string, ...args: string[]) {
  let stdout = ''
  let stderr = ''
  const status = await addPageMain(args, dir, { out: (t) => (stdout += `${t}\n`), err: (t) => (stderr += `${t}\n`) })
  return { status, stdout, stderr }
}

/** Every byte of the manifest and locales/, to prove a refusal changed nothing. */
function snapshot(dir: string): Record<string, string> {
  const files: Record<string, string> = { 'site.manifest.ts': readFileSync(join(dir, 'site.manifest.ts'), 'utf8') }
  const walk = (rel: string) => {
    for (const entry of readdirSync(join(dir, rel), { withFileTypes: true })) {
      const path = `${rel}/${entry.name}`
      if (entry.isDirectory()) walk(path)
      else files[path] = readFileSync(join(dir, path), 'utf8')
    }
  }
  walk('locales')
  return files
}

afterAll(() => {
  for (const dir of copies) rmSync(dir, { recursive: true, force: true })
})

describe('add-page: a translatable page', () => {
  let dir: string
  let before: Record<string, string>
  let out: ReturnType<typeof run>

  beforeAll(() => {
    dir = makeCopy()
    before = snapshot(dir)
    out = addPage(
      dir,
      '/pricing',
      '--translatable',
      '--title',
      'Pricing plans',
      '--nav',
      'header',
      '--nav',
      'footer:product',
    )
  }, 360_000)

  it('prints what it changed and what is left to write', () => {
    expect(out.stderr).toBe('')
    expect(out.status).toBe(0)
    expect(out.stdout).toContain(
      `Added /pricing/ and its Spanish twin /es/pricing/, after ${LAST_BILINGUAL} in site.manifest.ts.`,
    )
    expect(out.stdout).toMatch(/1\. +pageHero +copy pricing\.hero \(hero\)/)
    expect(out.stdout).toMatch(/2\. +cardGrid +copy pricing\.features \(features\)/)
    expect(out.stdout).toMatch(/3\. +ctaBanner +copy pricing\.cta \(cta\)/)
    for (const file of ['site.manifest.ts', 'locales/i18n/en/index.ts', 'locales/i18n/es/index.ts'])
      expect(out.stdout).toMatch(new RegExp(`changed +${file}`))
    for (const file of [
      'locales/i18n/en/pricing.ts',
      'locales/i18n/es/pricing.ts',
      'locales/i18n/es/pricing.sources.json',
    ])
      expect(out.stdout).toMatch(new RegExp(`new +${file}`))
    expect(out.stdout).toMatch(/changed +locales\/i18n\/es\/site\.manifest\.sources\.json +translation record/)
    expect(out.stdout).toMatch(/changed +site\.manifest\.ts +route \/pricing added, linked from header, footer:product/)
    for (const lang of ['en', 'es'])
      expect(out.stdout).toMatch(
        new RegExp(`changed +locales/i18n/${lang}/common\\.ts +navigation label common\\.nav\\.pricing`),
      )
    expect(out.stdout).toContain('linked from the header menu and the footer group "product", label common.nav.pricing')
    expect(out.stdout).toContain('locales/i18n/es/common.ts, navigation label (1 Spanish string, marked [ES-PENDING]):')
    expect(out.stdout).toContain('locales/i18n/es/pricing.ts, "pricing" (13 Spanish strings, marked [ES-PENDING]):')
    expect(out.stdout).toContain('    pricing.features.items.third.body')
    expect(out.stdout).toContain('    seo.es.description')
  })

  it('inserts the route after the last bilingual page and its links at the end of the header menu and the group, touching no other line', () => {
    const link = "{ to: '/pricing', label: 'common.nav.pricing' },\n"
    const placed = readFileSync(join(dir, 'site.manifest.ts'), 'utf8')
    expect(placed).toContain(`        ${LAST_MENU_LINK}\n        ${link}      ],\n      actions: [`)
    expect(placed).toContain(`            ${LAST_PRODUCT_LINK}\n            ${link}          ],`)
    const manifest = placed.replace(`        ${link}`, '').replace(`            ${link}`, '')
    const entry = manifest.indexOf(
      "    {\n      path: '/pricing',\n      translatable: true,\n      seo: {\n        en: {\n",
    )
    expect(entry).toBeGreaterThan(manifest.indexOf(`path: '${LAST_BILINGUAL}'`))
    expect(entry).toBeLessThan(manifest.indexOf(`path: '${NEXT_ROUTE}'`))
    expect(manifest).toContain("          title: '[ES-PENDING] Pricing plans',\n")
    expect(manifest).toContain(
      "        { type: 'ctaBanner', copy: 'pricing.cta', props: { primary: { href: '/book-demo' } } },\n      ],\n    },\n",
    )
    // Removing the inserted block gives back the original file.
    const end = manifest.indexOf(`    {\n      path: '${NEXT_ROUTE}'`)
    expect(manifest.slice(0, entry) + manifest.slice(end)).toBe(before['site.manifest.ts'])
  })

  it('records every Spanish string of the page as missing (never accepted)', () => {
    const own = readFileSync(join(dir, 'locales/i18n/es/pricing.sources.json'), 'utf8')
    expect(own).toContain('\n  "pricing.hero.subtitle": null,\n  "pricing.hero.title": null\n}\n')
    expect(own.match(/: null/g)).toHaveLength(13)
    const manifest = readFileSync(join(dir, 'locales/i18n/es/site.manifest.sources.json'), 'utf8')
    const added = manifest
      .split('\n')
      .filter((line) => !before['locales/i18n/es/site.manifest.sources.json']!.includes(line))
    expect(added).toEqual([
      '  "/pricing seo.es.description": null,',
      '  "/pricing seo.es.keywords": null,',
      '  "/pricing seo.es.title": null,',
    ])
  })

  it('writes files Prettier accepts with the repository config', () => {
    const files = ['site.manifest.ts', 'locales/i18n/en/index.ts', 'locales/i18n/es/index.ts']
    const result = run(dir, 'prettier', [
      '--check',
      ...files,
      'locales/i18n/en/pricing.ts',
      'locales/i18n/es/pricing.ts',
    ])
    expect(result.all).toContain('All matched files use Prettier code style!')
    expect(result.status).toBe(0)
  })

  it('leaves the label in both common.ts files and the i18n types current; type-checks', () => {
    expect(readFileSync(join(dir, 'locales/i18n/en/common.ts'), 'utf8')).toContain("    pricing: 'Pricing plans',\n")
    expect(readFileSync(join(dir, 'locales/i18n/es/common.ts'), 'utf8')).toContain(
      "    pricing: '[ES-PENDING] Pricing plans',\n",
    )
    expect(readFileSync(join(dir, 'locales/i18n/es/common.sources.json'), 'utf8')).toContain(
      '  "common.nav.pricing": null,\n',
    )
    // add-page regenerated the types: running the generator again changes nothing.
    const types = readFileSync(join(dir, 'locales/i18n/i18n-types.ts'), 'utf8')
    expect(types).toMatch(/\bpricing: \{\n\t\thero: \{/)
    const i18n = run(dir, 'typesafe-i18n', ['--no-watch'])
    expect(i18n.status, i18n.all).toBe(0)
    expect(readFileSync(join(dir, 'locales/i18n/i18n-types.ts'), 'utf8')).toBe(types)
    // What add-page writes (the manifest and locales/) type-checks, with everything it imports, under
    // the repository's compiler options: a quarter of the whole project's type-check, which the lint
    // step of CI runs anyway (3.6 s against 14.2 s on a 2-core machine).
    writeFileSync(
      join(dir, 'tsconfig.written.json'),
      JSON.stringify({ extends: './tsconfig.json', include: ['site.manifest.ts', 'locales/**/*.ts'] }),
    )
    const tsc = run(dir, 'tsc', ['--noEmit', '-p', 'tsconfig.written.json'])
    expect(tsc.all).toBe('')
    expect(tsc.status).toBe(0)
    // The same compiler finds an error there: a Spanish text that is not a string.
    const es = join(dir, 'locales/i18n/es/pricing.ts')
    const spanish = readFileSync(es, 'utf8')
    writeFileSync(es, spanish.replace(/'\[ES-PENDING\][^']*'/, '42'))
    const broken = run(dir, 'tsc', ['--noEmit', '-p', 'tsconfig.written.json'])
    writeFileSync(es, spanish)
    expect(broken.status).not.toBe(0)
    expect(broken.all).toContain('locales/i18n/es/pricing.ts')
  }, 360_000)

  it('npm run check fails on the English stubs and the pending Spanish, naming file, route and key', () => {
    const result = check(dir)
    expect(result.status).toBe(1)
    expect(result.stdout).toContain('/pricing/ (en): 13 strings missing or pending')
    expect(result.stdout).toContain(
      'locales/i18n/en/pricing.ts › route "/pricing/" › pricing.hero.subtitle: English text is still the add-page stub: "Replace this text: hero › subtitle"',
    )
    expect(result.stdout).toContain('site.manifest.ts › route "/pricing/" › seo.en.description: English description')
    expect(result.stdout).toContain('/es/pricing/ (es): 16 strings missing or pending')
    expect(result.stdout).toContain(
      'locales/i18n/es/pricing.ts › route "/es/pricing/" › pricing.hero.title: Spanish text still pending: "[ES-PENDING] Pricing plans"',
    )
    expect(result.stdout).toContain(
      'site.manifest.ts › route "/es/pricing/" › seo.es.title: Spanish title still pending',
    )
    expect(result.stdout).toContain('site.manifest.ts › route "/es/pricing/" › seo.es.keywords[0]: Spanish keyword')
    expect(result.stdout).toContain(
      'locales/i18n/es/common.ts › route "*" › common.nav.pricing: Spanish text still pending: "[ES-PENDING] Pricing plans"',
    )
    expect(result.stdout).toContain('shared copy (es), on every page: 1 string missing or pending')
    // The Spanish is not up to date either: pending (not a green tick), with the page's next command.
    expect(result.stdout).toMatch(/^◐ Translations up to date\.+ pending$/m)
    expect(result.stdout).toContain(
      '/es/pricing/: 17 Spanish strings pending (Spanish still marked [ES-PENDING]; the English is still an add-page stub); once written and checked: `npm run translations -- accept /pricing`',
    )
    // Only the new page's text is incomplete: no other group fails.
    expect(result.stdout.match(/^✖ .*$/gm)).toEqual([expect.stringMatching(/^✖ Translations\.+ 30 problems$/)])
    expect(result.stdout).not.toMatch(/^✔ Translations up to date/m)
  }, 360_000)

  it('refuses a second run with the same path, changing nothing', async () => {
    const after = snapshot(dir)
    const again = await addPageHere(dir, '/pricing', '--translatable')
    expect(again.status).toBe(1)
    expect(again.stderr).toMatch(/"\/pricing" already exists \(site\.manifest\.ts, line \d+\)/)
    expect(snapshot(dir)).toEqual(after)
  }, 360_000)

  it('passes the checks and builds both pages once the texts are written and the Spanish accepted', () => {
    const files = ['locales/i18n/en/pricing.ts', 'locales/i18n/es/pricing.ts', 'locales/i18n/es/common.ts']
    for (const file of [...files, 'site.manifest.ts']) {
      const text = readFileSync(join(dir, file), 'utf8')
      writeFileSync(
        join(dir, file),
        text.replaceAll('[ES-PENDING] ', 'Texto en español: ').replaceAll('Replace this text: ', 'Written: '),
      )
    }
    // Written is not yet accepted: the Spanish goes from missing to fresh through accept, like any other text.
    const unaccepted = check(dir)
    expect(unaccepted.status).toBe(1)
    // One problem for the page, listing its strings, with the page's accept command (not one per key).
    expect(unaccepted.stdout).toMatch(/^✖ Translations up to date\.+ 1 problem$/m)
    expect(unaccepted.stdout).toContain(
      'locales/i18n/es/pricing.ts, site.manifest.ts, locales/i18n/es/common.ts › route "/es/pricing/" › 17 strings (pricing.hero.title …): Spanish written but never accepted against its English:',
    )
    expect(unaccepted.stdout).toContain(
      '    common.nav.pricing: "Texto en español: Pricing plans" translates "Pricing plans"?',
    )
    expect(unaccepted.stdout).toContain(
      'fix: check each Spanish text against its English, then accept the page: `npm run translations -- accept /pricing`',
    )
    expect(unaccepted.stdout).not.toContain('accept pricing.hero.title')
    const accepted = run(dir, 'tsx', ['generator/cli/translations.ts', 'accept', '/pricing'])
    expect(accepted.stdout).toContain('Accepted 17 Spanish strings against the English as it is now.')
    expect(accepted.stdout).toContain('missing  → fresh  common.nav.pricing')
    // The English was edited since add-page: accept brought the generated types up to date with it.
    expect(accepted.stdout).toContain('regenerated locales/i18n/i18n-types.ts (typesafe-i18n)')
    expect(readFileSync(join(dir, 'locales/i18n/i18n-types.ts'), 'utf8').replaceAll('\u200B', '')).toContain(
      'Written: hero › subtitle',
    )
    expect(accepted.status).toBe(0)
    expect(readFileSync(join(dir, 'locales/i18n/es/pricing.sources.json'), 'utf8')).not.toContain('null')
    const passed = check(dir)
    expect(passed.stdout).toContain('All checks passed.')
    expect(passed.status).toBe(0)
    const build = run(dir, 'tsx', ['generator/cli/build.ts'], { env: { SITE_OUT_DIR: join(dir, 'out') } })
    expect(build.status, build.all.slice(-3000)).toBe(0)
    const en = readFileSync(join(dir, 'out/client/pricing/index.html'), 'utf8')
    const es = readFileSync(join(dir, 'out/client/es/pricing/index.html'), 'utf8')
    expect(en).toMatch(/<h1[^>]*>Pricing plans<\/h1>/)
    expect(es).toMatch(/<h1[^>]*>Texto en español: Pricing plans<\/h1>/)
    expect(es).toContain('<html lang="es-419"')
    // Linked from the header menu and the footer's product group of every page, in each page's language.
    const links = (html: string, href: string) =>
      [...html.matchAll(new RegExp(`<a href="${href}"[^>]*>([^<]*)</a>`, 'g'))].map((m) => m[1])
    const about = readFileSync(join(dir, 'out/client/about/index.html'), 'utf8')
    const aboutEs = readFileSync(join(dir, 'out/client/es/about/index.html'), 'utf8')
    expect(links(about, '/pricing/')).toEqual(['Pricing plans', 'Pricing plans'])
    expect(links(aboutEs, '/es/pricing/')).toEqual([
      'Texto en español: Pricing plans',
      'Texto en español: Pricing plans',
    ])
    expect(links(es, '/es/pricing/')).toHaveLength(2)
    expect(es).toMatch(/<a href="\/es\/pricing\/"[^>]*aria-current="page"/)
  }, 360_000)
})

describe('add-page: an English-only page', () => {
  it('registers its copy in locales/english-only and passes the checks once its text is written (--root from elsewhere); one in the footer names no Spanish page of it', () => {
    const dir = makeCopy()
    const elsewhere = mkdtempSync(join(tmpdir(), 'add-page-cwd-'))
    copies.push(elsewhere)
    const out = run(dir, 'tsx', [join(dir, 'generator/cli/add-page.ts'), '/partners/hubspot', '--root', dir], {
      cwd: elsewhere,
    })
    expect(out.status, out.all).toBe(0)
    expect(out.stdout).toContain(
      `Added /partners/hubspot/ (English only), after ${placeOf('/partners/hubspot', false).after} in site.manifest.ts.`,
    )
    expect(out.stdout).toMatch(/new +locales\/english-only\/partners-hubspot\.ts/)
    const index = readFileSync(join(dir, 'locales/english-only/index.ts'), 'utf8')
    // (Written in two parts: the line itself would read as an import of this test file.)
    expect(index.split('\n')[0]).toBe(['import partnersHubspot', "from './partners-hubspot.ts'"].join(' '))
    expect(index).toContain('  },\n  partnersHubspot,\n}\n')
    // A second English-only page, in the footer: its Spanish label is the one Spanish string it adds.
    const footer = addPage(dir, '/some-path', '--nav', 'footer:product')
    expect(footer.status, footer.all).toBe(0)
    expect(footer.stdout).toContain('Added /some-path/ (English only)')
    expect(footer.stdout).toContain(
      'locales/i18n/es/common.ts, navigation label (1 Spanish string, marked [ES-PENDING]):',
    )
    // The Spanish pages' footer shows the link, with its Spanish label, to the English page marked "(en inglés)".
    expect(footer.stdout).toContain(
      '  The page has no Spanish version: Spanish pages show the link with their own label,\n  leading to the English page, marked as English.',
    )
    expect(footer.stdout).toContain(
      'Next: write those texts (replace every "Replace this text: …"; in the Spanish label, delete its [ES-PENDING] marker too),',
    )
    expect(footer.stdout).toContain(
      'and the Spanish label accepted against its English (`npm run translations -- accept /some-path`);',
    )
    expect(footer.all).not.toContain('/es/some-path')
    // The English stubs are not shippable text: the check names each one until it is written.
    const stubbed = check(dir)
    expect(stubbed.status).toBe(1)
    expect(stubbed.stdout).toMatch(
      /locales\/english-only\/ \(partnersHubspot\) › route "\/partners\/hubspot\/" › partnersHubspot\.hero\.subtitle: English text is still the add-page stub/,
    )
    // Placed nowhere: add-page says so, and the check names the orphan until a link leads to it.
    expect(out.stdout).toContain('not linked from anywhere yet: `npm run check` fails on an orphan page')
    expect(stubbed.stdout).toMatch(
      /site\.manifest\.ts:\d+ › route "\/partners\/hubspot" › routes\[\d+\]: orphan page: it is in no navigation and no other page links to it\n +fix: place it in the navigation/,
    )
    expect(stubbed.stdout).toMatch(/^◐ Translations up to date\.+ pending$/m)
    expect(stubbed.stdout).toContain(
      '    shared copy: 1 Spanish string pending (Spanish still marked [ES-PENDING]): the label of the navigation links to /some-path/, which has no Spanish page: Spanish pages show it linking to the English page, marked as English; once written and checked: `npm run translations -- accept /some-path`',
    )
    expect(stubbed.all).not.toContain('/es/some-path')
    // What add-page says is left, done: the texts written, the Spanish label's marker deleted, accepted.
    for (const name of ['partners-hubspot', 'some-path']) {
      const file = join(dir, `locales/english-only/${name}.ts`)
      writeFileSync(file, readFileSync(file, 'utf8').replaceAll('Replace this text: ', 'Written: '))
    }
    const en = join(dir, 'locales/i18n/en/common.ts')
    writeFileSync(en, readFileSync(en, 'utf8').replaceAll('Replace this text: ', 'Written: '))
    const es = join(dir, 'locales/i18n/es/common.ts')
    const pending = /\[ES-PENDING\][^'"]*/g
    expect(readFileSync(es, 'utf8').match(pending)).toHaveLength(1)
    writeFileSync(es, readFileSync(es, 'utf8').replace(pending, 'Alguna ruta'))
    const manifest = join(dir, 'site.manifest.ts')
    const link = "            { to: '/vs/madgicx', label: 'common.footer.links.comparison' },\n"
    writeFileSync(
      manifest,
      readFileSync(manifest, 'utf8')
        .replaceAll('Replace this text: ', 'Written: ')
        // A navigation entry is data: one line links the page (here with an existing label).
        .replace(link, `${link}${link.replace('/vs/madgicx', '/partners/hubspot')}`),
    )
    const accepted = run(dir, 'tsx', ['generator/cli/translations.ts', 'accept', '/some-path'])
    expect(accepted.status, accepted.all).toBe(0)
    const result = check(dir)
    expect(result.stdout).toContain('All checks passed.')
    expect(result.status).toBe(0)
  }, 360_000)
})

describe('add-page refuses, changing nothing', () => {
  let dir: string
  let before: Record<string, string>
  beforeAll(() => {
    dir = makeCopy()
    before = snapshot(dir)
  })

  const cases: { name: string; args: string[]; message: string | RegExp }[] = [
    {
      name: 'a path that exists',
      args: ['/features', '--translatable'],
      message: /"\/features" already exists \(site\.manifest\.ts, line \d+\)/,
    },
    { name: 'a relative path', args: ['pricing'], message: 'it must start with "/" (e.g. /pricing)' },
    { name: 'upper case', args: ['/Pricing'], message: 'segment "Pricing" must be lowercase letters' },
    { name: 'two trailing slashes', args: ['/pricing//'], message: 'drop the trailing slash (/pricing)' },
    { name: 'a double slash', args: ['/a//b'], message: 'it has an empty segment ("//")' },
    { name: 'a query', args: ['/pricing?plan=pro'], message: 'leave out the query or hash (/pricing)' },
    { name: 'a hash', args: ['/pricing#faq'], message: 'leave out the query or hash (/pricing)' },
    { name: 'dot segments', args: ['/a/../b'], message: '".." segments are not allowed' },
    {
      name: 'an /es path',
      args: ['/es/pricing', '--translatable'],
      message: '"/es/pricing" is a Spanish address: Spanish pages are derived from their English route',
    },
    { name: 'the /es home', args: ['/es'], message: '"/es" is the Spanish home page' },
    { name: 'the /es/ home', args: ['/es/'], message: '"/es" is the Spanish home page' },
    {
      name: 'an unknown section type',
      args: ['/pricing', '--sections', 'hero,gallery,cta'],
      message: /unknown section type "gallery"\.\nValid names: hero \(= pageHero\), .*cardGrid.*booking\./,
    },
    {
      name: 'a title another page has',
      args: ['/pricing', '--title', 'Contact Us: Talk to an Ad Automation Expert'],
      message: 'site.manifest.ts › route "/pricing/" › seo.en.title: same title as /contact/',
    },
    { name: 'a namespace in use', args: ['/common'], message: 'the copy namespace "common"' },
    {
      name: 'an address of a collection',
      args: ['/vs/hubspot'],
      message:
        '"/vs/hubspot" is an address of the comparisons collection (/vs/:slug): its pages are files in content/comparisons/. Add one with npm run add-entry -- comparisons "<title>"',
    },
    {
      name: 'an unknown footer group',
      args: ['/pricing', '--nav', 'header', '--nav', 'footer:pricing'],
      message:
        'unknown footer group "pricing" (--nav footer:pricing). Valid groups in site.manifest.ts: product, company, resources, support, legal',
    },
    {
      name: 'a navigation place that is neither header nor footer',
      args: ['/pricing', '--nav', 'sidebar'],
      message: '--nav "sidebar": write --nav header or --nav footer:<group> (e.g. --nav footer:product)',
    },
    {
      name: 'a footer without its group',
      args: ['/pricing', '--nav', 'footer'],
      message: '--nav footer needs a group',
    },
  ]
  for (const { name, args, message } of cases)
    it(name, async () => {
      const out = await addPageHere(dir, ...args)
      expect(out.status).toBe(1)
      expect(out.stdout).toBe('')
      expect(out.stderr).toMatch(/^add-page refused: /)
      if (typeof message === 'string') expect(out.stderr).toContain(message)
      else expect(out.stderr).toMatch(message)
      expect(out.stderr).toMatch(/Nothing was changed\.\n$/)
      expect(snapshot(dir)).toEqual(before)
    })

  it('names the line of the existing route', async () => {
    const line = Number(/line (\d+)/.exec((await addPageHere(dir, '/about')).stderr)?.[1])
    expect(before['site.manifest.ts']!.split('\n')[line - 1]).toBe("      path: '/about',")
  })
})

describe('add-page parts', () => {
  it('accepts exactly the clean absolute routes', () => {
    for (const ok of ['/pricing', '/solutions/pricing-plans', '/a1/b2-c3']) expect(pathProblem(ok)).toBeNull()
    for (const bad of ['', 'x', '/x/', '/x//y', '/x-', '/-x', '/x--y', '/x_y', '/x y', '/x?', '/x#', '/./x'])
      expect(pathProblem(bad), bad).not.toBeNull()
  })

  it('prints values in Prettier style', () => {
    expect(quote("it's")).toBe(`"it's"`)
    expect(quote(`say "hi" it's`)).toBe(`'say "hi" it\\'s'`)
    const expand = { expand: (p: readonly string[]) => p.length === 0 }
    expect(printValue({ a: [{ id: 'x' }, { id: 'y' }] }, 0, expand)).toBe("{\n  a: [{ id: 'x' }, { id: 'y' }],\n}")
    // Two or more objects with several properties: Prettier always breaks the array.
    expect(
      printValue(
        [
          { a: 1, b: 2 },
          { a: 3, b: 4 },
        ],
        0,
        expand,
      ),
    ).toBe('[\n  { a: 1, b: 2 },\n  { a: 3, b: 4 },\n]')
  })

  it('plans already-formatted files, so Prettier is only a safety net (nothing is written)', async () => {
    const dir = makeCopy()
    const before = snapshot(dir)
    const cases = [
      { path: '/integrations/pricing-plans', sections: ['big-hero', 'features', 'stats', 'steps', 'questions', 'cta'] },
      { path: '/every-section', title: "It's every section", sections: AUTHOR_SECTION_TYPES },
    ]
    for (const { path, title, sections } of cases)
      for (const translatable of [true, false]) {
        const plan = await planAddPage({
          path,
          translatable,
          ...(title ? { title } : {}),
          sections: [...sections],
          // The navigation links and labels too (ts-morph edits of the manifest and both common.ts).
          nav: [{ area: 'header' }, { area: 'footer', group: 'legal' }],
          manifest: 'site.manifest.ts',
          root: dir,
        })
        expect(plan.reformatted, `${path} translatable=${translatable}`).toEqual([])
      }
    const plan = await planAddPage({ ...cases[0]!, translatable: false, manifest: 'site.manifest.ts', root: dir })
    expect(plan.after).toBe(placeOf('/integrations/pricing-plans', false).after)
    expect(plan.namespace).toBe('integrationsPricingPlans')
    expect(plan.changes.map((c) => c.file)).toEqual([
      'site.manifest.ts',
      'locales/english-only/index.ts',
      'locales/english-only/integrations-pricing-plans.ts',
    ])
    expect(snapshot(dir)).toEqual(before)
  }, 360_000)
})
