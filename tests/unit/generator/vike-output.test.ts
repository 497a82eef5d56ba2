/**
 * What vike adds to a page, read through its public API on a real
 * `vike build`, not only a fixture: one build in a scratch folder
 * (dist-vike-output/, about 5-15 s), its server bundle rendering the home
 * page and the Spanish 404 with vike's `renderPage`, as the build does. The
 * build's renderer must take from it the stylesheets and the client entry
 * vike would link, and the post-build steps must turn them into inline CSS
 * and a deferred loader.
 */
import { execFile } from 'node:child_process'
import { existsSync, rmSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createRenderer, readAssets, vikeRenderer, type RenderedPage } from '../../../generator/prerender/render.ts'
import { deferEntry } from '../../../generator/emit/defer-entry.ts'
import { createCssInliner } from '../../../generator/emit/inline-css.ts'
import { getSite } from '../../../generator/site.ts'

const ROOT = resolve(import.meta.dirname, '../../..')
// Inside the repository (vike resolves its manifest under the project root) and ignored by git and the tools (dist-*).
const OUT = join(ROOT, 'dist-vike-output')
const URLS = ['/', '/es/404']
const byVike = new Map<string, string>()
const ours = new Map<string, RenderedPage>()
let vike: (url: string) => Promise<string>

beforeAll(async () => {
  rmSync(OUT, { recursive: true, force: true })
  await promisify(execFile)(join(ROOT, 'node_modules/.bin/vike'), ['build'], {
    cwd: ROOT,
    env: { ...process.env, SITE_OUT_DIR: 'dist-vike-output' },
  })
  vike = await vikeRenderer(join(OUT, 'server'))
  // The build's renderer: vike renders the first page of each kind itself, and what it adds is read off that render.
  const render = await createRenderer(getSite(), join(OUT, 'server'))
  for (const url of URLS) {
    byVike.set(url, await vike(url))
    ours.set(url, await render(url))
  }
}, 120_000)

afterAll(() => rmSync(OUT, { recursive: true, force: true }))

describe("what vike adds to a page, from its renderPage on a real vike build's server bundle", () => {
  it('is a stylesheet of the client build and a client entry, for every kind of page', () => {
    for (const url of URLS) {
      const { assets, html } = ours.get(url)!
      expect(assets.stylesheets.length, url).toBeGreaterThan(0)
      for (const href of assets.stylesheets) expect(existsSync(join(OUT, 'client', href)), `${url}: ${href}`).toBe(true)
      expect(assets.entry, url).toMatch(/^\/assets\/entries\/.+\.js$/)
      expect(existsSync(join(OUT, 'client', assets.entry)), url).toBe(true)
      // Our document is vike's render without them: vike added nothing else.
      expect(byVike.get(url)!.length, url).toBeGreaterThan(html.length)
      expect(readAssets(url, byVike.get(url)!, html), url).toEqual(assets)
    }
  })

  it('renders the 404 through the public page context (is404, abortStatusCode), a real route as 200', async () => {
    expect(byVike.get('/es/404')).toContain('<html lang="es-419"')
    await expect(vike('/')).resolves.toContain('<html lang="en-US"')
  })

  it('becomes inline CSS at the end of <head> and a deferred loader before </body>, with no link or module script', () => {
    const inline = createCssInliner(join(OUT, 'client'))
    for (const url of URLS) {
      const { html: page, assets } = ours.get(url)!
      const { html, styles } = inline(deferEntry(page, assets.entry, false, url), assets.stylesheets, url)
      expect(html, url).not.toMatch(/<script[^>]*type="module"/)
      expect(html, url).not.toMatch(/<link rel="stylesheet"/)
      expect(html, url).toContain(`${styles.map((css) => `<style>${css}</style>`).join('')}</head>`)
      expect(html, url).toContain(JSON.stringify(assets.entry))
      expect(styles.join('').length, url).toBeGreaterThan(1000)
    }
  })
})
