/**
 * Measured marketing figures and their basis (issue 26): a figure such as
 * "200+ brands" is only as true as the words around it, so every measured
 * figure of site.facts.ts carries what it counts, over whom, over which period
 * and when it was measured. Pages that show a figure print that basis in a
 * "How we measure these figures" note (renderer/sections/HowWeMeasure.tsx).
 * The shapes are zod schemas (site/schema/claims.ts); browser code imports
 * only the types from here.
 */
import { ClaimSchema, type Claim } from './schema/claims.ts'
import { fieldIssues } from './schema/issues.ts'
import { LANGS } from './lang.ts'

/** A measured figure reached from copy through a placeholder. */
export interface MeasuredFigure {
  /** The `{placeholder}` copy writes, e.g. "brandsCount". */
  placeholder: string
  /** Where the figure is typed in site.facts.ts, e.g. "claims.brandsCount". */
  key: string
  claim: Claim
}

/** One missing or malformed part of a figure's basis. */
export interface BasisProblem {
  /** Path in site.claims.ts down to the bad field, e.g. "claims.shopify.stores.basis.sample.size". */
  key: string
  message: string
  hint: string
}

const isFigure = (node: unknown): node is object =>
  !!node && typeof node === 'object' && 'kind' in node && 'value' in node

/** A text in every declared language, as the hint writes it: "{ en, es }" on this site. */
const everyLanguage = `{ ${LANGS.join(', ')} }`
const HINT = `add \`label: ${everyLanguage}\` and \`basis: { counts: ${everyLanguage}, population: ${everyLanguage}, period: ${everyLanguage}, measured: "YYYY-MM-DD", sample: { size, unit: ${everyLanguage} }, statistic: "mean" | "median" | … }\` to it in site.claims.ts (see locales/GLOSSARY.md, "Figures and their basis")`

/**
 * Every figure under `roots` (e.g. `{ claims, story }` of site.facts.ts) that
 * ClaimSchema refuses: no label, or any part of its basis missing in any
 * language. TypeScript already refuses such a figure; this is the same rule
 * for a build run without the type checker (tsx), naming the key down to the field.
 */
export function basisProblems(roots: Readonly<Record<string, unknown>>): BasisProblem[] {
  const problems: BasisProblem[] = []
  const visit = (node: unknown, key: string): void => {
    if (isFigure(node)) {
      const parsed = ClaimSchema.safeParse(node)
      if (!parsed.success)
        for (const issue of fieldIssues(parsed.error))
          problems.push({
            key: issue.field ? `${key}.${issue.field}` : key,
            message: `figure ${issue.message}`,
            hint: HINT,
          })
      return
    }
    if (node && typeof node === 'object')
      for (const [k, child] of Object.entries(node)) visit(child, key ? `${key}.${k}` : k)
  }
  for (const [name, root] of Object.entries(roots)) visit(root, name)
  return problems
}
