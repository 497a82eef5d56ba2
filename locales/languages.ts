/**
 * The copy of each declared language (site.languages.ts), by its code: the
 * tree of its folder, locales/i18n/<code>/. A language added there adds its
 * line here (an import and a key); `npm run check` names a folder without
 * its language, or the reverse, and locales/index.ts a language missing here.
 * Imported, not looked up by code at run time: every bundler and loader
 * (Vite, tsx, a CommonJS require) reads it alike.
 */
import en from './i18n/en/index.ts'
import es from './i18n/es/index.ts'

export default { en, es }
