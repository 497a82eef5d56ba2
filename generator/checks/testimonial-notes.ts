import { textAt } from '../../site/text.ts'
import type { Problem } from '../../site/errors.ts'
import { placeholdersOf } from '../../site/copy.ts'
import { RESULT_NOTES } from '../../locales/statements.ts'
import type { Check } from './types.ts'
import { localeFile } from './translations.ts'

/** The statement a testimonial carries under its quote unless its figures call for another (locales/statements.ts). */
export const RESULTS_NOTE = '{resultsVary}'

/**
 * Every testimonial on every page carries a typical-results note under its
 * quote: one customer's experience is not what every customer gets, whether
 * the quote states a figure ("rose 40%") or a feeling ("like having a senior
 * buyer on call"). The note is a statement of RESULT_NOTES, so it reads the
 * same everywhere, and a quote that states one customer's figure carries the
 * note of the same kind of result: its claim's `typical` (site.claims.ts), e.g.
 * hours saved with what the customers who timed it report, not a ROAS median.
 */
/**
 * What each note must state, in each language a testimonial is shown in: what
 * customers generally achieve and over whom (16 CFR 255.2(b)), as the
 * placeholders write them (RESULT_NOTES). "Results vary" alone says nothing a
 * reader can weigh, so a note emptied of its figure fails here, not only in a
 * unit test.
 */
export function typicalResultProblems(
  placeholders: Record<string, string | undefined>,
  lang: string,
  route: string,
): Problem[] {
  return Object.entries(RESULT_NOTES).flatMap(([statement, figures]) => {
    const note = placeholders[statement] ?? ''
    const missing = figures.filter((name) => {
      const value = placeholders[name]
      return !value || !note.includes(value)
    })
    if (missing.length === 0) return []
    return [
      {
        check: 'testimonial-notes',
        file: 'locales/statements.ts',
        route,
        key: statement,
        message: `the typical-results note {${statement}} in ${lang} does not state what customers generally achieve (${missing
          .map((name) => `{${name}}: ${JSON.stringify(placeholders[name] ?? '')}`)
          .join(', ')}): ${JSON.stringify(note)}`,
        hint: `write ${figures.map((f) => `\${f.${f}}`).join(' and ')} into ${statement} of the ${lang} statements, e.g. "… a \${f.roasTypical} boost …, the median of \${f.roasTypicalSample}" (locales/GLOSSARY.md, "Testimonials")`,
      },
    ]
  })
}

/** The note (a RESULT_NOTES statement) that states `typical`, the placeholder of what customers generally achieve. */
function noteStating(typical: string): string | undefined {
  return Object.entries(RESULT_NOTES).find(([, figures]) => figures.includes(typical))?.[0]
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
    const typicalOf = new Map(
      ctx.facts.measured.flatMap((m) =>
        'typical' in m.claim && m.claim.typical ? [[m.placeholder, m.claim.typical]] : [],
      ),
    )
    for (const [name, typical] of typicalOf)
      if (!noteStating(typical))
        problems.push({
          check: 'testimonial-notes',
          file: 'site.claims.ts',
          route: '*',
          key: name,
          message: `{${name}} names {${typical}} as its typical result, which no testimonial note states (${Object.keys(RESULT_NOTES).join(', ')})`,
          hint: `set its \`typical\` to one of ${Object.values(RESULT_NOTES)
            .map((f) => f[0])
            .join(
              ', ',
            )}, or add a note stating {${typical}} to RESULT_NOTES and the statements (locales/statements.ts)`,
        })
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
          const carried = Object.keys(RESULT_NOTES).filter(
            (name) => typeof note === 'string' && note.includes(`{${name}}`),
          )
          if (carried.length === 0) {
            problems.push({
              check: 'testimonial-notes',
              file: localeFile(ctx, lang, key),
              route: page.url,
              key,
              message:
                typeof note === 'string' && note.trim()
                  ? `testimonial "${id}" has a note other than a typical-results statement: ${JSON.stringify(note)}`
                  : `testimonial "${id}" has no typical-results note`,
              hint: `add note: '${RESULTS_NOTE}' beside its quote (or '{resultsVaryTime}' for a quote about time; the statement says results vary; locales/GLOSSARY.md, "Testimonials")`,
            })
            continue
          }
          const quote = textAt(site, lang, `${section.copy}.items.${id}.quote`)
          const named = new Set<string>()
          for (const name of typeof quote === 'string' ? placeholdersOf(quote) : []) {
            const typical = typicalOf.get(name)
            const needed = typical ? noteStating(typical) : undefined
            if (!typical || !needed || carried.includes(needed) || named.has(needed)) continue
            named.add(needed)
            problems.push({
              check: 'testimonial-notes',
              file: localeFile(ctx, lang, key),
              route: page.url,
              key,
              message: `testimonial "${id}" quotes {${name}}, one customer's figure whose typical result is {${typical}}, but its note states ${carried.map((c) => `{${c}}`).join(', ')}, not that`,
              hint: `make its note '{${needed}}' (what customers generally achieve in the same kind of result; site.claims.ts, the figure's \`typical\`)`,
            })
          }
        }
      }
    return problems
  },
}
