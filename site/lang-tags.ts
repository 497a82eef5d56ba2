import { languageOf, perLanguage, type Lang } from './lang.ts'
import { LANGUAGE_NAMES } from './messages-lang.ts'

/**
 * How each language names itself to browsers, assistive technology and social
 * networks, from its declaration in site.languages.ts: the variety its copy is
 * written in (locales/GLOSSARY.md, "Which English, which Spanish").
 *
 * - `<html lang>` takes the BCP 47 tag: "en-US", "es-419" (419 is the UN M.49
 *   code for Latin America and the Caribbean), so a screen reader picks a
 *   matching voice.
 * - `og:locale` takes Facebook's ll_CC form, which has no "419": "es_LA" is its
 *   code for Latin American Spanish. Undeclared, it is the tag's language and
 *   country ("pt-BR" → "pt_BR").
 * - hreflang: search engines accept ISO 3166 regions only, not "419"; the
 *   declared one, else the tag's bare language.
 */
const byLang = perLanguage

const declared = (lang: Lang): { tag: string; hreflang?: string; ogLocale?: string } => languageOf(lang)

/** The `<html lang>` of each language (its BCP 47 tag). */
export const HTML_LANG: Readonly<Record<Lang, string>> = byLang((lang) => declared(lang).tag)

/** The `og:locale` of each language. */
export const OG_LOCALE: Readonly<Record<Lang, string>> = byLang((lang) => {
  const { tag, ogLocale } = declared(lang)
  if (ogLocale) return ogLocale
  const locale = new Intl.Locale(tag)
  return locale.region && /^[A-Z]{2}$/.test(locale.region) ? `${locale.language}_${locale.region}` : locale.language
})

/** The hreflang of each language. */
export const HREFLANG: Readonly<Record<Lang, string>> = byLang(
  (lang) => declared(lang).hreflang ?? new Intl.Locale(declared(lang).tag).language,
)

/** Each language's name in English, for build messages: "Spanish", "Portuguese" (Intl's, from the tag). */
export const LANGUAGE_NAME: Readonly<Record<Lang, string>> = byLang((lang) => {
  const language = new Intl.Locale(declared(lang).tag).language
  return LANGUAGE_NAMES.of(language) ?? language
})
