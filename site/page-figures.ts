import { STATEMENT_FIGURES } from '../locales/statements.ts'
import { placeholdersOf, walkStrings } from './copy.ts'
import { textAt } from './text.ts'
import type { MeasuredFigure } from './measured.ts'
import type { PageEntry } from './routes.ts'
import type { Site } from './site.ts'

/**
 * The measured figures a page shows, in the order its copy first uses them:
 * each figure placeholder of its sections' text, and the figures inside the
 * statements it uses ({roasResult} states {roiBoost}). The page prints their
 * basis in its "How we measure these figures" note.
 */
export function figuresOnPage(site: Site, page: PageEntry): MeasuredFigure[] {
  return site.memo.once('page-figures', page, () => figuresOf(site, page))
}

function figuresOf(site: Site, page: PageEntry): MeasuredFigure[] {
  const byPlaceholder = new Map(site.facts.measuredFigures().map((m) => [m.placeholder, m]))
  const found = new Map<string, MeasuredFigure>()
  const add = (name: string) => {
    for (const n of [name, ...(STATEMENT_FIGURES[name] ?? [])]) {
      const figure = byPlaceholder.get(n)
      if (figure && !found.has(n)) found.set(n, figure)
    }
  }
  for (const section of page.route.sections)
    walkStrings(textAt(site, page.contentLang, section.copy), section.copy, (text) => placeholdersOf(text).forEach(add))
  return [...found.values()]
}
