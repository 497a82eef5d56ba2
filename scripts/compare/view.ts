/**
 * What a page shows, reduced to what can be compared between two builds:
 * its visible text, its head and its structured data. Pure (htmlparser2).
 */
import { isDeepStrictEqual } from 'node:util'
import { parseDocument } from 'htmlparser2'
import type { ChildNode, Element } from 'domhandler'

export interface PageView {
  /** The text of <body> a reader gets, whitespace folded (no script, style or template). */
  text: string
  /**
   * title, meta and link elements of <head>, one line each, attributes sorted; the policy meta is
   * left out (its hashes follow the client bundle's file name, which any change of the bundle moves).
   */
  head: string[]
  /** Each JSON-LD document, parsed. */
  structuredData: unknown[]
}

const SKIPPED = new Set(['script', 'style', 'template', 'noscript'])
/** Elements whose text is never run together with the text beside them. */
const INLINE = new Set([
  'a',
  'abbr',
  'b',
  'bdi',
  'bdo',
  'cite',
  'code',
  'data',
  'dfn',
  'em',
  'i',
  'kbd',
  'mark',
  'q',
  's',
  'samp',
  'small',
  'span',
  'strong',
  'sub',
  'sup',
  'time',
  'u',
  'var',
])
const isElement = (n: ChildNode): n is Element => n.type === 'tag' || n.type === 'script' || n.type === 'style'

function text(nodes: readonly ChildNode[]): string {
  return nodes
    .map((n) => {
      if (n.type === 'text') return n.data
      if (isElement(n) && !SKIPPED.has(n.name)) return INLINE.has(n.name) ? text(n.children) : ` ${text(n.children)} `
      return ''
    })
    .join('')
}

function find(nodes: readonly ChildNode[], name: string): Element | undefined {
  for (const n of nodes) {
    if (!isElement(n)) continue
    if (n.name === name) return n
    const inner = find(n.children, name)
    if (inner) return inner
  }
  return undefined
}

/** Character references are decoded by the parser; the text is what a reader sees. */
export function pageView(html: string): PageView {
  const doc = parseDocument(html, { decodeEntities: true })
  const head = find(doc.children, 'head')
  const body = find(doc.children, 'body')
  const view: PageView = {
    text: text(body?.children ?? [])
      .replace(/\s+/g, ' ')
      .trim(),
    head: [],
    structuredData: [],
  }
  for (const n of head?.children ?? []) {
    if (!isElement(n)) continue
    if (n.name === 'script' && n.attribs.type === 'application/ld+json')
      view.structuredData.push(JSON.parse(text(n.children)))
    else if (n.name === 'title') view.head.push(`<title>${text(n.children).trim()}</title>`)
    else if (
      (n.name === 'meta' || n.name === 'link') &&
      n.attribs['http-equiv']?.toLowerCase() !== 'content-security-policy'
    )
      view.head.push(
        `<${n.name} ${Object.entries(n.attribs)
          .sort(([a], [b]) => (a < b ? -1 : 1))
          .map(([k, v]) => `${k}="${v}"`)
          .join(' ')}>`,
      )
  }
  return view
}

/** Where two texts first differ, with a little of each around it. */
function firstDifference(a: string, b: string): string {
  let i = 0
  while (i < a.length && i < b.length && a[i] === b[i]) i++
  const around = (s: string) => JSON.stringify(s.slice(Math.max(0, i - 40), i + 60))
  return `at character ${i}: before ${around(a)}, after ${around(b)}`
}

/** The differences between two views, one line per part that differs (empty when they are the same). */
export function compareViews(before: PageView, after: PageView): string[] {
  const out: string[] = []
  if (before.text !== after.text) out.push(`text differs ${firstDifference(before.text, after.text)}`)
  const removed = before.head.filter((t) => !after.head.includes(t))
  const added = after.head.filter((t) => !before.head.includes(t))
  for (const t of removed) out.push(`head: only before: ${t}`)
  for (const t of added) out.push(`head: only after: ${t}`)
  // Structured data by document type: one added, one removed, or one that differs.
  const typeOf = (doc: unknown) => String((doc as { '@type'?: unknown })['@type'])
  const byType = (docs: unknown[]) => new Map(docs.map((d) => [typeOf(d), d]))
  const [a, b] = [byType(before.structuredData), byType(after.structuredData)]
  for (const [type, doc] of a)
    if (!b.has(type)) out.push(`structured data: only before: ${type}`)
    else if (!isDeepStrictEqual(doc, b.get(type)))
      out.push(`structured data: ${type} differs ${firstDifference(JSON.stringify(doc), JSON.stringify(b.get(type)))}`)
  for (const type of b.keys()) if (!a.has(type)) out.push(`structured data: only after: ${type}`)
  return out
}
