/**
 * The one formatter of zod errors. The manifest, the site config and the copy
 * checks all read a failed parse through it, so a field is written the same
 * way in every build message: `sections[2].props.href`, `posthog.key`.
 */
import type { z } from 'zod'

/** A zod issue with its field path written out. */
export type FieldIssue = z.core.$ZodIssue & {
  /** The issue's path as build messages write it, e.g. "sections[2].props.href"; "" at the root. */
  field: string
}

/** Renders a zod path as `sections[2].props.href`. */
export function formatPath(path: readonly PropertyKey[]): string {
  return path.reduce<string>((out, key) => {
    if (typeof key === 'number') return `${out}[${key}]`
    return out ? `${out}.${String(key)}` : String(key)
  }, '')
}

/** The issues of a failed parse, in zod's order, each with its field written out. */
export function fieldIssues(error: z.ZodError): FieldIssue[] {
  return error.issues.map((issue) => ({ ...issue, field: formatPath(issue.path) }))
}

/**
 * A failed parse as one message, a line per issue naming its field, for a
 * file parsed whole (`bench.budgets.json: ci.lcp: expected number`).
 */
export function describeIssues(file: string, error: z.ZodError): string {
  return fieldIssues(error)
    .map((issue) => `${file}: ${issue.field || '(the whole file)'}: ${issue.message}`)
    .join('\n')
}

/** The number of one-character edits (insert, delete, replace, swap) between two words. */
function distance(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array<number>(b.length).fill(0)])
  for (let j = 1; j <= b.length; j++) d[0]![j] = j
  for (let i = 1; i <= a.length; i++)
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      d[i]![j] = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost)
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        d[i]![j] = Math.min(d[i]![j]!, d[i - 2]![j - 2]! + 1)
    }
  return d[a.length]![b.length]!
}

/**
 * The known name a misspelt one most likely means ("industy" → "industry"):
 * the nearest, within a third of its length (at least one edit), or none.
 * Case is ignored ("Title" → "title").
 */
export function nearestName(name: string, known: readonly string[]): string | undefined {
  const limit = Math.max(1, Math.floor(name.length / 3))
  let best: { name: string; distance: number } | undefined
  for (const candidate of known) {
    const d = distance(name.toLowerCase(), candidate.toLowerCase())
    if (d <= limit && (!best || d < best.distance)) best = { name: candidate, distance: d }
  }
  return best?.name
}
