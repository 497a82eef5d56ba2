/**
 * npm run js-report [-- --dir dist/client] [--consent pending|granted]
 * Loads every built URL in Chromium (phone viewport), waits until the
 * network is quiet, and prints the gzipped JavaScript each page loaded
 * before any interaction. Measured in a real browser, not guessed from the
 * bundle graph. `--consent` (with a build that has analytics configured,
 * e.g. `--dir dist-e2e/client` after `npm test`) measures a visitor who has
 * not chosen yet, or who accepted analytics on an earlier visit; third-party
 * hosts are blocked, so only the site's own JavaScript is counted.
 */
import { langOfUrl } from '../site/routes.ts'
import { HTML_LANG } from '../site/lang-tags.ts'
import { STORAGE_KEYS } from '../site/storage.ts'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { gzipSync } from 'node:zlib'
import { chromium } from '@playwright/test'
import { startCloudflare } from '../server/cloudflare.ts'
import { freePort } from '../server/ports.ts'
import { getSite } from '../generator/site.ts'
import { CHROMIUM_ARGS, chromiumPath } from './chromium.ts'

const { values } = parseArgs({
  options: {
    dir: { type: 'string', default: 'dist/client' },
    json: { type: 'boolean', default: false },
    consent: { type: 'string' },
  },
})
const dir = values.dir!

export interface JsFigure {
  url: string
  files: number
  gzipBytes: number
}

export async function measureJs(root: string, urls: string[], consent?: 'pending' | 'granted'): Promise<JsFigure[]> {
  const server = await startCloudflare({ root, port: await freePort() })
  const port = server.port
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS })
  const out: JsFigure[] = []
  try {
    for (const url of urls) {
      const context = await browser.newContext({
        viewport: { width: 390, height: 844 },
        locale: HTML_LANG[langOfUrl(url)],
      })
      const page = await context.newPage()
      if (consent)
        await page.addInitScript(
          ({ keys, lang, consent }) => {
            localStorage.setItem(keys.pref, lang)
            if (consent === 'granted') localStorage.setItem(keys.consent, 'granted')
          },
          { keys: STORAGE_KEYS, lang: langOfUrl(url), consent },
        )
      await page.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.abort('blockedbyclient'))
      const js = new Set<string>()
      page.on('response', (r) => {
        const u = new URL(r.url())
        if (u.port === String(port) && u.pathname.endsWith('.js')) js.add(u.pathname)
      })
      await page.goto(`http://127.0.0.1:${port}${url}`, { waitUntil: 'networkidle' })
      await page.waitForTimeout(300)
      const gzipBytes = [...js].reduce((sum, p) => sum + gzipSync(readFileSync(join(root, p)), { level: 9 }).length, 0)
      out.push({ url, files: js.size, gzipBytes })
      await context.close()
    }
  } finally {
    await browser.close()
    await server.stop()
  }
  return out
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const urls = [...getSite().pages.map((p) => p.url), '/404-check-missing-page']
  const consent = values.consent as 'pending' | 'granted' | undefined
  if (consent && consent !== 'pending' && consent !== 'granted') throw new Error('--consent is pending or granted')
  const figures = await measureJs(dir, urls, consent)
  if (values.json) console.log(JSON.stringify(figures, null, 2))
  else {
    console.log('URL'.padEnd(40), 'files', 'JS gzip before interaction')
    for (const f of figures)
      console.log(f.url.padEnd(40), String(f.files).padStart(5), `${(f.gzipBytes / 1024).toFixed(2)} KiB`.padStart(12))
    const max = figures.reduce((a, b) => (b.gzipBytes > a.gzipBytes ? b : a))
    console.log(`largest: ${max.url} ${(max.gzipBytes / 1024).toFixed(2)} KiB`)
  }
}
