/**
 * tsx scripts/screen-font.ts
 * Measures the advance width of every character the product screens may
 * use, in Inter (scripts/assets/inter-latin-wght-5.3.0.woff2) at each weight
 * they use, with Debian's Chromium, and writes generator/screens/inter-widths.json.
 * The screen generator lays text out with it and pins each text to its
 * measured width (SVG textLength), so a screen looks the same whatever font
 * a visitor's system puts in Inter's place. Run it after changing the font.
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { chromium } from '@playwright/test'
import { CHROMIUM_ARGS, chromiumPath } from './chromium.ts'
import { FONT_WEIGHTS, WIDTHS_FILE } from '../generator/screens/measure.ts'

const font = readFileSync('scripts/assets/inter-latin-wght-5.3.0.woff2').toString('base64')
const chars = [
  ...Array.from({ length: 95 }, (_, i) => String.fromCharCode(32 + i)),
  ...Array.from({ length: 96 }, (_, i) => String.fromCharCode(160 + i)),
  ...'–—‘’“”•…−→←↑↓✓×≥≤€'.split(''),
]
const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS })
try {
  const page = await browser.newPage()
  await page.setContent(
    `<style>@font-face{font-family:M;src:url(data:font/woff2;base64,${font}) format('woff2');font-weight:100 900}</style><span style="font-family:M">x</span>`,
  )
  await page.evaluate(() => document.fonts.ready)
  const widths = await page.evaluate(
    ({ chars, weights }) => {
      const ctx = document.createElement('canvas').getContext('2d')!
      const out: Record<string, Record<string, number>> = {}
      for (const w of weights) {
        ctx.font = `${w} 1000px M`
        out[w] = Object.fromEntries(chars.map((c) => [c, Math.round(ctx.measureText(c).width)]))
      }
      return out
    },
    { chars, weights: FONT_WEIGHTS },
  )
  writeFileSync(WIDTHS_FILE, `${JSON.stringify(widths)}\n`)
  console.log(`${chars.length} characters × ${FONT_WEIGHTS.length} weights → ${WIDTHS_FILE}`)
} finally {
  await browser.close()
}
