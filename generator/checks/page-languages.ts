import type { PageEntry } from '../../site/routes.ts'
import type { Lang } from '../../site/schema/route.ts'

/**
 * The language each part of a page must be written in: the one rule the
 * missing-translation check and the stale-translation check share.
 *
 * - body: the sections, in the page's content language. English-only pages
 *   have no /es URL at all, and /es/story shows its story in English
 *   (`contentLanguage: 'en'`), so neither has a Spanish body to translate.
 * - chrome: navigation, footer and shared copy (`common`), in the URL's language.
 * - seo: title, description and keywords, in the URL's language.
 */
export function pageLanguages(page: PageEntry): { body: Lang; chrome: Lang; seo: Lang } {
  return { body: page.contentLang, chrome: page.lang, seo: page.lang }
}

/** The copy key of the page chrome (navigation, footer, toggle, consent). */
export const CHROME_COPY = 'common'

/** A part of a page that must exist in Spanish. */
export type SpanishPart = { kind: 'copy'; root: string } | { kind: 'seo' }

/** The parts of a page written in Spanish, by `pageLanguages`: none on an English page. */
export function spanishParts(page: PageEntry): SpanishPart[] {
  const lang = pageLanguages(page)
  return [
    ...(lang.body === 'es' ? page.route.sections.map((s) => ({ kind: 'copy' as const, root: s.copy })) : []),
    ...(lang.chrome === 'es' ? [{ kind: 'copy' as const, root: CHROME_COPY }] : []),
    ...(lang.seo === 'es' ? [{ kind: 'seo' as const }] : []),
  ]
}
