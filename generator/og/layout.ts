/**
 * Line breaking for the social card: greedy, at spaces and after hyphens
 * and slashes, measured with the font's own advance widths; a word wider
 * than the line is broken between letters; past the last line the text ends
 * with an ellipsis that fits. A line is never wider than its width.
 */
import type { Face } from './font.ts'

/**
 * Width in px of a text at a size, in a face list (the first face that has a
 * character draws it), kerned as resvg kerns it: between two glyphs of one face.
 */
export function measure(faces: readonly Face[], text: string, size: number): number {
  let em = 0
  let last: { face: Face; glyph: number } | undefined
  for (const ch of text) {
    const c = ch.codePointAt(0)!
    const face = faces.find((f) => f.glyph(c) !== 0) ?? faces[0]!
    const glyph = face.glyph(c)
    if (last?.face === face) em += face.kerning(last.glyph, glyph)
    em += face.advance(glyph)
    last = { face, glyph }
  }
  return em * size
}

/** The characters of a text no face can draw (white space aside). */
export function missingCharacters(faces: readonly Face[], text: string): string[] {
  const missing = new Set<string>()
  for (const ch of text) if (!/\s/.test(ch) && faces.every((f) => f.glyph(ch.codePointAt(0)!) === 0)) missing.add(ch)
  return [...missing]
}

const ELLIPSIS = '…'

/** Breaks a word wider than `width` into pieces that fit, letter by letter. */
function splitWord(word: string, fits: (s: string) => boolean): string[] {
  const pieces: string[] = []
  let piece = ''
  for (const ch of word) {
    if (piece && !fits(piece + ch)) {
      pieces.push(piece)
      piece = ''
    }
    piece += ch
  }
  return piece ? [...pieces, piece] : pieces
}

/** The text ending a clamped line: as much of it as fits with an ellipsis, cut at a space where one is near. */
function withEllipsis(line: string, fits: (s: string) => boolean): string {
  let text = line.trimEnd()
  while (text && !fits(text + ELLIPSIS)) text = [...text].slice(0, -1).join('')
  const space = text.lastIndexOf(' ')
  // Cut at the last word boundary unless that drops more than a third of the line.
  if (space > (text.length * 2) / 3) text = text.slice(0, space)
  return text.replace(/[\s,.;:–—-]+$/, '') + ELLIPSIS
}

/**
 * Tokens of a text: words, and the parts of a word after a hyphen or a slash
 * followed by a letter ("plain-language" may break after "plain-"); such a
 * part is glued to the one before it (no space between them).
 */
const tokensOf = (text: string) =>
  text
    .trim()
    .split(/\s+/)
    .flatMap((word) => word.split(/(?<=[-/–—](?=\p{L}))/u).map((part, i) => ({ part, glued: i > 0 })))

/**
 * The lines of `text` at `size` px, each at most `width` px wide, at most
 * `maxLines` of them (the last one ends with "…" when the text is longer).
 */
export function wrap(
  faces: readonly Face[],
  text: string,
  size: number,
  width: number,
  maxLines: number,
): { lines: string[]; clamped: boolean } {
  const fits = (s: string) => measure(faces, s, size) <= width
  const lines: string[] = []
  let line = ''
  for (const { part: token, glued } of tokensOf(text)) {
    const joined = line ? `${line}${glued ? '' : ' '}${token}` : token
    if (fits(joined)) {
      line = joined
      continue
    }
    if (line) lines.push(line)
    line = ''
    const pieces = fits(token) ? [token] : splitWord(token, fits)
    lines.push(...pieces.slice(0, -1))
    line = pieces.at(-1) ?? ''
  }
  if (line) lines.push(line)
  if (lines.length <= maxLines) return { lines, clamped: false }
  const kept = lines.slice(0, maxLines)
  kept[maxLines - 1] = withEllipsis(`${kept[maxLines - 1]} ${lines[maxLines]}`, fits)
  return { lines: kept, clamped: true }
}
