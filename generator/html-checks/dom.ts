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

/** Inline style elements' bodies: CSS, which no check of the DOM reads. */
const STYLE_BODY = /(<style\b[^>]*>)[\s\S]*?(<\/style>)/g

/**
 * The page's DOM for the checks. parse5 reads a <style> body one character at
 * a time, and an inlined stylesheet is a third of a page: the bodies are left
 * out of the parse (the elements stay), which halves its cost. html-validate
 * still reads the whole page.
 */
export function parsePage(url: string, file: string, html: string): BuiltPage {
  const elements: Element[] = []
  const walk = (node: Node) => {
    if ('tagName' in node) elements.push(node)
    const children = 'childNodes' in node ? node.childNodes : []
    for (const child of children) walk(child)
    if ('content' in node && node.content) walk(node.content as Node)
  }
  walk(parse(html.replace(STYLE_BODY, '$1$2')) as unknown as Node)
  return { url, file, html, elements }
}

/** URL attributes the link check follows, by element. */
const SOURCES: [string, string][] = [
  ['a', 'href'],
  ['link', 'href'],
  ['img', 'src'],
  ['script', 'src'],
  ['source', 'src'],
  ['video', 'src'],
  ['video', 'poster'],
]

/** Head metadata whose content is a URL of the site (social previews read them). */
const META_URLS = new Set(['og:image', 'og:url', 'twitter:image'])

/**
 * What checks across pages need of a page, kept once its DOM is dropped:
 * the ids fragments may point at, every URL it names, its hreflang alternates.
 */
export interface PageFacts {
  url: string
  file: string
  ids: string[]
  /** [element, attribute, value] of every URL attribute (a href, img src, og:image content…). */
  refs: [string, string, string][]
  /** hreflang → href of its <link rel="alternate"> elements. */
  alternates: [string, string][]
}

export function factsOf(page: BuiltPage): PageFacts {
  const ids: string[] = []
  const refs: [string, string, string][] = []
  const alternates: [string, string][] = []
  for (const el of page.elements) {
    const id = attr(el, 'id')
    if (id) ids.push(id)
    if (el.tagName === 'meta') {
      const name = attr(el, 'property') ?? attr(el, 'name')
      const content = attr(el, 'content')
      if (name && META_URLS.has(name) && content) refs.push(['meta', 'content', content])
      continue
    }
    for (const [tag, name] of SOURCES) {
      const value = tag === el.tagName ? attr(el, name) : undefined
      if (value) refs.push([tag, name, value])
    }
    if (el.tagName === 'link' && attr(el, 'rel') === 'alternate' && attr(el, 'hreflang'))
      alternates.push([attr(el, 'hreflang')!, attr(el, 'href')!])
  }
  return { url: page.url, file: page.file, ids, refs, alternates }
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
