/**
 * The build's Markdown store (site/content/markdown.ts's MarkdownStore): the
 * speed machinery of reading the site's texts, kept out of the core and the
 * renderer, which only call it through the site they are handed.
 *
 * - Readings made ahead: every lane parses a share of the bodies
 *   (generator/prerender/read-ahead.ts) and hands the readings to the others,
 *   so the site's load takes them instead of parsing.
 * - Block trees: the top-level blocks read while loading are kept for the
 *   renderer by their source, so a page's text is parsed once per build, not
 *   once to load and once to render (at 1,000 entries, about 5 s of CPU). The
 *   renderer takes each at most once, since it changes the tree it is given.
 *   A block with a placeholder is not kept: the renderer sees it filled.
 *
 * A text's blocks are kept serialized (node:v8), outside the JavaScript heap,
 * and turned back into trees when the renderer first takes one of them: at
 * 10,000 entries the trees of every text would otherwise stay on each lane's
 * heap for the whole build, and every collection would walk them.
 */
import type { Root, RootContent } from 'mdast'
import { visit } from 'unist-util-visit'
import { deserialize, serialize } from 'node:v8'
import { placeholdersOf } from '../../site/copy.ts'
import {
  DEFINITION_LINE,
  readMarkdownTree,
  type MarkdownBlock,
  type MarkdownStore,
  type ParsedMarkdown,
} from '../../site/content/markdown.ts'

interface KeptText {
  /** The blocks' trees, serialized, until one is taken. */
  bytes: Uint8Array | undefined
  blocks: RootContent[] | undefined
}
const blockTrees = new Map<string, { text: KeptText; index: number }[]>()
let keeping = false

/** Readings made ahead, by this thread or given by another, by their body's line and text. */
const readings = new Map<string, ParsedMarkdown>()
const readingKey = (body: string, firstLine: number) => `${firstLine}\n${body}`

/** Starts keeping the block trees of every text this thread reads, for the renderer. */
export function keepMarkdownTrees(): void {
  keeping = true
}

/** Forgets the trees and readings kept and stops keeping them (a build's pages are all rendered). */
export function forgetMarkdownTrees(): void {
  keeping = false
  blockTrees.clear()
  readings.clear()
}

/** Drops every node's position (a kept tree's are lines of its file, not of the text it is rendered from). */
function withoutPositions(tree: Root): void {
  visit(tree, (node) => {
    delete node.position
  })
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

/** The tree of a top-level block read with this source, if one is kept, and forgets it; otherwise undefined. */
function takeBlock(source: string): RootContent | undefined {
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

/** Reads a body, keeping its blocks when this thread keeps trees. */
function read(body: string, firstLine: number): ParsedMarkdown {
  const key = readingKey(body, firstLine)
  const known = readings.get(key)
  if (known) {
    // The site is loaded once per thread: a reading made ahead is used once, then let go.
    readings.delete(key)
    return known
  }
  const { parsed, tree } = readMarkdownTree(body, firstLine)
  if (keeping) keepBlocks(serializeBlocks(tree), parsed.blocks)
  return parsed
}

/** This thread's store, handed to the site it loads (generator/site.ts). */
export const buildMarkdownStore: MarkdownStore = { read, takeBlock, keepsTrees: () => keeping }

/**
 * A Markdown body read ahead of the site's load (generator/prerender/read-ahead.ts):
 * its reading and its blocks' trees, serialized. Plain data: it crosses threads by copy.
 */
export interface MarkdownReading {
  key: string
  parsed: ParsedMarkdown
  blocks: Uint8Array
}

/**
 * Reads Markdown bodies ahead of the site's load: the load takes these
 * readings instead of parsing. What comes back is for the build's other
 * threads (adoptMarkdownReadings), which read other bodies meanwhile.
 */
export function readAhead(bodies: readonly { body: string; firstLine: number }[]): MarkdownReading[] {
  return bodies.map(({ body, firstLine }) => {
    const key = readingKey(body, firstLine)
    const { parsed, tree } = readMarkdownTree(body, firstLine)
    const blocks = serializeBlocks(tree)
    readings.set(key, parsed)
    if (keeping) keepBlocks(blocks, parsed.blocks)
    return { key, parsed, blocks }
  })
}

/** Takes the readings another thread made of the same files (and, in a build, keeps their trees for the renderer). */
export function adoptMarkdownReadings(given: readonly MarkdownReading[]): void {
  for (const { key, parsed, blocks } of given) {
    readings.set(key, parsed)
    if (keeping) keepBlocks(blocks, parsed.blocks)
  }
}
