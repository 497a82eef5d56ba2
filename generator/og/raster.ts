/**
 * Cards to pixels. resvg draws with the card's font files only (no system
 * font, so every machine draws the same pixels). Drawing a whole card costs
 * about 11 ms of CPU, two thirds of it the text; but the cards of a site
 * share everything except their words, and their words recur. So a drawer
 * keeps the card's background (mark, brand, host, decoration) once per
 * brand and host, deflated in bands (canvas.ts), and each word once per
 * size and weight, as the coverage
 * resvg gives it; a card is its background with its words laid onto it where
 * the layout (card.ts) puts them, and only the words it has not met are
 * drawn, a batch per card. Words sit on whole pixels: each word is resvg's,
 * kerning included, and the space between two words may differ from a whole
 * line's by under half a pixel (a unit test holds the two drawings equal
 * within that).
 */
import { Resvg } from '@resvg/resvg-js'
import type { OgCard } from '../../site/og-image.ts'
import { backgroundSvg, cardLines, cardSvg, HEIGHT, lineSvg, svgDocument, WIDTH, type TextLine } from './card.ts'
import type { CardFont, Weight } from './font.ts'
import { measure } from './layout.ts'
import { CardCanvas, createBackdrop, type Backdrop } from './canvas.ts'

/** The pixels of an SVG document (RGBA, not premultiplied). */
function render(svg: string, font: CardFont): { pixels: Buffer; width: number; height: number } {
  const image = new Resvg(svg, {
    fitTo: { mode: 'original' },
    font: { loadSystemFonts: false, fontFiles: font.files, defaultFontFamily: font.faces[400][0]!.family },
  }).render()
  return { pixels: image.pixels, width: image.width, height: image.height }
}

/** The RGB of RGBA pixels that must all be opaque (a card's background is: a see-through one is a design error). */
function opaqueRgb(rgba: Uint8Array): Buffer {
  const out = Buffer.alloc((rgba.length / 4) * 3)
  for (let i = 0, j = 0; i < rgba.length; i += 4, j += 3) {
    if (rgba[i + 3] !== 255) throw new Error(`a social card's background is not opaque at pixel ${i / 4}`)
    out[j] = rgba[i]!
    out[j + 1] = rgba[i + 1]!
    out[j + 2] = rgba[i + 2]!
  }
  return out
}

/** The RGBA pixels of a card drawn whole by resvg, in one pass: the reference the drawer's cards are held to. */
export function drawCardWhole(card: OgCard, font: CardFont): Buffer {
  const image = render(cardSvg(card, font), font)
  if (image.width !== WIDTH || image.height !== HEIGHT)
    throw new Error(`a social card came out ${image.width}×${image.height}, not ${WIDTH}×${HEIGHT}`)
  return image.pixels
}

/** A word's coverage (0-255), its box placed relative to where its baseline starts. */
interface Glyphs {
  dx: number
  dy: number
  width: number
  height: number
  alpha: Uint8Array
}

/** Room around a word in the batch image, in ems: accents above capitals, descenders, overhangs. */
const ABOVE = 1.25
const BELOW = 0.45
const SIDE = 0.3
/** Past this many words a drawer forgets them all (about 40 MB of coverage at most). */
const MAX_WORDS = 20_000

const parseHex = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)) as [number, number, number]
const colorOf = (fill: string) => (fill === '#fff' ? ([255, 255, 255] as const) : parseHex(fill))

/** The words of a line and where each starts: every space-separated run, at the width of the text before it. */
function wordsOf(line: TextLine, font: CardFont): { word: string; x: number }[] {
  const out: { word: string; x: number }[] = []
  let at = 0
  for (const word of line.text.split(' ')) {
    if (word) out.push({ word, x: line.x + measure(font.faces[line.weight], line.text.slice(0, at), line.size) })
    at += word.length + 1
  }
  return out
}

/** A drawer of cards for one thread: `draw(card)` gives its PNG. */
export function createCardDrawer(font: CardFont) {
  const backgrounds = new Map<string, Backdrop>()
  // The card being drawn, in RGB (a card is opaque: a quarter fewer bytes to deflate than RGBA),
  // as the rows of its PNG: its background's, with its words laid on (canvas.ts).
  const canvas = new CardCanvas()
  const words = new Map<string, Glyphs>()
  const keyOf = (size: number, weight: Weight, word: string) => `${size}|${weight}|${word}`

  function background(card: OgCard): Backdrop {
    const key = JSON.stringify([card.brand, card.host])
    let backdrop = backgrounds.get(key)
    if (!backdrop) {
      backdrop = createBackdrop(opaqueRgb(render(svgDocument(backgroundSvg(card, font)), font).pixels), WIDTH, HEIGHT)
      backgrounds.set(key, backdrop)
    }
    return backdrop
  }

  /** Draws the words not met yet, in one image: a row each, cut back to the box of their coverage. */
  function learn(missing: { size: number; weight: Weight; word: string }[]) {
    const rows = missing.map((m) => {
      const side = Math.ceil(m.size * SIDE)
      return { ...m, side, height: Math.ceil(m.size * (ABOVE + BELOW)), above: Math.ceil(m.size * ABOVE) }
    })
    const width = Math.ceil(Math.max(...rows.map((r) => measure(font.faces[r.weight], r.word, r.size) + 2 * r.side)))
    let top = 0
    const placed = rows.map((r) => {
      const row = { ...r, top }
      top += r.height
      return row
    })
    const body = placed
      .map((r) =>
        lineSvg(font, { text: r.word, x: r.side, y: r.top + r.above, size: r.size, weight: r.weight, fill: '#fff' }),
      )
      .join('')
    const image = render(svgDocument(body, width, top), font)
    for (const r of placed) {
      let x0 = width
      let x1 = -1
      let y0 = r.height
      let y1 = -1
      for (let y = 0; y < r.height; y++)
        for (let x = 0, i = (r.top + y) * width * 4 + 3; x < width; x++, i += 4)
          if (image.pixels[i]) {
            if (x < x0) x0 = x
            if (x > x1) x1 = x
            if (y < y0) y0 = y
            if (y > y1) y1 = y
          }
      const w = Math.max(0, x1 - x0 + 1)
      const h = Math.max(0, y1 - y0 + 1)
      const alpha = new Uint8Array(w * h)
      for (let y = 0; y < h; y++)
        for (let x = 0; x < w; x++) alpha[y * w + x] = image.pixels[((r.top + y0 + y) * width + x0 + x) * 4 + 3]!
      words.set(keyOf(r.size, r.weight, r.word), {
        dx: x0 - r.side,
        dy: y0 - r.above,
        width: w,
        height: h,
        alpha,
      })
    }
  }

  function draw(card: OgCard): Buffer {
    if (words.size > MAX_WORDS) words.clear()
    const lines = cardLines(card, font)
    const placed = lines.flatMap((line) => wordsOf(line, font).map((w) => ({ ...w, line })))
    const missing = new Map<string, { size: number; weight: Weight; word: string }>()
    for (const { word, line } of placed) {
      const key = keyOf(line.size, line.weight, word)
      if (!words.has(key)) missing.set(key, { size: line.size, weight: line.weight, word })
    }
    if (missing.size > 0) learn([...missing.values()])
    canvas.begin(background(card))
    for (const { word, x, line } of placed) {
      const glyphs = words.get(keyOf(line.size, line.weight, word))!
      const at = [Math.round(x) + glyphs.dx, line.y + glyphs.dy] as const
      canvas.lay(glyphs.alpha, glyphs.width, glyphs.height, ...at, colorOf(line.fill))
    }
    return canvas.png()
  }

  return { draw }
}
