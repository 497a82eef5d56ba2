/**
 * The inline markup copy may carry: `**bold**` and `[label](href)`. One
 * grammar, read by the renderer (RichText), the structured data (plain
 * text) and the link check. Pure: safe anywhere.
 */
export type RichToken =
  { kind: 'text'; text: string } | { kind: 'bold'; text: string } | { kind: 'link'; text: string; href: string }

const TOKEN = /\*\*(.+?)\*\*|\[([^\]]+)\]\(([^)\s]+)\)/g

/** Splits a copy string into text, bold and link tokens, in order. */
export function parseRichText(text: string): RichToken[] {
  const out: RichToken[] = []
  let last = 0
  for (const match of text.matchAll(TOKEN)) {
    if (match.index > last) out.push({ kind: 'text', text: text.slice(last, match.index) })
    if (match[1] !== undefined) out.push({ kind: 'bold', text: match[1] })
    else out.push({ kind: 'link', text: match[2]!, href: match[3]! })
    last = match.index + match[0].length
  }
  if (last < text.length) out.push({ kind: 'text', text: text.slice(last) })
  return out
}

/** The text a reader sees: markup removed. */
export function plainText(text: string): string {
  return parseRichText(text)
    .map((t) => t.text)
    .join('')
}

/** Every `[label](href)` target of a copy string. */
export function linksIn(text: string): string[] {
  return parseRichText(text).flatMap((t) => (t.kind === 'link' ? [t.href] : []))
}
