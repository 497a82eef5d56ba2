/**
 * The social card of a page as SVG, 1200×630: the brand's mark (vector) and
 * name, the page's title and description, and the site's host, in the site's
 * colours (renderer/styles.css: ink, brand, accent). Text is laid out here
 * (layout.ts) and drawn by resvg with the same font files, so nothing
 * overflows: the title takes the largest size at which it fits its lines,
 * the description the lines left below it.
 */
import type { OgCard } from '../../site/og-image.ts'
import type { CardFont, Weight } from './font.ts'
import { missingCharacters, wrap } from './layout.ts'
import { escapeHtml } from '../../site/escape.ts'
import { DEFAULT_LANG } from '../../site/lang.ts'

export const WIDTH = 1200
export const HEIGHT = 630
const X = 80
const TEXT_WIDTH = WIDTH - 2 * X
/** The text block sits between the header (mark and name) and the footer (host). */
const BLOCK_TOP = 170
const BLOCK_BOTTOM = 520
const GAP = 26
/** Title sizes tried in turn (px) and the lines each may take; the last one clamps with "…". */
const TITLE_SIZES: [size: number, lines: number][] = [
  [76, 2],
  [62, 3],
  [54, 3],
  [48, 4],
]
const TITLE_LEADING = 1.12
const DESCRIPTION_SIZE = 30
const DESCRIPTION_LEADING = 1.42
const DESCRIPTION_LINES = 3

const INK_950 = '#070b18'
const INK_800 = '#161e38'
const INK_700 = '#243054'
const BRAND_600 = '#5b37e6'
const BRAND_400 = '#9277ff'
const ACCENT_600 = '#0d9488'
const ACCENT_300 = '#5eead4'
const SLATE_300 = '#cbd5e1'
const SLATE_400 = '#94a3b8'

const escapeXml = escapeHtml
const n = (v: number) => Number(v.toFixed(2)).toString()

/** A line of text; `font-family` names the weight's own family, as the font files name each weight. */
function text(font: CardFont, x: number, y: number, size: number, weight: Weight, fill: string, body: string): string {
  const family = font.faces[weight][0]!.family
  return `<text x="${n(x)}" y="${n(y)}" font-family="${family}" font-size="${size}" font-weight="${weight}" fill="${fill}">${escapeXml(body)}</text>`
}

/** The mark of renderer/ui/Logo.tsx (a 32-unit drawing) at `size` px, its top left at (x, y). */
function mark(x: number, y: number, size: number): string {
  return (
    `<g transform="translate(${x} ${y}) scale(${n(size / 32)})">` +
    `<rect width="32" height="32" rx="8" fill="url(#mark)"/>` +
    `<path d="M8 22c3-9 9-13 16-12" fill="none" stroke="#fff" stroke-width="3" stroke-linecap="round"/>` +
    `<circle cx="24" cy="10" r="2.6" fill="#fff"/></g>`
  )
}

/** A character of a card's text that the card's font has no glyph for. */
export interface Undrawable {
  field: 'brand' | 'title' | 'description' | 'host'
  /** e.g. "'Ж' (U+0416)" */
  character: string
}

/** What of a card the font cannot draw (resvg would leave a gap or a box in its place). */
export function undrawable(card: OgCard, font: CardFont): Undrawable[] {
  const fields: [Undrawable['field'], Weight][] = [
    ['brand', 800],
    ['title', 800],
    ['description', 400],
    ['host', 600],
  ]
  return fields.flatMap(([field, weight]) =>
    missingCharacters(font.faces[weight], card[field]).map((ch) => ({
      field,
      character: `'${ch}' (U+${ch.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')})`,
    })),
  )
}

/** The lines of the title and description and the title's size, for a card. */
export function cardLayout(card: OgCard, font: CardFont) {
  let title = { size: 0, lines: [] as string[] }
  for (const [size, lines] of TITLE_SIZES) {
    const wrapped = wrap(font.faces[800], card.title, size, TEXT_WIDTH, lines)
    title = { size, lines: wrapped.lines }
    if (!wrapped.clamped) break
  }
  const titleHeight = title.lines.length * title.size * TITLE_LEADING
  const room = Math.floor((BLOCK_BOTTOM - BLOCK_TOP - titleHeight - GAP) / (DESCRIPTION_SIZE * DESCRIPTION_LEADING))
  const description = wrap(
    font.faces[400],
    card.description,
    DESCRIPTION_SIZE,
    TEXT_WIDTH,
    Math.max(1, Math.min(DESCRIPTION_LINES, room)),
  ).lines
  return { title, description }
}

/** A line of the title or description, where it is drawn: its baseline starts at (x, y), both whole pixels. */
export interface TextLine {
  text: string
  x: number
  y: number
  size: number
  weight: Weight
  fill: string
}

/** The title's and description's lines, placed: the block centred between the header and the footer. */
export function cardLines(card: OgCard, font: CardFont): TextLine[] {
  const { title, description } = cardLayout(card, font)
  const titleLine = title.size * TITLE_LEADING
  const descriptionLine = DESCRIPTION_SIZE * DESCRIPTION_LEADING
  const blockHeight = title.lines.length * titleLine + GAP + description.length * descriptionLine
  let y = BLOCK_TOP + (BLOCK_BOTTOM - BLOCK_TOP - blockHeight) / 2
  const lines: TextLine[] = []
  // Baselines sit 0.9 of the size below a title line's top, 1.05 below a description line's.
  for (const text of title.lines) {
    lines.push({ text, x: X, y: Math.round(y + title.size * 0.9), size: title.size, weight: 800, fill: '#fff' })
    y += titleLine
  }
  y += GAP
  for (const text of description) {
    const baseline = Math.round(y + DESCRIPTION_SIZE * 1.05)
    lines.push({ text, x: X, y: baseline, size: DESCRIPTION_SIZE, weight: 400, fill: SLATE_300 })
    y += descriptionLine
  }
  return lines
}

/** The SVG of one line of text. */
export const lineSvg = (font: CardFont, l: TextLine): string => text(font, l.x, l.y, l.size, l.weight, l.fill, l.text)

/** Everything of a card but its title and description: the same for every page of a site. */
export function backgroundSvg(card: Pick<OgCard, 'brand' | 'host'>, font: CardFont): string {
  const rings = [250, 340, 430, 520]
    .map(
      (r, i) =>
        `<circle cx="${WIDTH}" cy="0" r="${r}" fill="none" stroke="${i % 2 ? INK_800 : INK_700}" stroke-width="2"/>`,
    )
    .join('')
  return [
    `<defs><linearGradient id="mark" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${BRAND_600}"/><stop offset="1" stop-color="${ACCENT_600}"/></linearGradient>`,
    `<linearGradient id="bar" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${BRAND_600}"/><stop offset=".6" stop-color="${BRAND_400}"/><stop offset="1" stop-color="${ACCENT_300}"/></linearGradient></defs>`,
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="${INK_950}"/>`,
    rings,
    `<circle cx="${WIDTH - 250 * Math.SQRT1_2}" cy="${n(250 * Math.SQRT1_2)}" r="7" fill="${ACCENT_300}"/>`,
    mark(X, 64, 60),
    text(font, X + 80, 64 + 43, 38, 800, '#fff', card.brand),
    text(font, X, 570, 26, 600, SLATE_400, card.host),
    `<rect y="${HEIGHT - 10}" width="${WIDTH}" height="10" fill="url(#bar)"/>`,
  ].join('')
}

/** An SVG document of `width` × `height` px around `body`. */
export const svgDocument = (body: string, width = WIDTH, height = HEIGHT, lang: string = DEFAULT_LANG): string =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" xml:lang="${lang}">${body}</svg>`

/** The whole card as one SVG document (what raster.ts composes from its parts). */
export function cardSvg(card: OgCard, font: CardFont): string {
  const lines = cardLines(card, font).map((l) => lineSvg(font, l))
  return svgDocument(backgroundSvg(card, font) + lines.join(''), WIDTH, HEIGHT, card.lang)
}
