import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Problem } from '../../site/errors.ts'
import { escapeRegExp } from '../../site/escape.ts'
import { LANGS, type Lang } from '../../site/lang.ts'
import { LANGUAGE_NAME } from '../../site/lang-tags.ts'
import { scanVisitorStrings, stemOf } from './claim-words.ts'
import type { Check } from './types.ts'

/** The glossary translators and writers follow, beside the locales. */
export const GLOSSARY = 'locales/GLOSSARY.md'

/** A word to avoid in one language, with the glossary's term for it there. */
export interface AvoidedWord {
  word: string
  /** The row's term ("Audience"), and what the glossary writes in this language ("público"). */
  term: string
  use: string
}

/**
 * The words to avoid per language, read off the "Terms" table of the glossary: its column
 * "Avoid in <language>" (backticked words), beside the columns "Term" and "<language>". A language
 * without such a column has nothing to avoid.
 */
export function avoidedWords(markdown: string): Map<Lang, AvoidedWord[]> {
  const out = new Map<Lang, AvoidedWord[]>(LANGS.map((lang) => [lang, []]))
  const at = markdown.indexOf('## Terms')
  if (at < 0) return out
  const rows = markdown
    .slice(at)
    .split('\n')
    .filter((line) => line.startsWith('|') && !/^\|\s*-/.test(line))
  const cellsOf = (row: string) => row.split('|').map((c) => c.trim())
  const header = cellsOf(rows[0] ?? '')
  for (const lang of LANGS) {
    const avoid = header.indexOf(`Avoid in ${LANGUAGE_NAME[lang]}`)
    const use = header.indexOf(LANGUAGE_NAME[lang])
    if (avoid < 0) continue
    for (const row of rows.slice(1)) {
      const cells = cellsOf(row)
      for (const [, word] of (cells[avoid] ?? '').matchAll(/`([^`]+)`/g))
        out.get(lang)!.push({ word: word!, term: cells[header.indexOf('Term')] ?? '', use: cells[use] ?? '' })
    }
  }
  return out
}

/** A word or phrase as a whole: no letter or digit may touch either end; any case. */
const wholePhrase = (word: string) =>
  new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(word).replace(/\s+/g, '\\s+')}(?![\\p{L}\\p{N}])`, 'iu')

/**
 * No visitor-facing string uses a word the glossary says to avoid in its language ("audiencia" for
 * "público", "ROI" where the site says ROAS): the copy, the content files, the statements and the
 * search texts, as the claim-word check walks them. A translator's slip fails the check and the
 * build, naming the file, the key and the glossary's word.
 */
export const glossaryTerms: Check = {
  id: 'glossary-terms',
  title: 'Glossary words',
  summary: () => `no visitor string uses a word ${GLOSSARY} says to avoid in its language`,
  run(ctx) {
    // public/ sits at the repository's root, beside locales/.
    const file = join(ctx.publicDir, '..', GLOSSARY)
    if (!existsSync(file)) return []
    const words = avoidedWords(readFileSync(file, 'utf8'))
    // Each word's pattern is compiled when a string first holds its first token (stemOf, claim-words.ts).
    const compiled = new Map<string, RegExp>()
    const patternOf = (word: string) => compiled.get(word) ?? compiled.set(word, wholePhrase(word)).get(word)!
    const patterns = new Map(
      [...words].map(([lang, list]) => [lang, list.map((w) => ({ ...w, stem: stemOf(w.word) }))]),
    )
    const problems: Problem[] = []
    scanVisitorStrings(ctx, (lang, where, route, key, text) => {
      // What a visitor reads of it: its placeholders filled, not a heading's anchor ({#id}) nor a link's address.
      const values = ctx.site?.placeholders[lang] ?? {}
      const read = text
        .replace(/\s*\{#[\w-]+\}/g, '')
        .replace(/\]\([^)]*\)/g, ']')
        .replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole)
      const lower = read.toLowerCase()
      for (const w of patterns.get(lang) ?? []) {
        if (!lower.includes(w.stem)) continue
        const match = patternOf(w.word).exec(read)
        if (!match) continue
        const [start, end] = [match.index, match.index + match[0].length]
        const context = `${start > 50 ? '…' : ''}${read.slice(Math.max(0, start - 50), end + 50).trim()}${end + 50 < read.length ? '…' : ''}`
        problems.push({
          check: 'glossary-terms',
          ...where(),
          route,
          key,
          message: `"${match[0]}" in ${LANGUAGE_NAME[lang]} copy, a word ${GLOSSARY} says to avoid: "${context}"`,
          hint: w.use
            ? `write what the glossary uses for "${w.term}": ${w.use} (${GLOSSARY}, Terms)`
            : `reword it without "${w.word}" (${GLOSSARY}, Terms: ${w.term})`,
        })
      }
    })
    return problems
  },
}
