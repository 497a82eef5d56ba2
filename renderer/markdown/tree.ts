/**
 * A Markdown text (site/content/markdown.ts) as a hast tree the site's
 * components render: headings with ids, callouts, quotes with their source,
 * tables with their caption and row headers, in the markup the long
 * documents have always had. Server-only.
 */
import type { Element, ElementContent, Root as HastRoot, Text } from 'hast'
import type { Root, RootContent, Table } from 'mdast'
import { toHast } from 'mdast-util-to-hast'
import { toString } from 'hast-util-to-string'
import { visit } from 'unist-util-visit'
import { assignHeadingIds, DEFINITION_LINE, parseMarkdown, type MarkdownStore } from '../../site/content/markdown.ts'

const CALLOUT = /^\[!NOTE\]\s*/
const CAPTION = /^Table:\s*/

const isText = (node: unknown): node is Text => (node as Text)?.type === 'text'

/** A blockquote opening with `[!NOTE]` becomes a callout. */
function callouts(tree: Root) {
  visit(tree, 'blockquote', (node) => {
    const first = node.children[0]
    const text = first?.type === 'paragraph' ? first.children[0] : undefined
    if (text?.type === 'text' && CALLOUT.test(text.value)) {
      text.value = text.value.replace(CALLOUT, '')
      node.data = { ...node.data, hName: 'div', hProperties: { role: 'note', className: ['callout'] } }
    }
  })
}

/** A paragraph `Table: …` right before a table is its caption. */
function captions(tree: Root): Map<Table, string> {
  const out = new Map<Table, string>()
  visit(tree, 'table', (node, index, parent) => {
    const p = index !== undefined && index > 0 ? parent?.children[index - 1] : undefined
    if (p?.type !== 'paragraph') return
    const text = p.children
    if (text.length === 1 && text[0]!.type === 'text' && CAPTION.test(text[0]!.value)) {
      out.set(node, text[0]!.value.replace(CAPTION, '').trim())
      parent!.children.splice(index! - 1, 1)
      // The table moved up one: go on with what follows it.
      return index
    }
  })
  return out
}

const el = (tagName: string, properties: Element['properties'], children: ElementContent[]): Element => ({
  type: 'element',
  tagName,
  properties,
  children,
})

/** The hast of a table: caption, column and row headers, in a box that scrolls on a narrow screen. */
function table(node: Element, caption: string | undefined): Element {
  const [thead, tbody] = node.children.filter((c): c is Element => c.type === 'element')
  for (const th of thead?.children ?? [])
    for (const cell of th.type === 'element' ? th.children : [])
      if (cell.type === 'element') cell.properties = { ...cell.properties, scope: 'col', align: undefined }
  for (const tr of tbody?.children ?? [])
    if (tr.type === 'element') {
      const cells = tr.children.filter((c): c is Element => c.type === 'element')
      cells.forEach((cell, i) => {
        if (i === 0) {
          cell.tagName = 'th'
          cell.properties = { ...cell.properties, scope: 'row' }
        }
        cell.properties = { ...cell.properties, align: undefined }
      })
    }
  if (caption) node.children.unshift(el('caption', {}, [{ type: 'text', value: caption }]))
  return el('section', { className: ['overflow-x-auto'], ariaLabel: caption, tabIndex: 0 }, [node])
}

/** A blockquote whose last paragraph starts with "— " is a figure whose caption names the source. */
function quote(node: Element): Element {
  const blocks = node.children.filter((c): c is Element => c.type === 'element')
  const last = blocks.at(-1)
  const first = last?.tagName === 'p' ? last.children[0] : undefined
  if (!last || blocks.length < 2 || !isText(first) || !first.value.startsWith('— ')) return node
  node.children = node.children.filter((c) => c !== last)
  return el('figure', {}, [
    node,
    el('figcaption', { className: ['mt-2', 'text-sm', 'font-medium', 'text-slate-600'] }, [
      { type: 'text', value: toString(last) },
    ]),
  ])
}

/** Replaces, bottom-up, the tables and quotes of a hast tree by the site's markup for them. */
function finish(tree: HastRoot, tableCaptions: Map<Element, string>) {
  const found: { node: Element; index: number; parent: { children: unknown[] } }[] = []
  visit(tree, 'element', (node, index, parent) => {
    if ((node.tagName === 'table' || node.tagName === 'blockquote') && parent && index !== undefined)
      found.push({ node, index, parent: parent as { children: unknown[] } })
  })
  // Found in document order, replaced last first: a quote inside a quote is made before the one around it.
  for (const { node, index, parent } of found.reverse())
    parent.children[index] = node.tagName === 'table' ? table(node, tableCaptions.get(node)) : quote(node)
}

/**
 * The tree of a text given as its top-level blocks, as `parseMarkdown` gives
 * it for the blocks joined by a blank line. In a build, the blocks read while
 * loading the site are taken as they were read, from the site's store
 * (generator/markdown/store.ts), and
 * only the others (a block with a placeholder filled) are parsed: top-level
 * blocks a blank line apart parse alike alone or together, unless the text
 * defines a link reference or a footnote, which the whole text sees; such a
 * text is parsed whole (tests/unit/generator/markdown-store.test.ts holds both).
 */
export function parseBlocks(blocks: readonly string[], store?: MarkdownStore): Root {
  const text = blocks.join('\n\n')
  if (!store?.keepsTrees() || DEFINITION_LINE.test(text)) return parseMarkdown(text)
  const children: RootContent[] = []
  for (const block of blocks) {
    const kept = store.takeBlock(block)
    if (kept) children.push(kept)
    else children.push(...parseMarkdown(block).children)
  }
  return { type: 'root', children }
}

/** The hast of a Markdown text (its top-level blocks), as the site renders it. `{placeholders}` must be filled before. */
export function markdownToHast(blocks: readonly string[], store?: MarkdownStore): HastRoot {
  const tree = parseBlocks(blocks, store)
  assignHeadingIds(tree)
  callouts(tree)
  const mdCaptions = captions(tree)
  // mdast-util-to-hast keeps no link from a table's hast to its mdast: mark tables in order.
  const ordered: (string | undefined)[] = []
  visit(tree, 'table', (n) => {
    ordered.push(mdCaptions.get(n))
  })
  const hast = toHast(tree) as HastRoot
  const hastCaptions = new Map<Element, string>()
  const tables: Element[] = []
  visit(hast, 'element', (n) => {
    if (n.tagName === 'table') tables.push(n)
  })
  tables.forEach((t, i) => {
    const caption = ordered[i]
    if (caption) hastCaptions.set(t, caption)
  })
  finish(hast, hastCaptions)
  return hast
}
