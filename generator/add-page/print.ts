/**
 * Prints plain values (objects, arrays, strings, numbers, booleans) as
 * TypeScript source in the repository's Prettier style (.prettierrc.json:
 * single quotes, trailing commas, no semicolons, width 120), so that the code
 * add-page writes is already formatted and a later `prettier --check` is
 * clean. Prettier still runs over the result as a safety net (see format.ts).
 *
 * The rules are the ones Prettier applies to code like ours:
 * - an object written across lines stays expanded; an object written on one
 *   line stays on one line while it fits (we choose per object, see `expand`);
 * - an array goes on one line when it fits, except an array of two or more
 *   objects with more than one property each, which Prettier always breaks;
 * - `key: 'a long string'` that does not fit moves the string to the next line.
 */

export const PRINT_WIDTH = 120
const INDENT = '  '

export interface PrintOptions {
  /** Whether the object at this key path is written expanded (one property per line). */
  expand: (path: readonly string[]) => boolean
}

/** A string literal as Prettier writes it with `singleQuote: true`. */
export function quote(text: string): string {
  const singles = (text.match(/'/g) ?? []).length
  const doubles = (text.match(/"/g) ?? []).length
  const q = singles > doubles ? '"' : "'"
  const body = text.replace(/\\/g, '\\\\').replace(/\n/g, '\\n').replace(new RegExp(q, 'g'), `\\${q}`)
  return `${q}${body}${q}`
}

/** An object key: bare when it is an identifier, quoted otherwise (Prettier's "as-needed"). */
export function key(name: string): string {
  return /^[A-Za-z_$][\w$]*$/.test(name) ? name : quote(name)
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v)

/** The value on a single line, or null when it contains an expanded object. */
function flat(value: unknown, path: readonly string[], options: PrintOptions): string | null {
  if (typeof value === 'string') return quote(value)
  if (typeof value === 'number' || typeof value === 'boolean') return String(value)
  if (Array.isArray(value)) {
    if (mustBreak(value)) return null
    const items = value.map((v, i) => flat(v, [...path, String(i)], options))
    return items.includes(null) ? null : `[${items.join(', ')}]`
  }
  if (isObject(value)) {
    const entries = Object.entries(value)
    if (entries.length === 0) return '{}'
    if (options.expand(path)) return null
    const items = entries.map(([k, v]) => {
      const inner = flat(v, [...path, k], options)
      return inner === null ? null : `${key(k)}: ${inner}`
    })
    return items.includes(null) ? null : `{ ${items.join(', ')} }`
  }
  throw new Error(`cannot print ${typeof value}`)
}

/** Prettier always breaks an array of two or more objects with more than one property each. */
function mustBreak(list: readonly unknown[]): boolean {
  return list.length > 1 && list.every((v) => isObject(v) && Object.keys(v).length > 1)
}

/**
 * Prints `value` as it would appear after `lead` (e.g. "  title: ") on a line
 * indented `depth` levels, followed by `trail` (e.g. ","). Returns the text
 * from the value's first character; continuation lines carry their own indent.
 */
export function printValue(
  value: unknown,
  depth: number,
  options: PrintOptions,
  path: readonly string[] = [],
  lead = '',
  trail = '',
): string {
  const pad = INDENT.repeat(depth)
  const one = flat(value, path, options)
  if (one !== null && pad.length + lead.length + one.length + trail.length <= PRINT_WIDTH) return one
  // Strings, numbers and booleans cannot break (printProperty moves a long string to its own line).
  if (!Array.isArray(value) && !isObject(value)) return one ?? String(value)
  const inner = INDENT.repeat(depth + 1)
  if (Array.isArray(value)) {
    const lines = value.map((v, i) => `${inner}${printValue(v, depth + 1, options, [...path, String(i)], '', ',')},`)
    return `[\n${lines.join('\n')}\n${pad}]`
  }
  const lines = Object.entries(value as Record<string, unknown>).map(([k, v]) =>
    printProperty(k, v, depth + 1, options, [...path, k]),
  )
  return `{\n${lines.join('\n')}\n${pad}}`
}

/** One `key: value,` line (or lines) of an expanded object at `depth`. */
function printProperty(name: string, value: unknown, depth: number, options: PrintOptions, path: string[]): string {
  const pad = INDENT.repeat(depth)
  const lead = `${key(name)}: `
  if (typeof value === 'string' && pad.length + lead.length + quote(value).length + 1 > PRINT_WIDTH)
    return `${pad}${key(name)}:\n${pad}${INDENT}${quote(value)},`
  return `${pad}${lead}${printValue(value, depth, options, path, lead, ',')},`
}
