/**
 * Measured marketing figures and their basis (issue 26): a figure such as
 * "200+ brands" is only as true as the words around it, so every measured
 * figure of site.facts.ts carries what it counts, over whom, over which period
 * and when it was measured. Pages that show a figure print that basis in a
 * "How we measure these figures" note (renderer/sections/HowWeMeasure.tsx).
 *
 * Pure types and functions: safe to import from browser code.
 */
import type { Figure } from '../locales/format.ts'
import type { Lang } from './schema/route.ts'

/** A text in each language. Basis texts may use `{brand}` and the figure placeholders. */
export type Words = Readonly<Record<Lang, string>>

/** An ISO date, YYYY-MM-DD. */
export type IsoDate = `${number}-${number}-${number}`

/** How a figure was measured. Each text continues "What we count: …", "Who: …", "Period: …". */
export interface Basis {
  /**
   * What is counted or computed, as a noun phrase.
   * @example { en: 'campaigns published through {brand} on Meta, Google and TikTok', es: '…' }
   */
  counts: Words
  /**
   * Whose results: the customers, stores or accounts the figure covers.
   * @example { en: 'every customer', es: 'todos los clientes' }
   */
  population: Words
  /**
   * The period the figure covers.
   * @example { en: 'since the platform launched in 2024', es: '…' }
   */
  period: Words
  /** The day the figure was last measured. @example '2026-10-31' */
  measured: IsoDate
}

/** A measured marketing figure: the value, the one wording a stat uses for it, and its basis. */
export type Claim = Figure & {
  /**
   * The words a stat puts under the figure, on every page ("200+" / "brands served").
   * @example { en: 'brands served', es: 'marcas atendidas' }
   */
  label: Words
  basis: Basis
}

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
  /** Path in site.facts.ts, e.g. "claims.shopify.stores". */
  key: string
  message: string
  hint: string
}

const LANGS: Lang[] = ['en', 'es']
const isFigure = (node: unknown): node is Record<string, unknown> =>
  !!node && typeof node === 'object' && 'kind' in node && 'value' in node

const HINT =
  'add `label: { en, es }` and `basis: { counts: { en, es }, population: { en, es }, period: { en, es }, measured: "YYYY-MM-DD" }` to it in site.facts.ts (see locales/GLOSSARY.md, "Figures and their basis")'

/**
 * Every figure under `roots` (e.g. `{ claims, story }` of site.facts.ts) that
 * lacks a label or any part of its basis, in both languages. TypeScript already
 * refuses such a figure; this is the same rule for a build run without the
 * type checker (tsx), naming the key.
 */
export function basisProblems(roots: Readonly<Record<string, unknown>>): BasisProblem[] {
  const problems: BasisProblem[] = []
  const words = (key: string, what: string, value: unknown) => {
    for (const lang of LANGS) {
      const text = (value as Partial<Words> | undefined)?.[lang]
      if (typeof text !== 'string' || text.trim() === '')
        problems.push({ key, message: `figure has no ${lang === 'en' ? 'English' : 'Spanish'} ${what}`, hint: HINT })
    }
  }
  const visit = (node: unknown, key: string): void => {
    if (isFigure(node)) {
      const basis = node.basis as Partial<Basis> | undefined
      if (!basis) {
        problems.push({ key, message: 'figure has no basis (what it counts, over whom, when)', hint: HINT })
        return
      }
      words(key, 'label', node.label)
      words(key, 'basis.counts (what it counts)', basis.counts)
      words(key, 'basis.population (over whom)', basis.population)
      words(key, 'basis.period (over which period)', basis.period)
      if (typeof basis.measured !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(basis.measured))
        problems.push({ key, message: 'figure has no basis.measured date (YYYY-MM-DD)', hint: HINT })
      return
    }
    if (node && typeof node === 'object')
      for (const [k, child] of Object.entries(node)) visit(child, key ? `${key}.${k}` : k)
  }
  for (const [name, root] of Object.entries(roots)) visit(root, name)
  return problems
}
