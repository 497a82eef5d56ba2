/**
 * The shape of a marketing figure and of a claim (site.claims.ts, site.facts.ts).
 * The types the data is written against are inferred from these schemas, and
 * the build's "Figures and their basis" check parses the data with them
 * (site/measured.ts), so a build run without the type checker (tsx) refuses a
 * figure without its basis the way `tsc` does, naming the key.
 *
 * The data files import only the types: no zod reaches the browser through them.
 */
import { z } from 'zod'
import { LANGS } from '../lang.ts'

/** A text that says something: an empty or blank one is missing. */
const text = (what: string) =>
  z
    .string({ error: `has no ${what} in this language` })
    .refine((s) => s.trim() !== '', { error: `has no ${what} in this language` })

/** A text in each language, every language required. */
const words = (what: string) =>
  z.record(z.enum(LANGS), text(what), { error: `has no ${what}: write it in every language ({ en, es })` })

/** A text in each language. Basis texts may use `{brand}` and the figure placeholders. */
export const WordsSchema = words('text')
export type Words = z.infer<typeof WordsSchema>

const positive = z.number().positive()

/** A marketing figure as a typed value; each language writes it its own way (locales/format.ts). */
export const FigureSchema = z.discriminatedUnion('kind', [
  /** A count; `orMore` for "200+"; `compact` for 1M / 1 M. */
  z.object({
    kind: z.literal('count'),
    value: positive,
    orMore: z.boolean().optional(),
    compact: z.boolean().optional(),
  }),
  /** An amount in US dollars. */
  z.object({
    kind: z.literal('usd'),
    value: positive,
    orMore: z.boolean().optional(),
    compact: z.boolean().optional(),
  }),
  /** A percentage, as a number of percent (95 for 95%). */
  z.object({ kind: z.literal('percent'), value: positive }),
  /** A multiplier (3 for "3x"). */
  z.object({ kind: z.literal('multiple'), value: positive }),
  /** A rating out of a maximum (4.9 out of 5). */
  z.object({ kind: z.literal('rating'), value: positive, outOf: positive }),
  /** A range of hours, from `value` to `max` ("24 to 48 hours"). */
  z.object({ kind: z.literal('hours'), value: positive, max: positive }),
  /** A time shorter than `value` days ("under a week" for 7, "under 10 days"). */
  z.object({ kind: z.literal('under-days'), value: positive }),
])
export type Figure = z.infer<typeof FigureSchema>

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
export const STATISTICS = ['mean', 'median', 'count', 'total', 'ratio', 'majority', 'one'] as const
export type Statistic = (typeof STATISTICS)[number]

/** How many were measured, and of what. */
export const SampleSchema = z.object(
  {
    /** @example 118 */
    size: z
      .number({ error: 'has no sample size (how many customers, stores or answers were measured)' })
      .int({ error: 'is not a whole number of customers, stores or answers' })
      .min(1, { error: 'is under 1: a figure rests on at least one measurement' }),
    /**
     * What the size counts, in each language, as the noun after the number.
     * @example { en: 'customers', es: 'clientes' }
     */
    unit: words('sample unit (what the sample size counts)'),
  },
  { error: 'has no sample (how many customers, stores or answers were measured, and of what)' },
)
export type Sample = z.infer<typeof SampleSchema>

/** How a figure was measured. Each text continues "What we count: …", "Who: …", "Period: …". */
export const BasisSchema = z.object(
  {
    /**
     * What is counted or computed, as a noun phrase.
     * @example { en: 'campaigns published through {brand} on Meta, Google and TikTok', es: '…' }
     */
    counts: words('description of what it counts'),
    /**
     * Whose results: the customers, stores or accounts the figure covers.
     * @example { en: 'every customer', es: 'todos los clientes' }
     */
    population: words('population (over whom)'),
    /**
     * The period the figure covers.
     * @example { en: 'since the platform launched in 2024', es: '…' }
     */
    period: words('period (over which period)'),
    /** The day the figure was last measured. @example '2026-10-31' */
    measured: z.iso.date({
      error: (issue) =>
        issue.input === undefined
          ? 'has no date measured, written YYYY-MM-DD (e.g. 2026-10-31)'
          : `has its date measured written ${JSON.stringify(issue.input)}, not YYYY-MM-DD (e.g. 2026-10-31)`,
    }),
    /** How many were measured. @example { size: 118, unit: { en: 'customers', es: 'clientes' } } */
    sample: SampleSchema,
    /** What the figure is of the sample: its mean, median, count… @example 'mean' */
    statistic: z.enum(STATISTICS, {
      error: `has no statistic (whether it is a mean, a median, a count…: one of ${STATISTICS.join(', ')})`,
    }),
  },
  { error: 'has no basis (what it counts, over whom, when)' },
)
export type Basis = z.infer<typeof BasisSchema>

/** A measured marketing figure: the value, the one wording a stat uses for it, and its basis. */
export const ClaimSchema = z.intersection(
  FigureSchema,
  z.object({
    /**
     * The words a stat puts under the figure, on every page ("200+" / "brands served").
     * @example { en: 'brands served', es: 'marcas atendidas' }
     */
    label: words('label (the words under the figure)'),
    basis: BasisSchema,
    /**
     * One customer's figure (statistic 'one', quoted in a testimonial): the placeholder of what
     * customers generally achieve in the same kind of result, which the testimonial's note must
     * state (16 CFR 255.2(b); locales/statements.ts, RESULT_NOTES).
     * @example 'roasTypical'
     */
    typical: z.string().optional(),
  }),
)
export type Claim = z.infer<typeof ClaimSchema>

/**
 * A claim made in words rather than a figure ("account access is instant"),
 * with what it rests on. A claim word (CLAIM_WORDS in site.claims.ts) may
 * appear in copy only inside one of the phrases of such an entry.
 */
export const WordedClaimSchema = z.object({
  /**
   * The wordings the entry covers, per language, as copy writes them
   * (`{placeholders}` unexpanded). Matched case-insensitively.
   * @example { en: ['Account access is instant'], es: ['El acceso a tu cuenta es inmediato'] }
   */
  phrases: z.record(z.enum(LANGS), z.array(text('phrase')).readonly()),
  /** What makes the claim true, or why the words are no claim (a disclaimer), in both languages. */
  basis: words('basis (what makes the claim true)'),
})
export type WordedClaim = z.infer<typeof WordedClaimSchema>
