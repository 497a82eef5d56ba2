/** Reading the PNGs generator/og/ writes, for tests: their rows, inflated, and unfiltered. */
import { inflateSync } from 'node:zlib'

/** The image data of a PNG, inflated: a filter byte, then the row's bytes, each row. inflateSync checks its Adler-32. */
export function pngRows(png: Buffer): Buffer {
  const chunks: Buffer[] = []
  for (let at = 8; at < png.length;) {
    const length = png.readUInt32BE(at)
    if (png.toString('latin1', at + 4, at + 8) === 'IDAT') chunks.push(png.subarray(at + 8, at + 8 + length))
    at += 12 + length
  }
  return inflateSync(Buffer.concat(chunks))
}

/** The bytes of `height` rows of `row` bytes each, unfiltered: each row "None" or "Up", as png.ts and canvas.ts write them. */
export function unfilterRows(raw: Buffer, row: number, height: number): Buffer {
  const out = Buffer.alloc(row * height)
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (row + 1)]
    if (filter !== 0 && filter !== 2) throw new Error(`row ${y}: filter ${filter}, not None or Up`)
    for (let x = 0; x < row; x++) {
      const v = raw[y * (row + 1) + 1 + x]!
      out[y * row + x] = filter === 2 ? (v + out[(y - 1) * row + x]!) & 255 : v
    }
  }
  return out
}
