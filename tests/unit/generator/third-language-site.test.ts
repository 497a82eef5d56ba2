/**
 * Issue 52's proof: a third language is configuration and its texts. A scratch
 * copy of the real site gets Brazilian Portuguese at /pt the way a translator
 * adds it (docs/editing.md, "Add a language"): its declaration in
 * site.languages.ts, its copy in locales/i18n/pt/ (here the Spanish, each text
 * marked "[pt] " as test data) and its line in locales/languages.ts, its
 * search texts beside the Spanish in site.manifest.ts, its facts and claims in
 * site.facts.ts and site.claims.ts, its documents
 * (content/documents/<name>.pt.md), its product screens (`npm run screens`)
 * and its translation records (`npm run translations -- accept --all`). No
 * line of the engine changes. Then `npm run check` passes, one build passes,
 * and its output has every translatable page in three languages, hreflang
 * triples with x-default, the sitemap's alternates and the hosts' rules for
 * /pt, which Cloudflare's runtime and nginx serve as they serve /es; a missing
 * and a stale Portuguese string each fail the check naming file, route and
 * key, each fix naming its language (`accept --lang pt`). In Chromium, a
 * Portuguese browser's first visit lands on /pt, a language chosen in the menu
 * is kept, and the menu closes on Escape, on Tab past its last link and on a
 * click outside. Before its folder exists, the declaration alone is reported
 * as a problem (no stack trace), and so is a prefix that takes a route or a
 * collection's pages.
 */
import { copyFileSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { chromium, type Browser, type Page } from '@playwright/test'
import ts from 'typescript'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CHROMIUM_ARGS, testChromiumPath } from '../../../scripts/chromium.ts'
import { makeScratchCopy } from '../../../scripts/lib/scratch.ts'
import { startCloudflare, type RuntimeServer } from '../../../server/cloudflare.ts'
import { startNginx } from '../../../server/nginx.ts'
import { freePort } from '../../../server/ports.ts'
import { HEAVY_TEST_MS, runTsx } from '../../harness/limits.ts'
import { screenFile, type DrawnScreen } from '../../../generator/screens/index.ts'
import { TOUR_STEPS, tourSourceHash } from '../../../generator/screens/tour.ts'
import type { Lang } from '../../../site/lang.ts'
import { PORTUGUESE } from '../../harness/third-language.ts'

const REPO = resolve(import.meta.dirname, '../../..')
/** What marks every Portuguese text as test data: the Spanish, prefixed. */
const MARK = '[pt] '
/** The language added: the mocked tests' (tests/harness/third-language.ts). */
const PT = PORTUGUESE
/** The language the test copy is made from, and its prefix. */
const FROM = { code: 'es', prefix: '/es' }

/** The property a string is the value of (through arrays), if any. */
function fieldOf(node: ts.Node): string | undefined {
  let p: ts.Node | undefined = node.parent
  while (p && !ts.isPropertyAssignment(p)) p = p.parent
  return p ? (p as ts.PropertyAssignment).name.getText() : undefined
}

/** `text` (TypeScript) with MARK before each string value `pick` chooses (keys, imports and types never). */
function markStrings(text: string, pick: (node: ts.StringLiteralLike) => boolean): string {
  const source = ts.createSourceFile('copy.ts', text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS)
  const at: number[] = []
  const visit = (node: ts.Node): void => {
    // Nor types: `satisfies Translation['home']` names the English tree's key, a type the checker reads.
    if (ts.isImportDeclaration(node) || ts.isTypeNode(node)) return
    const isKey = node.parent !== undefined && ts.isPropertyAssignment(node.parent) && node.parent.name === node
    if (ts.isStringLiteralLike(node) && !isKey && pick(node)) at.push(node.getStart(source) + 1)
    ts.forEachChild(node, visit)
  }
  visit(source)
  return at.sort((a, b) => b - a).reduce((out, i) => out.slice(0, i) + MARK + out.slice(i), text)
}

/** `text` with a `pt: …` after each `es: …` of an object that also has `en`, its strings that `pick` chooses marked. */
function addPortugueseBesideSpanish(text: string, pick: (node: ts.StringLiteralLike) => boolean) {
  const source = ts.createSourceFile('data.ts', text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS)
  const inserts: [number, string][] = []
  const visit = (node: ts.Node): void => {
    if (
      ts.isPropertyAssignment(node) &&
      node.name.getText(source) === FROM.code &&
      ts.isObjectLiteralExpression(node.parent) &&
      node.parent.properties.some((p) => p.name?.getText(source) === 'en')
    ) {
      const value = markStrings(`x = ${node.initializer.getText(source)}`, pick).slice('x = '.length)
      inserts.push([node.getEnd(), `, ${PT.code}: ${value}`])
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  const out = inserts.sort((a, b) => b[0] - a[0]).reduce((t, [i, s]) => t.slice(0, i) + s + t.slice(i), text)
  return { text: out, count: inserts.length }
}

/**
 * The Spanish screens' copy with its numbers and months as pt-BR writes them: es-419's separators
 * swapped ("US$3,840" → "US$3.840", "2.9" → "2,9") and October's short name ("14 oct" → "14 out").
 */
const inPortugueseForms = (text: string) =>
  text.replace(/\d[\d.,]*\d/g, (n) => n.replace(/[.,]/g, (c) => (c === '.' ? ',' : '.'))).replace(/\boct\b/g, 'out')

/** `file` of `dir` rewritten by `change`. */
const editIn = (dir: string, file: string, change: (text: string) => string) =>
  writeFileSync(join(dir, file), change(readFileSync(join(dir, file), 'utf8')))

/** 1. The declaration of Portuguese in site.languages.ts, as the translator writes it first. */
function declarePortuguese(dir: string): void {
  editIn(dir, 'site.languages.ts', (text) => {
    const line = new RegExp(`\\n(\\s*)\\{ code: '${FROM.code}'[^\\n]*\\n`)
    expect(text).toMatch(line)
    return text.replace(
      line,
      (m, indent: string) => `${m}${indent}${JSON.stringify(PT).replace(/"(\w+)":/g, '$1: ')},\n`,
    )
  })
}

/** What a translator adds for Portuguese after declaring it, by hand or by editor (the commands come after). */
function addPortuguese(dir: string): void {
  const edit = (file: string, change: (text: string) => string) => editIn(dir, file, change)
  // 2. The copy, every text marked; names stay names, and the product screens' copy is drawn into
  // images at fixed widths, so it is copied unmarked, its figures and dates as pt-BR writes them (the
  // check reads them with Intl's pt-BR separators and month names: "US$3.840", "2,9", "14 out").
  const from = join(dir, 'locales/i18n', FROM.code)
  mkdirSync(join(dir, 'locales/i18n', PT.code))
  const names = (node: ts.Node) => !['name', 'company'].includes(fieldOf(node) ?? '')
  for (const name of readdirSync(from).filter((f) => f.endsWith('.ts'))) {
    const text = readFileSync(join(from, name), 'utf8')
    writeFileSync(
      join(dir, 'locales/i18n', PT.code, name),
      name === 'index.ts'
        ? text.replaceAll(`const ${FROM.code} =`, `const ${PT.code} =`).replace(/default \w+$/m, `default ${PT.code}`)
        : name === 'screens.ts'
          ? inPortugueseForms(text)
          : markStrings(text, names),
    )
  }
  // Its tree listed beside the others (locales/languages.ts).
  edit('locales/languages.ts', (text) => {
    const line = `import ${FROM.code} from './i18n/${FROM.code}/index.ts'\n`
    expect(text).toContain(line)
    return text
      .replace(line, `${line}import ${PT.code} from './i18n/${PT.code}/index.ts'\n`)
      .replace(/export default \{ ([^}]*) \}/, `export default { $1, ${PT.code} }`)
  })
  // 3. The search texts beside the Spanish in the manifest (titles unmarked: the SEO check holds them to
  // 70 characters), the facts and claims written per language (unmarked: a claim's phrases are found in
  // the copy), and who writes the statements, the team size, the words around figures and the words the
  // checks read in its copy (the Spanish writers and words: its copy is the Spanish).
  const seo = (node: ts.Node) => ['description', 'keywords'].includes(fieldOf(node) ?? '')
  for (const [file, pick] of [
    ['site.manifest.ts', seo],
    ['site.facts.ts', () => false],
    ['site.claims.ts', () => false],
    ['locales/statements.ts', () => false],
    ['locales/placeholders.ts', () => false],
    ['locales/format.ts', () => false],
    ['locales/check-words.ts', () => false],
  ] as const)
    edit(file, (text) => {
      const added = addPortugueseBesideSpanish(text, pick)
      expect(added.count, `${file}: a Portuguese text beside each Spanish one`).toBeGreaterThan(0)
      return added.text
    })
  // The words around figures in Portuguese: its multiplier, days and week (Intl writes the numbers, pt-BR's).
  edit('locales/format.ts', (text) => {
    const at = text.indexOf(`, ${PT.code}: {`)
    expect(at, 'the Portuguese entry of FIGURE_WORDS').toBeGreaterThan(0)
    const portuguese = text
      .slice(at)
      .replace('veces', 'vezes')
      .replace('menos de una semana', 'menos de uma semana')
      .replace('días', 'dias')
    return text.slice(0, at) + portuguese
  })
  // 4. The documents and the collections' entries translated: <name>.pt.md (.yaml, .json) beside each
  // <name>.es.md, in every folder of content/ (a translatable collection added later is walked too).
  const translated = readdirSync(join(dir, 'content'), { recursive: true, encoding: 'utf8' }).filter((f) =>
    new RegExp(`\\.${FROM.code}\\.(md|ya?ml|json)$`).test(f),
  )
  expect(translated, 'the Spanish files of content/').toContain(`documents/privacy-summary.${FROM.code}.md`)
  for (const name of translated)
    writeFileSync(
      join(dir, 'content', name.replace(new RegExp(`\\.${FROM.code}\\.(md|ya?ml|json)$`), `.${PT.code}.$1`)),
      readFileSync(join(dir, 'content', name), 'utf8').replace(
        /^(title|summary): (.*)$/gm,
        (_, field: string, value: string) =>
          value.startsWith("'") ? `${field}: '${MARK}${value.slice(1)}` : `${field}: ${JSON.stringify(MARK + value)}`,
      ),
    )
}

let dir = ''
const tsx = (args: string[], env: NodeJS.ProcessEnv = { SITE_SKIP_TYPECHECK: '1' }) => {
  const r = runTsx(args, {
    cwd: dir,
    env: { ...process.env, NO_COLOR: '1', SITE_OUT_DIR: 'dist', ...env },
  })
  return { status: r.status, output: `${r.stdout}${r.stderr}` }
}
const check = () => tsx(['generator/cli/check.ts'])
type Run = ReturnType<typeof tsx>
const read = (file: string) => readFileSync(join(dir, file), 'utf8')
const notRun = (): Run => ({ status: null, output: '' })
/** What each command of the walk printed: docs/editing.md ("Add a language") quotes them. */
let declaredOnly = notRun()
let beforeScreens = notRun()
let report = notRun()
let accepted = notRun()
let checked = notRun()
let built = notRun()

beforeAll(() => {
  dir = makeScratchCopy(REPO, 'third-language-')
  declarePortuguese(dir)
  // Declared, its folder not written yet: `npm run check` as a translator runs it, type check included.
  declaredOnly = tsx(['generator/cli/check.ts'], { SITE_SKIP_TYPECHECK: undefined })
  addPortuguese(dir)
  // What is left, as the check and the translations report say it (the type check skipped here).
  beforeScreens = check()
  report = tsx(['generator/cli/translations.ts'])
  // 5. The product screens drawn from the Portuguese copy (what `npm run screens` writes). The tour's clip
  // is rendered from those screens by `npm run assets -- --tour` (Chromium and ffmpeg, minutes): the
  // Portuguese screens differ from the Spanish in their digits and months alone, so their clip is the
  // Spanish clip, recorded as rendered from the Portuguese screens (their fingerprint, as the check takes it).
  for (const file of ['scripts/screens.ts', 'scripts/screens-run.ts']) copyFileSync(join(REPO, file), join(dir, file))
  const screens = tsx(['scripts/screens.ts'])
  expect(screens.status, screens.output).toBe(0)
  const tour = 'generator/screens/tour-sources.json'
  const sources = JSON.parse(read(tour)) as Record<string, string>
  const drawn = (['poster', ...TOUR_STEPS] as const).map((name) => {
    const file = screenFile(name, PT.code as Lang)
    return { name, lang: PT.code as Lang, file, svg: read(file), overflows: [] }
  })
  for (const file of Object.keys(sources).filter((f) => f.includes(`.${FROM.code}.`))) {
    const twin = file.replace(`.${FROM.code}.`, `.${PT.code}.`)
    copyFileSync(join(dir, file), join(dir, twin))
    sources[twin] = tourSourceHash(drawn satisfies DrawnScreen[], PT.code as Lang)
  }
  writeFileSync(join(dir, tour), `${JSON.stringify(sources, null, 2)}\n`)
  // 6. The Portuguese checked and accepted against the English: the records a translator commits.
  accepted = tsx(['generator/cli/translations.ts', 'accept', '--all'])
  expect(accepted.status, accepted.output).toBe(0)
  expect(accepted.output).toContain(`wrote locales/i18n/${PT.code}/home.sources.json`)
  // Once, `npm run check` as it runs: the type check on (the walk's other runs skip it).
  checked = tsx(['generator/cli/check.ts'], { SITE_SKIP_TYPECHECK: undefined })
  built = tsx(['generator/cli/build.ts'])
}, HEAVY_TEST_MS)

afterAll(() => rmSync(dir, { recursive: true, force: true }))

/** docs/editing.md's "Add a language": the walk this test takes, and the outputs it quotes. */
const walkDocs = () => {
  const docs = readFileSync(join(REPO, 'docs/editing.md'), 'utf8')
  const start = docs.indexOf('\n### Add a language\n')
  expect(start, 'docs/editing.md has its "Add a language"').toBeGreaterThan(0)
  return docs.slice(start, docs.indexOf('\n### ', start + 1))
}

/** The lines of each output block (```text) of the walk's docs: trimmed, without blank lines and the "…" of lines left out. */
const quotedBlocks = (): string[][] =>
  [...walkDocs().matchAll(/```text\n([\s\S]*?)\n\s*```/g)].map((m) =>
    m[1]!
      .split('\n')
      .map((l) => l.trim())
      .filter((l) => l !== '' && l !== '…'),
  )

/**
 * A line with its numbers left out: the counts of pages, strings and problems move with the site (a
 * page added to it must break no test but the tests about it), and durations from run to run.
 */
const steady = (line: string) => line.replace(/\d+(\.\d+)?/g, '#')

/** Each line `quoted` is a line of `output` (indentation and numbers aside), in their order: the docs show what the walk printed. */
function expectQuoted(quoted: readonly string[], output: string, what: string): void {
  const lines = output.split('\n').map((l) => steady(l.trim()))
  let at = -1
  for (const line of quoted) {
    const found = lines.indexOf(steady(line), at + 1)
    expect(
      found,
      `docs/editing.md ("Add a language") quotes a line ${what} did not print, in its order:\n${line}\n\nit printed:\n${output}`,
    ).toBeGreaterThan(at)
    at = found
  }
}

/** The pages of the build, as URLs (dist/urls.json, written by the build). */
const urls = () => JSON.parse(read('dist/urls.json')) as string[]
const origin = () => read('dist/client/robots.txt').match(/Sitemap: (https?:\/\/[^/\s]+)/)![1]!

/**
 * Cloudflare's runtime on a free port of this machine. The port is free when asked for and taken by
 * wrangler a moment later, while other tests and the browser tests start servers of their own: once
 * in a CI run wrangler exited before it was ready. Started again on another port, once, with what it
 * said the first time printed; a second early exit fails the test with wrangler's last words.
 */
async function startCloudflareOnce(root: string): Promise<RuntimeServer> {
  try {
    return await startCloudflare({ root, port: await freePort(), log: () => {} })
  } catch (error) {
    if (!/exited .* before it was ready/.test(String(error))) throw error
    console.warn(`Cloudflare's runtime did not start, started again on another port: ${String(error)}`)
    return startCloudflare({ root, port: await freePort(), log: () => {} })
  }
}

/** The built scratch site served by nginx, and Chromium: `run` gets both, and both stop after it. */
async function inChromium(run: (server: { origin: string }, browser: Browser) => Promise<void>): Promise<void> {
  const server = await startNginx({
    root: join(dir, 'dist/client'),
    include: join(dir, 'dist/deploy/nginx.conf'),
    port: await freePort(),
  })
  const browser = await chromium.launch({ executablePath: testChromiumPath(), args: CHROMIUM_ARGS, timeout: 60_000 })
  try {
    await run(server, browser)
  } finally {
    await browser.close()
    await server.stop()
  }
}

describe('Portuguese added by configuration and copy only', () => {
  it('names what is missing once declared, before anything reads the declaration: no stack trace', () => {
    expect(declaredOnly.status, declaredOnly.output).toBe(1)
    // Named at the line of the declaration that site.languages.ts writes it on.
    const line =
      read('site.languages.ts')
        .split('\n')
        .findIndex((l) => l.includes(`code: "${PT.code}"`)) + 1
    expect(line).toBeGreaterThan(0)
    expect(declaredOnly.output).toContain(
      `site.languages.ts:${line} › route "*" › languages[2].code: "${PT.code}" is declared, but locales/i18n/${PT.code}/ does not exist\n` +
        `        fix: copy the .ts files of locales/i18n/${FROM.code}/ (not its *.sources.json) to locales/i18n/${PT.code}/ and translate them, or remove the declaration`,
    )
    expect(declaredOnly.output).toMatch(/○ Every other check\.+ not run/)
    expect(declaredOnly.output).toContain('1 problem: fix site.languages.ts first')
    expect(declaredOnly.output).not.toMatch(/ENOENT|Error:|\n\s+at /)
  })

  it('prints what docs/editing.md quotes of it ("Add a language"), line for line', () => {
    const [declared, left, acceptedBlock, stale] = quotedBlocks()
    expect(stale, 'four output blocks').toBeDefined()
    expectQuoted(declared!, declaredOnly.output, 'the check with the language declared alone')
    expectQuoted(left!, beforeScreens.output, 'the check before the screens and the records')
    expectQuoted(acceptedBlock!, accepted.output, '`npm run translations -- accept --all`')
    // The lines it quotes in its text: the type check's, the translations report's, the build's last.
    const docs = steady(walkDocs())
    const typeCheck = /✔ Type check\.+ \d+ files/.exec(checked.output)?.[0]
    expect(typeCheck, checked.output).toBeDefined()
    expect(docs).toContain(steady(`\`${typeCheck!}\``))
    const home = report.output.split('\n').find((l) => l.trim().startsWith(`${PT.prefix}/ `))
    expect(home, report.output).toBeDefined()
    expect(docs).toContain(steady(`\`${home!.trim()}\``))
    const last = /built \d+ HTML documents \([^)]*\), sitemap \d+ URLs/.exec(built.output)?.[0]
    expect(last, built.output).toBeDefined()
    expect(docs).toContain(steady(`\`${last!}\``))
  })

  it('passes the check and the build', () => {
    expect(checked.status, checked.output).toBe(0)
    expect(checked.output).toMatch(/✔ Languages\.+ en \(en-US, \/\), es \(es-419, \/es\), pt \(pt-BR, \/pt\)/)
    expect(checked.output).toMatch(/\n✔ Type check\.+ \d+ files: /)
    expect(checked.output).toContain('All checks passed.')
    expect(built.status, built.output).toBe(0)
  })

  it('builds every translatable page in three languages, marked as test data and tagged pt-BR', () => {
    const all = urls()
    const translated = all.filter((u) => u.startsWith(`${FROM.prefix}/`))
    const portuguese = all.filter((u) => u.startsWith(`${PT.prefix}/`))
    // As many as the check counts, each with its default-language and Spanish twins.
    const counted = Number(checked.output.match(/(\d+) translatable routes, each with its \/es and \/pt pages/)?.[1])
    expect(portuguese.length).toBe(counted)
    expect(portuguese.sort()).toEqual(translated.map((u) => PT.prefix + u.slice(FROM.prefix.length)).sort())
    for (const url of portuguese) {
      expect(all).toContain(url.slice(PT.prefix.length))
      const html = read(`dist/client${url}index.html`)
      expect(html, url).toContain(`<html lang="${PT.tag}"`)
      expect(html, `${url}: its texts marked as test data`).toContain(`>${MARK}`)
    }
    expect(read(`dist/client${PT.prefix}/404.html`)).toContain(`<html lang="${PT.tag}"`)
  })

  it("writes each figure in the page's language: Intl's digits for its tag, its own words around them", () => {
    // The typical result on the home page: es-419 writes "1.6 veces"; pt-BR's digits and Portuguese's word.
    const home = (prefix: string) => read(`dist/client${prefix}/index.html`)
    const multiple = new Intl.NumberFormat(PT.tag).format(1.6)
    expect(multiple).toBe('1,6')
    expect(home(FROM.prefix)).toContain('1.6 veces')
    expect(home(PT.prefix)).toContain(`${multiple} vezes`)
    expect(home(PT.prefix)).not.toContain('veces')
  })

  it('links each page to its three languages and x-default, in the page and in the sitemap', () => {
    const sitemap = read('dist/client/sitemap.xml')
    let inSitemap = 0
    for (const url of urls().filter((u) => u.startsWith(`${PT.prefix}/`))) {
      const path = url.slice(PT.prefix.length)
      const expected = [
        ['en', path],
        ['es', FROM.prefix + path],
        ['pt', url],
        ['x-default', path],
      ].map(([hreflang, p]) => [hreflang, `${origin()}${p}`])
      for (const page of [path, FROM.prefix + path, url]) {
        const alternates = [
          ...read(`dist/client${page}index.html`).matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)">/g),
        ]
        expect(
          alternates.map((m) => [m[1], m[2]]),
          page,
        ).toEqual(expected)
      }
      // A page kept out of the sitemap (noindex: /meeting-booked) is out in every language.
      const entryOf = (page: string) => sitemap.split('<url>').find((u) => u.includes(`<loc>${origin()}${page}</loc>`))
      const entry = entryOf(url)
      expect(entry === undefined, `${url} in the sitemap as ${path} is`).toBe(entryOf(path) === undefined)
      if (!entry) continue
      inSitemap++
      const alternates = [...entry.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)]
      expect(
        alternates.map((m) => [m[1], m[2]]),
        url,
      ).toEqual(expected)
    }
    expect(inSitemap).toBeGreaterThan(0)
  })

  it('shows the language switch as a menu leading to the same page in the other languages', () => {
    // Its use in Chromium: with the mouse (a language chosen and kept) and the keyboard, the tests below.
    const path = '/features/'
    const pages = { en: path, es: FROM.prefix + path, pt: PT.prefix + path }
    for (const [lang, page] of Object.entries(pages)) {
      const menu = read(`dist/client${page}index.html`).match(
        /<details[^>]*data-lang-menu[^>]*>[\s\S]*?<\/details>/,
      )?.[0]
      expect(menu, `${page}: a <details> language menu`).toBeDefined()
      const links = [...menu!.matchAll(/<a href="([^"]+)" hrefLang="([^"]+)"/g)].map((m) => [m[2], m[1]])
      expect(links, page).toEqual(Object.entries(pages).filter(([other]) => other !== lang))
      // Each language by its declared label, not by its copy's words (the Portuguese copy is the Spanish).
      if (lang !== PT.code) expect(menu, page).toContain(`>${PT.label}</a>`)
      expect(menu!.match(/>Español</g)?.length ?? 0, page).toBeLessThanOrEqual(1)
    }
  })

  it('gives /pt every rule the hosts have for /es: headers, redirects, nginx and Vercel', () => {
    const files = [
      'dist/client/_headers',
      'dist/client/_redirects',
      'dist/deploy/nginx.conf',
      'dist/deploy/vercel.json',
    ]
    let rules = 0
    for (const file of files) {
      const text = read(file)
      const lines = text.split('\n').filter((l) => l.includes(`${FROM.prefix}/`) && !l.trim().startsWith('#'))
      for (const line of lines) {
        rules++
        expect(text, `${file}: the /pt twin of ${line.trim()}`).toContain(
          line.replaceAll(`${FROM.prefix}/`, `${PT.prefix}/`),
        )
      }
    }
    // The 404 page of each language: Netlify's _redirects, nginx's locations, Vercel's routes.
    expect(rules).toBeGreaterThanOrEqual(3)
    expect(read('dist/client/_redirects')).toContain(`${PT.prefix}/* ${PT.prefix}/404.html 404`)
    expect(read('dist/deploy/nginx.conf')).toContain(`location ^~ ${PT.prefix}/ {`)
  })

  it(
    "is served under /pt as under /es by each host's own runtime: Cloudflare's and nginx",
    async () => {
      // The same requests under both prefixes, on the hosts' runtimes serving this build: the same
      // status, redirect and headers, and each language's page (its own 404 included).
      const probes = ['', '/', '/features', '/features/', '/features/index.html', '/no-such-page/', '/no-such-page']
      const kept = ['cache-control', 'content-type', 'content-language', 'x-robots-tag', 'link']
      const root = join(dir, 'dist/client')
      const servers: [string, RuntimeServer][] = []
      try {
        servers.push([
          'nginx',
          await startNginx({ root, include: join(dir, 'dist/deploy/nginx.conf'), port: await freePort() }),
        ])
        servers.push(['Cloudflare', await startCloudflareOnce(root)])
        for (const [host, server] of servers) {
          // What the Spanish answers were: a page, a redirect and the Spanish 404 among them.
          const seen = new Set<string>()
          for (const probe of probes) {
            const answer = async (prefix: string) => {
              const res = await fetch(`${server.origin}${prefix}${probe}`, {
                redirect: 'manual',
                signal: AbortSignal.timeout(20_000),
              })
              const body = await res.text()
              const headers = [...res.headers]
                .filter(([name]) => kept.includes(name))
                .map(([name, value]) => `${name}: ${value.replaceAll(`${prefix}/`, '<prefix>/')}`)
              return {
                status: res.status,
                location: res.headers.get('location')?.replace(server.origin, '').replace(prefix, '<prefix>') ?? null,
                lang: body.match(/<html lang="([^"]+)"/)?.[1] ?? null,
                headers: headers.sort(),
              }
            }
            const [spanish, portuguese] = [await answer(FROM.prefix), await answer(PT.prefix)]
            expect(spanish.status, `${host} ${FROM.prefix}${probe}`).toBeLessThan(500)
            expect(portuguese, `${host} ${PT.prefix}${probe} answered as ${FROM.prefix}${probe}`).toEqual({
              ...spanish,
              lang: spanish.lang === null ? null : PT.tag,
            })
            seen.add(`${Math.floor(spanish.status / 100)}xx ${spanish.lang ?? ''}`.trim())
          }
          expect([...seen].sort(), host).toEqual(['2xx es-419', '3xx', '4xx es-419'])
        }
      } finally {
        await Promise.all(servers.map(([, server]) => server.stop()))
      }
    },
    HEAVY_TEST_MS,
  )

  it(
    'sends a Portuguese browser to /pt on its first visit, folds a header its labels overflow, keeps the choice',
    async () => {
      // The built site's own pre-paint script in Chromium, served by nginx: the rules of the spec
      // (first visit by browser language, then the stored choice) for a language the engine never named.
      const path = '/features/'
      const untranslated = urls().find((u) => !u.startsWith(`${FROM.prefix}/`) && !urls().includes(PT.prefix + u))
      expect(untranslated, 'a page with no /pt twin').toBeDefined()
      await inChromium(async (server, browser) => {
        const visitor = async (locale: string) => {
          const context = await browser.newContext({ locale, viewport: { width: 1280, height: 800 } })
          context.setDefaultTimeout(20_000)
          return { context, page: await context.newPage(), locale }
        }
        const landsOn = async ({ page, locale }: { page: Page; locale: string }, from: string, to: string) => {
          await page.goto(server.origin + from)
          await page.waitForURL(server.origin + to).catch(() => {
            throw new Error(`a ${locale} browser at ${from}: expected to land on ${to}, stayed on ${page.url()}`)
          })
          await expect
            .poll(() => page.evaluate(() => document.documentElement.lang), { timeout: 20_000 })
            .toBe(to.startsWith(`${PT.prefix}/`) ? PT.tag : to.startsWith(`${FROM.prefix}/`) ? 'es-419' : 'en-US')
        }
        // A Portuguese browser's first visit to a page without a twin: it stays as it is.
        const first = await visitor(PT.tag)
        await landsOn(first, untranslated!, untranslated!)
        await first.context.close()
        // A Portuguese browser's first visit to a translated page: the Portuguese page.
        const pt = await visitor(PT.tag)
        await landsOn(pt, path, PT.prefix + path)
        // Its test labels ("[pt] Iniciar sesión…") are longer than the bar's one row at 1280 px: the header
        // folds its menu behind its button before the first paint (renderer/layout/nav-fold.ts), one row
        // high, rather than wrapping over the page; the button opens the Portuguese menu.
        const bar = () =>
          pt.page.evaluate(() => ({
            folded: document.getElementById('site-header')!.hasAttribute('data-nav-fold'),
            height: document.querySelector('#site-header nav')!.getBoundingClientRect().height,
          }))
        expect(await bar()).toEqual({ folded: true, height: 64 })
        await pt.page.locator('#menu-button').click()
        await pt.page.locator('#site-menu a').first().waitFor({ state: 'visible' })
        expect(await pt.page.locator('#site-menu a').first().textContent()).toMatch(/^\[pt\] /)
        await pt.page.keyboard.press('Escape')
        // English chosen in the menu: kept, so the Portuguese address now leads back to English.
        await landsOn(pt, PT.prefix + path, PT.prefix + path)
        const menu = pt.page.locator('header details[data-lang-menu]:visible')
        await menu.locator('summary').click()
        await menu.locator('a[data-lang-toggle="en"]').click()
        await pt.page.waitForURL(server.origin + path)
        await landsOn(pt, PT.prefix + path, path)
        await pt.context.close()
        // The controls: a Spanish browser still gets Spanish, an English one stays.
        const es = await visitor('es-MX')
        await landsOn(es, path, FROM.prefix + path)
        await es.context.close()
        const en = await visitor('en-US')
        await landsOn(en, path, path)
        // The English labels fit the bar: not folded.
        expect(
          await en.page.evaluate(() => document.getElementById('site-header')!.hasAttribute('data-nav-fold')),
        ).toBe(false)
        await en.context.close()
      })
    },
    HEAVY_TEST_MS,
  )

  it(
    'moves through the language menu with Tab and the arrow keys; closes it on Escape, focus leaving or a click outside',
    async () => {
      // The built site's shell script (renderer/shell/disclosure.ts) on its own <details>: a disclosure
      // of links (Tab moves between them), closed as the phone menu's popover is closed by the platform.
      await inChromium(async (server, browser) => {
        const context = await browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 800 } })
        context.setDefaultTimeout(20_000)
        const page = await context.newPage()
        await page.goto(`${server.origin}/features/`)
        // The shell script loads on the visitor's first key or pointer going down (renderer/inline/
        // loader.entry.ts): a key that moves nothing, then the marker it sets once attached.
        await page.keyboard.press('Shift')
        await page.locator('html[data-shell="ready"]').waitFor({ state: 'attached' })
        const menu = page.locator('header details[data-lang-menu]:visible')
        const summary = menu.locator('summary')
        const links = menu.locator('a')
        const isOpen = () => menu.evaluate((d) => (d as HTMLDetailsElement).open)
        const focused = async () =>
          page.evaluate(() => {
            const el = document.activeElement
            return el?.tagName === 'SUMMARY' ? 'summary' : (el?.getAttribute('data-lang-toggle') ?? el?.tagName ?? '')
          })
        const poll = <T>(read: () => Promise<T>) => expect.poll(read, { timeout: 10_000 })
        // Tab from the top of the page to the summary.
        for (let i = 0; i < 60 && (await focused()) !== 'summary'; i++) await page.keyboard.press('Tab')
        expect(await focused(), 'the summary reached with Tab').toBe('summary')
        expect(await isOpen()).toBe(false)
        // Enter opens; Escape closes, focus staying on the summary.
        await page.keyboard.press('Enter')
        await poll(isOpen).toBe(true)
        await page.keyboard.press('Escape')
        await poll(isOpen).toBe(false)
        expect(await focused()).toBe('summary')
        // Escape from a link inside: closed, focus back on the summary.
        await page.keyboard.press('Enter')
        await poll(isOpen).toBe(true)
        await page.keyboard.press('Tab')
        expect(await focused()).toBe('es')
        await page.keyboard.press('Escape')
        await poll(isOpen).toBe(false)
        expect(await focused()).toBe('summary')
        // Open again, Tab through its links and past the last: closed, focus gone on.
        await page.keyboard.press('Enter')
        await poll(isOpen).toBe(true)
        const count = await links.count()
        expect(count).toBe(2)
        for (let i = 0; i < count; i++) await page.keyboard.press('Tab')
        expect(await focused()).toBe(PT.code)
        await page.keyboard.press('Tab')
        await poll(isOpen).toBe(false)
        expect(await focused()).not.toBe('summary')
        // The arrow keys move between its links too: Down from the summary opens it at the first, Down and Up
        // wrap, End and Home reach the last and the first; Escape still returns to the summary.
        await summary.focus()
        await page.keyboard.press('ArrowDown')
        await poll(isOpen).toBe(true)
        expect(await focused()).toBe('es')
        await page.keyboard.press('ArrowDown')
        expect(await focused()).toBe(PT.code)
        await page.keyboard.press('ArrowDown')
        expect(await focused()).toBe('es')
        await page.keyboard.press('ArrowUp')
        expect(await focused()).toBe(PT.code)
        await page.keyboard.press('Home')
        expect(await focused()).toBe('es')
        await page.keyboard.press('End')
        expect(await focused()).toBe(PT.code)
        await page.keyboard.press('Escape')
        await poll(isOpen).toBe(false)
        expect(await focused()).toBe('summary')
        // A click outside it closes it too.
        await summary.click()
        await poll(isOpen).toBe(true)
        await page
          .locator('main h1')
          .first()
          .click({ position: { x: 2, y: 2 } })
        await poll(isOpen).toBe(false)
        // No ARIA menu claimed: a disclosure of links.
        expect(await menu.locator('[role="menu"], [role="menuitem"]').count()).toBe(0)
        await context.close()
      })
    },
    HEAVY_TEST_MS,
  )

  it('fails the check on a missing and on a stale Portuguese string, naming file, route and key', () => {
    // One check run for both (a run is 4 CPU-seconds): a Portuguese string removed, and an English one
    // edited after its Portuguese was accepted; each is a problem of its own, and any problem fails the check.
    const portuguese = `locales/i18n/${PT.code}/home.ts`
    const english = 'locales/i18n/en/home.ts'
    const [ptText, enText] = [read(portuguese), read(english)]
    const primary = ptText.split('\n').find((l) => /^ {4}primary: /.test(l))!
    expect(primary).toContain(MARK)
    const subtitle = enText.match(/ {4}subtitle:\s*'([^']+)'/)![1]!
    writeFileSync(join(dir, portuguese), ptText.replace(`${primary}\n`, ''))
    writeFileSync(join(dir, english), enText.replace(subtitle, `${subtitle.slice(0, -1)}, and why.`))
    try {
      const r = check()
      expect(r.status, r.output).toBe(1)
      expect(r.output).toContain(`${portuguese} › route "${PT.prefix}/" › home.hero.primary: missing Portuguese text`)
      expect(r.output).toContain(
        `${portuguese} › route "${PT.prefix}/" › home.hero.subtitle: stale Portuguese: the English changed after this translation was accepted`,
      )
      expectQuoted(quotedBlocks()[3]!, r.output, 'the check with a Portuguese string stale')
      // The fix names the language: without --lang, accept would record the Spanish, as stale, too.
      const command = `npm run translations -- accept --lang ${PT.code} home.hero.subtitle`
      expect(r.output).toContain(
        `fix: update the Portuguese in ${portuguese} if it no longer says the same, then run \`${command}\``,
      )
      expect(r.output).toContain(
        `fix: update the Spanish in locales/i18n/${FROM.code}/home.ts if it no longer says the same, then run \`npm run translations -- accept --lang ${FROM.code} home.hero.subtitle\``,
      )
      // Run as printed, it accepts the Portuguese alone: the Spanish stays stale.
      const records = (lang: string) => read(`locales/i18n/${lang}/home.sources.json`)
      const [ptRecords, esRecords] = [records(PT.code), records(FROM.code)]
      const accepted = tsx(['generator/cli/translations.ts', ...command.split(' -- ')[1]!.split(' ')])
      expect(accepted.status, accepted.output).toBe(0)
      expect(accepted.output).toContain('Accepted 1 Portuguese string against the English as it is now')
      expect(records(PT.code)).not.toBe(ptRecords)
      expect(records(FROM.code)).toBe(esRecords)
      writeFileSync(join(dir, `locales/i18n/${PT.code}/home.sources.json`), ptRecords)
      // A page named with its language's prefix (`accept /pt/`) accepts that language alone, as --lang does.
      const byPage = tsx(['generator/cli/translations.ts', 'accept', `${PT.prefix}/`])
      expect(byPage.status, byPage.output).toBe(0)
      expect(byPage.output).toMatch(/Accepted \d+ Portuguese strings? against the English as it is now/)
      expect(records(PT.code)).not.toBe(ptRecords)
      expect(records(FROM.code)).toBe(esRecords)
      writeFileSync(join(dir, `locales/i18n/${PT.code}/home.sources.json`), ptRecords)
    } finally {
      writeFileSync(join(dir, portuguese), ptText)
      writeFileSync(join(dir, english), enText)
    }
  })

  it("refuses a prefix that takes a collection's pages or a route, with that one problem alone", () => {
    // A run each (raw problems stop the check before the site is built: about a second each).
    const declaration = read('site.languages.ts')
    const comparisons = /path: '(\/[a-z-]+)\/:slug'/.exec(read('site.manifest.ts'))![1]!
    try {
      for (const [prefix, expected] of [
        [
          comparisons,
          `languages[2].prefix: prefix "${comparisons}" collides with the pages of the collection "comparisons" (${comparisons}/:slug) of site.manifest.ts\n        fix: choose another prefix for "${PT.code}", or move the collection away from ${comparisons}`,
        ],
        [
          '/features',
          `languages[2].prefix: prefix "/features" collides with the route "/features" of site.manifest.ts\n        fix: choose another prefix for "${PT.code}", or move the route away from /features`,
        ],
      ] as const) {
        const moved = declaration.replace(`prefix: "${PT.prefix}"`, `prefix: "${prefix}"`)
        expect(moved).not.toBe(declaration)
        writeFileSync(join(dir, 'site.languages.ts'), moved)
        const r = check()
        expect(r.status, r.output).toBe(1)
        const line = moved.split('\n').findIndex((l) => l.includes(`prefix: "${prefix}"`)) + 1
        expect(r.output).toContain(
          `✖ Languages................... 1 problem\n    site.languages.ts:${line} › route "*" › ${expected}`,
        )
        // Not also a route "derived under" the prefix, nor links "written with" it: the one problem.
        expect(r.output).toMatch(/✔ Route table\.+/)
        expect(r.output).toContain('\n1 problem: the build stops here.')
      }
    } finally {
      writeFileSync(join(dir, 'site.languages.ts'), declaration)
    }
  })
})
