import { textAt } from '../../site/text.ts'
import type { Problem } from '../../site/errors.ts'
import type { Check } from './types.ts'
import { localeFile } from './translations.ts'

/** The statement every testimonial carries under its quote (locales/statements.ts). */
export const RESULTS_NOTE = '{resultsVary}'

/**
 * Every testimonial on every page carries the typical-results note under its
 * quote: one customer's experience is not what every customer gets, whether
 * the quote states a figure ("rose 40%") or a feeling ("like having a senior
 * buyer on call"). The note is the statement {resultsVary}, so it reads the
 * same everywhere.
 */
/**
 * What the note must state, in each language a testimonial is shown in: what
 * customers generally achieve, the median and its sample (16 CFR 255.2(b)), as
 * the placeholders write them. "Results vary" alone says nothing a reader can
 * weigh, so a note emptied of the figure fails here, not only in a unit test.
 */
export function typicalResultProblems(
  placeholders: Record<string, string | undefined>,
  lang: string,
  route: string,
): Problem[] {
  const note = placeholders.resultsVary ?? ''
  const missing = (['roasTypical', 'roasTypicalSample'] as const).filter((name) => {
    const value = placeholders[name]
    return !value || !note.includes(value)
  })
  if (missing.length === 0) return []
  return [
    {
      check: 'testimonial-notes',
      file: 'locales/statements.ts',
      route,
      key: 'resultsVary',
      message: `the typical-results note in ${lang} does not state what customers generally achieve (${missing
        .map((name) => `{${name}}: ${JSON.stringify(placeholders[name] ?? '')}`)
        .join(', ')}): ${JSON.stringify(note)}`,
      hint: `write the median and its sample into resultsVary of the ${lang} statements: "… a \${f.roasTypical} boost …, the median of \${f.roasTypicalSample}" (locales/GLOSSARY.md, "Testimonials")`,
    },
  ]
}

export const testimonialNotes: Check = {
  id: 'testimonial-notes',
  title: 'Testimonials and their note',
  summary: (_site) => 'every testimonial carries the typical-results note',
  run(ctx) {
    const { site } = ctx
    if (!site) return []
    const problems: Problem[] = []
    const seen = new Set<string>()
    const noteChecked = new Set<string>()
    for (const page of site.pages)
      for (const section of page.route.sections) {
        if (section.type !== 'testimonials') continue
        const lang = page.contentLang
        if (!noteChecked.has(lang)) {
          noteChecked.add(lang)
          problems.push(...typicalResultProblems(site.placeholders[lang], lang, page.url))
        }
        for (const id of section.props.items) {
          const key = `${section.copy}.items.${id}.note`
          if (seen.has(`${lang} ${key}`)) continue
          seen.add(`${lang} ${key}`)
          const note = textAt(site, lang, key)
          if (typeof note === 'string' && note.includes(RESULTS_NOTE)) continue
          problems.push({
            check: 'testimonial-notes',
            file: localeFile(ctx, lang, key),
            route: page.url,
            key,
            message:
              typeof note === 'string' && note.trim()
                ? `testimonial "${id}" has a note other than the typical-results statement: ${JSON.stringify(note)}`
                : `testimonial "${id}" has no typical-results note`,
            hint: `add note: '${RESULTS_NOTE}' beside its quote (the statement says results vary; locales/GLOSSARY.md, "Testimonials")`,
          })
        }
      }
    return problems
  },
}
