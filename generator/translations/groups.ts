/** Statuses grouped the way a translator reads them: one group per Spanish page, then shared copy. */
import type { Site } from '../../site/site.ts'
import { pageLanguages } from '../checks/page-languages.ts'
import { EVERY_PAGE, type Status, type TextStatus } from './status.ts'

export interface PageGroup {
  /** The Spanish URL, or "*" for copy every Spanish page shares. */
  route: string
  /** What the group is, for people: the page's Spanish title, or "Shared copy". */
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

/** Groups in manifest order; every Spanish page has one, even with nothing of its own to translate. */
export function groupByPage(site: Site, texts: TextStatus[]): PageGroup[] {
  const groups: PageGroup[] = []
  for (const page of site.pages.filter((p) => p.lang === 'es'))
    groups.push({
      route: page.url,
      label: page.route.seo.es?.title ?? page.url,
      ...(pageLanguages(page).body === 'en'
        ? {
            note: 'The body of this page is in English by design: only its title, description and keywords are translated.',
          }
        : {}),
      texts: texts.filter((t) => t.route === page.url),
    })
  groups.push({
    route: EVERY_PAGE,
    label: 'Shared copy: navigation, footer, language toggle and consent, on every Spanish page',
    texts: texts.filter((t) => t.route === EVERY_PAGE),
  })
  return groups
}
