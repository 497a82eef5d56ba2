/**
 * The site's Speculation Rules: the next page is prerendered while the
 * visitor shows intent to open it (Chrome's "moderate" eagerness: the
 * pointer resting on a link for a moment, or a pointer or touch going down
 * on it), so that following the link shows a page already loaded and drawn.
 * Browsers without the API ignore the rule set: they lose nothing.
 *
 * Delivered inline, as `<script type="speculationrules">` at the end of every
 * page, allowed by its hash in each page's policy (the build hashes every
 * inline script: generator/build/page.ts) — not by a `Speculation-Rules`
 * response header: the file that header points at is fetched as the page
 * starts, before its first paint (measured: 81 ms into the load, the first
 * paint at 136 ms), and again on every page (it revalidates); the inline rule
 * set costs a few hundred bytes and no request. See docs/architecture.md.
 *
 * What is never prerendered, and why:
 * - other sites' pages (the rules match this origin only);
 * - links that switch language: the toggle stores the choice on click, and a
 *   page prerendered before that would run the language rules without it.
 *   Every link of a page stays in its language except the toggle (a check
 *   over the built HTML holds that: generator/html-checks/language-links.ts),
 *   so an English page's rules leave out /es, and a Spanish page's rules
 *   match /es only (its links to English-only pages are not prerendered);
 * - pages reached by an action rather than browsed to: those kept out of
 *   search (`robots: noindex`), like the meeting-booked confirmation;
 * - files (a path with a dot: the clip, images, the feed).
 * The rules match by address only: a rule that matches links by CSS
 * selector made Chrome work on every page load (measured: 2-6 ms of a
 * phone's main thread), which these do not. Chrome itself leaves out links
 * within the page. No page of the site changes anything when it is fetched,
 * and what a page reports waits until it is shown (site/shown.ts).
 */
import type { Lang } from './lang.ts'
import type { Site } from './site.ts'

/** A URL pattern for a page URL in either spelling ("/meeting-booked/" and "/meeting-booked"). */
const eitherSpelling = (url: string) => (url === '/' ? '/' : `${url.replace(/\/$/, '')}{/}?`)

/** The Spanish pages: "/es", "/es/" and below. */
export const SPANISH_PAGES = '/es{/*}?'

/** The URLs never prerendered: the pages kept out of search (reached by an action, not browsed to). */
export function notPrerenderedUrls(site: Site): string[] {
  return site.pages.filter((p) => p.seo.robots.startsWith('noindex')).map((p) => p.url)
}

/** A document rule: which links may be prerendered, and on what sign of intent. */
export interface DocumentRule {
  source: 'document'
  where: { and: Record<string, unknown>[] }
  eagerness: 'moderate'
}

/** The rule set of the pages of a language (the same on each, so one hash per language in the site-wide policy). */
export function speculationRules(site: Site, lang: Lang): { prerender: DocumentRule[] } {
  const never = [...notPrerenderedUrls(site).map(eitherSpelling), '/*.*']
  return {
    prerender: [
      {
        source: 'document',
        where: {
          and:
            lang === 'es'
              ? [{ href_matches: SPANISH_PAGES }, { not: { href_matches: never } }]
              : [{ href_matches: '/*' }, { not: { href_matches: [...never, SPANISH_PAGES] } }],
        },
        eagerness: 'moderate',
      },
    ],
  }
}

/** The inline rule set element, as the last element of the body of every page of a language. */
export function speculationRulesScript(site: Site, lang: Lang): string {
  // No "<" in the rules (a path pattern never has one), so the JSON cannot close the element.
  const json = JSON.stringify(speculationRules(site, lang))
  if (json.includes('<')) throw new Error('site/speculation.ts: a rule contains "<", which would end the <script>')
  return `<script type="speculationrules">${json}</script>`
}
