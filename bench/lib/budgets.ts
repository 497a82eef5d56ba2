/**
 * bench/budgets.json, read once and checked: the budgets `npm run bench:check`
 * holds and the named sets of URLs `npm run bench -- --set <name>` measures.
 * A budget file with a missing or mistyped figure stops the command with the
 * file and the field, instead of a check that compares against undefined.
 */
import { readFileSync } from 'node:fs'
import { z } from 'zod'
import { canonicalPath } from '../../site/routes.ts'
import { describeIssues } from '../../site/schema/issues.ts'

/** The budget file at the repository root. */
export const BUDGETS_FILE = 'bench/budgets.json'

const Url = z.string().startsWith('/')

export const BudgetsSchema = z.object({
  /** Why the budgets are what they are (for people; not read). */
  $comment: z.string().optional(),
  /** Figures the machine cannot change: bytes, requests, layout shift, render-blocking requests, scores. */
  absolute: z.object({
    scores: z.object({ accessibility: z.number(), 'best-practices': z.number(), seo: z.number() }),
    /** URLs whose SEO score is not held (pages kept out of search on purpose). */
    seoExempt: z.array(Url),
    cls: z.number(),
    jsBeforeInteractionKiB: z.number(),
    /** URLs whose islands load their JavaScript at once on purpose. */
    jsExempt: z.array(Url),
    pageWeightKiB: z.number(),
    requests: z.number(),
    renderBlockingRequests: z.number(),
    /** What the LCP element must be (for people: the check is `lcpSized`). */
    lcpElement: z.string().optional(),
  }),
  /** Timings as multiples of the reference page's, measured in the same run. */
  relative: z.object({
    fcpRatio: z.number(),
    lcpRatio: z.number(),
    mainThreadRatio: z.number(),
    tbtExcessPerReferenceMainThread: z.number(),
  }),
  /** Named lists of URLs to measure, e.g. `ci`. */
  sets: z.record(z.string(), z.array(Url)).default({}),
})

export type Budgets = z.infer<typeof BudgetsSchema>

/** Parses the budgets; throws naming `file` and each wrong field. */
export function parseBudgets(raw: unknown, file = BUDGETS_FILE): Budgets {
  const result = BudgetsSchema.safeParse(raw)
  if (!result.success) throw new Error(describeIssues(file, result.error))
  return result.data
}

/** Reads and checks the budget file. */
export function readBudgets(file = BUDGETS_FILE): Budgets {
  return parseBudgets(JSON.parse(readFileSync(file, 'utf8')), file)
}

/**
 * The URLs a bench run measures, each in the site's URL form ("/features" is
 * measured at "/features/", never through a redirect): `--urls`, else the
 * named `--set`, else every page of the site.
 */
export function benchUrls(
  options: { urls?: string; set?: string },
  budgets: Pick<Budgets, 'sets'>,
  sitePages: () => readonly string[],
): string[] {
  if (options.urls) return options.urls.split(',').map(canonicalPath)
  if (options.set !== undefined) {
    const set = budgets.sets[options.set]
    if (!set)
      throw new Error(
        `${BUDGETS_FILE}: no set "${options.set}" (sets: ${Object.keys(budgets.sets).join(', ') || 'none'})`,
      )
    return set.map(canonicalPath)
  }
  return sitePages().map(canonicalPath)
}
