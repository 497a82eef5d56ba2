/**
 * The drawing surface of one product screen in one language: text from the
 * screen's copy (locales/i18n/<lang>/screens.ts) by key, measured with
 * Inter's widths and pinned to that width (textLength), so the layout holds
 * in any font; helpers for the pieces whose size follows their text (pills,
 * buttons); and the overflows found on the way, for the check to report.
 */
import type { Lang } from '../../site/lang.ts'
import { measure, type Weight } from './measure.ts'
import { escapeHtml } from '../../site/escape.ts'

export type Anchor = 'start' | 'middle' | 'end'

export interface TextStyle {
  size: number
  fill: string
  weight?: Weight
  anchor?: Anchor
  /** letter-spacing in px. */
  spacing?: number
  /** The widest the text may be (its box): wider is reported as an overflow. */
  max?: number
  /** Other attributes, written as they are. */
  extra?: string
}

/** A text wider than its box: the key to shorten, in which language. */
export interface Overflow {
  lang: Lang
  key: string
  text: string
  /** How wide it is and its place, in px; or in lines for a wrapped text. */
  width: number
  max: number
  unit: 'px' | 'lines'
}

/** One decimal: enough for a 960 px drawing, and stable output. */
export const n = (value: number): string => String(Math.round(value * 10) / 10)

const escape = escapeHtml

/** A box holding one text (a pill, a button): its height, fill, border, text size, colour and weight, padding, and which edge `x` is. */
export interface BoxStyle {
  h: number
  size: number
  bg: string
  fg: string
  stroke?: string
  weight?: Weight
  padX?: number
  align?: 'start' | 'end'
}

export class Canvas<K extends string> {
  readonly overflows: Overflow[] = []

  constructor(
    readonly lang: Lang,
    /** The screen's copy, the shared strings included, by key. */
    private readonly copy: Readonly<Record<K, string>>,
    /** Where the copy lives, for messages ("screens.connect"). */
    private readonly prefix: string,
  ) {}

  /** The copy text of a key. */
  s(key: K): string {
    const value = this.copy[key]
    if (typeof value !== 'string') throw new Error(`screen copy ${this.prefix}.${key} is missing`)
    return value
  }

  /** The width of a copy text (or a literal, with `literal`). */
  w(key: K, size: number, weight: Weight = '400', spacing = 0): number {
    return this.width(this.s(key), size, weight, spacing)
  }

  width(text: string, size: number, weight: Weight = '400', spacing = 0): number {
    return measure(text, size, weight) + spacing * [...text].length
  }

  /** A text of the copy at (x, y). */
  t(x: number, y: number, key: K, style: TextStyle): string {
    return this.draw(x, y, this.s(key), style, `${this.prefix}.${key}`)
  }

  /** A text that is the same in every language (a figure, a name). */
  lit(x: number, y: number, text: string, style: TextStyle): string {
    return this.draw(x, y, text, style, `(literal "${text}")`)
  }

  /** The lines of a copy text wrapped at `width`, word by word. */
  lines(key: K, width: number, size: number, weight: Weight = '400'): string[] {
    const lines: string[] = []
    let line = ''
    for (const word of this.s(key).split(/\s+/)) {
      const next = line ? `${line} ${word}` : word
      if (line && this.width(next, size, weight) > width) {
        lines.push(line)
        line = word
      } else line = next
    }
    if (line) lines.push(line)
    return lines
  }

  /**
   * A copy text wrapped into lines of at most `width` px, the first baseline
   * at `y`; more than `maxLines` lines is an overflow (the rest is dropped).
   */
  para(
    x: number,
    y: number,
    key: K,
    style: TextStyle & { width: number; lineHeight: number; maxLines: number },
  ): { svg: string; lines: number } {
    const lines = this.lines(key, style.width, style.size, style.weight)
    if (lines.length > style.maxLines)
      this.overflows.push({
        lang: this.lang,
        key: `${this.prefix}.${key}`,
        text: this.s(key),
        width: lines.length,
        max: style.maxLines,
        unit: 'lines',
      })
    const shown = lines.slice(0, style.maxLines)
    const { width, lineHeight, maxLines, ...rest } = style
    void maxLines
    return {
      svg: shown
        .map((line, i) => this.draw(x, y + i * lineHeight, line, { ...rest, max: width }, `${this.prefix}.${key}`))
        .join(''),
      lines: shown.length,
    }
  }

  private draw(x: number, y: number, raw: string, style: TextStyle, key: string): string {
    // SVG collapses runs of white space: measure what is drawn.
    const text = raw.replace(/\s+/g, ' ').trim()
    const width = this.width(text, style.size, style.weight, style.spacing)
    if (style.max !== undefined && width > style.max)
      this.overflows.push({
        lang: this.lang,
        key,
        text,
        width: Math.round(width),
        max: Math.round(style.max),
        unit: 'px',
      })
    const attrs = [
      `x="${n(x)}"`,
      `y="${n(y)}"`,
      `font-size="${style.size}"`,
      `fill="${style.fill}"`,
      style.weight && style.weight !== '400' ? `font-weight="${style.weight}"` : '',
      style.anchor && style.anchor !== 'start' ? `text-anchor="${style.anchor}"` : '',
      style.spacing ? `letter-spacing="${style.spacing}"` : '',
      `textLength="${n(width)}"`,
      'lengthAdjust="spacingAndGlyphs"',
      style.extra ?? '',
    ].filter(Boolean)
    return `<text ${attrs.join(' ')}>${escape(text)}</text>`
  }

  /**
   * A rounded label whose width follows its text: at `x` its left edge, or
   * its right edge with `align: 'end'`. Returns the drawing and its width.
   */
  pill(
    x: number,
    y: number,
    key: K,
    o: BoxStyle & {
      /** A status dot before the text. */
      dot?: string
      /** Room before the text for an icon drawn by the caller (px). */
      lead?: number
      max?: number
    },
  ): { svg: string; width: number } {
    const padX = o.padX ?? 11.5
    const dot = o.dot ? 12.5 : (o.lead ?? 0)
    const width = padX * 2 + dot + this.w(key, o.size, o.weight ?? '600')
    const left = o.align === 'end' ? x - width : x
    const stroke = o.stroke ? ` stroke="${o.stroke}"` : ''
    const svg =
      `<rect x="${n(left)}" y="${n(y)}" width="${n(width)}" height="${n(o.h)}" rx="${n(o.h / 2)}" fill="${o.bg}"${stroke}/>` +
      (o.dot ? `<circle cx="${n(left + padX + 3.5)}" cy="${n(y + o.h / 2)}" r="3.5" fill="${o.dot}"/>` : '') +
      this.t(left + padX + dot, y + o.h / 2 + o.size * 0.36, key, {
        size: o.size,
        fill: o.fg,
        weight: o.weight ?? '600',
        ...(o.max !== undefined ? { max: o.max - padX * 2 - dot } : {}),
      })
    return { svg, width }
  }

  /**
   * A button with its label centred: `x` its left edge (or its right edge with
   * `align: 'end'`); its width is `minW` or what the label needs.
   */
  button(x: number, y: number, key: K, o: BoxStyle & { minW?: number; rx?: number }): { svg: string; width: number } {
    const width = Math.max(o.minW ?? 0, (o.padX ?? 24) * 2 + this.w(key, o.size, o.weight ?? '600'))
    const left = o.align === 'end' ? x - width : x
    const inset = o.stroke ? 0.5 : 0
    const svg =
      `<rect x="${n(left + inset)}" y="${n(y + inset)}" width="${n(width - 2 * inset)}" height="${n(o.h - 2 * inset)}" rx="${o.rx ?? 10}" fill="${o.bg}"${o.stroke ? ` stroke="${o.stroke}"` : ''}/>` +
      this.t(left + width / 2, y + o.h / 2 + o.size * 0.36, key, {
        size: o.size,
        fill: o.fg,
        weight: o.weight ?? '600',
        anchor: 'middle',
      })
    return { svg, width }
  }
}
