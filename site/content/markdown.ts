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
// Its types add `hProperties` to a node's data (the heading ids assignHeadingIds sets); no code is imported.
import type {} from 'mdast-util-to-hast'
import GithubSlugger from 'github-slugger'
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
import { visit } from 'unist-util-visit'
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
 * remark-gfm adds but those, composed from the same published extension
 * packages remark-gfm composes (micromark-extension-gfm-* and
 * mdast-util-gfm-*, through unified's documented `data()` hooks; remark-gfm
 * has no option to leave one out). Finding literal autolinks is two fifths of
 * a GFM parse, and a text that holds none of their marks cannot have one.
 * Measured in one run on 2026-11-29 (2-core machine, the 1,400 texts of the
 * 1,000-entry synthetic site, 400 of them Spanish; median of 5): remark-gfm as
 * published 3,839 ms, this where no mark is found 2,328 ms, 1.5 CPU-s of a
 * 37 s build.
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

/**
 * A line that may open a link reference or footnote definition, in any
 * container (`[x]: /url`, `> [^1]: …`, `- [x]: …`). A definition is seen by the
 * whole text, so a text with one cannot be parsed block by block.
 */
export const DEFINITION_LINE = /^[ \t>*+\-\d.)]*\[[^\]]+\]:/m

/**
 * Where a site's Markdown bodies are read, and their trees kept for the
 * renderer: a build's store (generator/markdown/store.ts) reads some ahead on
 * other threads and keeps each block's tree so a text is parsed once. The
 * core keeps nothing: without a store a body is parsed where it is used.
 */
export interface MarkdownStore {
  /** The reading of a body (as readMarkdownBody), made now or taken from one made ahead. */
  read(body: string, firstLine: number): ParsedMarkdown
  /** The tree of a top-level block read with this source, if one is kept; each is taken once. */
  takeBlock(source: string): RootContent | undefined
  /** Whether blocks are kept (a build's store, once it keeps them). */
  keepsTrees(): boolean
}

/**
 * Splits a Markdown body into its top-level blocks (the grain at which a
 * translation is tracked) and checks it. `firstLine` is the line of the
 * body's first line in its file, so every line reported is the file's.
 */
export function readMarkdownBody(body: string, firstLine = 1): ParsedMarkdown {
  return readMarkdownTree(body, firstLine).parsed
}

/** Reads a body as readMarkdownBody does, and gives its tree too (for a store to keep). */
export function readMarkdownTree(body: string, firstLine = 1): { parsed: ParsedMarkdown; tree: Root } {
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
  return { parsed: out, tree }
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

/** A heading of a Markdown text: its level, its text as a reader sees it, and its anchor on the page. */
export interface MarkdownHeading {
  depth: number
  text: string
  id: string
}

/**
 * Gives every heading of `tree` its anchor, as the page shows it: `{#anchor}`
 * when written (taken out of its text), else a slug of its text, unique in the
 * text (github-slugger, as GitHub and Astro make them). Sets each heading's
 * `id` for the renderer and returns the headings in order.
 */
export function assignHeadingIds(tree: Root): MarkdownHeading[] {
  const slugger = new GithubSlugger()
  const out: MarkdownHeading[] = []
  visit(tree, 'heading', (node) => {
    const last = node.children.at(-1)
    const explicit = last?.type === 'text' ? HEADING_ID.exec(last.value)?.[1] : undefined
    if (explicit && last?.type === 'text') last.value = last.value.replace(HEADING_ID, '')
    const text = headingText(node)
    const id = explicit ?? slugger.slug(text)
    node.data = { ...node.data, hProperties: { ...node.data?.hProperties, id } }
    out.push({ depth: node.depth, text, id })
  })
  return out
}
