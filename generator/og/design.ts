/**
 * The fingerprint of how social cards are drawn: the modules that decide
 * their pixels, the font files and the rasterizer's version. site/og-image.ts
 * records it as OG_DESIGN, which every image's URL hashes; the build stops
 * when the two differ (the message gives the value to write), so a changed
 * drawing always comes with new URLs.
 */
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { fileURLToPath } from 'node:url'
import { OG_DESIGN } from '../../site/og-image.ts'
import type { Problem } from '../../site/errors.ts'
import type { CardFont } from './font.ts'

/** The modules whose code decides a card's pixels (beside this one). */
export const DRAWING_MODULES = ['canvas.ts', 'card.ts', 'font.ts', 'layout.ts', 'png.ts', 'raster.ts'] as const

const require = createRequire(import.meta.url)

/** The fingerprint of the drawing as it is in this checkout: 16 hex digits. */
export function designFingerprint(font: Pick<CardFont, 'fingerprint'>): string {
  const hash = createHash('sha256')
  for (const name of DRAWING_MODULES)
    // Line ends as checked out (a Windows checkout may write CRLF) do not change the drawing.
    hash
      .update(name)
      .update(readFileSync(fileURLToPath(new URL(`./${name}`, import.meta.url)), 'utf8').replace(/\r\n/g, '\n'))
  const resvg = (require('@resvg/resvg-js/package.json') as { version: string }).version
  hash.update(`font ${font.fingerprint}`).update(`resvg ${resvg}`)
  return hash.digest('hex').slice(0, 16)
}

/** A problem when OG_DESIGN is not the drawing's fingerprint. */
export function designProblem(font: Pick<CardFont, 'fingerprint'>, recorded = OG_DESIGN): Problem | null {
  const actual = designFingerprint(font)
  if (actual === recorded) return null
  return {
    check: 'og-design',
    file: 'site/og-image.ts',
    route: '*',
    key: 'OG_DESIGN',
    message: `the social cards are drawn differently from what OG_DESIGN records (${recorded}): generator/og/ (${DRAWING_MODULES.join(', ')}), the font or resvg changed`,
    hint: `set OG_DESIGN = '${actual}' so every image gets a new URL (networks and caches keep an image by its URL)`,
  }
}
