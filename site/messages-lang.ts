/**
 * The language the build's own messages, reports and names of languages are
 * written in (English: "Spanish", "Portuguese"), whatever languages a site
 * declares. Not a language of the site: the one place this literal stands.
 * No imports, so the language declaration's own check may use it.
 */
export const MESSAGES_LANG = 'en'

/** The names of languages in the messages' language; undefined for a subtag no registry lists. */
export const LANGUAGE_NAMES = new Intl.DisplayNames([MESSAGES_LANG], { type: 'language', fallback: 'none' })
