/**
 * npm run screenshots [-- --dir dist/client] [--only /es/features,/about] [--widths 390,1280]
 * Full-page screenshots of every URL at phone and desktop widths, written to
 * .reports/screenshots/ (git-ignored) for people to look at.
 */
import { homeUrl, langOfUrl } from '../site/routes.ts'
import { LANGS } from '../site/lang.ts'
import { STORAGE_KEYS } from '../site/storage.ts'
import { mkdirSync } from 'node:fs'
import { parseArgs } from 'node:util'
import { chromium } from '@playwright/test'
import { getSite } from '../generator/site.ts'
import { startCloudflare } from '../server/cloudflare.ts'
import { freePort } from '../server/ports.ts'
import { CHROMIUM_ARGS, chromiumPath } from './chromium.ts'

const { values } = parseArgs({
  options: {
    dir: { type: 'string', default: 'dist/client' },
    only: { type: 'string' },
    widths: { type: 'string', default: '390,1280' },
    out: { type: 'string', default: '.reports/screenshots' },
  },
})
const urls = values.only
  ? values.only.split(',')
  : [...getSite().pages.map((p) => p.url), ...LANGS.map((lang) => `${homeUrl(lang)}this-page-does-not-exist`)]
const widths = values.widths!.split(',').map(Number)
mkdirSync(values.out!, { recursive: true })
const server = await startCloudflare({ root: values.dir!, port: await freePort() })
const port = server.port
const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS })
try {
  for (const width of widths) {
    // A stored preference matching the URL keeps the language redirect from moving us elsewhere.
    const context = await browser.newContext({
      viewport: { width, height: width < 600 ? 844 : 900 },
      reducedMotion: 'reduce',
      // The style below is injected by the tool, not by the page's policy.
      bypassCSP: true,
    })
    for (const url of urls) {
      const page = await context.newPage()
      await page.addInitScript(
        ({ keys, lang }) => {
          localStorage.setItem(keys.pref, lang)
          localStorage.setItem(keys.consent, 'denied')
        },
        { keys: STORAGE_KEYS, lang: langOfUrl(url) },
      )
      await page.goto(`http://127.0.0.1:${port}${url}`, { waitUntil: 'networkidle' })
      // Scroll through so lazy images load, then back to the top.
      await page.evaluate(async () => {
        for (let y = 0; y < document.documentElement.scrollHeight; y += 600) {
          window.scrollTo(0, y)
          await new Promise((r) => setTimeout(r, 60))
        }
        window.scrollTo(0, 0)
      })
      await page.waitForLoadState('networkidle')
      // Sections below the fold use content-visibility: auto, which a full-page capture
      // would show blank (they are skipped while off screen): render them all.
      await page.addStyleTag({ content: '*{content-visibility:visible!important}' })
      const name = (url === '/' ? 'home' : url.slice(1).replace(/\//g, '_')) + `-${width}.png`
      await page.screenshot({ path: `${values.out}/${name}`, fullPage: true })
      await page.close()
    }
    await context.close()
  }
  console.log(`${urls.length * widths.length} screenshots in ${values.out}/`)
} finally {
  await browser.close()
  await server.stop()
}
