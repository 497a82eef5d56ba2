import { LANGS } from '../../site/lang.ts'

/** "both languages" while two are declared (site.languages.ts), "every language" from three on: for the checks' lines. */
export const EVERY_LANGUAGE = LANGS.length === 2 ? 'both languages' : 'every language'
