/**
 * Spell-checks visitor strings with cspell, each declared language against
 * its dictionary in locales/spelling/dictionaries.ts (English against en-US,
 * Spanish against es-ES), with the project word lists in locales/spelling/.
 * English is also checked for British spellings, which the en-US dictionary
 * accepts (british.ts).
 */
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import {
  finalizeSettings,
  getDefaultSettings,
  getDictionary,
  mergeSettings,
  spellCheckDocument,
  type CSpellUserSettings,
} from 'cspell-lib'
import { LANGS, type Lang } from '../../site/lang.ts'
import { SPELLING, type SpellingDictionary } from '../../locales/spelling/dictionaries.ts'
import { britishSpellings } from './british.ts'
import { proseOf, type VisitorString } from './collect.ts'

const require = createRequire(import.meta.url)

export interface SpellingProblem {
  lang: Lang
  file: string
  key: string
  word: string
  message: string
  hint: string
}

/**
 * Words of the configured names (brand, legal name), lowercase, with the
 * placeholder that writes them: an unknown word that is one of them is copy
 * typing configuration, and the fix is the placeholder, not the word list.
 */
export function configuredNames(config: { brand: string; legalName: string }): Map<string, string> {
  const names = new Map<string, string>()
  const add = (text: string, placeholder: string) => {
    for (const word of text.split(/[^\p{L}\p{N}]+/u).filter(Boolean))
      if (!names.has(word.toLowerCase())) names.set(word.toLowerCase(), placeholder)
  }
  add(config.brand, '{brand}')
  add(config.legalName, '{legalName}')
  return names
}

/** Words of a list file: one a line, `#` starts a comment. */
export function readWordList(file: string): string[] {
  return readFileSync(file, 'utf8')
    .split('\n')
    .map((line) => line.replace(/#.*/, '').trim())
    .filter(Boolean)
}

/** The project word lists (names everywhere; per-language extras). */
export function projectWords(root: string, lang: Lang): string[] {
  const dir = join(root, 'locales/spelling')
  return [...readWordList(join(dir, 'names.txt')), ...readWordList(join(dir, `${lang}-words.txt`))]
}

/** The package a dictionary's import is in: "@cspell/dict-pt-br/cspell-ext.json" → "@cspell/dict-pt-br". */
export const packageOf = (specifier: string): string =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/')

/** Whether a dictionary's import resolves: its package is installed. */
function installed(dictionary: SpellingDictionary): boolean {
  if (!dictionary.import) return true
  try {
    require.resolve(dictionary.import)
    return true
  } catch {
    return false
  }
}

function settingsFor(dictionary: SpellingDictionary, words: string[]): CSpellUserSettings {
  return {
    import: dictionary.import ? [require.resolve(dictionary.import)] : [],
    language: dictionary.locale,
    words,
  }
}

/** Spell-checks strings of one language as one document; issues map back to their string. */
async function checkLanguage(
  lang: Lang,
  dictionary: SpellingDictionary,
  strings: VisitorString[],
  words: string[],
  names: ReadonlyMap<string, string>,
): Promise<SpellingProblem[]> {
  if (strings.length === 0) return []
  const starts: number[] = []
  let text = ''
  for (const s of strings) {
    starts.push(text.length)
    text += `${proseOf(s.text).replace(/\n/g, ' ')}\n`
  }
  const owner = (offset: number) => {
    let lo = 0
    let hi = starts.length - 1
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1
      if (starts[mid]! <= offset) lo = mid
      else hi = mid - 1
    }
    return strings[lo]!
  }
  const result = await spellCheckDocument(
    { uri: `file:///visitor-strings.${lang}.txt`, text, languageId: 'plaintext', locale: dictionary.locale },
    { generateSuggestions: false, noConfigSearch: true },
    settingsFor(dictionary, words),
  )
  const problems: SpellingProblem[] = result.issues.map((issue) => {
    const s = owner(issue.offset)
    const placeholder = names.get(issue.text.toLowerCase())
    if (placeholder)
      return {
        lang,
        file: s.file,
        key: s.key,
        word: issue.text,
        message: `"${issue.text}" is a configured name typed into copy`,
        hint: `write ${placeholder} instead: the deploy config sets it (every placeholder: docs/placeholders.md); do not add it to a word list`,
      }
    return {
      lang,
      file: s.file,
      key: s.key,
      word: issue.text,
      message: `unknown ${dictionary.name} word "${issue.text}"`,
      hint: `fix the spelling; a brand, product or person's name goes in locales/spelling/names.txt, a correct ${dictionary.name} word the dictionary lacks in locales/spelling/${lang}-words.txt`,
    }
  })
  if (dictionary.americanOnly) {
    const base = await getDefaultSettings()
    const us = await getDictionary(finalizeSettings(mergeSettings(base, { dictionaries: ['en_us'], words })))
    const isAmerican = (w: string) => us.has(w)
    const british: SpellingProblem[] = []
    // An archived document keeps the British spellings it was published with: neither rule reports them.
    const kept = new Set<string>()
    for (const s of strings)
      for (const b of britishSpellings(proseOf(s.text), isAmerican))
        if (s.archived) kept.add(`${s.key}\u0000${b.word}`)
        else
          british.push({
            lang,
            file: s.file,
            key: s.key,
            word: b.word,
            message: `British spelling "${b.word}" in English copy`,
            hint: `write the US spelling "${b.american}"`,
          })
    // A British word the dictionary also lacks is reported once, as British.
    const seen = new Set([...kept, ...british.map((b) => `${b.key}\u0000${b.word}`)])
    return [...problems.filter((p) => !seen.has(`${p.key}\u0000${p.word}`)), ...british]
  }
  return problems
}

/**
 * Every spelling problem of the given strings. `root` holds locales/spelling/;
 * `names` are the configured names (`configuredNames`), reported with their placeholder.
 */
export async function spellCheck(
  strings: VisitorString[],
  root: string,
  names: ReadonlyMap<string, string> = new Map(),
): Promise<SpellingProblem[]> {
  const out: SpellingProblem[] = []
  for (const lang of LANGS) {
    const dictionary = SPELLING[lang]
    if (!dictionary) {
      out.push({
        lang,
        file: 'locales/spelling/dictionaries.ts',
        key: `SPELLING.${lang}`,
        word: '',
        message: `"${lang}" is declared but has no spelling dictionary`,
        hint: `add ${lang} to SPELLING there (its locale, its name, the cspell dictionary package it imports)`,
      })
      continue
    }
    if (!installed(dictionary)) {
      // A language's dictionary added to SPELLING before its package is installed (a dev dependency).
      const name = packageOf(dictionary.import!)
      out.push({
        lang,
        file: 'package.json',
        key: `devDependencies["${name}"]`,
        word: '',
        message: `the ${dictionary.name} spelling dictionary SPELLING.${lang} imports (${dictionary.import}) is not installed`,
        hint: `npm install --save-dev --save-exact ${name} (it adds it to package.json and package-lock.json)`,
      })
      continue
    }
    out.push(
      ...(await checkLanguage(
        lang,
        dictionary,
        strings.filter((s) => s.lang === lang),
        projectWords(root, lang),
        names,
      )),
    )
  }
  return out
}
