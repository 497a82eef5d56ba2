import { parse, type DefaultTreeAdapterMap } from 'parse5'

export type Element = DefaultTreeAdapterMap['element']
type Node = DefaultTreeAdapterMap['node']

/** A parsed built page. */
export interface BuiltPage {
  /** URL path, e.g. "/es/features/" ("/404" for 404.html). */
  url: string
  /** dist-relative file, e.g. "es/features/index.html". */
  file: string
  html: string
  elements: Element[]
}

export function parsePage(url: string, file: string, html: string): BuiltPage {
  const elements: Element[] = []
  const walk = (node: Node) => {
    if ('tagName' in node) elements.push(node)
    const children = 'childNodes' in node ? node.childNodes : []
    for (const child of children) walk(child)
    if ('content' in node && node.content) walk(node.content as Node)
  }
  walk(parse(html) as unknown as Node)
  return { url, file, html, elements }
}

export const attr = (el: Element, name: string): string | undefined => el.attrs.find((a) => a.name === name)?.value

/** Text content of an element. */
export function textOf(el: Element): string {
  let out = ''
  const walk = (node: Node) => {
    if (node.nodeName === '#text') out += (node as { value: string }).value
    if ('childNodes' in node) for (const c of node.childNodes) walk(c)
  }
  walk(el as Node)
  return out
}

/** The value of an attribute on the element or its nearest ancestor that has it (e.g. `lang`). */
export function ancestorAttr(el: Element, name: string): string | undefined {
  let node: Element | null = el
  while (node) {
    const value = attr(node, name)
    if (value !== undefined) return value
    const parent = node.parentNode as Element | null
    node = parent && 'tagName' in parent ? parent : null
  }
  return undefined
}
