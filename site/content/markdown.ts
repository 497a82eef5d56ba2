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
 * a page), `javascript:`, `vbscript:` and `data:` URLs, a link that is not one of
 * the forms of link-policy.ts, and images without alt text.
 *
 * Server-only (unified is never part of the browser bundle).
 */
import type { Heading, Nodes, Root, RootContent } from 'mdast'
import { toString } from 'mdast-util-to-string'
import remarkGfm from 'remark-gfm'
import { gfmFootnoteFromMarkdown } from 'mdast-util-gfm-footnote'
import { gfmStrikethroughFromMarkdown } from 'mdast-util-gfm-strikethrough'
import { gfmTableFromMarkdown } from 'mdast-util-gfm-table'
import { gfmTaskListItemFromMarkdown } from 'mdast-util-gfm-task-list-item'
import { gfmFootnote } from 'micromark-extension-gfm-footnote'
import { gfmStrikethrough } from 'micromark-extension-gfm-strikethrough'
import { gfmTable } from 'micromark-extension-gfm-table'
import { gfmTaskListItem } from 'micromark-extension-gfm-task-list-item'
import remarkParse from 'remark-parse'
import { unified, type Processor } from 'unified'
import { deserialize, serialize } from 'node:v8'
import { placeholdersOf } from '../copy.ts'
import { linkPolicyIssue } from './link-policy.ts'

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

/**
 * GFM less its literal autolinks (`www.…`, `https://…`, `name@host`): what
 * remark-gfm adds but those. Finding literal autolinks is two fifths of a
 * GFM parse (measured on 400 entries: 4.0 ms a file with them, 2.2 ms
 * without), and a text that holds none of their marks cannot have one.
 */
function gfmWithoutLiteralAutolinks(this: Processor) {
  const data = this.data()
  ;(data.micromarkExtensions ??= []).push(gfmFootnote(), gfmStrikethrough(), gfmTable(), gfmTaskListItem())
  ;(data.fromMarkdownExtensions ??= []).push([
    gfmFootnoteFromMarkdown(),
    gfmStrikethroughFromMarkdown(),
    gfmTableFromMarkdown(),
    gfmTaskListItemFromMarkdown(),
  ])
}
const parserWithoutLiteralAutolinks = unified().use(remarkParse).use(gfmWithoutLiteralAutolinks)

/**
 * What every literal autolink holds, in any case: `www.`, `http` (of
 * `http://` and `https://`) or `@` (an email, `mailto:` and `xmpp:` ones too).
 */
export const LITERAL_AUTOLINK_MARK = /www\.|http|@/i

/** Parses Markdown into its tree (GFM); positions are lines of `text`. */
export function parseMarkdown(text: string): Root {
  return (LITERAL_AUTOLINK_MARK.test(text) ? parser : parserWithoutLiteralAutolinks).parse(text)
}

const UNSAFE_URL = /^\s*(javascript|vbscript|data):/i

function visit(node: Nodes, enter: (node: Nodes) => void): void {
  enter(node)
  if ('children' in node) for (const child of node.children) visit(child, enter)
}

/**
 * The top-level blocks of the texts this thread has read, kept for its
 * renderer (renderer/markdown/tree.ts) by their source: a page's text is
 * then parsed once per build, not once to load and once to render (at 1,000
 * entries, about 5 s of CPU). Only a build keeps them (keepMarkdownTrees);
 * the renderer takes each at most once, since it changes the tree it is
 * given. A block with a placeholder is not kept: the renderer sees it filled.
 *
 * A text's blocks are kept serialized (node:v8), outside the JavaScript heap,
 * and turned back into trees when the renderer first takes one of them: at
 * 10,000 entries the trees of every text would otherwise stay on each lane's
 * heap for the whole build, and every collection would walk them.
 */
interface KeptText {
  /** The blocks' trees, serialized, until one is taken. */
  bytes: Uint8Array | undefined
  blocks: RootContent[] | undefined
}
const blockTrees = new Map<string, { text: KeptText; index: number }[]>()
let keeping = false

/** Starts keeping the block trees of every text this thread reads, for takeBlockTree. */
export function keepMarkdownTrees(): void {
  keeping = true
}

/** Whether this thread keeps block trees (a build does). */
export const keepsMarkdownTrees = (): boolean => keeping

/** The tree of a top-level block read with this source, if one is kept, and forgets it; otherwise undefined. */
export function takeBlockTree(source: string): RootContent | undefined {
  const kept = blockTrees.get(source)
  const entry = kept?.pop()
  if (kept?.length === 0) blockTrees.delete(source)
  if (!entry) return undefined
  const { text } = entry
  if (!text.blocks) {
    text.blocks = deserialize(text.bytes!) as RootContent[]
    text.bytes = undefined
  }
  return text.blocks[entry.index]
}

/** Forgets the trees and readings kept and stops keeping them (a build's pages are all rendered). */
export function forgetMarkdownTrees(): void {
  keeping = false
  blockTrees.clear()
  readings.clear()
}

/**
 * A line that may open a link reference or footnote definition, in any
 * container (`[x]: /url`, `> [^1]: …`, `- [x]: …`). A definition is seen by the
 * whole text, so a text with one cannot be parsed block by block.
 */
export const DEFINITION_LINE = /^[ \t>*+\-\d.)]*\[[^\]]+\]:/m

/** Drops every node's position (a kept tree's are lines of its file, not of the text it is rendered from). */
function withoutPositions(node: Nodes): void {
  delete node.position
  if ('children' in node) for (const child of node.children) withoutPositions(child)
}

/** A text's top-level blocks without their positions, serialized: what is kept, and what crosses to other threads. */
function serializeBlocks(tree: Root): Uint8Array {
  withoutPositions(tree)
  return serialize(tree.children)
}

/** Keeps the blocks of a text read (serialized), unless the text has a definition; a block with a placeholder is left out. */
function keepBlocks(bytes: Uint8Array, blocks: readonly MarkdownBlock[]): void {
  if (blocks.some((b) => DEFINITION_LINE.test(b.source))) return
  const text: KeptText = { bytes, blocks: undefined }
  blocks.forEach(({ source }, index) => {
    if (placeholdersOf(source).length > 0) return
    const kept = blockTrees.get(source)
    if (kept) kept.push({ text, index })
    else blockTrees.set(source, [{ text, index }])
  })
}

/**
 * Splits a Markdown body into its top-level blocks (the grain at which a
 * translation is tracked) and checks it. `firstLine` is the line of the
 * body's first line in its file, so every line reported is the file's.
 */
export function readMarkdownBody(body: string, firstLine = 1): ParsedMarkdown {
  const key = readingKey(body, firstLine)
  const known = readings.get(key)
  if (known) {
    // The site is loaded once per thread: a reading made ahead is used once, then let go.
    readings.delete(key)
    return known
  }
  return parseBody(body, firstLine).parsed
}

/**
 * A Markdown body read ahead of the site's load (generator/prerender/read-ahead.ts):
 * its reading and its blocks' trees, serialized. Plain data: it crosses threads by copy.
 */
export interface MarkdownReading {
  key: string
  parsed: ParsedMarkdown
  blocks: Uint8Array
}

/** Readings made ahead, by this thread or given by another, by their body's line and text. */
const readings = new Map<string, ParsedMarkdown>()
const readingKey = (body: string, firstLine: number) => `${firstLine}\n${body}`

/**
 * Reads Markdown bodies ahead of the site's load: the load takes these
 * readings instead of parsing. What comes back is for the build's other
 * threads (adoptMarkdownReadings), which read other bodies meanwhile.
 */
export function readAhead(bodies: readonly { body: string; firstLine: number }[]): MarkdownReading[] {
  return bodies.map(({ body, firstLine }) => {
    const key = readingKey(body, firstLine)
    const { parsed, blocks } = parseBody(body, firstLine, true)
    readings.set(key, parsed)
    return { key, parsed, blocks: blocks! }
  })
}

/** Takes the readings another thread made of the same files (and, in a build, keeps their trees for the renderer). */
export function adoptMarkdownReadings(given: readonly MarkdownReading[]): void {
  for (const { key, parsed, blocks } of given) {
    readings.set(key, parsed)
    if (keeping) keepBlocks(blocks, parsed.blocks)
  }
}

/** Reads a body; its blocks serialized when kept or `serialized` is asked for (to hand to other threads). */
function parseBody(
  body: string,
  firstLine: number,
  serialized = false,
): { parsed: ParsedMarkdown; blocks: Uint8Array | undefined } {
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
    if (node.type === 'link' || node.type === 'definition') {
      const issue = linkPolicyIssue(node.url)
      if (issue) out.issues.push({ line: at(node), ...issue })
      else out.links.push({ url: node.url, line: at(node) })
    }
    if (node.type === 'image') {
      if (UNSAFE_URL.test(node.url))
        out.issues.push({
          line: at(node),
          message: `unsafe URL ${JSON.stringify(node.url.slice(0, 60))}`,
          hint: 'link to a page of the site (/contact), a configured link (ext:blog) or an https:// address',
        })
      else
        out.images.push({
          url: node.url,
          line: at(node),
          alt: (node.alt ?? '').trim(),
          ...(node.title === DECORATIVE ? { decorative: true } : {}),
        })
      const issue = imageIssue(node.url, (node.alt ?? '').trim(), node.title ?? undefined)
      if (issue) out.issues.push({ line: at(node), ...issue })
    }
  })
  const blocks = keeping || serialized ? serializeBlocks(tree) : undefined
  if (keeping) keepBlocks(blocks!, out.blocks)
  return { parsed: out, blocks }
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
