/**
 * The reference of `npm run bench:build -- --astro`: Astro building the same
 * number of pages of the same HTML as our synthetic build, in the same run,
 * on the same machine. Astro is installed in a scratch folder (never a
 * dependency of this project) and given one of our built long-form pages:
 * its header, privacy-policy body and footer, its pruned CSS (which Astro
 * inlines and hashes), and a title, description and canonical of its own per
 * page, with Astro's hash-based CSP in a <meta> element (`experimental.csp`).
 * Astro validates no HTML and runs none of our checks.
 */
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

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
  })
  if (npm.status !== 0)
    throw new Error(`npm install astro@${ASTRO_VERSION} failed in ${dir}:\n${npm.stdout}${npm.stderr}`)
}

/** The parts of one of our built pages Astro renders again. */
export function samplePage(html: string): { css: string; body: string } {
  const css = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join('\n')
  const open = html.indexOf('<body')
  const body = html.slice(html.indexOf('>', open) + 1, html.lastIndexOf('</body>'))
  if (!css || open < 0) throw new Error('the sample page has no inline style or no <body>')
  return { css, body }
}

/** Writes the Astro project: one dynamic route with `pages` static paths. */
export function writeAstroProject(
  dir: string,
  sample: { css: string; body: string },
  pages: number,
  origin: string,
): void {
  rmSync(join(dir, 'src'), { recursive: true, force: true })
  rmSync(join(dir, 'dist'), { recursive: true, force: true })
  mkdirSync(join(dir, 'src/pages'), { recursive: true })
  mkdirSync(join(dir, 'src/data'), { recursive: true })
  mkdirSync(join(dir, 'src/styles'), { recursive: true })
  writeFileSync(join(dir, 'src/styles/site.css'), sample.css)
  const list = Array.from({ length: pages }, (_, i) => ({
    slug: `page-${String(i + 1).padStart(4, '0')}`,
    title: `Library page ${i + 1}: reference notes`,
    description: `Reference notes, part ${i + 1}: what the library keeps for teams that run their own ads.`,
  }))
  writeFileSync(join(dir, 'src/data/site.json'), JSON.stringify({ body: sample.body, origin, pages: list }))
  writeFileSync(
    join(dir, 'astro.config.mjs'),
    `import { defineConfig } from 'astro/config'
export default defineConfig({ output: 'static', build: { inlineStylesheets: 'always' }, experimental: { csp: true } })
`,
  )
  writeFileSync(
    join(dir, 'src/pages/[slug].astro'),
    `---
import site from '../data/site.json'
import '../styles/site.css'
export function getStaticPaths() {
  return site.pages.map((page) => ({ params: { slug: page.slug }, props: { page } }))
}
const { page } = Astro.props
---
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>{page.title}</title>
    <meta name="description" content={page.description} />
    <link rel="canonical" href={\`\${site.origin}/\${page.slug}/\`} />
  </head>
  <body>
    <Fragment set:html={site.body} />
  </body>
</html>
`,
  )
}
