/**
 * One content file read into copy: a Markdown file (frontmatter and body) or
 * a YAML data file, its frontmatter checked against its schema, its body
 * split into blocks and checked (site/content/markdown.ts). Every problem
 * names the file and its line. Server-only.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { z } from 'zod'
import type { Lang } from '../lang.ts'
import type { Problem } from '../errors.ts'
import { isRecord } from '../guards.ts'
import { fieldInfo } from '../schema/field-info.ts'
import { fieldIssues, nearestName } from '../schema/issues.ts'
import { resolveContentImage, type ContentImage } from './images.ts'
import { readMarkdownBody, type MarkdownRef, type MarkdownStore } from './markdown.ts'
import type { EntrySource } from './loader.ts'
import { readDataFile, readJsonFile, readMarkdownFile, type SourceText } from './source.ts'

/** A content file as the site reads it. */
export interface ContentFile {
  /** Repository-relative path. */
  file: string
  lang: Lang
  /** Where its copy is mounted, e.g. "documents.privacy" or "content.guides.launch". */
  root: string
  /** Its copy (the text a translation writes): its text fields and, for Markdown, `body`: one string per block. */
  copy: Record<string, unknown>
  /** The line of each copy key below `root` ("body.3", "title"). */
  lines: Map<string, number>
  /** Its Markdown links and images, with their lines. */
  links: MarkdownRef[]
  images: ContentImageRef[]
  /** Its other fields as parsed by its schema, defaults applied (dates, tags…): data, not text to translate. */
  data: Record<string, unknown>
  /** The line of any field of the file (a zod issue's path), or of its nearest enclosing field. */
  fieldLine(path: readonly (string | number)[]): number
}

/** An image of a Markdown text: as written (`url`), and the file it names with everything built of it. */
export interface ContentImageRef extends MarkdownRef {
  image: ContentImage
}

/** A problem at a line of a content file. */
export function contentProblem(
  check: string,
  file: string,
  line: number | undefined,
  route: string,
  key: string,
  message: string,
  hint: string,
): Problem {
  return { check, file, ...(line === undefined ? {} : { line }), route, key, message, hint }
}

/** A text field's key and line, for every string below a field (keywords.0, keywords.1…). */
function fieldLines(source: Pick<SourceText, 'lineOf'>, data: Record<string, unknown>, lines: Map<string, number>) {
  const walk = (node: unknown, path: (string | number)[]) => {
    if (typeof node === 'string') lines.set(path.join('.'), source.lineOf(path))
    else if (Array.isArray(node)) node.forEach((child, i) => walk(child, [...path, i]))
    else if (node && typeof node === 'object') for (const [k, v] of Object.entries(node)) walk(v, [...path, k])
  }
  walk(data, [])
}

/** The value at a zod issue's path in what was parsed, undefined where there is none. */
function valueAt(data: unknown, path: readonly PropertyKey[]): unknown {
  let node = data
  for (const key of path) {
    if (typeof node !== 'object' || node === null) return undefined
    node = (node as Record<PropertyKey, unknown>)[key]
  }
  return node
}

/** A value's kind in the words of the fields' kinds (site/schema/field-info.ts): "a number: 42". */
function receivedKind(value: unknown): string {
  if (value === null) return 'nothing (null)'
  if (Array.isArray(value)) return 'a list'
  if (value instanceof Date) return 'a date'
  if (typeof value === 'string') return `text: ${JSON.stringify(value)}`
  if (typeof value === 'number' || typeof value === 'boolean') return `a ${typeof value}: ${String(value)}`
  return typeof value === 'object' ? 'fields' : typeof value
}

/** What an invalid_type issue expected, in those words ("text" for zod's "string"). */
function kindOfType(expected: string): string {
  const words: Record<string, string> = {
    string: 'text',
    number: 'a number',
    int: 'a whole number',
    boolean: 'true or false',
    array: 'a list',
    object: 'fields',
    date: 'a date',
  }
  return words[expected] ?? expected
}

/**
 * Reads `file` (relative to `root`) as an entry's source: `.md` as
 * frontmatter and body, `.yaml`/`.json` as data, with the line of every
 * field; `error` says why it cannot be used. The files loader's reading.
 */
export function readSourceFile(root: string, file: string): EntrySource {
  let text: string
  try {
    text = readFileSync(join(root, file), 'utf8')
  } catch (error) {
    const reason = `cannot be read (${(error as NodeJS.ErrnoException).code ?? String(error)})`
    return { file, data: null, error: { line: 1, message: reason, hint: 'check the file name' } }
  }
  const source = file.endsWith('.md')
    ? readMarkdownFile(text)
    : file.endsWith('.json')
      ? readJsonFile(text)
      : readDataFile(text)
  const { error, ...read } = source
  return {
    file,
    data: read.data,
    ...(file.endsWith('.md') ? { body: read.body, bodyLine: read.bodyLine } : {}),
    lineOf: read.lineOf,
    ...(error
      ? {
          error: {
            line: error.line,
            message: error.hint ? error.message : `not valid YAML: ${error.message}`,
            hint:
              error.hint ??
              'fix the YAML at that line (quote a text that contains ": " or starts with a special character)',
          },
        }
      : {}),
  }
}

/**
 * Reads `file` (relative to `root`): `.md` as frontmatter and body, `.yaml`
 * as data. `schema` checks the frontmatter or data; `route` is the URL the
 * file feeds, for messages. `null` file when it cannot be used at all.
 */
export function readContentFile(
  root: string,
  file: string,
  copyRoot: string,
  schema: z.ZodType,
  route: string,
  lang: Lang,
  textFields: readonly string[],
  store?: MarkdownStore,
): { file: ContentFile | null; problems: Problem[] } {
  return readContentSource(root, readSourceFile(root, file), copyRoot, schema, route, lang, textFields, store)
}

/**
 * Validates an entry's source (a file, or what a loader read) with `schema`
 * and reads its Markdown text: its copy, data and lines. Every problem names
 * the source's file and, where it has lines, the line.
 */
export function readContentSource(
  root: string,
  entry: EntrySource,
  copyRoot: string,
  schema: z.ZodType,
  route: string,
  lang: Lang,
  textFields: readonly string[],
  store?: MarkdownStore,
): { file: ContentFile | null; problems: Problem[] } {
  const file = entry.file
  const markdown = entry.body !== undefined
  const problems: Problem[] = []
  // A source without lines (what a custom loader read) is named without a line: any line would mislead.
  const problem = (line: number, key: string, message: string, hint: string) => {
    const { line: at, ...rest } = contentProblem('content', file, line, route, key, message, hint)
    problems.push(entry.lineOf ? { ...rest, line: at } : rest)
  }
  if (entry.error) {
    problem(entry.error.line, markdown ? '(frontmatter)' : '(file)', entry.error.message, entry.error.hint)
    return { file: null, problems }
  }
  const source = {
    data: entry.data,
    body: entry.body ?? '',
    bodyLine: entry.bodyLine ?? 1,
    lineOf: entry.lineOf ?? (() => 1),
  }
  const parsed = schema.safeParse(source.data)
  if (!parsed.success) {
    const issues = fieldIssues(parsed.error)
    const known = Object.keys((schema as { shape?: object }).shape ?? {})
    // A field written misspelt (industy) is one problem, not also its field missing (industry).
    const unknownKeys = new Set(
      issues.flatMap((i) => (i.code === 'unrecognized_keys' && i.path.length === 0 ? i.keys : [])),
    )
    const misspelt = new Set([...unknownKeys].map((key) => nearestName(key, known)))
    for (const issue of issues)
      if (issue.code === 'unrecognized_keys')
        for (const key of issue.keys) {
          const meant = issue.path.length === 0 ? nearestName(key, known) : undefined
          problem(
            source.lineOf([...issue.path, key]),
            issue.field ? `${issue.field}.${key}` : key,
            `unknown field: ${key}${meant ? ` (did you mean ${meant}?)` : ''}`,
            `${meant ? `rename it ${meant}, or remove it` : 'remove it, or correct its name'}${issue.path.length === 0 && known.length > 0 ? `; the fields here: ${known.join(', ')}` : ''} (docs/editing.md#add-an-entry)`,
          )
        }
      else {
        // The field's own description and example make the fix: no need to open the schema.
        const info = typeof issue.path[0] === 'string' ? fieldInfo(schema, issue.path[0]) : undefined
        // zod reports a field absent and a field of another type alike (invalid_type): the value tells them apart.
        const value = valueAt(source.data, issue.path)
        const missing = issue.code === 'invalid_type' && value === undefined
        if (missing && issue.path.length === 1 && misspelt.has(String(issue.path[0]))) continue
        const shown = Array.isArray(info?.example)
          ? `[${info.example.join(', ')}]`
          : info?.kind === 'text'
            ? JSON.stringify(info.example)
            : String(info?.example)
        // Written the way the file writes a field: `"industry": "Fashion retail"` in JSON, YAML's form elsewhere.
        const json = file.endsWith('.json')
        const name = json ? JSON.stringify(String(issue.path[0])) : String(issue.path[0])
        const example =
          info?.example === undefined ? '' : `, e.g. ${name}: ${json ? JSON.stringify(info.example) : shown}`
        problem(
          source.lineOf(issue.path),
          issue.field || '(frontmatter)',
          missing
            ? `missing: ${info?.description ?? 'a required field'}`
            : issue.code === 'invalid_type'
              ? `expected ${issue.path.length === 1 && info ? info.kind : kindOfType(issue.expected)}, got ${receivedKind(value)}`
              : issue.message,
          info
            ? `${missing ? 'add' : 'write'} ${name}: ${info.kind}${example} (docs/editing.md#add-an-entry)`
            : 'see the fields of this collection in site.manifest.ts (its schema) and docs/editing.md#add-an-entry',
        )
      }
    return { file: null, problems }
  }
  // An entry's schema is a zod object (the manifest's check holds it to one): its output is a record of fields.
  if (!isRecord(parsed.data)) throw new Error(`${file}: the schema of its collection gave no object of fields`)
  const fields = parsed.data
  const isText = new Set(textFields)
  const copy = Object.fromEntries(Object.entries(fields).filter(([k]) => isText.has(k)))
  const data = Object.fromEntries(Object.entries(fields).filter(([k]) => !isText.has(k)))
  const lines = new Map<string, number>()
  fieldLines(source, copy, lines)
  const out: ContentFile = {
    file,
    lang,
    root: copyRoot,
    copy,
    lines,
    links: [],
    images: [],
    data,
    fieldLine: (path) => source.lineOf(path),
  }
  if (markdown) {
    const body = (store ?? { read: readMarkdownBody }).read(source.body, source.bodyLine)
    for (const issue of body.issues) problem(issue.line, 'body', issue.message, issue.hint)
    if (body.blocks.length === 0)
      problem(source.bodyLine, 'body', 'the text is empty', 'write the text below the frontmatter')
    copy.body = body.blocks.map((b) => b.source)
    body.blocks.forEach((b, i) => lines.set(`body.${i}`, b.line))
    out.links = body.links
    for (const ref of body.images) {
      const image = resolveContentImage(root, file, ref.url)
      if ('message' in image) problem(ref.line, `image ${ref.url}`, image.message, image.hint)
      else out.images.push({ ...ref, image })
    }
  }
  return { file: problems.length > 0 ? null : out, problems }
}
