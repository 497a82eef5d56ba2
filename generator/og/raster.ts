/**
 * A card drawn: its SVG (card.ts) rasterized by resvg with the card's font
 * files only (no system font, so every machine draws the same pixels), then
 * encoded as PNG (png.ts).
 */
import { Resvg } from '@resvg/resvg-js'
import type { OgCard } from '../../site/og-image.ts'
import { cardSvg, HEIGHT, WIDTH } from './card.ts'
import type { CardFont } from './font.ts'
import { encodePng } from './png.ts'

/** The PNG of a card. */
export function drawCard(card: OgCard, font: CardFont): Buffer {
  const svg = cardSvg(card, font)
  const image = new Resvg(svg, {
    fitTo: { mode: 'original' },
    font: { loadSystemFonts: false, fontFiles: font.files, defaultFontFamily: font.faces[400][0]!.family },
  }).render()
  if (image.width !== WIDTH || image.height !== HEIGHT)
    throw new Error(`a social card came out ${image.width}×${image.height}, not ${WIDTH}×${HEIGHT}`)
  return encodePng(image.pixels, WIDTH, HEIGHT)
}
