/**
 * The copy tree: locale text addressed by dotted keys ("home.hero.title").
 * Interpolates `{placeholders}` from site.facts.ts and the site config.
 */

/** Looks up a dotted key; undefined when any segment is missing. */
export function getPath(tree: unknown, key: string): unknown {
  let node: unknown = tree
  for (const segment of key.split('.')) {
    if (node === null || typeof node !== 'object') return undefined
    node = (node as Record<string, unknown>)[segment]
  }
  return node
}

/** Visits every string leaf under `node` with its dotted key. */
export function walkStrings(node: unknown, key: string, visit: (value: string, key: string) => void): void {
  if (typeof node === 'string') visit(node, key)
  else if (Array.isArray(node)) node.forEach((child, i) => walkStrings(child, `${key}.${i}`, visit))
  else if (node && typeof node === 'object')
    for (const [k, child] of Object.entries(node)) walkStrings(child, key ? `${key}.${k}` : k, visit)
}

/**
 * Like walkStrings, leaving out the subtrees whose key `skip` names: the
 * checks of today's glossary (claim words, figures from site.facts.ts) skip
 * archived documents (`archived: true` in a document's frontmatter,
 * site/content/documents.ts), superseded versions kept word for word.
 */
export function walkStringsExcept(
  node: unknown,
  key: string,
  skip: (key: string) => boolean,
  visit: (value: string, key: string) => void,
): void {
  if (skip(key)) return
  if (node && typeof node === 'object' && !Array.isArray(node))
    for (const [k, child] of Object.entries(node)) walkStringsExcept(child, key ? `${key}.${k}` : k, skip, visit)
  else walkStrings(node, key, visit)
}

const PLACEHOLDER = /\{(\w+)\}/g

export class UnknownPlaceholderError extends Error {
  constructor(
    readonly key: string,
    readonly placeholder: string,
  ) {
    super(`unknown placeholder {${placeholder}} in "${key}"`)
  }
}

/** Placeholder names used by a string. */
export function placeholdersOf(text: string): string[] {
  return [...text.matchAll(PLACEHOLDER)].map((m) => m[1]!)
}

/** Replaces `{name}` with its value; an unknown name is an error, never silent. */
export function interpolate(text: string, values: Readonly<Record<string, string>>, key = ''): string {
  return text.replace(PLACEHOLDER, (_, name: string) => {
    const value = values[name]
    if (value === undefined) throw new UnknownPlaceholderError(key, name)
    return value
  })
}

/** Deep-copies a copy subtree with every string interpolated. */
export function resolveCopy<T>(node: T, values: Readonly<Record<string, string>>, key = ''): T {
  if (typeof node === 'string') return interpolate(node, values, key) as T
  if (Array.isArray(node)) return node.map((child, i) => resolveCopy(child, values, `${key}.${i}`)) as T
  if (node && typeof node === 'object')
    return Object.fromEntries(
      Object.entries(node).map(([k, child]) => [k, resolveCopy(child, values, key ? `${key}.${k}` : k)]),
    ) as T
  return node
}

/**
 * Marker add-page and add-entry put in front of a translated language's stubs,
 * in that language's code ("[ES-PENDING] ", "[PT-PENDING] "); the translation
 * check fails on it.
 */
export const untranslatedMarker = (lang: string): string => `[${lang.toUpperCase()}-PENDING] `

/** Any language's pending marker: at the start of a text, or anywhere in one (a title quoted whole). */
const PENDING_MARK = /\[[A-Z]{2,3}(?:-[A-Z0-9]{2,8})*-PENDING\]/
const PENDING_START = new RegExp(`^${PENDING_MARK.source} `)

/** Whether a text still starts with a language's pending marker. */
export const isUntranslated = (value: string): boolean => PENDING_START.test(value)

/** Whether a text holds a pending marker anywhere. */
export const holdsPendingMarker = (value: string): boolean => PENDING_MARK.test(value)

/**
 * Prefix of the English text stubs add-page writes. A page that still
 * carries one (in either language) is unfinished: the translation check
 * fails on it, so a stub never reaches visitors.
 */
export const STUB_MARKER = 'Replace this text: '
