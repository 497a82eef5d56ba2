import { entryRoot } from '../../site/content/collections.ts'
import type { PageEntry } from '../../site/routes.ts'
import type { Lang } from '../../site/lang.ts'

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

/** A part of a page that must exist in a translated language. */
export type TranslatedPart = { kind: 'copy'; root: string } | { kind: 'seo' }

/**
 * The copy roots of a page's body. A collection entry's page reads its whole
 * file's text (its title, description and keywords are its search texts too),
 * plus any shared copy of locales/ its sections name.
 */
function bodyRoots(page: PageEntry): string[] {
  const roots = page.route.sections.map((s) => s.copy)
  const origin = page.route.origin
  if (origin?.kind !== 'entry') return roots
  const own = entryRoot(origin.collection, origin.slug!)
  return [own, ...roots.filter((r) => r !== own && !r.startsWith(`${own}.`))]
}

/**
 * The parts of a page written in `lang` (a translated language), by
 * `pageLanguages`: none on a page of another language. The search texts of a
 * collection's pages are not the route's own: an entry's are its file's text
 * (in its body), and a listing's later pages and tag pages derive theirs from
 * the first page's.
 */
export function translatedParts(page: PageEntry, lang: Lang): TranslatedPart[] {
  const langs = pageLanguages(page)
  const origin = page.route.origin
  const ownSeo = !origin || (origin.kind === 'listing' && origin.page === 1 && !origin.tag)
  return [
    ...(langs.body === lang ? bodyRoots(page).map((root) => ({ kind: 'copy' as const, root })) : []),
    ...(langs.chrome === lang ? [{ kind: 'copy' as const, root: CHROME_COPY }] : []),
    ...(langs.seo === lang && ownSeo ? [{ kind: 'seo' as const }] : []),
  ]
}
