/**
 * A content file read for the site: a Markdown file's YAML frontmatter and
 * body, or a YAML data file; with the line of every field, so that a field
 * that fails its schema is reported at its line (`content/guides/x.md:3 ›
 * date: …`). Server-only.
 */
import { isMap, isScalar, isSeq, LineCounter, parseDocument, type Document } from 'yaml'

export interface SourceText {
  /** The parsed frontmatter or data (null when it could not be read: see `error`). */
  data: unknown
  /** The Markdown body after the frontmatter ('' for a data file). */
  body: string
  /** The line of the body's first line in the file. */
  bodyLine: number
  /** The line of a field (a zod issue's path); the nearest enclosing field's line when it is missing. */
  lineOf(path: readonly PropertyKey[]): number
  /** Why the file could not be read, at its line, and the fix when it is not the YAML's. */
  error?: { line: number; message: string; hint?: string }
}

const FRONTMATTER = /^---[ \t]*\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/

function readYaml(yaml: string, firstLine: number): Omit<SourceText, 'body' | 'bodyLine'> {
  const counter = new LineCounter()
  const doc: Document = parseDocument(yaml, { lineCounter: counter, prettyErrors: false, uniqueKeys: true })
  const line = (offset: number) => counter.linePos(offset).line + firstLine - 1
  const lineOf = (path: readonly PropertyKey[]) => {
    for (let n = path.length; n > 0; n--) {
      const node = doc.getIn(path.slice(0, n) as unknown[], true)
      if ((isScalar(node) || isMap(node) || isSeq(node)) && node.range) {
        // A key's line rather than its value's: a block value starts on the next line.
        const parent = n > 1 ? doc.getIn(path.slice(0, n - 1) as unknown[], true) : doc.contents
        if (isMap(parent)) {
          const pair = parent.items.find((p) => isScalar(p.key) && p.key.value === path[n - 1])
          if (pair && isScalar(pair.key) && pair.key.range) return line(pair.key.range[0])
        }
        return line(node.range[0])
      }
    }
    return firstLine
  }
  const [first] = doc.errors
  if (first)
    return {
      data: null,
      lineOf,
      error: { line: line(first.pos[0]), message: first.message.split('\n')[0]! },
    }
  return { data: doc.toJS() ?? {}, lineOf }
}

/** The body of a Markdown file (what follows its frontmatter) and the line it starts on; the whole text when it has none. */
export function markdownBodyOf(text: string): { body: string; bodyLine: number; frontmatter?: string } {
  const match = FRONTMATTER.exec(text)
  if (!match) return { body: text, bodyLine: 1 }
  const bodyLine = match[0].split('\n').length - (match[0].endsWith('\n') ? 0 : 1)
  return { body: text.slice(match[0].length), bodyLine, frontmatter: match[1]! }
}

/** A Markdown file: its frontmatter (between `---` lines at the top) and its body. */
export function readMarkdownFile(text: string): SourceText {
  const { body, bodyLine, frontmatter } = markdownBodyOf(text)
  if (frontmatter === undefined)
    return {
      data: null,
      body,
      bodyLine,
      lineOf: () => 1,
      error: {
        line: 1,
        message: 'no frontmatter: the file must start with a line "---", its fields, and "---"',
        hint: 'start the file with a line "---", then its fields (title: …, description: …, keywords: […]), then a line "---" before its text',
      },
    }
  return { ...readYaml(frontmatter, 2), body, bodyLine }
}

/** A YAML data file. */
export function readDataFile(text: string): SourceText {
  return { ...readYaml(text, 1), body: '', bodyLine: 1 }
}

/**
 * A JSON data file: JSON first, so that what JSON refuses (a comma after the last field, a key
 * without quotes) is named as JSON, at its line, rather than read by the YAML parser that gives
 * every field its line (JSON is YAML).
 */
export function readJsonFile(text: string): SourceText {
  try {
    JSON.parse(text)
  } catch (error) {
    if (!(error instanceof SyntaxError)) throw error
    const at = /at position (\d+)/.exec(error.message)
    const position = at ? Number(at[1]) : text.length
    const line = text.slice(0, position).split('\n').length
    return {
      data: null,
      body: '',
      bodyLine: 1,
      lineOf: () => line,
      error: {
        line,
        message: `not valid JSON: ${error.message.replace(/ (in JSON )?at position \d+.*$/, '')}`,
        hint: 'fix the JSON at that line or the end of the one before: every key and text in double quotes, a comma between two fields and none after the last',
      },
    }
  }
  return readDataFile(text)
}
