/**
 * How each language writes a figure of site.facts.ts. Numbers go through
 * Intl.NumberFormat; the rest (the "or more" sign, the currency code, the
 * multiplier, the words for hours and days) is each language's entry of
 * FIGURE_WORDS below. The forms are listed in
 * docs/editing.md ("Figures in each language") and held by tests/unit/locales/format.test.ts.
 *
 * - English: 200+, 1M+, $50M+, 4.9/5, 95%, 3x.
 * - Spanish: +200, +1 M, +US$50 M, 4.9/5, 95%, 3 veces: the digits as
 *   Intl.NumberFormat('es-419') writes them (the pages declare es-419, whose
 *   CLDR data, like Mexico's, has the decimal point). A bare "$" names a
 *   different currency in much of Latin America, so dollars are written US$.
 *
 * Pure functions: safe to import from browser code.
 */
import type { Lang } from '../site/lang.ts'
import { HTML_LANG } from '../site/lang-tags.ts'
import type { Figure } from '../site/schema/claims.ts'

export type { Figure } from '../site/schema/claims.ts'

/**
 * The Intl locale of each language: the tag site.languages.ts declares, which
 * the pages declare in `<html lang>` (site/lang-tags.ts). es-419 writes 4.9,
 * 95% and 12,500, where Spain (es-ES) writes 4,9, 95 % and 12.500.
 */
export const NUMBER_LOCALE: Readonly<Record<Lang, string>> = HTML_LANG

/**
 * Intl's formatters, made once per language and style: making one costs
 * tens of microseconds, and a build of 1,000 entries writes tens of
 * thousands of figures and dates (1.3 s of CPU when each made its own).
 */
const numberFormats = new Map<string, Intl.NumberFormat>()
const dateFormats = new Map<string, Intl.DateTimeFormat>()
function made<T>(cache: Map<string, T>, key: string, make: () => T): T {
  let value = cache.get(key)
  if (value === undefined) cache.set(key, (value = make()))
  return value
}

const number = (lang: Lang, value: number, compact = false) =>
  made(
    numberFormats,
    `number|${lang}|${compact}`,
    () =>
      new Intl.NumberFormat(NUMBER_LOCALE[lang], {
        maximumFractionDigits: 1,
        ...(compact ? { notation: 'compact', compactDisplay: 'short' } : {}),
      }),
  ).format(value)

/**
 * The words around a figure that Intl does not write, per declared language:
 * a language added to site.languages.ts adds its own here, beside the
 * Spanish (docs/editing.md, "Add a language").
 */
export interface FigureWords {
  /** A count or amount that is a floor: "200+" / "+200". */
  orMore: (n: string) => string
  /** An amount in US dollars: "$500" / "US$500" (a bare "$" names another currency in much of Latin America). */
  usd: (n: string) => string
  /**
   * Whether Intl's compact notation is kept below a million ("10K"). es-419
   * abbreviates thousands as "K" ("10 K"), which Latin American prose does
   * not write: false writes the number whole ("10,000"), keeping Intl's "M"
   * from a million on.
   */
  compactThousands: boolean
  /** A multiplier: "3x" / "3 veces". */
  multiple: (n: string) => string
  /** A range of hours: "24 to 48 hours" / "24 a 48 horas". */
  hourRange: (min: string, max: string) => string
  /** Fewer than a number of days: "under 5 days" / "menos de 5 días". */
  underDays: (n: string) => string
  /** Fewer than seven days: "under a week" / "menos de una semana". */
  underAWeek: string
  /**
   * The 12-hour clock's marks: "5:00 PM" / "5:00 p.m.". Left out, the language
   * writes a 24-hour clock ("17:00", as pt-BR does).
   */
  meridiem?: { am: string; pm: string }
}

export const FIGURE_WORDS: Partial<Record<Lang, FigureWords>> = {
  en: {
    orMore: (n) => `${n}+`,
    usd: (n) => `$${n}`,
    compactThousands: true,
    multiple: (n) => `${n}x`,
    hourRange: (min, max) => `${min} to ${max} hours`,
    underDays: (n) => `under ${n} days`,
    underAWeek: 'under a week',
    meridiem: { am: 'AM', pm: 'PM' },
  },
  es: {
    orMore: (n) => `+${n}`,
    usd: (n) => `US$${n}`,
    compactThousands: false,
    multiple: (n) => `${n} veces`,
    hourRange: (min, max) => `${min} a ${max} horas`,
    underDays: (n) => `menos de ${n} días`,
    underAWeek: 'menos de una semana',
    meridiem: { am: 'a.m.', pm: 'p.m.' },
  },
}

/** The figure words of `lang`; a declared language without them fails naming this file. */
export function figureWords(lang: Lang): FigureWords {
  const words = FIGURE_WORDS[lang]
  if (!words)
    throw new Error(
      `locales/format.ts has no figure words for "${lang}": add its entry to FIGURE_WORDS there, beside the others`,
    )
  return words
}

/** A count or amount as `lang` writes it, compact where the figure asks and the language allows. */
const amount = (lang: Lang, value: number, compact: boolean | undefined) =>
  compact && !figureWords(lang).compactThousands && value < 1_000_000
    ? number(lang, value)
    : number(lang, value, compact)

/** A figure as `lang` writes it. */
export function formatFigure(figure: Figure, lang: Lang): string {
  const words = figureWords(lang)
  switch (figure.kind) {
    case 'count': {
      const n = amount(lang, figure.value, figure.compact)
      return figure.orMore ? words.orMore(n) : n
    }
    case 'usd': {
      const n = words.usd(amount(lang, figure.value, figure.compact))
      return figure.orMore ? words.orMore(n) : n
    }
    case 'percent':
      return made(
        numberFormats,
        `percent|${lang}`,
        () => new Intl.NumberFormat(NUMBER_LOCALE[lang], { style: 'percent', maximumFractionDigits: 1 }),
      ).format(figure.value / 100)
    case 'multiple':
      return words.multiple(number(lang, figure.value))
    case 'rating':
      return `${number(lang, figure.value)}/${number(lang, figure.outOf)}`
    case 'hours':
      return formatHourRange(figure.value, figure.max, lang)
    case 'under-days':
      return figure.value === 7 ? words.underAWeek : words.underDays(number(lang, figure.value))
  }
}

/** A plain number as `lang` writes it ("1,000" in both). */
export const formatNumber = (value: number, lang: Lang): string => number(lang, value)

/** A range of hours: "24 to 48 hours" / "24 a 48 horas". */
export function formatHourRange(min: number, max: number, lang: Lang): string {
  return figureWords(lang).hourRange(number(lang, min), number(lang, max))
}

/** An ISO date (YYYY-MM-DD) written out: "November 23, 2026" / "23 de noviembre de 2026". */
export function formatDate(iso: string, lang: Lang): string {
  return made(
    dateFormats,
    `date|${lang}`,
    () =>
      new Intl.DateTimeFormat(NUMBER_LOCALE[lang], { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }),
  ).format(new Date(`${iso}T00:00:00Z`))
}

/**
 * A 24-hour "HH:MM" as each language writes it: with its 12-hour clock's
 * marks (en-US, es-419: "17:00" → "5:00 PM" / "5:00 p.m."), or as a 24-hour
 * clock where its FIGURE_WORDS give none ("17:00").
 */
export function clockTime(hhmm: string, lang: Lang): string {
  const [h = 0, m = 0] = hhmm.split(':').map(Number)
  const minutes = String(m).padStart(2, '0')
  const meridiem = figureWords(lang).meridiem
  if (!meridiem) return `${String(h).padStart(2, '0')}:${minutes}`
  const hour12 = ((h + 11) % 12) + 1
  return `${hour12}:${minutes} ${h >= 12 ? meridiem.pm : meridiem.am}`
}
