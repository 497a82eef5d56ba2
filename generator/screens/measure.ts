/**
 * Text widths for laying out the product screens: Inter's advance widths
 * (thousandths of an em, per weight), measured once with Chromium by
 * scripts/screen-font.ts. Kerning is left out; every text is pinned to this
 * width in the SVG (textLength), so what is measured is what is drawn.
 */
import { z } from 'zod'
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

/** The weights the screens use. */
export const FONT_WEIGHTS = ['400', '500', '600', '700', '800'] as const
export type Weight = (typeof FONT_WEIGHTS)[number]

export const WIDTHS_FILE = 'generator/screens/inter-widths.json'

/** Each weight's advance widths by character, in px at 1 px (inter-widths.json). */
const WidthTable = z.record(z.enum(FONT_WEIGHTS), z.record(z.string(), z.number()))
let table: z.output<typeof WidthTable> | undefined
// Beside this module, whatever the working directory.
const widths = () =>
  (table ??= WidthTable.parse(
    JSON.parse(readFileSync(fileURLToPath(new URL('./inter-widths.json', import.meta.url)), 'utf8')),
  ))

/** The width of `text` in px at `size` px and `weight`; a character not in the table counts as an "n". */
export function measure(text: string, size: number, weight: Weight = '400'): number {
  const w = widths()[weight]
  let total = 0
  for (const ch of text) total += w[ch] ?? w['n']!
  return (total * size) / 1000
}
