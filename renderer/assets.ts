import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { NO_MEMO, type SiteMemo } from '../site/memo.ts'

export type Size = { width: number; height: number }

/** Width and height attributes of an SVG file's root element. */
export function svgSize(file: string): Size {
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
 * attributes; PNGs their IHDR. A missing file fails the build here. Read
 * once per file in the site's memo.
 */
export function imageSize(publicPath: string, memo: SiteMemo = NO_MEMO): Size {
  // Keyed by the folder it is read from too: one process may build more than one copy of a site.
  return memo.once('image-size', `${process.cwd()}\n${publicPath}`, () => readImageSize(publicPath))
}

function readImageSize(publicPath: string): Size {
  const file = join(process.cwd(), 'public', publicPath)
  let size: Size
  if (publicPath.endsWith('.svg')) size = svgSize(file)
  else if (publicPath.endsWith('.png')) {
    const buf = readFileSync(file)
    size = { width: buf.readUInt32BE(16), height: buf.readUInt32BE(20) }
  } else if (publicPath.endsWith('.webp')) size = webpSize(readFileSync(file))
  else throw new Error(`public${publicPath}: unsupported image type for imageSize()`)
  return size
}
