/**
 * Statuses grouped the way a translator reads them: language by language,
 * one group per page of the language, then its shared copy.
 */
import { type Lang } from '../../site/lang.ts'
import { TRANSLATED_LANGS } from '../../site/translated-langs.ts'
import type { Site } from '../../site/site.ts'
import { pageLanguages } from '../checks/page-languages.ts'
import { languageName } from './record.ts'
import { EVERY_PAGE, type Status, type TextStatus } from './status.ts'

export interface PageGroup {
  /** The language the group's texts are translated into. */
  lang: Lang
  /** The page's URL in the language, or "*" for copy every page of the language shares. */
  route: string
  /** What the group is, for people: the page's title in the language, or "Shared copy". */
  label: string
  /** Set when the page's body is English by design (/es/story). */
  note?: string
  texts: TextStatus[]
}

export const STATUSES: Status[] = ['fresh', 'stale', 'missing', 'orphaned']

export function countByStatus(texts: TextStatus[]): Record<Status, number> {
  const counts = { fresh: 0, stale: 0, missing: 0, orphaned: 0 }
  for (const t of texts) counts[t.status]++
  return counts
}

/** Groups in manifest order, language by language; every translated page has one, even with nothing of its own to translate. */
export function groupByPage(site: Site, texts: TextStatus[]): PageGroup[] {
  return TRANSLATED_LANGS.flatMap((lang) =>
    languageGroups(
      site,
      lang,
      texts.filter((t) => t.lang === lang),
    ),
  )
}

function languageGroups(site: Site, lang: Lang, texts: TextStatus[]): PageGroup[] {
  const groups: PageGroup[] = []
  for (const page of site.pages.filter((p) => p.lang === lang))
    groups.push({
      lang,
      route: page.url,
      label: page.route.seo[lang]?.title ?? page.url,
      ...(pageLanguages(page).body !== lang
        ? {
            note: 'The body of this page is in English by design: only its title, description and keywords are translated.',
          }
        : {}),
      texts: texts.filter((t) => t.route === page.url),
    })
  groups.push({
    lang,
    route: EVERY_PAGE,
    label: `Shared copy: navigation, footer, language toggle and consent, on every ${languageName(lang)} page`,
    texts: texts.filter((t) => t.route === EVERY_PAGE),
  })
  return groups
}
