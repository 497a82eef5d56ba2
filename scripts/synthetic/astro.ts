/**
 * The reference of `npm run bench:build`: Astro 5 building the same library
 * of Markdown entries as a content collection (scripts/synthetic/astro-files.ts),
 * in the same run, on the same machine. Astro is installed in a scratch
 * folder (never a dependency of this project). Its pages carry our header,
 * footer and CSS (taken from one of our built pages; Astro inlines and
 * hashes the CSS for its `<meta>` policy, `experimental.csp`), its entries
 * the same Markdown files with the brand written in. Then html-validate runs
 * over its output with our rules: what an Astro user who wants the checks
 * our build makes would add.
 */
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { VALIDATOR_CONFIG } from '../../generator/html-checks/validate.ts'
import { CONTENT_CONFIG, ENTRY, LAYOUT, LIBRARY_LIB, LISTING, ROUTES } from './astro-files.ts'
import { LIBRARY, LIBRARY_INDEX_SEO, type SyntheticSite } from './plan.ts'

export const ASTRO_VERSION = '5.18.2'

/** Installs Astro in `dir` unless that version is there already; throws with npm's output on failure. */
export function ensureAstro(dir: string): void {
  const installed = join(dir, 'node_modules/astro/package.json')
  if (
    existsSync(installed) &&
    (JSON.parse(readFileSync(installed, 'utf8')) as { version: string }).version === ASTRO_VERSION
  )
    return
  mkdirSync(dir, { recursive: true })
  writeFileSync(join(dir, 'package.json'), '{ "name": "astro-reference", "private": true, "type": "module" }\n')
  console.log(`Installing Astro ${ASTRO_VERSION} in ${dir} (a scratch folder, not a dependency of this project)…`)
  const npm = spawnSync('npm', ['install', '--no-audit', '--no-fund', `astro@${ASTRO_VERSION}`], {
    cwd: dir,
    encoding: 'utf8',
    timeout: 600_000,
  })
  if (npm.status !== 0)
    throw new Error(`npm install astro@${ASTRO_VERSION} failed in ${dir}:\n${npm.stdout}${npm.stderr}`)
}

/** The parts of one of our built pages Astro's pages wear: CSS, and the body before and after <main>. */
export function samplePage(html: string): { css: string; header: string; footer: string } {
  const css = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join('\n')
  const open = html.indexOf('<body')
  const body = html.slice(html.indexOf('>', open) + 1, html.lastIndexOf('</body>'))
  const main = /<main\b[\s\S]*<\/main>/.exec(body)
  if (!css || open < 0 || !main) throw new Error('the sample page has no inline style, no <body> or no <main>')
  return { css, header: body.slice(0, main.index), footer: body.slice(main.index + main[0].length) }
}

export interface AstroInput {
  site: SyntheticSite
  /** The scratch copy the entries were written into (their files are copied from it). */
  scratch: string
  sample: ReturnType<typeof samplePage>
  brand: string
  origin: string
}

/** Writes the Astro project into `dir` (its node_modules kept), with html-validate's configuration beside it. */
export function writeAstroProject(dir: string, input: AstroInput): void {
  for (const sub of ['src', 'dist', '.astro']) rmSync(join(dir, sub), { recursive: true, force: true })
  const write = (file: string, text: string) => {
    mkdirSync(dirname(join(dir, file)), { recursive: true })
    writeFileSync(join(dir, file), text)
  }
  const brandIn = (text: string) => text.replaceAll('{brand}', input.brand)
  mkdirSync(join(dir, 'src/content/library'), { recursive: true })
  mkdirSync(join(dir, 'src/content/library-es'), { recursive: true })
  const folder = join(input.scratch, LIBRARY.folder)
  for (const name of readdirSync(folder)) {
    const m = /^(.+?)(\.es)?\.md$/.exec(name)
    if (!m) continue
    write(
      `src/content/${m[2] ? 'library-es' : 'library'}/${m[1]}.md`,
      brandIn(readFileSync(join(folder, name), 'utf8')),
    )
  }
  const tags = [...new Set(input.site.entries.flatMap((e) => e.tags))].sort()
  write(
    'src/data/site.json',
    JSON.stringify({
      brand: input.brand,
      origin: input.origin,
      perPage: LIBRARY.perPage,
      header: input.sample.header,
      footer: input.sample.footer,
      tags,
      tagLabels: { en: input.site.copy.en.index.tags, es: input.site.copy.es.index.tags },
      index: {
        en: { ...LIBRARY_INDEX_SEO.en, heading: input.site.copy.en.index.title },
        es: { ...LIBRARY_INDEX_SEO.es, heading: input.site.copy.es.index.title },
      },
    }),
  )
  write('src/styles/site.css', input.sample.css)
  write('src/content.config.ts', CONTENT_CONFIG)
  write('src/lib/library.ts', LIBRARY_LIB)
  write('src/layouts/Page.astro', LAYOUT)
  write('src/components/Listing.astro', LISTING)
  write('src/components/Entry.astro', ENTRY)
  for (const [path, source] of Object.entries(ROUTES)) write(`src/pages/${path}`, source)
  write(
    'astro.config.mjs',
    `import { defineConfig } from 'astro/config'
export default defineConfig({ output: 'static', site: '${input.origin}', build: { inlineStylesheets: 'always' }, experimental: { csp: true } })
`,
  )
  write('.htmlvalidate.json', `${JSON.stringify(VALIDATOR_CONFIG, null, 2)}\n`)
}

/** The HTML files Astro wrote, counted. */
export function countHtml(dir: string): number {
  let n = 0
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true }))
    if (entry.isFile() && entry.name.endsWith('.html')) n++
  return n
}

/** html-validate's JSON report: messages by rule, most first. */
export function validationSummary(reportFile: string): { messages: number; byRule: [string, number][] } {
  const results = JSON.parse(readFileSync(reportFile, 'utf8')) as { messages: { ruleId: string }[] }[]
  const byRule = new Map<string, number>()
  for (const r of results) for (const m of r.messages) byRule.set(m.ruleId, (byRule.get(m.ruleId) ?? 0) + 1)
  const sorted = [...byRule].sort((a, b) => b[1] - a[1])
  return { messages: sorted.reduce((s, [, n]) => s + n, 0), byRule: sorted }
}
