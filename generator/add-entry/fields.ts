/**
 * The fields of a new entry, written as YAML with what each one is above
 * it: its description, whether it is required, the kind of value and an
 * example (from the schema's meta, site/schema/collection.ts). A required
 * text is a stub the check fails on until written; an optional field is
 * written commented out, ready to be uncommented.
 */
import { stringify } from 'yaml'
import { STUB_MARKER } from '../../site/copy.ts'
import type { Collection } from '../../site/schema/collection.ts'
import { fieldsOf, type FieldInfo } from '../../site/schema/field-info.ts'

/** A field's value in the new file, and how it is written. */
export interface FieldValue {
  value: unknown
  /** Written commented out (an optional field), or as a value. */
  commented: boolean
  /** Said in the comment after the description (why this value). */
  note?: string
}

/** YAML of one field, `key: value` (a list as a block). */
export function yamlField(name: string, value: unknown): string {
  return stringify({ [name]: value }, { lineWidth: 0, singleQuote: true }).trimEnd()
}

/** One comment line per sentence-sized part: what the field is, required or not, its kind and an example. */
export function fieldComment(field: FieldInfo, required: boolean, note?: string): string[] {
  const example =
    field.example === undefined
      ? ''
      : `, e.g. ${Array.isArray(field.example) ? `[${field.example.join(', ')}]` : field.kind === 'text' ? JSON.stringify(field.example) : String(field.example)}`
  const head = field.description ?? `${field.name}: no description in its schema (add .meta({ description }) there)`
  const status = required ? 'Required' : 'Optional: delete the "# " before it to use it'
  return [`# ${head}.`, `# ${status}; ${field.kind}${example}.${note ? ` ${note}` : ''}`]
}

/** A stub of a text that says what to write. */
export const textStub = (what: string): string => `${STUB_MARKER}${what}`

/** What a new English entry writes for a field it has no value for. */
function stubFor(field: FieldInfo, collection: Collection, today: string, tags: readonly string[]): FieldValue {
  const requiredByListing = collection.index?.sort.by === field.name
  const required = field.required || requiredByListing
  if (field.kind === 'date YYYY-MM-DD')
    return required
      ? { value: today, commented: false, note: 'Written as today by add-entry: change it to the day it is published.' }
      : { value: today, commented: true }
  if (field.name === 'tags') {
    const known = tags.length > 0 ? `Tags in use: ${tags.join(', ')}` : 'No tag is in use yet'
    const label = collection.index?.tags
      ? typeof collection.index.copy === 'string'
        ? ` A new tag needs its label in both languages under ${collection.index.copy}.tags in locales/.`
        : ` A new tag needs its label in both languages under index.copy.<language>.tags of the collection in site.manifest.ts.`
      : ''
    return {
      value: tags.slice(0, 1).length ? tags.slice(0, 1) : ['a-topic'],
      commented: !required,
      note: `${known}.${label}`,
    }
  }
  if (field.name === 'structuredData')
    return {
      value: collection.seo.structuredData,
      commented: !required,
      note: `This collection's is ${collection.seo.structuredData}.`,
    }
  if (field.options) return { value: field.options[0], commented: !required }
  const clause = (field.description ?? field.name).split(/[:;(]/)[0]!.trim()
  const what = field.name === 'keywords' ? 'a search keyword' : clause.charAt(0).toLowerCase() + clause.slice(1)
  const stub = textStub(field.name === 'description' ? descriptionStub : what)
  return { value: field.list ? [stub] : stub, commented: !required }
}

/** Long enough for the description's 50-character minimum, so that the stub is flagged once, as a stub. */
const descriptionStub = 'one or two sentences for search results and the listing, 50 to 170 characters.'

/** The frontmatter lines of a new English entry: every field of the collection's schema. */
export function englishFields(
  collection: Collection,
  title: string,
  today: string,
  tags: readonly string[],
): { lines: string[]; values: Map<string, FieldValue> } {
  const lines: string[] = []
  const values = new Map<string, FieldValue>()
  for (const field of fieldsOf(collection.schema)) {
    const value = field.name === 'title' ? { value: title, commented: false } : stubFor(field, collection, today, tags)
    values.set(field.name, value)
    const required = !value.commented
    lines.push(...fieldComment(field, required, value.note))
    const yaml = yamlField(field.name, value.value)
    lines.push(...(value.commented ? yaml.split('\n').map((l) => `# ${l}`) : yaml.split('\n')))
  }
  return { lines, values }
}
