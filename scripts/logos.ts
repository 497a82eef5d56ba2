/**
 * Rasterises the logo SVG sources (scripts/assets/logos/) to lossless WebP at
 * twice their size. Each SVG <img> costs the main thread a document of its
 * own (5-12 ms on a phone); a raster logo decodes off the main thread.
 * Run by `npm run assets`; exported for that script.
 */
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Browser } from '@playwright/test'

export async function rasteriseLogos(browser: Browser): Promise<number> {
  let count = 0
  for (const kind of ['brands', 'partners']) {
    const dir = join('scripts/assets/logos', kind)
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.svg'))) {
      const svg = readFileSync(join(dir, file), 'utf8')
      const tag = svg.match(/<svg\b[^>]*>/)![0]
      const width = Number(tag.match(/\swidth="(\d+)"/)![1])
      const height = Number(tag.match(/\sheight="(\d+)"/)![1])
      const page = await browser.newPage({ viewport: { width, height }, deviceScaleFactor: 2 })
      await page.setContent(
        `<!doctype html><style>html,body{margin:0;background:transparent}svg{display:block}</style>${svg}`,
      )
      const png = join(mkdtempSync(join(tmpdir(), 'logo-')), 'logo.png')
      await page.screenshot({ path: png, omitBackground: true })
      await page.close()
      const out = join('public/images', kind, file.replace(/\.svg$/, '.webp'))
      execFileSync('ffmpeg', [
        '-y',
        '-loglevel',
        'error',
        '-i',
        png,
        '-c:v',
        'libwebp',
        '-lossless',
        '1',
        '-compression_level',
        '6',
        out,
      ])
      count++
    }
  }
  return count
}
