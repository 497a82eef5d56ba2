/**
 * A word-level diff of two English texts (the one a translation was made
 * from, and the one now), for the check's message and the HTML report.
 */

export interface DiffPart {
  op: 'same' | 'removed' | 'added'
  text: string
}

/** The words of a text (whitespace only separates them: copy strings are single lines). */
const words = (text: string) => text.split(/\s+/).filter((t) => t !== '')

/** Longest-common-subsequence diff of two token lists (texts are a few sentences at most). */
function diffTokens(a: string[], b: string[]): DiffPart[] {
  const n = a.length
  const m = b.length
  const lcs: number[][] = Array.from({ length: n + 1 }, () => new Array<number>(m + 1).fill(0))
  for (let i = n - 1; i >= 0; i--)
    for (let j = m - 1; j >= 0; j--)
      lcs[i]![j] = a[i] === b[j] ? lcs[i + 1]![j + 1]! + 1 : Math.max(lcs[i + 1]![j]!, lcs[i]![j + 1]!)
  const parts: DiffPart[] = []
  let i = 0
  let j = 0
  while (i < n || j < m) {
    if (i < n && j < m && a[i] === b[j]) {
      parts.push({ op: 'same', text: a[i]! })
      i++
      j++
    } else if (j < m && (i === n || lcs[i]![j + 1]! >= lcs[i + 1]![j]!)) parts.push({ op: 'added', text: b[j++]! })
    else parts.push({ op: 'removed', text: a[i++]! })
  }
  return parts
}

/**
 * The diff as parts, words joined by single spaces: within each changed
 * stretch the removed words come first, then the added ones
 * ("[-plans in-] {+drafts within+}", not four fragments).
 */
export function wordDiff(before: string, after: string): DiffPart[] {
  const out: DiffPart[] = []
  let removed: string[] = []
  let added: string[] = []
  const flush = () => {
    if (removed.length) out.push({ op: 'removed', text: removed.join(' ') })
    if (added.length) out.push({ op: 'added', text: added.join(' ') })
    removed = []
    added = []
  }
  for (const part of diffTokens(words(before), words(after))) {
    if (part.op === 'removed') removed.push(part.text)
    else if (part.op === 'added') added.push(part.text)
    else {
      flush()
      const last = out[out.length - 1]
      if (last?.op === 'same') last.text += ` ${part.text}`
      else out.push({ ...part })
    }
  }
  flush()
  return out
}

/** Plain-text rendering, as `git diff --word-diff=plain` writes it: [-removed-] {+added+}. */
export function formatWordDiff(parts: DiffPart[]): string {
  if (parts.every((p) => p.op === 'same')) return `${parts.map((p) => p.text).join(' ')} (only spacing changed)`
  return parts.map((p) => (p.op === 'same' ? p.text : p.op === 'removed' ? `[-${p.text}-]` : `{+${p.text}+}`)).join(' ')
}
