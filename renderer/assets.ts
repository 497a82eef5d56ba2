import { readFileSync } from 'node:fs'
import { join } from 'node:path'

const cache = new Map<string, { width: number; height: number }>()

/**
 * Intrinsic size of an image in public/, read at build time so every <img>
 * carries width and height (no layout shift). SVGs give their width/height
 * attributes; PNGs their IHDR. A missing file fails the build here.
 */
export function imageSize(publicPath: string): { width: number; height: number } {
  const hit = cache.get(publicPath)
  if (hit) return hit
  const file = join(process.cwd(), 'public', publicPath)
  let size: { width: number; height: number }
  if (publicPath.endsWith('.svg')) {
    const head = readFileSync(file, 'utf8').slice(0, 2000)
    const tag = head.match(/<svg\b[^>]*>/)?.[0] ?? ''
    const width = Number(tag.match(/\swidth="(\d+(?:\.\d+)?)"/)?.[1])
    const height = Number(tag.match(/\sheight="(\d+(?:\.\d+)?)"/)?.[1])
    if (!width || !height)
      throw new Error(`public${publicPath}: the <svg> element needs numeric width and height attributes`)
    size = { width, height }
  } else if (publicPath.endsWith('.png')) {
    const buf = readFileSync(file)
    size = { width: buf.readUInt32BE(16), height: buf.readUInt32BE(20) }
  } else {
    throw new Error(`public${publicPath}: unsupported image type for imageSize()`)
  }
  cache.set(publicPath, size)
  return size
}
