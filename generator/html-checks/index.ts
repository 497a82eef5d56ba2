import type { Problem } from '../../site/errors.ts'
import type { Site } from '../../site/site.ts'
import { factsOf, type BuiltPage, type PageFacts } from './dom.ts'
import { englishContentLinks } from './english-content-links.ts'
import { numberForms } from './es-numbers.ts'
import { externalLinks } from './external-links.ts'
import { headLinks } from './head.ts'
import { languageLinks } from './language-links.ts'
import { builtLinks } from './links.ts'
import { localizedImages } from './localized-images.ts'
import { notFoundPages } from './not-found.ts'
import { securityTxtPolicy } from './security-txt.ts'
import { socialImages } from './social-images.ts'
import { structure } from './structure.ts'
import { thirdPartyRequests } from './third-party.ts'
import type { HtmlCheck } from './types.ts'
import { validHtml } from './validate.ts'

/** Checks over the built HTML, in report order. */
export const HTML_CHECKS: HtmlCheck[] = [
  structure,
  builtLinks,
  languageLinks,
  englishContentLinks,
  externalLinks,
  thirdPartyRequests,
  headLinks,
  notFoundPages,
  localizedImages,
  socialImages,
  numberForms,
  securityTxtPolicy,
  validHtml,
]

/** Problems by check id, every check listed (an empty list is a pass). */
export type ProblemsByCheck = Map<string, Problem[]>

export const emptyReport = (checks: readonly HtmlCheck[] = HTML_CHECKS): ProblemsByCheck =>
  new Map(checks.map((c) => [c.id, []]))

/** Adds one report's problems to another's, check by check. */
export function mergeReports(into: ProblemsByCheck, from: Iterable<[string, Problem[]]>): ProblemsByCheck {
  for (const [id, problems] of from) into.set(id, [...(into.get(id) ?? []), ...problems])
  return into
}

/** The page parts of the checks over one page. */
export function checkPage(page: BuiltPage, site: Site, checks: readonly HtmlCheck[] = HTML_CHECKS): ProblemsByCheck {
  return new Map(checks.map((c) => [c.id, c.page?.(page, { site }) ?? []]))
}

/** The site parts of the checks, over the facts of every page. */
export function checkSite(
  site: Site,
  pages: readonly PageFacts[],
  exists: (path: string) => boolean,
  checks: readonly HtmlCheck[] = HTML_CHECKS,
): ProblemsByCheck {
  const byUrl = new Map(pages.map((p) => [p.url, p]))
  const ctx = { site, pages, exists, page: (url: string) => byUrl.get(url) }
  return new Map(checks.map((c) => [c.id, c.site?.(ctx) ?? []]))
}

/** Both parts over pages already parsed (tests, small sites): every problem of the checks, by check. */
export function checkPages(
  site: Site,
  pages: readonly BuiltPage[],
  exists: (path: string) => boolean,
  checks: readonly HtmlCheck[] = HTML_CHECKS,
): ProblemsByCheck {
  const report = emptyReport(checks)
  for (const page of pages) mergeReports(report, checkPage(page, site, checks))
  return mergeReports(report, checkSite(site, pages.map(factsOf), exists, checks))
}
