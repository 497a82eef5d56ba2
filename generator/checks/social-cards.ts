import type { Problem } from '../../site/errors.ts'
import { ogCardOf } from '../../site/og-image.ts'
import { undrawable } from '../og/card.ts'
import { designProblem } from '../og/design.ts'
import { cardFont } from '../og/images.ts'
import { whereWritten } from './seo.ts'
import type { Check } from './types.ts'

const FONT = "the social image's font (Inter: Latin and Latin Extended)"
const FIX_FONT = 'or add a font that has it to generator/og/font.ts'

/**
 * Every page's social card can be drawn as its URL says: the drawing is the
 * one OG_DESIGN records (site/og-image.ts), and the card's font has every
 * character of the page's title and description, the brand and the host.
 */
export const socialCards: Check = {
  id: 'social-cards',
  title: 'Social images drawable',
  summary: (site) => `${site.pages.length} pages, each card's title, description, brand and host in its font`,
  run({ site, files }) {
    if (!site) return []
    const font = cardFont()
    const problems: Problem[] = []
    const design = designProblem(font)
    if (design) problems.push(design)
    const sitewide = new Set<string>()
    for (const page of site.pages)
      for (const { field, character } of undrawable(ogCardOf(site.config, page), font)) {
        if (field === 'brand' || field === 'host') {
          if (sitewide.has(field)) continue
          sitewide.add(field)
          const variable = field === 'brand' ? 'SITE_BRAND' : 'SITE_ORIGIN'
          problems.push({
            check: 'social-cards',
            file: `the environment (${variable})`,
            route: '*',
            key: variable,
            message: `${FONT} cannot draw the ${field}'s ${character}`,
            hint: `write the ${field} with Latin letters (a host in punycode), ${FIX_FONT}`,
          })
          continue
        }
        // An entry's title and description are written in its file, at their lines.
        const { entry: _, ...where } = whereWritten(site, page, field, files.manifest)
        problems.push({
          check: 'social-cards',
          ...where,
          route: page.url,
          message: `${FONT} cannot draw ${character}`,
          hint: `write it with Latin letters, ${FIX_FONT}`,
        })
      }
    return problems
  },
}
