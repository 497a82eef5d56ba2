import { placeholdersOf } from '../../site/copy.ts'
import { archivedIn } from '../../site/content/documents.ts'
import type { Problem } from '../../site/errors.ts'
import { LANGS } from '../../site/lang.ts'
import { textRoots } from '../../site/text.ts'
import { STATEMENT_FIGURES } from '../../locales/statements.ts'
import { formatNumber } from '../../locales/format.ts'
import type { Claim } from '../../site/schema/claims.ts'
import type { Lang } from '../../site/lang.ts'
import type { Check } from './types.ts'
import { localeFile } from './translations.ts'

/**
 * The kinds of figure that state a customer's result: a multiple ("3x return") and a percentage
 * ("85% less manual work"). A rating is the customers' opinion, not a result they achieve.
 */
const RESULT_KINDS: ReadonlySet<string> = new Set(['multiple', 'percent'])

/**
 * How far a mean may stand above the median of the same customers and still be what they generally
 * achieve: within 5% of the mean, "on average" is qualifier enough (the 95% time saved beside its
 * 94% median). A mean further above its median (the 3x ROAS over a 1.6x median), or one with no
 * median of its own customers measured (the Shopify stores' 85% less manual work), stands with a
 * median in its text or item.
 */
const NEAR_MEDIAN = 0.05

/**
 * A result stated as a mean stands with what customers generally achieve (16
 * CFR 255.2(b)): a few large gains pull a mean above the typical customer's, so
 * a text that shows a mean result ("2.3x average boost", a percentage too) names
 * the median of the same kind in the same text or beside it (a sibling text of the same
 * item, such as a stat's value and its label). Which figures are means and
 * which are medians comes from their basis in site.claims.ts, so a new mean
 * figure is held without a change here.
 *
 * A median measured over other customers than the mean (the 2.3x of 71
 * Shopify stores beside the median of all 118 customers) names its sample in
 * the item ("across all {roasTypicalSample}"), or a reader takes it for the
 * median of the mean's own population. Populations are compared by their
 * basis (sample and population); a statement such as {typicalResult} that
 * states the sample names it already.
 */
export const meanResults: Check = {
  id: 'mean-results',
  title: 'Means with the median',
  summary: (_site) => 'every mean result is shown with the median customers generally achieve',
  run(ctx) {
    const { site } = ctx
    if (!site) return []
    const { measured } = ctx.facts
    const kinds = (statistic: string) =>
      new Map(measured.filter((m) => m.claim.basis?.statistic === statistic).map((m) => [m.placeholder, m.claim.kind]))
    const medians = kinds('median')
    const claimOf = new Map(measured.map((m) => [m.placeholder, m.claim]))
    // A mean close to the median of its own customers is what they generally achieve: it may stand alone.
    const nearItsMedian = (mean: string) =>
      [...medians.keys()].some((median) => {
        const [a, b] = [claimOf.get(mean), claimOf.get(median)]
        return (
          a !== undefined &&
          b !== undefined &&
          a.kind === b.kind &&
          samePopulation(a, b) &&
          Math.abs(a.value - b.value) <= NEAR_MEDIAN * a.value
        )
      })
    const means = new Map([...kinds('mean')].filter(([name, kind]) => RESULT_KINDS.has(kind) && !nearItsMedian(name)))
    // A statement that states a median (e.g. {roasResult}) carries the typical figure too.
    const typical = new Map(medians)
    // The median figure each placeholder states: itself, or the median inside a statement.
    const medianOf = new Map([...medians.keys()].map((name) => [name, name]))
    for (const [statement, figures] of Object.entries(STATEMENT_FIGURES))
      for (const figure of figures)
        if (medians.has(figure)) {
          typical.set(statement, medians.get(figure)!)
          medianOf.set(statement, figure)
        }
    const problems: Problem[] = []
    for (const lang of LANGS) {
      const values = site.placeholders[lang] ?? {}
      const fill = (text: string) => text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole)
      const skip = archivedIn(site, lang)
      /** A problem at a text of this language, at its file and line. */
      const problemAt = (textKey: string, message: string, hint: string): Problem => {
        const line = site.content.locate(lang, textKey)?.line
        return {
          check: 'mean-results',
          file: localeFile(ctx, lang, textKey),
          ...(line ? { line } : {}),
          route: '*',
          key: textKey,
          message,
          hint,
        }
      }
      const visit = (node: unknown, key: string): void => {
        if (!node || typeof node !== 'object' || skip(key)) return
        const entries = Object.entries(node).map(([k, child]) => [key ? `${key}.${k}` : k, child] as const)
        const texts = entries.filter((e): e is readonly [string, string] => typeof e[1] === 'string')
        const shown = new Set(texts.flatMap(([, text]) => placeholdersOf(text).map((name) => typical.get(name))))
        const shownMedians = new Set(
          texts.flatMap(([, text]) => placeholdersOf(text).flatMap((name) => medianOf.get(name) ?? [])),
        )
        let read: string | undefined
        for (const [textKey, text] of texts)
          for (const name of placeholdersOf(text)) {
            const kind = means.get(name)
            if (kind && shown.has(kind)) {
              // The median beside it: over the mean's own customers, or named with its sample.
              for (const median of shownMedians) {
                const [mean, typicalClaim] = [claimOf.get(name), claimOf.get(median)]
                if (medians.get(median) !== kind || !mean || !typicalClaim || samePopulation(mean, typicalClaim))
                  continue
                const sample = sampleText(typicalClaim, lang)
                read ??= texts.map(([, t]) => fill(t)).join('\n')
                if (!sample || read.includes(sample)) continue
                const samplePlaceholder = Object.entries(values).find(([, v]) => v === sample)?.[0]
                problems.push(
                  problemAt(
                    textKey,
                    `{${name}} is a mean over ${sampleText(mean, lang) ?? 'its own sample'}, shown beside {${median}}, the median over ${sample}, without naming the median's customers in ${lang}: ${JSON.stringify(text)}`,
                    `say whose median it is in this text or beside it, from its placeholder, never a literal: e.g. "…; across all ${samplePlaceholder ? `{${samplePlaceholder}}` : sample}, the typical customer sees {${median}}" (locales/GLOSSARY.md, "Results")`,
                  ),
                )
              }
              continue
            }
            if (!kind) continue
            // The median of the mean's own customers, else one of the same kind over others (named with its sample).
            const meanClaim = claimOf.get(name)
            const ofKind = [...medians].filter(([, k]) => k === kind).map(([m]) => m)
            const own = ofKind.find((m) => meanClaim && claimOf.get(m) && samePopulation(meanClaim, claimOf.get(m)!))
            // Over other customers but measured alike, over the same period (the stores' ROAS and everyone's).
            const other = own
              ? undefined
              : ofKind.find(
                  (m) => JSON.stringify(claimOf.get(m)?.basis?.period) === JSON.stringify(meanClaim?.basis?.period),
                )
            const median = own ?? other
            problems.push(
              problemAt(
                textKey,
                `{${name}} is a mean, shown without what customers generally achieve in ${lang}: ${JSON.stringify(text)}`,
                median
                  ? `name the typical result in this text or beside it ({${median}}, the median${own ? '' : ', with whose it is'}), e.g. "… a mean a few large gains pull up; the typical customer sees {${median}}" (locales/GLOSSARY.md, "Testimonials")`
                  : `no median of what {${name}} measures, over its customers, is in site.claims.ts: measure it, add it there and to measuredFigures and name it beside {${name}}, or take the figure off the page until then (locales/GLOSSARY.md, "Results")`,
              ),
            )
          }
        for (const [childKey, child] of entries) visit(child, childKey)
      }
      for (const [ns, node] of textRoots(site, lang)) visit(node, ns)
    }
    return problems
  },
}

/** The sample a figure was measured over, as its language writes it ("118 customers"). */
function sampleText(claim: Claim, lang: Lang): string | undefined {
  const sample = claim.basis?.sample
  const unit = sample?.unit?.[lang]
  return sample && unit ? `${formatNumber(sample.size, lang)} ${unit}` : undefined
}

/** Two figures measured over the same customers: the same sample and the same population. */
function samePopulation(a: Claim, b: Claim): boolean {
  const [x, y] = [a.basis, b.basis]
  if (!x || !y) return true
  return (
    x.sample?.size === y.sample?.size &&
    JSON.stringify(x.sample?.unit) === JSON.stringify(y.sample?.unit) &&
    JSON.stringify(x.population) === JSON.stringify(y.population)
  )
}
