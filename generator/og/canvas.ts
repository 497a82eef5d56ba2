/**
 * A card's pixels kept as the rows of its PNG (a filter byte, then RGB), on
 * a backdrop whose PNG is mostly made already. The cards of a site share
 * their background and differ only where their words are laid, so most of
 * a card's rows (the header, the footer, the space around the text block)
 * are the backdrop's, byte for byte. A backdrop is deflated once, in bands
 * of BAND rows, each band on its own (sync-flushed: it ends on a byte and
 * refers to nothing before it); a card deflates only the bands its words
 * touch and takes the others as they are. Its checksum (Adler-32, which a
 * PNG's data ends with) is the backdrop's, moved by each byte the words
 * change: Adler-32 is a sum of the bytes and a sum weighted by their
 * distance from the end, so a change moves both by a known amount.
 *
 * Measured on 444 cards (the site's and random titles of 2-16 words), their
 * words already drawn: 6.2 ms a card when the whole image was copied,
 * filtered and deflated, 2.9 ms now; the same pixels (a test decodes both),
 * files 0.4 % larger.
 *
 * Kept rather than sharp's PNG encoder, as measured at 1,000 entries (issue
 * 51; `npx tsx bench/cli/og.ts`: the 1,400 cards of the bench's library, one
 * process, two rounds): layout and drawing took 6.6 and 5.8 s of CPU with
 * this canvas, 16.7 and 13.5 s with each card's pixels encoded whole by
 * sharp at compression level 2 (21.3 s at level 6), so sharp would add 8-10
 * s of CPU to a build of about 64 s.
 */
import { constants, deflateRawSync } from 'node:zlib'
import { pngOf } from './png.ts'

/** Rows a band: small enough to skip the gaps around a text block, large enough to deflate well. */
const BAND = 16
const ADLER = 65_521
const NONE = 0
const UP = 2
/** A zlib stream's header (deflate, 32 KB window, "fast" level) and the empty final block that ends the stream. */
const ZLIB_HEADER = Buffer.from([0x78, 0x5e])
const FINAL_BLOCK = Buffer.from([0x03, 0x00])
const deflateBand = (rows: Uint8Array) => deflateRawSync(rows, { level: 2, finishFlush: constants.Z_SYNC_FLUSH })

const mod = (v: number) => ((v % ADLER) + ADLER) % ADLER

/** The background every card of a brand and host starts from, deflated in bands. */
export interface Backdrop {
  width: number
  height: number
  /** The unfiltered RGB rows. */
  rgb: Buffer
  /** The PNG rows: each unfiltered, or "Up"-filtered to zeros when it repeats the row above. */
  raw: Buffer
  up: Uint8Array
  /** Per row: the sum of its RGB bytes, and the sum of each byte times its place in the row. */
  sum: Float64Array
  weighted: Float64Array
  /** Adler-32 of `raw`, its two halves. */
  a: number
  b: number
  bands: Buffer[]
}

/** The backdrop of opaque RGB pixels, `width` × `height`. */
export function createBackdrop(rgb: Buffer, width: number, height: number): Backdrop {
  const row = width * 3
  const stride = row + 1
  const raw = Buffer.alloc(stride * height)
  const up = new Uint8Array(height)
  const sum = new Float64Array(height)
  const weighted = new Float64Array(height)
  for (let y = 0; y < height; y++) {
    const pixels = rgb.subarray(y * row, y * row + row)
    let s = 0
    let w = 0
    for (let j = 0; j < row; j++) {
      s += pixels[j]!
      w += j * pixels[j]!
    }
    sum[y] = s
    weighted[y] = w
    if (y > 0 && pixels.equals(rgb.subarray(y * row - row, y * row))) {
      up[y] = 1
      raw[y * stride] = UP // the rest of the row stays zeros
    } else pixels.copy(raw, y * stride + 1)
  }
  let a = 1
  let b = 0
  for (let i = 0; i < raw.length;) {
    // 3,800 bytes at most between reductions keep both sums exact in a double.
    for (const end = Math.min(raw.length, i + 3800); i < end; i++) {
      a += raw[i]!
      b += a
    }
    a %= ADLER
    b %= ADLER
  }
  const bands: Buffer[] = []
  for (let y = 0; y < height; y += BAND)
    bands.push(deflateBand(raw.subarray(y * stride, Math.min(height, y + BAND) * stride)))
  return { width, height, rgb, raw, up, sum, weighted, a, b, bands }
}

/** A canvas for one card at a time: `begin` a backdrop, `lay` words on it, `png` it. */
export class CardCanvas {
  #backdrop: Backdrop | undefined
  #raw = Buffer.alloc(0)
  /** Rows written out unfiltered on this card (they were "Up" rows of the backdrop, or carry words). */
  #open = new Uint8Array(0)
  #opened: number[] = []
  #bandTouched = new Uint8Array(0)
  /** How far the card's Adler-32 halves are from the backdrop's (the second kept reduced). */
  #a = 0
  #b = 0

  /** Starts a card on `backdrop`: only the rows the last card changed are put back. */
  begin(backdrop: Backdrop): void {
    if (this.#backdrop !== backdrop) {
      this.#backdrop = backdrop
      this.#raw = Buffer.from(backdrop.raw)
      this.#open = new Uint8Array(backdrop.height)
      this.#bandTouched = new Uint8Array(backdrop.bands.length)
    } else {
      const stride = backdrop.width * 3 + 1
      for (const y of this.#opened) backdrop.raw.copy(this.#raw, y * stride, y * stride, y * stride + stride)
      this.#open.fill(0)
      this.#bandTouched.fill(0)
    }
    this.#opened = []
    this.#a = 0
    this.#b = 0
  }

  /** Writes row `y` out unfiltered, as it is (an "Up" row's zeros become the pixels they stood for). */
  #openRow(y: number): void {
    if (this.#open[y]) return
    const d = this.#backdrop!
    this.#open[y] = 1
    this.#opened.push(y)
    this.#bandTouched[(y / BAND) | 0] = 1
    if (!d.up[y]) return
    const row = d.width * 3
    const at = y * (row + 1)
    this.#raw[at] = NONE
    d.rgb.copy(this.#raw, at + 1, y * row, y * row + row)
    // The filter byte goes from 2 to 0 and the row's zeros become its pixels.
    const fromEnd = this.#raw.length - at
    this.#a += d.sum[y]! - UP
    this.#b = mod(this.#b - UP * fromEnd + (fromEnd - 1) * d.sum[y]! - d.weighted[y]!)
  }

  /** Row `y` is about to change: it is written out, and so is the next one if it was "the same as row y". */
  #touch(y: number): void {
    this.#openRow(y)
    if (y + 1 < this.#backdrop!.height && this.#backdrop!.up[y + 1]) this.#openRow(y + 1)
  }

  /**
   * Lays coverage `alpha` (`w` × `h`, 0-255) in colour `rgb` with its top left
   * at (x, y): each byte moves toward the colour by the coverage, rounded.
   */
  lay(alpha: Uint8Array, w: number, h: number, x: number, y: number, rgb: readonly [number, number, number]): void {
    const d = this.#backdrop!
    const raw = this.#raw
    const stride = d.width * 3 + 1
    const n = raw.length
    const [r, g, b] = rgb
    for (let row = 0; row < h; row++) {
      const py = y + row
      if (py < 0 || py >= d.height) continue
      this.#touch(py)
      let da = 0
      let db = 0
      for (let col = 0; col < w; col++) {
        const a = alpha[row * w + col]!
        if (a === 0) continue
        const px = x + col
        if (px < 0 || px >= d.width) continue
        const i = py * stride + 1 + px * 3
        const r0 = raw[i]!
        const g0 = raw[i + 1]!
        const b0 = raw[i + 2]!
        const r1 = (r0 + ((r - r0) * a + 127) / 255) | 0
        const g1 = (g0 + ((g - g0) * a + 127) / 255) | 0
        const b1 = (b0 + ((b - b0) * a + 127) / 255) | 0
        raw[i] = r1
        raw[i + 1] = g1
        raw[i + 2] = b1
        da += r1 - r0 + g1 - g0 + b1 - b0
        db += (r1 - r0) * (n - i) + (g1 - g0) * (n - i - 1) + (b1 - b0) * (n - i - 2)
      }
      this.#a += da
      this.#b = mod(this.#b + db)
    }
  }

  /** The card as a PNG: its touched bands deflated, the others the backdrop's. */
  png(): Buffer {
    const d = this.#backdrop!
    const stride = d.width * 3 + 1
    const parts: Buffer[] = [ZLIB_HEADER]
    for (let band = 0; band < d.bands.length;) {
      if (!this.#bandTouched[band]) {
        parts.push(d.bands[band++]!)
        continue
      }
      let end = band
      while (end < d.bands.length && this.#bandTouched[end]) end++
      parts.push(deflateBand(this.#raw.subarray(band * BAND * stride, Math.min(d.height, end * BAND) * stride)))
      band = end
    }
    const check = Buffer.alloc(4)
    check.writeUInt32BE(((mod(d.b + this.#b) << 16) | mod(d.a + this.#a)) >>> 0)
    parts.push(FINAL_BLOCK, check)
    return pngOf(Buffer.concat(parts), d.width, d.height, 3)
  }

  /** The card's RGB pixels, unfiltered (for tests). */
  pixels(): Buffer {
    const d = this.#backdrop!
    const row = d.width * 3
    const out = Buffer.alloc(row * d.height)
    for (let y = 0; y < d.height; y++) {
      const from = this.#open[y] || !d.up[y] ? this.#raw : null
      if (from) from.copy(out, y * row, y * (row + 1) + 1, (y + 1) * (row + 1))
      else out.copy(out, y * row, (y - 1) * row, y * row)
    }
    return out
  }
}
