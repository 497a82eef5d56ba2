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
