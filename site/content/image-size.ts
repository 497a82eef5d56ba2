/**
 * The format and displayed size of an image file, read from its header
 * alone: the site is loaded synchronously (and by every build lane), and the
 * page needs each image's width and height before anything is encoded.
 * A JPEG's EXIF orientation is applied (a phone photo stored sideways is
 * shown upright, as the encoder turns it). Server-only.
 */

export type SourceFormat = 'png' | 'jpeg' | 'webp' | 'svg'

export type ImageHeader =
  { format: SourceFormat; width: number; height: number } | { format?: undefined; error: string; hint: string }

const CONVERT = 'save it as PNG (drawings, screenshots, charts), JPEG (photos) or SVG, beside the text'

function png(b: Buffer): ImageHeader {
  if (b.length < 24 || b.toString('latin1', 12, 16) !== 'IHDR')
    return { error: 'not a readable PNG (no IHDR header)', hint: CONVERT }
  return { format: 'png', width: b.readUInt32BE(16), height: b.readUInt32BE(20) }
}

/** The EXIF orientation (1-8) in a JPEG APP1 segment, 1 when absent. */
function exifOrientation(b: Buffer, start: number, end: number): number {
  if (b.toString('latin1', start, start + 6) !== 'Exif\0\0') return 1
  const tiff = start + 6
  const little = b.toString('latin1', tiff, tiff + 2) === 'II'
  const u16 = (at: number) => (little ? b.readUInt16LE(at) : b.readUInt16BE(at))
  const u32 = (at: number) => (little ? b.readUInt32LE(at) : b.readUInt32BE(at))
  const ifd = tiff + u32(tiff + 4)
  if (ifd + 2 > end) return 1
  for (let i = 0, n = u16(ifd); i < n; i++) {
    const entry = ifd + 2 + i * 12
    if (entry + 12 > end) break
    if (u16(entry) === 0x0112) return u16(entry + 8)
  }
  return 1
}

function jpeg(b: Buffer): ImageHeader {
  let orientation = 1
  let at = 2
  while (at + 9 < b.length) {
    if (b[at] !== 0xff) return { error: 'not a readable JPEG (broken segment)', hint: CONVERT }
    const marker = b[at + 1]!
    if (marker === 0xff) {
      at++
      continue
    }
    const length = b.readUInt16BE(at + 2)
    if (marker === 0xe1) orientation = Math.max(orientation, exifOrientation(b, at + 4, at + 2 + length))
    // Start of frame: every SOFn but DHT (c4), JPG (c8) and DAC (cc).
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      const height = b.readUInt16BE(at + 5)
      const width = b.readUInt16BE(at + 7)
      return orientation >= 5 ? { format: 'jpeg', width: height, height: width } : { format: 'jpeg', width, height }
    }
    at += 2 + length
  }
  return { error: 'not a readable JPEG (no frame header)', hint: CONVERT }
}

function webp(b: Buffer): ImageHeader {
  const chunk = b.toString('latin1', 12, 16)
  if (chunk === 'VP8X') return { format: 'webp', width: 1 + b.readUIntLE(24, 3), height: 1 + b.readUIntLE(27, 3) }
  if (chunk === 'VP8 ')
    return { format: 'webp', width: b.readUInt16LE(26) & 0x3fff, height: b.readUInt16LE(28) & 0x3fff }
  if (chunk === 'VP8L') {
    const bits = b.readUInt32LE(21)
    return { format: 'webp', width: 1 + (bits & 0x3fff), height: 1 + ((bits >> 14) & 0x3fff) }
  }
  return { error: 'not a readable WebP', hint: CONVERT }
}

/** A length of an SVG root attribute, in CSS pixels; undefined for a percentage or a unit other than px. */
function svgLength(value: string | undefined): number | undefined {
  const match = value && /^\s*([0-9]*\.?[0-9]+)\s*(px)?\s*$/.exec(value)
  return match ? Number(match[1]) : undefined
}

function svg(text: string): ImageHeader {
  const root = /<svg\b([^>]*)>/i.exec(text)
  if (!root) return { error: 'not an SVG (no <svg> element)', hint: CONVERT }
  const attrs = new Map(
    [...root[1]!.matchAll(/([\w:-]+)\s*=\s*("([^"]*)"|'([^']*)')/g)].map((m) => [m[1]!, m[3] ?? m[4] ?? '']),
  )
  const box = (attrs.get('viewBox') ?? '')
    .trim()
    .split(/[\s,]+/)
    .map(Number)
  const [boxWidth, boxHeight] = box.length === 4 && box.every(Number.isFinite) ? [box[2]!, box[3]!] : []
  let width = svgLength(attrs.get('width'))
  let height = svgLength(attrs.get('height'))
  // One side given: the other follows the viewBox's ratio, as a browser draws it.
  if (width && !height && boxWidth && boxHeight) height = (width * boxHeight) / boxWidth
  if (height && !width && boxWidth && boxHeight) width = (height * boxWidth) / boxHeight
  width ??= boxWidth
  height ??= boxHeight
  if (!width || !height)
    return {
      error: 'an SVG without a size: its <svg> element has neither width and height in px nor a viewBox',
      hint: 'add viewBox="0 0 <width> <height>" to its <svg> element',
    }
  return { format: 'svg', width: Math.round(width), height: Math.round(height) }
}

/** Reads the format and size of an image from its bytes. */
export function readImageHeader(bytes: Buffer): ImageHeader {
  if (bytes.length >= 8 && bytes.readUInt32BE(0) === 0x89504e47) return png(bytes)
  if (bytes.length >= 4 && bytes[0] === 0xff && bytes[1] === 0xd8) return jpeg(bytes)
  if (bytes.length >= 30 && bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP')
    return webp(bytes)
  if (bytes.toString('latin1', 0, 4) === 'GIF8')
    return {
      error: 'a GIF: the site does not show GIFs (an animation is heavy, and a still one is better as PNG)',
      hint: 'save a still image as PNG; show motion as a short clip on a page section instead',
    }
  const head = bytes.toString('utf8', 0, Math.min(bytes.length, 4096))
  if (/<svg\b/i.test(head)) return svg(bytes.toString('utf8'))
  return { error: 'not an image the site can show (PNG, JPEG, WebP or SVG)', hint: CONVERT }
}
