/**
 * The spelling dictionary of each declared language (cspell, `npm run
 * spellcheck`): the locale it checks against, the name its messages use, and
 * the dictionary package it imports beside cspell's bundled English. A
 * language added to site.languages.ts adds its entry here and its word list
 * beside the others (locales/spelling/<code>-words.txt); cspell publishes one
 * per language (@cspell/dict-pt-br for Brazilian Portuguese), installed as a
 * dev dependency.
 */
import type { Lang } from '../../site/lang.ts'

export interface SpellingDictionary {
  /** The locale cspell checks against. */
  locale: string
  /** The language as the messages name it ("unknown US English word"). */
  name: string
  /** The package's cspell extension, for a language cspell does not bundle. */
  import?: string
  /** Whether British spellings fail (the en-US dictionary accepts many of them). */
  americanOnly?: boolean
}

export const SPELLING: Partial<Record<Lang, SpellingDictionary>> = {
  en: { locale: 'en-US', name: 'US English', americanOnly: true },
  // Spain's dictionary: cspell has none for Latin American Spanish, and the words are the same.
  es: { locale: 'es-ES', name: 'Spanish', import: '@cspell/dict-es-es/cspell-ext.json' },
}
