import type { Lang } from './lang.ts'

/**
 * How each language names itself to browsers, assistive technology and social
 * networks: the variety its copy is written in (locales/GLOSSARY.md, "Which
 * English, which Spanish"). English is US English; the Spanish is neutral Latin
 * American Spanish, for every Spanish speaker.
 *
 * - `<html lang>` takes BCP 47: "en-US", "es-419" (419 is the UN M.49 code for
 *   Latin America and the Caribbean), so a screen reader picks a matching voice.
 * - `og:locale` takes Facebook's ll_CC form, which has no "419": "es_LA" is its
 *   code for Latin American Spanish.
 * - hreflang stays the bare language ("en", "es"): there is one Spanish version,
 *   meant for Spanish speakers anywhere, and search engines accept ISO 3166
 *   regions only, not "419".
 */
export const HTML_LANG: Readonly<Record<Lang, string>> = { en: 'en-US', es: 'es-419' }

/** The `og:locale` of each language. */
export const OG_LOCALE: Readonly<Record<Lang, string>> = { en: 'en_US', es: 'es_LA' }
