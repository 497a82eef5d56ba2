/**
 * The social card's font: Inter from @fontsource/inter, Latin and Latin
 * Extended subsets at the card's weights. Its files are WOFF, which the
 * rasterizer (resvg) cannot read, so each is unpacked once into a plain
 * OpenType file in the cache folder; the same bytes give the advance widths
 * the layout measures with, so what is measured is what is drawn (kerning,
 * which resvg applies, only ever narrows a line).
 */
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { inflateSync } from 'node:zlib'

/** The weights the card uses. */
export const WEIGHTS = [400, 600, 800] as const
export type Weight = (typeof WEIGHTS)[number]
const SUBSETS = ['latin', 'latin-ext'] as const

/** Advance widths and the characters a face can draw. */
export interface Face {
  weight: Weight
  /** Its family name as resvg matches it: "Inter", "Inter ExtraBold" (each weight is a family of its own in these files). */
  family: string
  /** Glyph id of a code point, 0 when the face has none. */
  glyph(codePoint: number): number
  /** Advance of a glyph in em units (1 = the font size). */
  advance(glyph: number): number
  /** Kerning between two glyphs in em units (its GPOS 'kern' pair adjustments, as resvg applies them). */
  kerning(left: number, right: number): number
}

/** The unpacked font files (for resvg) and their faces (for the layout). */
export interface CardFont {
  files: string[]
  faces: Record<Weight, Face[]>
  /** sha256 of every font file's bytes: part of the design's fingerprint. */
  fingerprint: string
}

const require = createRequire(import.meta.url)
/** The WOFF file of a subset at a weight, in node_modules. */
export const woffFile = (subset: string, weight: Weight): string =>
  join(dirname(require.resolve('@fontsource/inter/package.json')), 'files', `inter-${subset}-${weight}-normal.woff`)

/**
 * A WOFF 1.0 file as the OpenType file it packs (its tables inflated, the directory rewritten): the
 * twenty lines of the format's own specification (W3C WOFF 1.0, section 5) over node:zlib. The font
 * libraries that read WOFF (fontkit, opentype.js) do this inside their parsers, and both were tried
 * and left for the kerning reasons under faceOf; no kept package does this step alone.
 */
export function woffToSfnt(woff: Buffer): Buffer {
  if (woff.toString('latin1', 0, 4) !== 'wOFF') throw new Error('not a WOFF 1.0 file')
  const count = woff.readUInt16BE(12)
  const tables = Array.from({ length: count }, (_, i) => {
    const at = 44 + i * 20
    const offset = woff.readUInt32BE(at + 4)
    const packed = woff.readUInt32BE(at + 8)
    const size = woff.readUInt32BE(at + 12)
    const bytes = woff.subarray(offset, offset + packed)
    return {
      tag: woff.toString('latin1', at, at + 4),
      checksum: woff.readUInt32BE(at + 16),
      data: packed < size ? inflateSync(bytes) : bytes,
    }
  })
  const selector = Math.floor(Math.log2(count))
  const range = 2 ** selector * 16
  const header = Buffer.alloc(12 + 16 * count)
  header.writeUInt32BE(woff.readUInt32BE(4), 0)
  header.writeUInt16BE(count, 4)
  header.writeUInt16BE(range, 6)
  header.writeUInt16BE(selector, 8)
  header.writeUInt16BE(count * 16 - range, 10)
  let offset = header.length
  const parts = [header]
  tables.forEach((t, i) => {
    const at = 12 + i * 16
    header.write(t.tag, at, 'latin1')
    header.writeUInt32BE(t.checksum, at + 4)
    header.writeUInt32BE(offset, at + 8)
    header.writeUInt32BE(t.data.length, at + 12)
    const padded = Buffer.alloc((t.data.length + 3) & ~3)
    t.data.copy(padded)
    parts.push(padded)
    offset += padded.length
  })
  return Buffer.concat(parts)
}

/**
 * The advance widths and character map of an OpenType file (cmap format 4:
 * the Basic Multilingual Plane), and its kerning (pairKerning). Read by hand,
 * not with a font library (issue 51, tried on 2026-11-29, `npx tsx
 * bench/cli/og.ts` over the 1,400 cards of the 1,000-entry library in one run:
 * with fontkit the layout took 0.54 s instead of 0.29 s, 0.29 instead of 0.12
 * CPU-s, docs/performance.md): fontkit 2.0.4 gives the same glyphs and advances, but its layout applies Inter's 'kern'
 * lookups once per listing in the feature (this font lists each twice for
 * Latin: "24" kerned -0.031 em where the lookup says -0.016) and kerns a
 * comma before a space, which moved the words of 7 of the site's 24 cards;
 * opentype.js 2.0.0 leaves Inter's extension kerning lookup unparsed.
 */
export function faceOf(sfnt: Buffer, weight: Weight): Face {
  const tables = new Map<string, number>()
  for (let i = 0; i < sfnt.readUInt16BE(4); i++)
    tables.set(sfnt.toString('latin1', 12 + i * 16, 16 + i * 16), sfnt.readUInt32BE(20 + i * 16))
  const table = (tag: string) => {
    const at = tables.get(tag)
    if (at === undefined) throw new Error(`font has no ${tag} table`)
    return at
  }
  const unitsPerEm = sfnt.readUInt16BE(table('head') + 18)
  const metrics = sfnt.readUInt16BE(table('hhea') + 34)
  const hmtx = table('hmtx')
  const cmap = table('cmap')
  let map = -1
  for (let i = 0; i < sfnt.readUInt16BE(cmap + 2); i++) {
    const platform = sfnt.readUInt16BE(cmap + 4 + i * 8)
    const encoding = sfnt.readUInt16BE(cmap + 6 + i * 8)
    const at = cmap + sfnt.readUInt32BE(cmap + 8 + i * 8)
    if (platform === 3 && encoding === 1 && sfnt.readUInt16BE(at) === 4) map = at
  }
  if (map < 0) throw new Error('font has no Unicode BMP character map (cmap format 4)')
  const segments = sfnt.readUInt16BE(map + 6)
  const ends = map + 14
  const starts = ends + segments + 2
  const deltas = starts + segments
  const ranges = deltas + segments
  const cache = new Map<number, number>()
  const lookup = (c: number): number => {
    for (let s = 0; s < segments; s += 2) {
      if (c > sfnt.readUInt16BE(ends + s)) continue
      const start = sfnt.readUInt16BE(starts + s)
      if (c < start) return 0
      const delta = sfnt.readUInt16BE(deltas + s)
      const range = sfnt.readUInt16BE(ranges + s)
      if (range === 0) return (c + delta) & 0xffff
      const g = sfnt.readUInt16BE(ranges + s + range + 2 * (c - start))
      return g === 0 ? 0 : (g + delta) & 0xffff
    }
    return 0
  }
  const kerning = tables.has('GPOS') ? pairKerning(sfnt, table('GPOS')) : () => 0
  const pairs = new Map<number, number>()
  return {
    weight,
    family: familyOf(sfnt, table('name')),
    kerning: (a, b) => {
      const key = a * 65536 + b
      return pairs.get(key) ?? pairs.set(key, kerning(a, b) / unitsPerEm).get(key)!
    },
    glyph: (c) => (c > 0xffff ? 0 : (cache.get(c) ?? cache.set(c, lookup(c)).get(c)!)),
    advance: (g) => sfnt.readUInt16BE(hmtx + 4 * Math.min(g, metrics - 1)) / unitsPerEm,
  }
}

/** The index of a glyph in a coverage table, or -1. */
function coverageIndex(f: Buffer, at: number, glyph: number): number {
  const format = f.readUInt16BE(at)
  const count = f.readUInt16BE(at + 2)
  for (let i = 0; i < count; i++)
    if (format === 1) {
      if (f.readUInt16BE(at + 4 + i * 2) === glyph) return i
    } else {
      const r = at + 4 + i * 6
      const start = f.readUInt16BE(r)
      if (glyph >= start && glyph <= f.readUInt16BE(r + 2)) return f.readUInt16BE(r + 4) + glyph - start
    }
  return -1
}

/** The class of a glyph in a class definition table (0 when unlisted). */
function classOf(f: Buffer, at: number, glyph: number): number {
  if (f.readUInt16BE(at) === 1) {
    const start = f.readUInt16BE(at + 2)
    const count = f.readUInt16BE(at + 4)
    return glyph >= start && glyph < start + count ? f.readUInt16BE(at + 6 + (glyph - start) * 2) : 0
  }
  for (let i = 0, count = f.readUInt16BE(at + 2); i < count; i++) {
    const r = at + 4 + i * 6
    if (glyph >= f.readUInt16BE(r) && glyph <= f.readUInt16BE(r + 2)) return f.readUInt16BE(r + 4)
  }
  return 0
}

/** Bytes of a value record, and where its XAdvance is in it (-1 when it has none). */
function valueRecord(format: number): { size: number; xAdvance: number } {
  const bits = (mask: number) => [...(format & mask).toString(2)].filter((b) => b === '1').length
  return { size: bits(0xff) * 2, xAdvance: format & 4 ? bits(3) * 2 : -1 }
}

/**
 * Pair kerning from the GPOS lookups of the 'kern' feature (pair
 * adjustment, format 1 pairs and format 2 classes, through extension
 * lookups too): the first subtable that covers the left glyph decides.
 */
function pairKerning(f: Buffer, gpos: number): (left: number, right: number) => number {
  const features = gpos + f.readUInt16BE(gpos + 6)
  const lookups = gpos + f.readUInt16BE(gpos + 8)
  const indices = new Set<number>()
  for (let i = 0; i < f.readUInt16BE(features); i++) {
    const r = features + 2 + i * 6
    if (f.toString('latin1', r, r + 4) !== 'kern') continue
    const feature = features + f.readUInt16BE(r + 4)
    for (let j = 0; j < f.readUInt16BE(feature + 2); j++) indices.add(f.readUInt16BE(feature + 4 + j * 2))
  }
  const subtables: number[] = []
  for (const index of [...indices].sort((a, b) => a - b)) {
    const lookup = lookups + f.readUInt16BE(lookups + 2 + index * 2)
    const type = f.readUInt16BE(lookup)
    for (let k = 0; k < f.readUInt16BE(lookup + 4); k++) {
      let sub = lookup + f.readUInt16BE(lookup + 6 + k * 2)
      if (type === 9) {
        if (f.readUInt16BE(sub + 2) !== 2) continue
        sub += f.readUInt32BE(sub + 4)
      } else if (type !== 2) continue
      subtables.push(sub)
    }
  }
  return (left, right) => {
    for (const sub of subtables) {
      const covered = coverageIndex(f, sub + f.readUInt16BE(sub + 2), left)
      if (covered < 0) continue
      const first = valueRecord(f.readUInt16BE(sub + 4))
      const second = valueRecord(f.readUInt16BE(sub + 6))
      const pair = first.size + second.size
      if (f.readUInt16BE(sub) === 1) {
        const set = sub + f.readUInt16BE(sub + 10 + covered * 2)
        for (let i = 0, count = f.readUInt16BE(set); i < count; i++) {
          const r = set + 2 + i * (2 + pair)
          if (f.readUInt16BE(r) === right) return first.xAdvance < 0 ? 0 : f.readInt16BE(r + 2 + first.xAdvance)
        }
        continue
      }
      const class1 = classOf(f, sub + f.readUInt16BE(sub + 8), left)
      const class2 = classOf(f, sub + f.readUInt16BE(sub + 10), right)
      const r = sub + 16 + (class1 * f.readUInt16BE(sub + 14) + class2) * pair
      return first.xAdvance < 0 ? 0 : f.readInt16BE(r + first.xAdvance)
    }
    return 0
  }
}

/** The family name (name ID 1, Windows Unicode record) of an OpenType file. */
function familyOf(sfnt: Buffer, name: number): string {
  const strings = name + sfnt.readUInt16BE(name + 4)
  for (let i = 0; i < sfnt.readUInt16BE(name + 2); i++) {
    const record = name + 6 + i * 12
    if (sfnt.readUInt16BE(record) !== 3 || sfnt.readUInt16BE(record + 6) !== 1) continue
    const start = strings + sfnt.readUInt16BE(record + 10)
    const utf16be = Buffer.from(sfnt.subarray(start, start + sfnt.readUInt16BE(record + 8)))
    return utf16be.swap16().toString('utf16le')
  }
  throw new Error('font has no family name')
}

const atomicWrite = (file: string, data: Buffer) => {
  const temporary = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}`
  writeFileSync(temporary, data)
  renameSync(temporary, file)
}

/** The card's font, its OpenType files unpacked into `cacheDir` (once; every lane reads the same files). */
export function loadCardFont(cacheDir: string): CardFont {
  const hash = createHash('sha256')
  const files: string[] = []
  const faces = Object.fromEntries(WEIGHTS.map((w) => [w, [] as Face[]])) as Record<Weight, Face[]>
  mkdirSync(cacheDir, { recursive: true })
  for (const weight of WEIGHTS)
    for (const subset of SUBSETS) {
      const woff = readFileSync(woffFile(subset, weight))
      const digest = createHash('sha256').update(woff).digest('hex')
      hash.update(digest)
      const sfnt = woffToSfnt(woff)
      const file = join(cacheDir, `inter-${subset}-${weight}.${digest.slice(0, 12)}.otf`)
      if (!existsSync(file)) atomicWrite(file, sfnt)
      files.push(file)
      faces[weight].push(faceOf(sfnt, weight))
    }
  return { files, faces, fingerprint: hash.digest('hex') }
}
