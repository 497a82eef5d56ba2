/**
 * What a field of an entry schema is, in words: its description and example
 * (the `meta` of site/schema/collection.ts), whether it is required, and
 * the shape of its value. add-entry writes it above each field of a new
 * entry; the content check puts it in its fix, so a writer never has to
 * read the schema. Server-only.
 */
import { z } from 'zod'

export interface FieldInfo {
  name: string
  description?: string
  /** An example value, as YAML would write it. */
  example?: unknown
  required: boolean
  /** The kind of value: "text", "list of text", "date YYYY-MM-DD", "one of a, b", "number", "yes or no"… */
  kind: string
  /** The values an enum field admits. */
  options?: readonly string[]
  /** A list, and of what. */
  list: boolean
}

/** The metadata of a schema or of any schema it wraps (optional, default, a list's items do not count). */
function metaOf(schema: z.ZodType): { description?: string; examples?: unknown[] } | undefined {
  let node: z.ZodType | undefined = schema
  while (node) {
    const meta = z.globalRegistry.get(node) as { description?: string; examples?: unknown[] } | undefined
    if (meta?.description || meta?.examples) return meta
    node = inner(node)
  }
  return undefined
}

/** The schema an optional, a default or a nullable wraps. */
function inner(schema: z.ZodType): z.ZodType | undefined {
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodDefault || schema instanceof z.ZodNullable)
    return schema.unwrap() as z.ZodType
  return undefined
}

/** The innermost schema, past optional, default and nullable. */
function core(schema: z.ZodType): z.ZodType {
  let node = schema
  for (let next = inner(node); next; next = inner(node)) node = next
  return node
}

/** The kind of value of a (core) schema, in words. */
function kindOf(schema: z.ZodType): { kind: string; options?: readonly string[] } {
  if (schema instanceof z.ZodEnum) {
    const options = schema.options.map(String)
    return { kind: `one of ${options.join(', ')}`, options }
  }
  const def = schema._zod.def as { type: string; format?: string }
  if (def.type === 'string') return { kind: def.format === 'date' ? 'date YYYY-MM-DD' : 'text' }
  if (schema instanceof z.ZodNumber) return { kind: 'number' }
  if (schema instanceof z.ZodBoolean) return { kind: 'true or false' }
  if (schema instanceof z.ZodArray) {
    const item = kindOf(core(schema.element as z.ZodType))
    return { kind: `list of ${item.kind}`, ...(item.options ? { options: item.options } : {}) }
  }
  if (schema instanceof z.ZodObject) return { kind: 'fields' }
  return { kind: 'value' }
}

/** Each field of an object schema, in its order. */
export function fieldsOf(schema: z.ZodObject): FieldInfo[] {
  return Object.entries(schema.shape as Record<string, z.ZodType>).map(([name, field]) => {
    const meta = metaOf(field)
    const base = core(field)
    return {
      name,
      ...(meta?.description ? { description: meta.description } : {}),
      ...(meta?.examples?.length ? { example: meta.examples[0] } : {}),
      required: !field.safeParse(undefined).success,
      list: base instanceof z.ZodArray,
      ...kindOf(base),
    }
  })
}

/** One field of an object schema, if it has it. */
export function fieldInfo(schema: z.ZodType, name: string): FieldInfo | undefined {
  return schema instanceof z.ZodObject ? fieldsOf(schema).find((f) => f.name === name) : undefined
}
