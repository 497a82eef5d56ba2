/**
 * The social image of each page, written where its URL says
 * (site/og-image.ts), drawn in the page's build lane. A drawing is kept in a
 * cache folder (node_modules/.cache/og/, or SITE_OG_CACHE) under the hash of
 * exactly what it draws (the card's texts and the drawing's fingerprint), so
 * a build after a change redraws only the cards that changed; the others are
 * copied. A cached file unused for 30 days is removed by the next build.
 */
import { createHash } from 'node:crypto'
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs'
import { join, resolve } from 'node:path'
import { OG_DIR, ogCardKey, ogCardOf, ogImagePath } from '../../site/og-image.ts'
import type { PageEntry } from '../../site/routes.ts'
import type { SiteConfig } from '../../site/schema/config.ts'
import { designFingerprint } from './design.ts'
import { loadCardFont, type CardFont } from './font.ts'
import { createCardDrawer } from './raster.ts'

/** The cache folder: SITE_OG_CACHE, or node_modules/.cache/og/ of the working directory. */
export const ogCacheDir = (): string => resolve(process.env.SITE_OG_CACHE ?? 'node_modules/.cache/og')

const KEEP_DAYS = 30

let font: CardFont | undefined
/** The card font of this thread, unpacked into the cache folder once. */
export const cardFont = (cacheDir = ogCacheDir()): CardFont => (font ??= loadCardFont(join(cacheDir, 'fonts')))

export interface OgCounts {
  drawn: number
  reused: number
}

/**
 * A drawer of social images into `dist` for one lane: `write(page)` writes
 * the page's image (drawn, or copied from the cache) and says which.
 */
export function createOgWriter(config: Pick<SiteConfig, 'brand' | 'origin'>, dist: string, cacheDir = ogCacheDir()) {
  const font = cardFont(cacheDir)
  const design = designFingerprint(font)
  const drawer = createCardDrawer(font)
  mkdirSync(cacheDir, { recursive: true })
  mkdirSync(join(dist, OG_DIR), { recursive: true })
  const counts: OgCounts = { drawn: 0, reused: 0 }

  function write(page: PageEntry): 'drawn' | 'reused' {
    const card = ogCardOf(config, page)
    const target = join(dist, ogImagePath(page.url, card))
    // The recorded design names the file; the cache is keyed by the drawing as it is.
    const cached = join(
      cacheDir,
      `${createHash('sha256').update(ogCardKey(card, design)).digest('hex').slice(0, 32)}.png`,
    )
    if (existsSync(cached)) {
      copyFileSync(cached, target)
      const now = new Date()
      utimesSync(cached, now, now)
      counts.reused++
      return 'reused'
    }
    const png = drawer.draw(card)
    // Lanes may draw the same card at once: each writes a file of its own, then renames it into place.
    const temporary = `${cached}.${process.pid}.${Math.random().toString(36).slice(2)}`
    writeFileSync(temporary, png)
    renameSync(temporary, cached)
    writeFileSync(target, png)
    counts.drawn++
    return 'drawn'
  }
  return { write, counts }
}

/** Removes cached drawings unused for KEEP_DAYS days; how many. */
export function pruneOgCache(cacheDir = ogCacheDir(), now = Date.now()): number {
  if (!existsSync(cacheDir)) return 0
  let removed = 0
  for (const name of readdirSync(cacheDir)) {
    if (!name.endsWith('.png')) continue
    const file = join(cacheDir, name)
    if (now - statSync(file).mtimeMs > KEEP_DAYS * 86_400_000) {
      rmSync(file, { force: true })
      removed++
    }
  }
  return removed
}
