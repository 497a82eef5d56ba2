/**
 * Draws the logo sprites: every logo of a kind (scripts/assets/logos/<kind>/
 * *.svg) side by side in one lossless WebP at twice their size, laid out by
 * renderer/logo-sprite.ts, which the renderer reads too, and writes the
 * stylesheet that frames each logo's cell (renderer/logo-sprites.css). One
 * image per kind, so a page showing several logos makes one request for
 * them, not one per logo (each request during the load costs a phone's main
 * thread); raster, because each SVG <img> would cost a document of its own.
 * Drawn by Chromium, encoded by `cwebp` (Debian's `webp` package; Chromium's
 * own encoder writes only lossy WebP, three times larger here).
 * Run by `npm run assets`; exported for that script.
 */
import { execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Browser } from '@playwright/test'
import { webpSize } from '../renderer/assets.ts'
import { LOGO_KINDS, logoSpriteLayout, SPRITE_CSS_FILE, SPRITE_SCALE, spriteCss } from '../renderer/logo-sprite.ts'

export async function drawLogoSprites(browser: Browser): Promise<string[]> {
  const written: string[] = []
  for (const kind of LOGO_KINDS) {
    const sprite = logoSpriteLayout(kind)
    const logos = Object.entries(sprite.cells)
      .map(([id, cell]) => {
        const svg = readFileSync(join('scripts/assets/logos', kind, `${id}.svg`), 'utf8')
        return `<div style="position:absolute;left:${cell.x}px;top:0">${svg}</div>`
      })
      .join('')
    const page = await browser.newPage({
      viewport: { width: sprite.width, height: sprite.height },
      deviceScaleFactor: SPRITE_SCALE,
    })
    await page.setContent(
      `<!doctype html><style>html,body{margin:0;background:transparent}svg{display:block}</style>${logos}`,
    )
    const png = join(mkdtempSync(join(tmpdir(), 'logos-')), `${kind}.png`)
    await page.screenshot({ path: png, omitBackground: true })
    await page.close()
    const out = join('public', sprite.src)
    mkdirSync(join('public/images/logos'), { recursive: true })
    execFileSync('cwebp', ['-quiet', '-lossless', '-z', '9', '-exact', png, '-o', out])
    const data = readFileSync(out)
    const size = webpSize(data)
    if (size.width !== sprite.width * SPRITE_SCALE || size.height !== sprite.height * SPRITE_SCALE)
      throw new Error(`${out}: drew ${size.width}×${size.height}, expected twice ${sprite.width}×${sprite.height}`)
    written.push(`${out} (${Math.round(data.length / 1024)} KiB)`)
  }
  writeFileSync(SPRITE_CSS_FILE, spriteCss(LOGO_KINDS.map((kind) => logoSpriteLayout(kind))))
  written.push(SPRITE_CSS_FILE)
  return written
}
