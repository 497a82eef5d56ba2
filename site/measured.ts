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
import type { Lang } from './lang.ts'

/** A text in each language. Basis texts may use `{brand}` and the figure placeholders. */
export type Words = Readonly<Record<Lang, string>>

/** An ISO date, YYYY-MM-DD. */
export type IsoDate = `${number}-${number}-${number}`

/**
 * What a figure is of its sample: a reader weighs "3x" differently as a mean
 * of 118 customers' ratios than as one customer's result.
 * - `mean`: the average (mean) of the sample's values;
 * - `median`: the middle value of the sample;
 * - `count`: how many there are, rounded down to the figure shown ("200+");
 * - `total`: the sum over the sample, rounded down to the figure shown;
 * - `ratio`: one ratio computed over the sample's totals (a margin);
 * - `majority`: the range that most of the sample fell within (the share is in `counts`);
 * - `one`: one customer's own figure (a testimonial's).
 */
export type Statistic = 'mean' | 'median' | 'count' | 'total' | 'ratio' | 'majority' | 'one'

export const STATISTICS: readonly Statistic[] = ['mean', 'median', 'count', 'total', 'ratio', 'majority', 'one']

/** How many were measured, and of what. */
export interface Sample {
  /** @example 118 */
  size: number
  /**
   * What the size counts, in each language, as the noun after the number.
   * @example { en: 'customers', es: 'clientes' }
   */
  unit: Words
}

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
  /** How many were measured. @example { size: 118, unit: { en: 'customers', es: 'clientes' } } */
  sample: Sample
  /** What the figure is of the sample: its mean, median, count… @example 'mean' */
  statistic: Statistic
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

/**
 * A claim made in words rather than a figure ("account access is instant"),
 * with what it rests on. A claim word (CLAIM_WORDS in site.claims.ts) may
 * appear in copy only inside one of the phrases of such an entry.
 */
export interface WordedClaim {
  /**
   * The wordings the entry covers, per language, as copy writes them
   * (`{placeholders}` unexpanded). Matched case-insensitively.
   * @example { en: ['Account access is instant'], es: ['El acceso a tu cuenta es inmediato'] }
   */
  phrases: Readonly<Record<Lang, readonly string[]>>
  /**
   * What makes the claim true, or why the words are no claim (a disclaimer),
   * in both languages.
   */
  basis: Words
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
  'add `label: { en, es }` and `basis: { counts: { en, es }, population: { en, es }, period: { en, es }, measured: "YYYY-MM-DD", sample: { size, unit: { en, es } }, statistic: "mean" | "median" | … }` to it in site.claims.ts (see locales/GLOSSARY.md, "Figures and their basis")'

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
      const sample = basis.sample as Partial<Sample> | undefined
      if (!sample || typeof sample.size !== 'number' || !Number.isInteger(sample.size) || sample.size < 1)
        problems.push({
          key,
          message: 'figure has no basis.sample.size (how many customers, stores or answers were measured)',
          hint: HINT,
        })
      else words(key, 'basis.sample.unit (what the sample size counts)', sample.unit)
      if (!STATISTICS.includes(basis.statistic as Statistic))
        problems.push({
          key,
          message: `figure has no basis.statistic (whether it is a mean, a median, a count…: one of ${STATISTICS.join(', ')})`,
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
