/**
 * A word-level diff of two English texts (the one a translation was made
 * from, and the one now), for the check's message and the HTML report.
 */

export interface DiffPart {
  op: 'same' | 'removed' | 'added'
  text: string
}

/** Words (with inner apostrophes and hyphens, `{placeholders}`), runs of whitespace, single punctuation marks. */
const tokens = (text: string) => text.match(/\s+|[\p{L}\p{N}{}_]+(?:['’-][\p{L}\p{N}{}_]+)*|\S/gu) ?? []

const isSpace = (text: string) => /^\s+$/.test(text)

/** A shared word says more than a shared space: keeping words aligned gives the diff a reader expects. */
const weight = (token: string) => (isSpace(token) ? 1 : 4)

/** Heaviest-common-subsequence diff of two token lists (texts are a few sentences at most). */
function diffTokens(a: string[], b: string[]): DiffPart[] {
  const n = a.length
  const m = b.length
  const lcs: number[][] = Array.from({ length: n + 1 }, () => new Array<number>(m + 1).fill(0))
  for (let i = n - 1; i >= 0; i--)
    for (let j = m - 1; j >= 0; j--)
      lcs[i]![j] = Math.max(a[i] === b[j] ? lcs[i + 1]![j + 1]! + weight(a[i]!) : 0, lcs[i + 1]![j]!, lcs[i]![j + 1]!)
  const parts: DiffPart[] = []
  let i = 0
  let j = 0
  while (i < n || j < m) {
    if (i < n && j < m && a[i] === b[j] && lcs[i]![j] === lcs[i + 1]![j + 1]! + weight(a[i]!)) {
      parts.push({ op: 'same', text: a[i]! })
      i++
      j++
    } else if (j < m && (i === n || lcs[i]![j + 1]! >= lcs[i + 1]![j]!)) parts.push({ op: 'added', text: b[j++]! })
    else parts.push({ op: 'removed', text: a[i++]! })
  }
  return parts
}

/** Whitespace that both sides of a change begin (or end) with, which belongs outside it. */
function sharedSpace(removed: string, added: string, pattern: RegExp): string {
  const sides = [removed, added].filter((s) => s !== '')
  if (sides.length === 0) return ''
  const spaces = sides.map((s) => pattern.exec(s)?.[0] ?? '')
  return spaces.every((s) => s !== '' && s === spaces[0]) ? spaces[0]! : ''
}

/**
 * The diff as parts. Within each changed stretch the removed text comes
 * first, then the added text; a space between two changed words belongs to
 * the change ("[-tells you-]{+reports+}", not three fragments), and a space
 * at its edge stays outside it ("what worked {+and why+}.").
 */
export function wordDiff(before: string, after: string): DiffPart[] {
  const raw = diffTokens(tokens(before), tokens(after))
  const out: DiffPart[] = []
  const same = (text: string) => {
    if (text === '') return
    const last = out[out.length - 1]
    if (last?.op === 'same') last.text += text
    else out.push({ op: 'same', text })
  }
  let removed = ''
  let added = ''
  const flush = () => {
    const lead = sharedSpace(removed, added, /^\s+/)
    if (lead) [removed, added] = [removed.slice(lead.length), added.slice(lead.length)]
    const trail = sharedSpace(removed, added, /\s+$/)
    if (trail) [removed, added] = [removed.slice(0, -trail.length), added.slice(0, -trail.length)]
    same(lead)
    if (removed) out.push({ op: 'removed', text: removed })
    if (added) out.push({ op: 'added', text: added })
    same(trail)
    removed = added = ''
  }
  raw.forEach((part, index) => {
    if (part.op === 'removed') removed += part.text
    else if (part.op === 'added') added += part.text
    else if ((removed || added) && isSpace(part.text) && raw[index + 1] && raw[index + 1]!.op !== 'same') {
      // A space between two changed words: part of the change, on both sides that have text.
      if (removed) removed += part.text
      if (added) added += part.text
    } else {
      flush()
      same(part.text)
    }
  })
  flush()
  return out
}

/** Plain-text rendering, as `git diff --word-diff=plain` writes it: [-removed-]{+added+}. */
export function formatWordDiff(parts: DiffPart[]): string {
  if (parts.every((p) => p.op === 'same')) return `${parts.map((p) => p.text).join('')} (only spacing changed)`
  return parts.map((p) => (p.op === 'same' ? p.text : p.op === 'removed' ? `[-${p.text}-]` : `{+${p.text}+}`)).join('')
}
