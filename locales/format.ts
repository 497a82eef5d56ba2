/**
 * How each language writes a figure of site.facts.ts. Numbers go through
 * Intl.NumberFormat; the rest (the "or more" sign, the currency code, the
 * multiplier) is chosen here once, per language. The forms are listed in
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
 * Spanish compact figures: es-419 abbreviates thousands as "K" ("10 K"),
 * which Latin American prose does not write, so below a million the number is
 * written whole ("10,000"); from a million on, Intl's "M" (millones) is kept.
 */
const spanishCompact = (value: number) => (value < 1_000_000 ? number('es', value) : number('es', value, true))

/** A figure as `lang` writes it. */
export function formatFigure(figure: Figure, lang: Lang): string {
  switch (figure.kind) {
    case 'count': {
      const n =
        lang === 'es' && figure.compact ? spanishCompact(figure.value) : number(lang, figure.value, figure.compact)
      if (!figure.orMore) return n
      return lang === 'en' ? `${n}+` : `+${n}`
    }
    case 'usd': {
      const n =
        lang === 'es' && figure.compact ? spanishCompact(figure.value) : number(lang, figure.value, figure.compact)
      if (lang === 'en') return `$${n}${figure.orMore ? '+' : ''}`
      return `${figure.orMore ? '+' : ''}US$${n}`
    }
    case 'percent':
      return made(
        numberFormats,
        `percent|${lang}`,
        () => new Intl.NumberFormat(NUMBER_LOCALE[lang], { style: 'percent', maximumFractionDigits: 1 }),
      ).format(figure.value / 100)
    case 'multiple':
      return lang === 'en' ? `${number(lang, figure.value)}x` : `${number(lang, figure.value)} veces`
    case 'rating':
      return `${number(lang, figure.value)}/${number(lang, figure.outOf)}`
    case 'hours':
      return formatHourRange(figure.value, figure.max, lang)
    case 'under-days':
      if (figure.value === 7) return lang === 'en' ? 'under a week' : 'menos de una semana'
      return lang === 'en' ? `under ${number(lang, figure.value)} days` : `menos de ${number(lang, figure.value)} días`
  }
}

/** A plain number as `lang` writes it ("1,000" in both). */
export const formatNumber = (value: number, lang: Lang): string => number(lang, value)

/** A range of hours: "24 to 48 hours" / "24 a 48 horas". */
export function formatHourRange(min: number, max: number, lang: Lang): string {
  return lang === 'en'
    ? `${number(lang, min)} to ${number(lang, max)} hours`
    : `${number(lang, min)} a ${number(lang, max)} horas`
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

/** A 24-hour "HH:MM" as each language writes it (en-US, es-419): "17:00" → "5:00 PM" / "5:00 p.m.". */
export function clockTime(hhmm: string, lang: Lang): string {
  const [h = 0, m = 0] = hhmm.split(':').map(Number)
  const hour12 = ((h + 11) % 12) + 1
  const minutes = String(m).padStart(2, '0')
  const pm = h >= 12
  return lang === 'en' ? `${hour12}:${minutes} ${pm ? 'PM' : 'AM'}` : `${hour12}:${minutes} ${pm ? 'p.m.' : 'a.m.'}`
}
