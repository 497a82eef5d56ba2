/**
 * The site's Speculation Rules: the next page is prerendered while the
 * visitor shows intent to open it ("moderate" eagerness), delivered inline at
 * the end of every page and allowed by its hash (a `Speculation-Rules` header
 * costs a request before the first paint; docs/architecture.md has the
 * measurements). Never prerendered: other sites' pages, links that switch
 * language (the toggle stores the choice on click), pages kept out of search
 * (reached by an action, such as the booking confirmation) and files. The
 * rules match by address only: a CSS-selector rule cost 2-6 ms of a phone's
 * main thread on every load.
 */
import { DEFAULT_LANG, LANGS, type Lang } from './lang.ts'
import { prefixOf } from './routes.ts'
import type { Site } from './site.ts'

/** A URL pattern for a page URL in either spelling ("/meeting-booked/" and "/meeting-booked"). */
const eitherSpelling = (url: string) => (url === '/' ? '/' : `${url.replace(/\/$/, '')}{/}?`)

/** The pages of a language with a prefix: "/es", "/es/" and below. */
export const languagePages = (lang: Lang): string => `${prefixOf(lang)}{/*}?`

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
            lang !== DEFAULT_LANG
              ? [{ href_matches: languagePages(lang) }, { not: { href_matches: never } }]
              : [
                  { href_matches: '/*' },
                  {
                    not: {
                      href_matches: [...never, ...LANGS.filter((l) => l !== DEFAULT_LANG).map(languagePages)],
                    },
                  },
                ],
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
