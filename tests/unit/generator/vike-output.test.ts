/**
 * The post-build rewrites (generator/emit/vike-output.ts) against what a real
 * `vike build` writes, not only a fixture: one build in a scratch folder
 * (dist-vike-output/, about 5-15 s), its server bundle rendering the home page
 * and the Spanish 404 as the build does; each rewrite must find its target,
 * and each fails naming the file and the pattern once the target is gone.
 */
import { execFile } from 'node:child_process'
import { rmSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createRenderer, readInjection, vikeRenderer } from '../../../generator/prerender/render.ts'
import { deferEntry } from '../../../generator/emit/defer-entry.ts'
import { createCssInliner } from '../../../generator/emit/inline-css.ts'
import { getSite } from '../../../generator/site.ts'

const ROOT = resolve(import.meta.dirname, '../../..')
// Inside the repository (vike resolves its manifest under the project root) and ignored by git and the tools (dist-*).
const OUT = join(ROOT, 'dist-vike-output')
const URLS = ['/', '/es/404']
const byVike = new Map<string, string>()
const ours = new Map<string, string>()

beforeAll(async () => {
  rmSync(OUT, { recursive: true, force: true })
  await promisify(execFile)(join(ROOT, 'node_modules/.bin/vike'), ['build'], {
    cwd: ROOT,
    env: { ...process.env, SITE_OUT_DIR: 'dist-vike-output' },
  })
  const vike = await vikeRenderer(join(OUT, 'server'))
  // The build's renderer: vike renders the first page of each kind itself and must agree byte for byte.
  const render = await createRenderer(getSite(), join(OUT, 'server'))
  for (const url of URLS) {
    byVike.set(url, await vike(url))
    ours.set(url, await render(url))
  }
}, 120_000)

afterAll(() => rmSync(OUT, { recursive: true, force: true }))

describe("the post-build rewrites find their targets in a real vike build's pages", () => {
  it('renders each page as vike does (its stylesheet links and client entry found and placed)', () => {
    for (const url of URLS) expect(ours.get(url), url).toBe(byVike.get(url))
  })

  it('defers the client entry and inlines the stylesheets of every kind of page', () => {
    const inline = createCssInliner(join(OUT, 'client'))
    for (const url of URLS) {
      const { html, styles } = inline(deferEntry(byVike.get(url)!, false, url), url)
      expect(html, url).not.toMatch(/<script[^>]*type="module"/)
      expect(html, url).not.toMatch(/<link rel="stylesheet"/)
      expect(styles.join('').length, url).toBeGreaterThan(1000)
    }
  })

  it('stops the build, naming the page, the step and the pattern, when vike writes them differently', () => {
    const page = byVike.get('/')!
    const moduleFirst = page.replace(/<script src="([^"]+)" type="module" async>/, '<script type="module" src="$1">')
    expect(() => deferEntry(moduleFirst, false, 'index.html')).toThrow(
      /^index\.html: generator\/emit\/defer-entry\.ts found no client entry .*\(pattern \/<script src=.*\) in vike's output/,
    )
    expect(() => readInjection('/', moduleFirst, page)).toThrow(
      /^index\.html: generator\/prerender\/render\.ts found no client entry \(pattern \/<script src=/,
    )
    const noType = page.replace(/<link rel="stylesheet" type="text\/css"/g, '<link rel="stylesheet"')
    expect(() => createCssInliner(join(OUT, 'client'))(noType, 'index.html')).toThrow(
      /^index\.html: generator\/emit\/inline-css\.ts found no stylesheet link .*\(pattern \/<link rel="stylesheet"/,
    )
  })
})
