import type { Element, ElementContent, Root } from 'hast'
import { toJsxRuntime, type Components } from 'hast-util-to-jsx-runtime'
import { toString } from 'hast-util-to-string'
import type { ReactNode } from 'react'
import { Fragment, jsx, jsxs } from 'react/jsx-runtime'
import { isConfigLink } from '../../site/external-links.ts'
import { SmartLink } from '../ui/Link.tsx'
import { Picture } from './Picture.tsx'
import type { MarkdownStore } from '../../site/content/markdown.ts'
import { markdownToHast } from './tree.ts'

/**
 * Markdown rendered by the site's own components: every link is a SmartLink
 * (resolved for the page's language, marked "(en inglés)" on a Spanish page
 * when it leads to English, new tab for `ext:` links), like every other link;
 * every image is the build's encoded files of it (Picture.tsx).
 */
const components: Partial<Components> = {
  a: ({ href, children }) => (
    <SmartLink href={String(href ?? '')} newTab={isConfigLink(String(href ?? ''))}>
      {children}
    </SmartLink>
  ),
  img: ({ src, alt, title }) => <Picture src={String(src ?? '')} alt={String(alt ?? '')} title={title} />,
}

/** React elements of hast content. */
export function renderHast(children: readonly ElementContent[]): ReactNode {
  const root: Root = { type: 'root', children: [...children] }
  return toJsxRuntime(root, { Fragment, jsx, jsxs, components, elementAttributeNameCase: 'react' })
}

/** A Markdown document split where the reader navigates: what comes before the first h2, then one part per h2. */
export interface MarkdownDocument {
  intro: ElementContent[]
  sections: { id: string; heading: ElementContent[]; headingText: string; body: ElementContent[] }[]
}

/** Parses a document's Markdown blocks (joined as one text) into its intro and its h2 sections. */
export function readDocument(blocks: readonly string[], store?: MarkdownStore): MarkdownDocument {
  const hast = markdownToHast(blocks, store)
  const doc: MarkdownDocument = { intro: [], sections: [] }
  for (const node of hast.children as ElementContent[]) {
    if (node.type === 'element' && node.tagName === 'h2') {
      const h2 = node as Element
      doc.sections.push({
        id: String(h2.properties.id),
        heading: h2.children,
        headingText: toString(h2),
        body: [],
      })
    } else if (node.type !== 'text' || node.value.trim()) {
      const part = doc.sections.at(-1)
      ;(part ? part.body : doc.intro).push(node)
    }
  }
  return doc
}
