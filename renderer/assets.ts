import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

type Size = { width: number; height: number }
const cache = new Map<string, Size>()

function svgSize(file: string): Size {
  const tag =
    readFileSync(file, 'utf8')
      .slice(0, 2000)
      .match(/<svg\b[^>]*>/)?.[0] ?? ''
  const width = Number(tag.match(/\swidth="(\d+(?:\.\d+)?)"/)?.[1])
  const height = Number(tag.match(/\sheight="(\d+(?:\.\d+)?)"/)?.[1])
  if (!width || !height) throw new Error(`${file}: the <svg> element needs numeric width and height attributes`)
  return { width, height }
}

/** Width and height of a WebP file (lossy, lossless or extended), from its header. */
export function webpSize(buf: Buffer): Size {
  if (buf.toString('ascii', 0, 4) !== 'RIFF' || buf.toString('ascii', 8, 12) !== 'WEBP')
    throw new Error('not a WebP file')
  const chunk = buf.toString('ascii', 12, 16)
  if (chunk === 'VP8X') return { width: buf.readUIntLE(24, 3) + 1, height: buf.readUIntLE(27, 3) + 1 }
  if (chunk === 'VP8L') {
    const bits = buf.readUInt32LE(21)
    return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 }
  }
  if (chunk === 'VP8 ') return { width: buf.readUInt16LE(26) & 0x3fff, height: buf.readUInt16LE(28) & 0x3fff }
  throw new Error(`unknown WebP chunk ${chunk}`)
}

/**
 * Intrinsic size of an image in public/, read at build time so every <img>
 * carries width and height (no layout shift). SVGs give their width/height
 * attributes; PNGs their IHDR. A missing file fails the build here.
 */
export function imageSize(publicPath: string): Size {
  const hit = cache.get(publicPath)
  if (hit) return hit
  const file = join(process.cwd(), 'public', publicPath)
  let size: Size
  if (publicPath.endsWith('.svg')) size = svgSize(file)
  else if (publicPath.endsWith('.png')) {
    const buf = readFileSync(file)
    size = { width: buf.readUInt32BE(16), height: buf.readUInt32BE(20) }
  } else if (publicPath.endsWith('.webp')) size = webpSize(readFileSync(file))
  else throw new Error(`public${publicPath}: unsupported image type for imageSize()`)
  cache.set(publicPath, size)
  return size
}

/** The kinds of logo: customers' brands, and the ad platforms the product is a partner of. */
export type LogoKind = 'brands' | 'partners'

/** Transparent space between two logos of a sprite (at 1×), so a cell's edge never samples its neighbour. */
export const SPRITE_GAP = 4
/** Sprites are drawn at twice the logos' size: sharp on high-density screens. */
export const SPRITE_SCALE = 2

/** One logo's place in its kind's sprite, in the sprite's 1× units. */
export interface SpriteCell extends Size {
  x: number
}

/** A sprite: one image holding every logo of a kind side by side, and where each one sits. */
export interface LogoSprite extends Size {
  /** The image's URL, e.g. "/images/logos/brands.webp". */
  src: string
  cells: Record<string, SpriteCell>
}

const sprites = new Map<LogoKind, LogoSprite>()

/**
 * The layout of a kind's sprite, from the logo sources in scripts/assets/logos/<kind>/ (their
 * width and height attributes, in file-name order), shared by `npm run assets`, which draws the
 * image (scripts/logos.ts), and the renderer, which shows one cell per logo. All the logos of a
 * page come in one request per kind instead of one each: each image fetched during the load costs
 * the phone's main thread, whatever its size.
 */
export function logoSpriteLayout(kind: LogoKind, root = process.cwd()): LogoSprite {
  const dir = join(root, 'scripts/assets/logos', kind)
  const cells: Record<string, SpriteCell> = {}
  let x = 0
  let height = 0
  for (const file of readdirSync(dir)
    .filter((f) => f.endsWith('.svg'))
    .sort()) {
    const size = svgSize(join(dir, file))
    cells[file.slice(0, -4)] = { x, ...size }
    x += size.width + SPRITE_GAP
    height = Math.max(height, size.height)
  }
  return { src: `/images/logos/${kind}.webp`, width: x - SPRITE_GAP, height, cells }
}

/**
 * A kind's sprite for the renderer: its layout, checked against the image
 * `npm run assets` drew (a logo added or resized since is a build error that
 * says so, rather than a page showing the wrong part of the image).
 */
export function logoSprite(kind: LogoKind): LogoSprite {
  const hit = sprites.get(kind)
  if (hit) return hit
  const sprite = logoSpriteLayout(kind)
  const file = join(process.cwd(), 'public', sprite.src)
  if (!existsSync(file))
    throw new Error(`public${sprite.src} is missing: run \`npm run assets\` to draw the logo sprites`)
  const drawn = webpSize(readFileSync(file))
  const expected = { width: sprite.width * SPRITE_SCALE, height: sprite.height * SPRITE_SCALE }
  if (drawn.width !== expected.width || drawn.height !== expected.height)
    throw new Error(
      `public${sprite.src} is ${drawn.width}×${drawn.height}, the logos in scripts/assets/logos/${kind}/ need ${expected.width}×${expected.height}: run \`npm run assets\` to draw it again`,
    )
  sprites.set(kind, sprite)
  return sprite
}
