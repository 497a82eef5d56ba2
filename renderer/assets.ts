import { readFileSync } from 'node:fs'
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
  } else throw new Error(`public${publicPath}: unsupported image type for imageSize()`)
  cache.set(publicPath, size)
  return size
}

/**
 * A logo: lossless WebP drawn at twice its size by `npm run assets` from the
 * SVG source in scripts/assets/logos/, shown at the source's size. (An SVG
 * <img> costs the main thread a document of its own; a raster one does not.)
 */
export function logoImage(kind: 'brands' | 'partners', id: string): Size & { src: string } {
  const key = `logo:${kind}/${id}`
  const size = cache.get(key) ?? svgSize(join(process.cwd(), 'scripts/assets/logos', kind, `${id}.svg`))
  cache.set(key, size)
  return { src: `/images/${kind}/${id}.webp`, ...size }
}
