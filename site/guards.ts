/**
 * Type guards for data read back from storage, attributes or inline JSON in
 * the browser, where zod must not go (the browser bundle carries none): a
 * value that fails its guard is treated as absent, never trusted by a cast.
 */

/** A plain object (not null, not an array). */
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** One of `options`. */
export const isOneOf = <T extends string>(options: readonly T[], value: unknown): value is T =>
  options.some((option) => option === value)

/** An array whose every item passes `guard`. */
export const arrayOf =
  <T>(guard: (value: unknown) => value is T) =>
  (value: unknown): value is T[] =>
    Array.isArray(value) && value.every(guard)

/** `text` parsed as JSON when it parses and passes `guard`; otherwise `fallback`. */
export function parseJson<T>(text: string | null | undefined, guard: (value: unknown) => value is T, fallback: T): T {
  if (!text) return fallback
  try {
    const value: unknown = JSON.parse(text)
    return guard(value) ? value : fallback
  } catch {
    return fallback
  }
}
