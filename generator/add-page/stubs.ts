/**
 * Text stubs for a new section, derived from the section's copy schema in
 * site/schema/sections/: every required string, every string the props
 * make necessary (`requires`, e.g. "items.first"), and the section's title,
 * subtitle and intro. Deriving them from the schema means a stub always has
 * the shape the translation check wants, for every section type.
 */
import { STUB_MARKER, untranslatedMarker, walkStrings } from '../../site/copy.ts'
import { SECTIONS } from '../../site/schema/sections/index.ts'
import { RESULTS_NOTE } from '../checks/testimonial-notes.ts'
import type { NewSection } from './sections.ts'

/** The part of zod's internal definition the walk reads (zod 4: `schema._zod.def`). */
interface Def {
  type: string
  innerType?: Schema
  shape?: Record<string, Schema>
  valueType?: Schema
  element?: Schema
  options?: Schema[]
  values?: unknown[]
  entries?: Record<string, unknown>
}
interface Schema {
  _zod: { def: Def }
  safeParse(value: unknown): { success: boolean }
}

/** Optional top-level keys worth a stub even when nothing requires them. */
const USEFUL_OPTIONAL = new Set(['title', 'subtitle', 'intro'])

/** Readable name of a key path for the stub text: ["features", "items", "first", "title"] → "features › first › title". */
const label = (path: readonly string[]) => path.filter((k) => k !== 'items').join(' › ')

/** English stub text: plain, obviously to be replaced, free of figures and {placeholders}. */
export const englishStub = (path: readonly string[]) => `${STUB_MARKER}${label(path)}`

function build(schema: Schema, path: string[], required: readonly string[], text: (path: string[]) => string): unknown {
  const def = schema._zod.def
  const rel = path.slice(1).join('.')
  const needed = (p: string) => required.some((r) => r === p || r.startsWith(`${p}.`))
  switch (def.type) {
    case 'optional':
    case 'default': {
      const topLevel = path.length === 2 && USEFUL_OPTIONAL.has(path[1]!)
      return needed(rel) || topLevel ? build(def.innerType!, path, required, text) : undefined
    }
    case 'object': {
      const out: Record<string, unknown> = {}
      for (const [k, child] of Object.entries(def.shape!)) {
        const value = build(child, [...path, k], required, text)
        if (value !== undefined) out[k] = value
      }
      return out
    }
    case 'record': {
      const prefix = rel ? `${rel}.` : ''
      const ids = [...new Set(required.filter((r) => r.startsWith(prefix)).map((r) => r.slice(prefix.length)))]
      const keys = [...new Set(ids.map((id) => id.split('.')[0]!))]
      return Object.fromEntries(keys.map((k) => [k, build(def.valueType!, [...path, k], required, text)]))
    }
    case 'array':
      return [build(def.element!, [...path, '1'], required, text)]
    case 'union':
      return build(def.options![0]!, path, required, text)
    case 'enum':
      return Object.values(def.entries!)[0]
    case 'literal':
      return def.values![0]
    case 'string': {
      // Ids (longform section anchors) must match a pattern: fall back to one that does.
      const candidate = text(path)
      return schema.safeParse(candidate).success ? candidate : 'first'
    }
    default:
      throw new Error(`add-page cannot write a stub for a ${def.type} in ${path.join('.')}`)
  }
}

/**
 * The copy of one section with every string its schema and props need,
 * each written by `text` from its key path (["features", "items", "first", "title"]).
 */
export function sectionCopy(
  section: Pick<NewSection, 'type' | 'copy' | 'props'>,
  text: (path: string[]) => string,
): Record<string, unknown> {
  const definition = SECTIONS[section.type]
  const props = definition.props.parse(section.props)
  const required = definition.requires?.(props as never) ?? []
  const name = section.copy.split('.').slice(1).join('.')
  return build(definition.copy as unknown as Schema, [name], required, text) as Record<string, unknown>
}

/** The English copy of one new section, keyed as the section's copy key says. */
export function sectionStub(section: NewSection, title: string, isFirst: boolean): Record<string, unknown> {
  // The first section carries the page's h1: it says the page title.
  const copy = sectionCopy(section, (path) =>
    isFirst && path.length === 2 && path[1] === 'title' ? title : englishStub(path),
  )
  // A testimonial's note is no text to write: it is the typical-results statement, on every quote.
  if (section.type === 'testimonials')
    for (const item of Object.values(copy.items as Record<string, Record<string, string>>)) item.note = RESULTS_NOTE
  return copy
}

/** A translated language's stub of an English tree: every string marked as pending in it, same keys. */
export function pendingStub<T>(node: T, lang: string): T {
  if (typeof node === 'string') return `${untranslatedMarker(lang)}${node}` as T
  if (Array.isArray(node)) return node.map((child) => pendingStub(child, lang)) as T
  if (node && typeof node === 'object')
    return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, pendingStub(v, lang)])) as T
  return node
}

/** Dotted keys of every string in a copy tree (for the "left to fill in" list). */
export function stringKeys(tree: unknown, prefix: string): string[] {
  const keys: string[] = []
  walkStrings(tree, prefix, (_value, key) => keys.push(key))
  return keys
}
