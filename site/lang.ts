/**
 * The site's languages, as site.languages.ts declares them: the list, its
 * type and the default. The bottom of the core: it imports nothing but the
 * declaration (pure data), so every module, the browser's included, may take
 * the list and its type from here.
 */
import declaration from '../site.languages.ts'
import { escapeRegExp } from './escape.ts'

/** A declared language, as site.languages.ts writes it. */
export type Language = (typeof declaration.languages)[number]

/** A language of the site: the code of a declared language. */
export type Lang = Language['code']

/** The declared languages, in their order (the default first). */
export const LANGUAGES: readonly Language[] = declaration.languages

/** The codes of the declared languages, in their order. */
export const LANGS = LANGUAGES.map((l) => l.code) as unknown as readonly [Lang, ...Lang[]]

/** The default language: its pages have no prefix, and every route exists in it. */
export const DEFAULT_LANG: (typeof declaration)['default'] & Lang = declaration.default

/** The declaration of a language. */
export const languageOf = (lang: Lang): Language => LANGUAGES.find((l) => l.code === lang)!

/** The declared language `value` names, or null: a stored, passed or kept value read back. */
export const asLang = (value: unknown): Lang | null =>
  (LANGS as readonly unknown[]).includes(value) ? (value as Lang) : null

/** The `lang=<code>` of a query string, one alternative per declared language. */
export const LANG_PARAM = `lang=(${LANGS.map(escapeRegExp).join('|')})`

/** A value for every declared language: `{ en: of('en'), es: of('es') }` on this site. */
export const perLanguage = <T>(of: (lang: Lang) => T): Record<Lang, T> =>
  Object.fromEntries(LANGS.map((lang) => [lang, of(lang)])) as Record<Lang, T>
