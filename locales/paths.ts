/**
 * Where each language's copy lives in the repository: the one module that
 * writes the locale folder layout. Build messages, add-page, the translation
 * record and the scripts all name locale files through it, so moving a
 * folder is a change here (and in the imports of locales/index.ts).
 *
 * Pure strings: safe to import from browser code.
 */
import type { Lang } from '../site/lang.ts'

/** The translatable copy, one folder per language (typesafe-i18n's layout). */
export const LOCALES_DIR = 'locales/i18n'

/** Long documents and pages that exist in English only. */
export const ENGLISH_ONLY_DIR = 'locales/english-only'

/** The types typesafe-i18n generates from the English copy. */
export const I18N_TYPES = `${LOCALES_DIR}/i18n-types.ts`

/** A language's folder: "es" → "locales/i18n/es"; "*" names every language's in a message. */
export const localeDir = (lang: Lang | '*'): string => `${LOCALES_DIR}/${lang}`

/** A copy namespace's file: ("es", "home") → "locales/i18n/es/home.ts". */
export const localeFile = (lang: Lang | '*', namespace: string): string => `${localeDir(lang)}/${namespace}.ts`

/** The index of a language, which lists its namespaces. */
export const localeIndex = (lang: Lang): string => localeFile(lang, 'index')

/** Whether a repository path is under a language's folder ("locales/i18n/es/home.ts" for "es"; any language without one). */
export const isLocalePath = (file: string, lang?: Lang): boolean =>
  file.startsWith(`${lang ? localeDir(lang) : LOCALES_DIR}/`)
