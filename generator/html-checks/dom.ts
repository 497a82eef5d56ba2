import { Parser } from 'htmlparser2'

/** An element of a built page, with the parts of parse5's tree the checks read (names lowercased, values decoded). */
export interface Element {
  nodeName: string
  tagName: string
  attrs: { name: string; value: string }[]
  childNodes: Node[]
  parentNode: Element | null
}
interface Text {
  nodeName: '#text'
  value: string
  parentNode: Element | null
}
type Node = Element | Text

/** A parsed built page. */
export interface BuiltPage {
  /** URL path, e.g. "/es/features/" ("/404" for 404.html). */
  url: string
  /** dist-relative file, e.g. "es/features/index.html". */
  file: string
  html: string
  elements: Element[]
}

const FOREIGN = new Set(['svg', 'math'])

/** Inline style elements' bodies: CSS, which no check of the DOM reads. */
const STYLE_BODY = /(<style\b[^>]*>)[\s\S]*?(<\/style>)/g

/**
 * The page's elements for the checks, in document order, each with its
 * attributes (the first of a repeated name, as the HTML standard keeps),
 * children and parent. htmlparser2 reads a page in about half the time
 * parse5 took; on a well-formed page (html-validate, run on every page, fails
 * the build on any other) both give the same tree, and a unit test holds them
 * equal on every page of the site. Inline style bodies are left out of the
 * parse (the elements stay): CSS, which no check reads.
 */
export function parsePage(url: string, file: string, html: string): BuiltPage {
  const elements: Element[] = []
  const roots: Node[] = []
  // Open elements, innermost last, each with whether it is in <svg> or <math> (where names keep
  // their case: viewBox) and whether the parser made it (a tbody around a row put straight in a table).
  const stack: { el: Element; foreign: boolean; implied: boolean }[] = []
  // A <template>'s children are its content, which parse5 keeps apart: no parent, not in the template's text.
  const contents = new Map<Element, Node[]>()
  const where = () => {
    const el = stack.at(-1)?.el
    if (!el) return { list: roots, parent: null }
    const content = contents.get(el)
    return content ? { list: content, parent: null } : { list: el.childNodes, parent: el }
  }
  const start = (name: string, attribs: Record<string, string>, implied = false) => {
    const foreign = FOREIGN.has(name) || (stack.at(-1)?.foreign ?? false)
    const { list, parent } = where()
    const attrs: Element['attrs'] = []
    for (const [key, value] of Object.entries(attribs)) {
      const name = foreign ? key : key.toLowerCase()
      // The first of a repeated name is kept (HREF after href is dropped), as the HTML standard keeps it.
      if (!attrs.some((a) => a.name === name)) attrs.push({ name, value })
    }
    const el: Element = { nodeName: name, tagName: name, attrs, childNodes: [], parentNode: parent }
    list.push(el)
    elements.push(el)
    if (name === 'template') contents.set(el, [])
    stack.push({ el, foreign, implied })
  }
  const parser = new Parser(
    {
      onopentag(name, attribs) {
        if (name === 'tr' && stack.at(-1)?.el.tagName === 'table') start('tbody', {}, true)
        start(name, attribs)
      },
      onclosetag(name) {
        if (stack.at(-1)?.implied && name !== 'tbody') stack.pop()
        stack.pop()
      },
      ontext(value) {
        const { list, parent } = where()
        const last = list.at(-1)
        if (last?.nodeName === '#text') (last as Text).value += value
        else list.push({ nodeName: '#text', value, parentNode: parent })
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: false },
  )
  parser.end(html.replace(STYLE_BODY, '$1$2'))
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
/** The head metadata naming the page's social image. */
export const SOCIAL_IMAGE_META = ['og:image', 'twitter:image'] as const

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
  /** og:image and twitter:image → content, as the page has them (each once at most). */
  socialImages: [string, string][]
}

export function factsOf(page: BuiltPage): PageFacts {
  const ids: string[] = []
  const refs: [string, string, string][] = []
  const alternates: [string, string][] = []
  const socialImages: [string, string][] = []
  for (const el of page.elements) {
    const id = attr(el, 'id')
    if (id) ids.push(id)
    if (el.tagName === 'meta') {
      const name = attr(el, 'property') ?? attr(el, 'name')
      const content = attr(el, 'content')
      if (name && META_URLS.has(name) && content) refs.push(['meta', 'content', content])
      if (name && (SOCIAL_IMAGE_META as readonly string[]).includes(name)) socialImages.push([name, content ?? ''])
      continue
    }
    for (const [tag, name] of SOURCES) {
      const value = tag === el.tagName ? attr(el, name) : undefined
      if (value) refs.push([tag, name, value])
    }
    // Each candidate of a srcset is a file the browser may fetch: "a.avif 480w, b.avif 768w".
    const srcset = el.tagName === 'source' || el.tagName === 'img' ? attr(el, 'srcset') : undefined
    for (const candidate of srcset?.split(',') ?? []) {
      const url = candidate.trim().split(/\s+/)[0]
      if (url) refs.push([el.tagName, 'srcset', url])
    }
    if (el.tagName === 'link' && attr(el, 'rel') === 'alternate' && attr(el, 'hreflang'))
      alternates.push([attr(el, 'hreflang')!, attr(el, 'href')!])
  }
  return { url: page.url, file: page.file, ids, refs, alternates, socialImages }
}

export const attr = (el: Element, name: string): string | undefined => el.attrs.find((a) => a.name === name)?.value

/** Text content of an element. */
export function textOf(el: Element): string {
  let out = ''
  const walk = (node: Node) => {
    if (node.nodeName === '#text') out += (node as Text).value
    else for (const c of (node as Element).childNodes) walk(c)
  }
  walk(el)
  return out
}

/** The value of an attribute on the element or its nearest ancestor that has it (e.g. `lang`). */
export function ancestorAttr(el: Element, name: string): string | undefined {
  let node: Element | null = el
  while (node) {
    const value = attr(node, name)
    if (value !== undefined) return value
    node = node.parentNode
  }
  return undefined
}
