import { CLAIM_WORD_FIXES, CLAIM_WORDS, wordedClaims } from '../../site.claims.ts'
import { walkStrings, walkStringsExcept } from '../../site/copy.ts'
import { textRoots } from '../../site/text.ts'
import type { Problem } from '../../site/errors.ts'
import type { WordedClaim } from '../../site/schema/claims.ts'
import { LANGS, type Lang } from '../../site/lang.ts'
import { STATEMENT_NAMES } from './literals.ts'
import type { Check, CheckContext } from './types.ts'
import { localeFile } from './translations.ts'
import { escapeRegExp } from '../../site/escape.ts'
import { archivedIn } from '../../site/content/documents.ts'

const escape = escapeRegExp

/**
 * A claim word as written in the list, its plural forms included: each word
 * of it may take "s" or "es" ("account managers", "gerentes de cuenta",
 * "garantizados"), and the words of a phrase may be apart by any spacing. The
 * list names the base form once, so a plural cannot slip past it.
 */
const inflected = (word: string) =>
  word
    .trim()
    .split(/\s+/)
    .map((token) => escape(token) + (/\p{L}$/u.test(token) ? '(?:e?s)?' : ''))
    .join('\\s+')

/** A claim word as a whole word or phrase: no letter or digit may touch either end (made once per word). */
const patterns = new Map<string, RegExp>()
const wordPattern = (word: string) => {
  let pattern = patterns.get(word)
  if (!pattern) {
    pattern = new RegExp(`(?<![\\p{L}\\p{N}])${inflected(word)}(?![\\p{L}\\p{N}])`, 'giu')
    patterns.set(word, pattern)
  }
  return pattern
}

/**
 * What a string must hold, in lower case, for a word's pattern to match it: the word's longest token
 * (a plural adds to a token, and "no strings attached" is passed over by "strings", not by "no").
 * A substring test is how most strings (those with no claim word) are passed over: compiling a
 * pattern of letter classes with case folding (\p{L}, the `iu` flags) costs milliseconds a word, and
 * the first check of a process compiled one per word of the list (glossary-terms and claim-words:
 * 430 ms of a 1 s check, measured 2026-11-30; now only the words a string may hold are compiled).
 * toLowerCase folds the case of every letter these lists are written in (Latin, with accents).
 */
export const stemOf = (word: string) =>
  word
    .trim()
    .split(/\s+/)
    .reduce((a, b) => (b.length > a.length ? b : a))
    .toLowerCase()

/** Each word of a list with its stem, made once per list. */
const stemmed = new WeakMap<readonly string[], { word: string; stem: string }[]>()
const stemsOf = (words: readonly string[]) => {
  let list = stemmed.get(words)
  if (!list) {
    list = words.map((word) => ({ word, stem: stemOf(word) }))
    stemmed.set(words, list)
  }
  return list
}

/** One claim word in one string that no basis entry covers. */
export interface UnbackedClaim {
  word: string
  /** The word as the list writes it ("account manager" for "Account managers"), for its fix. */
  listed: string
  /** The words around it, for the message. */
  context: string
}

/**
 * The claim words `text` uses outside every phrase of `claims`: a word is
 * covered where it sits inside one of the entries' phrases of that language
 * (matched without regard to case).
 */
export function unbackedClaims(
  text: string,
  words: readonly string[],
  claims: readonly WordedClaim[],
  lang: Lang,
): UnbackedClaim[] {
  // Most strings hold no claim word: a substring test finds the words a string may hold (stemOf), and only
  // those are matched with their pattern and checked for a basis.
  const lower = text.toLowerCase()
  const candidates = stemsOf(words)
    .filter(({ stem }) => lower.includes(stem))
    .map(({ word }) => word)
  if (candidates.length === 0) return []
  const covered: [number, number][] = []
  for (const claim of claims)
    // A language a claim has no phrases in covers nothing there (the check "Values in every language" names it).
    for (const phrase of claim.phrases[lang] ?? []) {
      const p = phrase.toLowerCase()
      for (let at = lower.indexOf(p); at !== -1; at = lower.indexOf(p, at + 1)) covered.push([at, at + p.length])
    }
  const found: UnbackedClaim[] = []
  // A word the list names in two forms ("guarantee", "guarantees") is one claim where it stands.
  const reported = new Set<number>()
  for (const word of candidates)
    for (const match of text.matchAll(wordPattern(word))) {
      const start = match.index
      const end = start + match[0].length
      if (covered.some(([a, b]) => a <= start && end <= b) || reported.has(start)) continue
      reported.add(start)
      const context = text.slice(Math.max(0, start - 40), Math.min(text.length, end + 40)).trim()
      found.push({
        word: match[0],
        listed: word,
        context: `${start > 40 ? '…' : ''}${context}${end + 40 < text.length ? '…' : ''}`,
      })
    }
  return found
}

const HINT =
  'reword it to what the site can show, or add an entry to wordedClaims in site.claims.ts whose phrases include the words around it and whose basis says what makes it true (decisions: locales/GLOSSARY.md, "Claims")'

/** Where a string is written, found only for a problem: its file and, in a content file, its line. */
export type Where = () => { file: string; line?: number }

/** Every visitor-facing string a claim word may hide in: the copy, the statements and the search texts. */
export function scanVisitorStrings(
  ctx: CheckContext,
  visit: (lang: Lang, where: Where, route: string, key: string, text: string) => void,
) {
  const { site } = ctx
  if (!site) return
  for (const lang of LANGS) {
    for (const [ns, node] of textRoots(site, lang))
      walkStringsExcept(node, ns, archivedIn(site, lang), (text, key) =>
        visit(
          lang,
          () => {
            const line = site.content.locate(lang, key)?.line
            return { file: localeFile(ctx, lang, key), ...(line ? { line } : {}) }
          },
          '*',
          key,
          text,
        ),
      )
    // Statements as visitors read them: "Account access is {onboarding}" says "instant" only once filled in.
    for (const name of STATEMENT_NAMES) {
      const text = site.placeholders[lang][name]
      if (text !== undefined)
        visit(lang, () => ({ file: 'locales/statements.ts' }), '*', `statements.${lang}.${name}`, text)
    }
  }
  for (const route of site.manifest.routes) {
    // An entry's search texts are its own fields (title, description, keywords), walked with the copy
    // above at their file and line: the manifest does not write them.
    if (route.origin?.kind === 'entry') continue
    for (const lang of LANGS) {
      const seo = route.seo[lang]
      if (seo)
        walkStrings(
          { title: seo.title, description: seo.description, keywords: seo.keywords },
          `seo.${lang}`,
          (text, key) => visit(lang, () => ({ file: ctx.files.manifest }), route.path, key, text),
        )
    }
  }
}

/**
 * Words a lawyer reads as a promise ("official partner", "24/7", "guarantee",
 * CLAIM_WORDS in site.claims.ts) appear only where a basis entry covers them:
 * a phrase of wordedClaims that says what makes the claim true, or that the
 * words deny it ("we do not guarantee").
 */
export const claimWords: Check = {
  id: 'claim-words',
  title: 'Claim words and their basis',
  summary: (_site) => 'every claim word ("official partner", "24/7", "guarantee"…) sits in a claim with a basis',
  run(ctx) {
    const problems: Problem[] = []
    scanVisitorStrings(ctx, (lang, where, route, key, text) => {
      for (const claim of unbackedClaims(text, CLAIM_WORDS[lang] ?? [], wordedClaims, lang)) {
        // A cliché or a replaced wording has no basis to add: the check says what to write instead.
        const fix = CLAIM_WORD_FIXES[lang]?.[claim.listed]
        problems.push({
          check: 'claim-words',
          ...where(),
          route,
          key,
          message: fix
            ? `"${claim.word}" in ${lang} copy, a wording the site does not use: "${claim.context}"`
            : `claim word "${claim.word}" without a basis entry, in ${lang} copy: "${claim.context}"`,
          hint: fix ? `${fix} (locales/GLOSSARY.md; CLAIM_WORD_FIXES in site.claims.ts)` : HINT,
        })
      }
    })
    return problems
  },
}
