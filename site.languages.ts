/**
 * The site's languages: which exist, how each is written and where its pages
 * live. The one place a language is declared: routing, prefixes, hreflang, the
 * sitemap, the 404 pages, the redirect rules, the language switch, the
 * translation tracking and the number and date formats all follow this list
 * (site/lang.ts reads it; site/schema/languages.ts says what each field
 * takes; `npm run check` validates it).
 *
 * - `code`: the language's short name; its copy lives in locales/i18n/<code>/.
 * - `tag`: the BCP 47 tag the pages declare in `<html lang>` and that Intl
 *   formats numbers and dates with ("es-419": Latin American Spanish).
 * - `prefix`: where its pages live ("/es" → /es/features/); the default
 *   language's is "".
 * - `label`: its name in its own language, as the language switch shows it.
 * - `hreflang`, `ogLocale`: what search engines and social networks are told
 *   (docs in site/schema/languages.ts).
 *
 * Add a language: docs/editing.md, "Add a language". Pure data with no
 * imports: the browser's scripts take the list from here.
 */
import type { LanguagesInput } from './site/schema/languages.ts'

const languages = {
  default: 'en',
  languages: [
    { code: 'en', tag: 'en-US', prefix: '', label: 'English', hreflang: 'en', ogLocale: 'en_US' },
    { code: 'es', tag: 'es-419', prefix: '/es', label: 'Español', hreflang: 'es', ogLocale: 'es_LA' },
  ],
} as const satisfies LanguagesInput

export default languages
