import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { CardCanvas, createBackdrop } from '../../../generator/og/canvas.ts'
import { pngRows, unfilterRows } from './png-data.ts'

const W = 120
const H = 70

/** The RGB pixels of a PNG whose rows are unfiltered or "Up" (inflating it checks its Adler-32). */
const pixelsOf = (png: Buffer): Buffer => unfilterRows(pngRows(png), W * 3, H)

let seed = 11
const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648

/** A backdrop like a card's: plain runs of rows (which PNG stores as "Up"), stripes and a gradient. */
function backdropPixels(): Buffer {
  const rgb = Buffer.alloc(W * H * 3)
  for (let y = 0; y < H; y++)
    for (let x = 0; x < W; x++) {
      const i = (y * W + x) * 3
      const plain = y < 20 || (y >= 40 && y < 50)
      rgb[i] = plain ? 7 : (x * 2) & 255
      rgb[i + 1] = plain ? 11 : y * 3
      rgb[i + 2] = plain ? 24 : y % 3 === 0 ? 200 : 90
    }
  return rgb
}

/** What laying coverage does, byte by byte, on plain RGB pixels: the reference the canvas is held to. */
function layPlain(rgb: Buffer, alpha: Uint8Array, w: number, h: number, x: number, y: number, fill: number[]) {
  for (let row = 0; row < h; row++)
    for (let col = 0; col < w; col++) {
      const a = alpha[row * w + col]!
      const px = x + col
      const py = y + row
      if (!a || px < 0 || px >= W || py < 0 || py >= H) continue
      for (let c = 0; c < 3; c++) {
        const i = (py * W + px) * 3 + c
        rgb[i] = (rgb[i]! + ((fill[c]! - rgb[i]!) * a + 127) / 255) | 0
      }
    }
}

describe('the social card canvas', () => {
  it('gives a PNG whose pixels and checksum are those of the card, card after card on one backdrop', async () => {
    const background = backdropPixels()
    const backdrop = createBackdrop(background, W, H)
    expect(backdrop.up.reduce((s, v) => s + v, 0)).toBeGreaterThan(20)
    const canvas = new CardCanvas()
    for (let card = 0; card < 30; card++) {
      canvas.begin(backdrop)
      const expected = Buffer.from(background)
      // Words as blocks of coverage, some clipped by the edges, some over the plain rows, some overlapping.
      const words = card === 0 ? 0 : 1 + Math.floor(random() * 6)
      for (let k = 0; k < words; k++) {
        const w = 1 + Math.floor(random() * 40)
        const h = 1 + Math.floor(random() * 25)
        const alpha = Uint8Array.from({ length: w * h }, () =>
          random() < 0.3 ? 0 : random() < 0.3 ? 255 : random() * 256,
        )
        const x = Math.floor(random() * (W + 20)) - 10
        const y = Math.floor(random() * (H + 20)) - 10
        const fill = [255, Math.floor(random() * 256), 30]
        canvas.lay(alpha, w, h, x, y, fill as [number, number, number])
        layPlain(expected, alpha, w, h, x, y, fill)
      }
      const png = canvas.png()
      // inflateSync throws when the Adler-32 at the end is wrong.
      expect(pixelsOf(png).equals(expected), `card ${card}`).toBe(true)
      expect(canvas.pixels().equals(expected), `card ${card}`).toBe(true)
      // Another decoder (sharp's libspng) reads the same picture.
      const decoded = await sharp(png).raw().toBuffer({ resolveWithObject: true })
      expect(decoded.info, `card ${card}`).toMatchObject({ width: W, height: H, channels: 3 })
      expect(decoded.data.equals(expected), `card ${card}`).toBe(true)
    }
  })

  it('keeps the untouched bands as the backdrop deflated them', () => {
    const backdrop = createBackdrop(backdropPixels(), W, H)
    const canvas = new CardCanvas()
    canvas.begin(backdrop)
    const empty = canvas.png()
    for (const band of backdrop.bands) expect(empty.includes(band)).toBe(true)
    // A word on row 45 changes the band that holds it and no other.
    canvas.begin(backdrop)
    canvas.lay(new Uint8Array([255, 255]), 2, 1, 10, 45, [255, 255, 255])
    const laid = canvas.png()
    expect(backdrop.bands.filter((band) => !laid.includes(band))).toHaveLength(1)
    expect(pixelsOf(laid).equals(pixelsOf(empty))).toBe(false)
  })
})
