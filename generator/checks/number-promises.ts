import { NO_NUMBER_PROMISES } from '../../site.claims.ts'
import { STATEMENT_FIGURES } from '../../locales/statements.ts'
import { placeholdersOf, walkStrings } from '../../site/copy.ts'
import { archivedIn } from '../../site/content/documents.ts'
import type { Problem } from '../../site/errors.ts'
import { escapeRegExp } from '../../site/escape.ts'
import type { Lang } from '../../site/lang.ts'
import { figuresOnPage } from '../../site/page-figures.ts'
import { textAt } from '../../site/text.ts'
import { scanVisitorStrings } from './claim-words.ts'
import { checkWords, wordsPattern } from '../../locales/check-words.ts'
import type { Check } from './types.ts'
import { localeFile } from './translations.ts'

/** A phrase as a whole, in any case, any spacing between its words and either apostrophe. */
const phrasePattern = (phrase: string) =>
  new RegExp(
    `(?<![\\p{L}\\p{N}])${phrase
      .trim()
      .split(/\s+/)
      .map((word) => escapeRegExp(word).replace(/['’]/g, "['’]"))
      .join('\\s+')}(?![\\p{L}\\p{N}])`,
    'iu',
  )

const compiled = new Map<string, RegExp>()

/** The words of `text` that say it promises no number (NO_NUMBER_PROMISES in site.claims.ts), if any. */
export function promisesNoNumber(
  text: string,
  lang: Lang,
  phrases: readonly string[] = NO_NUMBER_PROMISES[lang] ?? [],
): string | undefined {
  for (const phrase of phrases) {
    let pattern = compiled.get(phrase)
    if (!pattern) compiled.set(phrase, (pattern = phrasePattern(phrase)))
    const match = pattern.exec(text)
    if (match) return match[0]
  }
  return undefined
}

/**
 * A figure typed in a text of `lang`: an amount, or a number followed by a sign ("3x", "95%") or by the
 * language's word for times ("2.3 veces", CHECK_WORDS in locales/check-words.ts), once per language.
 */
const literalFigures = new Map<Lang, RegExp>()
function literalFigure(lang: Lang): RegExp {
  let pattern = literalFigures.get(lang)
  if (!pattern)
    literalFigures.set(
      lang,
      (pattern = new RegExp(
        `(?:US)?\\$\\s?\\d[\\d.,]*|(?<![\\p{L}\\p{N}])\\d[\\d.,]*\\s?(?:x|×|%|${wordsPattern(checkWords(lang).literals.times)})(?![\\p{L}\\p{N}])`,
        'giu',
      )),
    )
  return pattern
}

/**
 * The figures `text` (in `lang`) states: each placeholder of a measured figure ({roiBoost}), each
 * statement built on one ({typicalResult} states {roasTypical}), and each figure typed as a number.
 */
export function figuresIn(text: string, measured: ReadonlySet<string>, lang: Lang): string[] {
  const named = placeholdersOf(text).flatMap((name) => {
    if (measured.has(name)) return [`{${name}}`]
    const inside = (STATEMENT_FIGURES[name] ?? []).filter((f) => measured.has(f))
    return inside.length > 0 ? [`{${name}} (states ${inside.map((f) => `{${f}}`).join(', ')})`] : []
  })
  return [...named, ...[...text.matchAll(literalFigure(lang))].map((m) => `"${m[0].trim()}"`)]
}

const HINT =
  'keep one of the two: drop the words that promise no number, or the figure; to speak of results, say what customers generally achieve with its basis, e.g. "Results depend on your product, offer and budget. {typicalResult}." (locales/GLOSSARY.md, "Results")'

/**
 * No text or page says it promises no number and then states one (issue 53): a text that
 * says "we don't promise a number" ("no prometemos una cifra"…, NO_NUMBER_PROMISES in
 * site.claims.ts) holds no figure, neither a measured figure's placeholder, nor a statement built
 * on one, nor a number typed as a multiple, a percentage or an amount; and a page whose text says
 * it shows no measured figure anywhere else (figuresOnPage, what its "How we measure these
 * figures" note lists).
 */
export const numberPromises: Check = {
  id: 'number-promises',
  title: 'No-number promises kept',
  summary: (_site) => 'no text or page that says it promises no number states one',
  run(ctx) {
    const { site } = ctx
    if (!site) return []
    const measured = new Set(ctx.facts.measured.map((m) => m.placeholder))
    const problems: Problem[] = []
    // A text that says it and states a figure itself: named once, wherever it is shown.
    const reported = new Set<string>()
    scanVisitorStrings(ctx, (lang, where, route, key, text) => {
      const said = promisesNoNumber(text, lang)
      if (!said) return
      const figures = figuresIn(text, measured, lang)
      if (figures.length === 0) return
      reported.add(`${lang} ${key}`)
      problems.push({
        check: 'number-promises',
        ...where(),
        route,
        key,
        message: `"${said}" in ${lang} copy, and the same text states ${figures.join(', ')}: ${JSON.stringify(text)}`,
        hint: HINT,
      })
    })
    // A text that says it on a page that shows a measured figure elsewhere.
    for (const page of site.pages) {
      const lang = page.contentLang
      const skip = archivedIn(site, lang)
      for (const section of page.route.sections)
        walkStrings(textAt(site, lang, section.copy), section.copy, (text, key) => {
          if (skip(key) || reported.has(`${lang} ${key}`)) return
          const said = promisesNoNumber(text, lang)
          if (!said) return
          const figures = figuresOnPage(site, page).map((m) => `{${m.placeholder}}`)
          if (figures.length === 0) return
          const line = site.content.locate(lang, key)?.line
          problems.push({
            check: 'number-promises',
            file: localeFile(ctx, lang, key),
            ...(line ? { line } : {}),
            route: page.url,
            key,
            message: `"${said}" in ${lang} copy, on a page that states ${figures.join(', ')}: ${JSON.stringify(text)}`,
            hint: HINT,
          })
        })
    }
    return problems
  },
}
