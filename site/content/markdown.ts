/**
 * The Markdown of the site's long texts (collection entries and documents):
 * CommonMark with GitHub's tables, read by unified/remark (the pipeline Astro
 * uses), so every block keeps its line for messages and the tree can be
 * checked and rendered by the site's own components.
 *
 * What the site adds to Markdown, in the text itself:
 * - `## Heading {#id}` sets a heading's anchor (otherwise a slug of its text);
 * - a blockquote opening with `[!NOTE]` is a callout;
 * - a blockquote whose last paragraph starts with "— " names its source;
 * - a paragraph `Table: …` right before a table is the table's caption.
 * What it refuses: raw HTML (so no `<script>`, `<style>` or `on…=` can reach
 * a page), `javascript:`, `vbscript:` and `data:` URLs, and images without alt text.
 *
 * Server-only (unified is never part of the browser bundle).
 */
import type { Heading, Nodes, Root, RootContent } from 'mdast'
import { toString } from 'mdast-util-to-string'
import remarkGfm from 'remark-gfm'
import remarkParse from 'remark-parse'
import { unified } from 'unified'

/** One top-level block of a Markdown text (a paragraph, a heading, a list, a table…) and its line in its file. */
export interface MarkdownBlock {
  source: string
  line: number
}

/** What is wrong in a Markdown text, at a line of its file. */
export interface MarkdownIssue {
  line: number
  message: string
  hint: string
}

/** A link or an image of a Markdown text, at its line. */
export interface MarkdownRef {
  url: string
  line: number
  /** An image's alt text. */
  alt?: string
  /** An image marked decorative (`![](./divider.png "decorative")`): shown with an empty alt. */
  decorative?: boolean
}

/** The title that marks an image as decorative: it says nothing a reader needs, so its alt stays empty. */
export const DECORATIVE = 'decorative'

export interface ParsedMarkdown {
  blocks: MarkdownBlock[]
  issues: MarkdownIssue[]
  links: MarkdownRef[]
  images: MarkdownRef[]
}

const parser = unified().use(remarkParse).use(remarkGfm)

/** Parses Markdown into its tree (GFM); positions are lines of `text`. */
export function parseMarkdown(text: string): Root {
  return parser.parse(text)
}

const UNSAFE_URL = /^\s*(javascript|vbscript|data):/i

function visit(node: Nodes, enter: (node: Nodes) => void): void {
  enter(node)
  if ('children' in node) for (const child of node.children) visit(child, enter)
}

/**
 * Splits a Markdown body into its top-level blocks (the grain at which a
 * translation is tracked) and checks it. `firstLine` is the line of the
 * body's first line in its file, so every line reported is the file's.
 */
export function readMarkdownBody(body: string, firstLine = 1): ParsedMarkdown {
  const key = `${firstLine}\n${body}`
  const known = readings.get(key)
  if (known) {
    // A thread given readings uses each once (the site is loaded once per thread), then lets it go.
    if (!recording) readings.delete(key)
    return known
  }
  const read = readMarkdownTree(body, firstLine)
  if (recording) readings.set(key, read)
  return read
}

/**
 * Readings of Markdown bodies by their line and text. The build's main
 * thread records what it reads while it loads the site and hands the record
 * to its page-building workers (generator/prerender/pages.ts), which load the
 * same site: each body is parsed once per build instead of once per thread
 * (at 1,000 entries, about 10 s of CPU for each worker).
 */
const readings = new Map<string, ParsedMarkdown>()
let recording = false

/** Starts keeping every reading of this thread, for markdownReadings(). */
export function recordMarkdownReadings(): void {
  recording = true
}

/** The readings kept since recordMarkdownReadings(), to give to another thread; stops keeping them. */
export function markdownReadings(): Map<string, ParsedMarkdown> {
  const out = new Map(readings)
  recording = false
  readings.clear()
  return out
}

/** Uses readings made by another thread of the same files (plain data: it crosses threads by copy). */
export function adoptMarkdownReadings(given: ReadonlyMap<string, ParsedMarkdown>): void {
  for (const [key, read] of given) readings.set(key, read)
}

function readMarkdownTree(body: string, firstLine: number): ParsedMarkdown {
  const tree = parseMarkdown(body)
  const at = (node: Nodes) => (node.position?.start.line ?? 1) + firstLine - 1
  const out: ParsedMarkdown = { blocks: [], issues: [], links: [], images: [] }
  for (const child of tree.children as RootContent[]) {
    const start = child.position!.start.offset!
    const end = child.position!.end.offset!
    out.blocks.push({ source: body.slice(start, end), line: at(child) })
  }
  visit(tree, (node) => {
    if (node.type === 'html')
      out.issues.push({
        line: at(node),
        message: `raw HTML is not allowed in Markdown: ${JSON.stringify(node.value.slice(0, 60))}`,
        hint: 'write it in Markdown (a heading, a list, a table, a link); the site styles every Markdown element and no HTML, script or style may reach a page from a text file',
      })
    if (node.type === 'link' || node.type === 'image' || node.type === 'definition') {
      if (UNSAFE_URL.test(node.url))
        out.issues.push({
          line: at(node),
          message: `unsafe URL ${JSON.stringify(node.url.slice(0, 60))}`,
          hint: 'link to a page of the site (/contact), a configured link (ext:blog) or an https:// address',
        })
      else if (node.type === 'image')
        out.images.push({
          url: node.url,
          line: at(node),
          alt: (node.alt ?? '').trim(),
          ...(node.title === DECORATIVE ? { decorative: true } : {}),
        })
      else out.links.push({ url: node.url, line: at(node) })
    }
    if (node.type === 'image') {
      const issue = imageIssue(node.url, (node.alt ?? '').trim(), node.title ?? undefined)
      if (issue) out.issues.push({ line: at(node), ...issue })
    }
  })
  return out
}

/** What is wrong with an image's alt text and title, if anything. */
function imageIssue(url: string, alt: string, title: string | undefined): Omit<MarkdownIssue, 'line'> | undefined {
  const image = `image ${url}`
  if (title !== undefined && title !== DECORATIVE)
    return {
      message: `${image}: a title (${JSON.stringify(title)}) is not shown to most readers`,
      hint: `put what the image shows in its alt text, between the brackets, and remove the title; the only title the site reads is "${DECORATIVE}", for an image that only decorates`,
    }
  if (title === DECORATIVE && alt)
    return {
      message: `${image} is marked "${DECORATIVE}" and has alt text`,
      hint: `an image that shows something a reader needs keeps its alt text: remove "${DECORATIVE}"; one that only decorates has empty brackets: ![](${url} "${DECORATIVE}")`,
    }
  if (!alt && title !== DECORATIVE)
    return {
      message: `${image}: no alt text`,
      hint: `write what the image shows between the brackets: ![Weekly report with spend by platform](${url}); an image that only decorates is marked: ![](${url} "${DECORATIVE}")`,
    }
  return undefined
}

/** `## Heading {#anchor}`: the anchor written after a heading, and the heading's text without it. */
export const HEADING_ID = /\s*\{#([a-z0-9]+(?:-[a-z0-9]+)*)\}\s*$/

/** The text of a heading as a reader sees it (without its `{#anchor}`). */
export function headingText(heading: Heading): string {
  return toString(heading).replace(HEADING_ID, '')
}
