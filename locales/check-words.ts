/**
 * The words the checks read in each language's copy, per declared language
 * (site.languages.ts): what a product screen writes around its figures
 * (generator/checks/screen-figures.ts: "Screens that add up") and the ways of
 * typing a figure of site.facts.ts instead of its placeholder
 * (generator/checks/facts.ts: "Placeholders, not literals"). A language
 * added to site.languages.ts adds its entry here, beside the Spanish one
 * (docs/editing.md, "Add a language"); `npm run check` names a declared
 * language without one (its "Languages" line), and so does `npm run typecheck`.
 *
 * Not here, because Intl writes them from the language's tag: its digits'
 * separators ("3,840" in en-US and es-419, "3.840" in pt-BR) and its month
 * names ("Oct", "oct", "out."). Nor signs every language reads alike: "$",
 * "US$", "+", "%", "x".
 *
 * A word or phrase matches whole, as written, case aside, its spaces any
 * run of spaces; a trailing `*` takes any ending ("realloc*": "reallocated").
 */
import { escapeRegExp } from '../site/escape.ts'
import type { Lang } from '../site/lang.ts'

/** The words of the product screens' figures (locales/i18n/<code>/screens.ts). */
export interface ScreenWords {
  /** What follows an amount a day: "$12/day", "$12 a day" / "US$12 al día", "US$30 diarios". */
  perDay: readonly string[]
  /** What follows a percentage to make it a share of the budget: "50% of the budget" / "50% del presupuesto". */
  ofBudget: readonly string[]
  /** The verbs of a text that moves budget ("Moved $8/day…" / "Pasó US$8 al día…"). */
  moves: readonly string[]
  /** What makes a comparison one with the period before: "vs. previous 14 days" / "frente al periodo anterior". */
  previous: readonly string[]
}

/** The words of a figure typed in copy rather than through its placeholder ("más de 200", "3 veces"). */
export interface LiteralWords {
  /** A floor written in words instead of the "or more" sign: "más de 200". */
  moreThan: readonly string[]
  /** A multiplier written in words: "3 veces". */
  times: readonly string[]
  /** A million written in words: "1 millón". */
  million: readonly string[]
  /** Four written out, as in "four platforms": "cuatro". */
  four: readonly string[]
  /** The ad platforms counted: "four ad platforms" / "cuatro plataformas". */
  platforms: readonly string[]
  /** Minutes after a length of a demo: "30-minute" / "30 minutos". */
  minutes: readonly string[]
  /** Hours after a reply time: "24 hours" / "24 horas". */
  hours: readonly string[]
  /** The word of a range: "24 to 48" / "24 a 48". */
  to: readonly string[]
}

/** The words the checks read in one language. */
export interface CheckWords {
  screens: ScreenWords
  literals: LiteralWords
}

export const CHECK_WORDS: Readonly<Record<Lang, CheckWords>> = {
  en: {
    screens: {
      perDay: ['/day', 'a day', 'per day', 'each day'],
      ofBudget: [
        'of the budget',
        'of your budget',
        'of its budget',
        'of budget',
        'of the daily budget',
        'of your daily budget',
        'of its daily budget',
        'of daily budget',
      ],
      moves: ['move', 'moved', 'moves', 'moving', 'shift', 'shifts', 'shifted', 'shifting', 'realloc*', 'transfer*'],
      previous: ['previous', 'prior', 'last period'],
    },
    literals: {
      moreThan: ['more than'],
      times: ['times'],
      million: ['million'],
      four: ['four'],
      platforms: ['platforms', 'ad platforms'],
      minutes: ['minute*', 'min'],
      hours: ['hours'],
      to: ['to'],
    },
  },
  es: {
    screens: {
      perDay: ['al día', 'por día', 'cada día', 'diario', 'diarios'],
      ofBudget: ['del presupuesto', 'de su presupuesto', 'de tu presupuesto'],
      moves: [
        'pasó',
        'pasé',
        'pasa',
        'pasar',
        'pasamos',
        'pasaré',
        'movió',
        'moví',
        'mover',
        'movemos',
        'traslad*',
        'reasign*',
        'desplaz*',
      ],
      previous: ['anterior'],
    },
    literals: {
      moreThan: ['más de'],
      times: ['veces'],
      million: ['millón'],
      four: ['cuatro'],
      platforms: ['plataformas'],
      minutes: ['minutos'],
      hours: ['horas'],
      to: ['a'],
    },
  },
}

/** The check words of `lang`; a declared language without them fails naming this file. */
export function checkWords(lang: Lang): CheckWords {
  const words = (CHECK_WORDS as Partial<Record<Lang, CheckWords>>)[lang]
  if (!words)
    throw new Error(
      `locales/check-words.ts has no words for "${lang}": add its entry to CHECK_WORDS there, beside the others`,
    )
  return words
}

/**
 * A word or phrase of these lists as a regular expression's source (see the top of this file):
 * escaped, its spaces `\s+`, a trailing `*` any letters. For the `u` flag.
 */
export function wordPattern(word: string): string {
  const stem = word.endsWith('*') ? word.slice(0, -1) : word
  return escapeRegExp(stem).replace(/\s+/g, '\\s+') + (stem === word ? '' : '\\p{L}*')
}

/**
 * Any word of a list, whole (no letter after it), as a regular expression's source for the `u`
 * flag; one that matches nothing when the list is empty.
 */
export const wordsPattern = (words: readonly string[]): string =>
  words.length ? `(?:${words.map(wordPattern).join('|')})(?!\\p{L})` : '(?!)'
