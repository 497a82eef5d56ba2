import { walkStringsExcept } from '../../site/copy.ts'
import { textRoots } from '../../site/text.ts'
import { archivedIn } from '../../site/content/documents.ts'
import type { Problem } from '../../site/errors.ts'
import { LANGS, perLanguage, type Lang } from '../../site/lang.ts'
import { literalHint, literalsIn, literalsOf, statementTemplates } from './literals.ts'
import type { Check } from './types.ts'
import { localeFile } from './translations.ts'
import { checkWords, wordsPattern, type LiteralWords } from '../../locales/check-words.ts'

/** A literal figure and the placeholder that says it. */
export interface Literal {
  pattern: RegExp
  placeholder: string
}

const WITHDRAWN_MILLION =
  '(nothing: the "1M+ ads launched" figure counted catalog products as ads and is withdrawn; {campaigns} counts campaigns)'

/**
 * Figures typed into copy in forms other than the one their language writes
 * (literals.ts finds those): "más de 200", "3×", "four platforms", "$ 500",
 * the English form in Spanish copy. Each pattern names the placeholder that
 * says it. The unpublished 297 USD reading must never appear at all. The words
 * of a figure ("más de", "veces", "millón", "cuatro plataformas") are every
 * declared language's LiteralWords (locales/check-words.ts), each language's
 * read in every language's copy, as the signs are.
 */
export function literalPatterns(words: readonly LiteralWords[]): Literal[] {
  const any = (pick: (w: LiteralWords) => readonly string[]) => wordsPattern(words.flatMap(pick))
  const floor = `(\\+\\s?|${any((w) => w.moreThan)}\\s+)`
  const times = any((w) => w.times)
  return [
    { pattern: /(^|[^\w$.])200\+/, placeholder: '{brandsCount}' },
    { pattern: new RegExp(`(^|[^\\w.])${floor}200(?!\\d)`, 'iu'), placeholder: '{brandsCount}' },
    { pattern: new RegExp(`(^|[^\\w.])3\\s+${times}`, 'iu'), placeholder: '{roiBoost}' },
    {
      pattern: new RegExp(`(^|[^\\w.])\\+\\s?1\\s?M(?!\\w)|1\\s+${any((w) => w.million)}`, 'iu'),
      placeholder: WITHDRAWN_MILLION,
    },
    { pattern: /US\$\s?50(?!\d)/, placeholder: '{adSpend}' },
    { pattern: new RegExp(`(^|[^\\w.])${floor}20(?![\\d/])`, 'iu'), placeholder: '{agencies}' },
    { pattern: new RegExp(`(^|[^\\w.])${floor}1[.,]?000(?!\\d)`, 'iu'), placeholder: '{campaigns}' },
    { pattern: new RegExp(`(^|[^\\w.])${floor}250(?!\\d)`, 'iu'), placeholder: '{shopifyStores}' },
    { pattern: new RegExp(`2[.,]3\\s+${times}`, 'iu'), placeholder: '{shopifyRoas}' },
    { pattern: /US\$\s?500(?!\d)/, placeholder: '{price}' },
    { pattern: new RegExp(`24\\s+${any((w) => w.to)}\\s+48`, 'iu'), placeholder: '{firstCampaign}' },
    {
      pattern: new RegExp(`(^|[^\\w.])(?:4|${any((w) => w.four)})\\s+${any((w) => w.platforms)}`, 'iu'),
      placeholder: '{livePlatformCount} (three are live; LinkedIn is coming soon)',
    },
    { pattern: /(^|[^\w.])95\s?%/, placeholder: '{timeSaved}' },
    { pattern: /(^|[^\w.])3\s?[x×](?!\w)/, placeholder: '{roiBoost}' },
    { pattern: /4[.,]9\s?\/\s?5/, placeholder: '{rating}' },
    { pattern: /(^|[^\w.])1M\+/, placeholder: WITHDRAWN_MILLION },
    { pattern: /\$50M\+/, placeholder: '{adSpend}' },
    { pattern: /(^|[^\w.])20\+/, placeholder: '{agencies}' },
    { pattern: /(^|[^\w.])1K\+/, placeholder: '{campaigns}' },
    { pattern: /(^|[^\w.])250\+/, placeholder: '{shopifyStores}' },
    { pattern: /(^|[^\w.])2[.,]3\s?[x×](?!\w)/, placeholder: '{shopifyRoas}' },
    { pattern: /(^|[^\w.])85\s?%/, placeholder: '{shopifyManualWork}' },
    { pattern: /\$\s?500(?!\d)/, placeholder: '{price}' },
    { pattern: /\$\s?7\s?k/i, placeholder: '{mrr}' },
    { pattern: /(^|[^\w.])88\s?%/, placeholder: '{grossMargin}' },
    { pattern: /\$\s?10\s?k/i, placeholder: '{setupFee}' },
    { pattern: /\$\s?5\s?k/i, placeholder: '{licenseFee}' },
    { pattern: /Q1 2026/, placeholder: '{soc2Target}' },
    {
      pattern: /24\/7/,
      placeholder: '(nothing: support replies on business days, {replyTime}; the spec’s "24/7" is not published)',
    },
    {
      pattern: new RegExp(`(^|[^\\w.])(?:30|15)[\\s-]${any((w) => w.minutes)}`, 'iu'),
      placeholder: '{demoLong} or {demoShort}',
    },
    {
      pattern: new RegExp(`(^|[^\\w.])24[\\s-]${any((w) => w.hours)}`, 'iu'),
      placeholder: '{responseHours} or {firstCampaign}',
    },
    { pattern: /24\s?[-–]\s?48/, placeholder: '{firstCampaign}' },
    { pattern: /(^|[^\w.])297(?!\d)/, placeholder: '(nothing: the 297 USD reading is not published)' },
  ]
}

/** The product screens' copy (locales/i18n/<code>/screens.ts), drawn into images as written. */
const SCREENS_NS = 'screens'
const SCREENS_HINT =
  'the product screens draw their copy as written ({placeholders} are not filled in there): give the sample campaign a figure of its own rather than one of site.facts.ts, keeping the screen\'s figures in agreement ("Screens that add up"), then run `npm run screens`'

/** Copy states each figure and configured name through its placeholder, never typed twice. */
export const facts: Check = {
  id: 'facts',
  title: 'Placeholders, not literals',
  summary: (_site) => 'figures, brand, legal name and contact email written as {placeholders}',
  run(ctx) {
    const { site, files } = ctx
    if (!site) return []
    const problems: Problem[] = []
    const literals = perLanguage((lang) => literalsOf(site.placeholders[lang]))
    const typed = literalPatterns(LANGS.map((lang) => checkWords(lang).literals))
    const scan = (lang: Lang, node: unknown, prefix: string, file: (key: string) => string, route: string) =>
      walkStringsExcept(node, prefix, archivedIn(site, lang), (text, key) => {
        const seen = new Set<string>()
        const report = (literal: string, what: string, hint: string) => {
          if (seen.has(literal)) return
          seen.add(literal)
          // A content file's string is named at its line.
          const line = site.content.locate(lang, key)?.line
          problems.push({
            check: 'facts',
            file: file(key),
            ...(line ? { line } : {}),
            route,
            key,
            message: `${what} typed literally (${JSON.stringify(literal)}) in ${lang} copy`,
            // The product screens draw their copy as written: a placeholder there would be drawn as "{name}".
            hint: key.startsWith(`${SCREENS_NS}.`) ? SCREENS_HINT : hint,
          })
        }
        for (const literal of literalsIn(text, literals[lang]))
          report(literal.written, literal.kind, literalHint(literal))
        for (const { pattern, placeholder } of typed) {
          const match = text.match(pattern)
          if (match) report(match[0].trim(), 'figure', `write ${placeholder} so the figure comes from site.facts.ts`)
        }
      })
    for (const lang of LANGS) {
      for (const [ns, node] of textRoots(site, lang)) scan(lang, node, ns, (key) => localeFile(ctx, lang, key), '*')
      scan(lang, statementTemplates(lang), `statements.${lang}`, () => 'locales/statements.ts', '*')
    }
    for (const route of site.manifest.routes)
      for (const lang of LANGS) {
        // A listing's later pages repeat its first page's texts with their number ("Page 297"), which is no
        // figure to take from site.facts.ts: their first page is scanned.
        if (route.origin?.kind === 'listing' && (route.origin.page ?? 1) > 1) continue
        // An entry's search texts are its own fields, scanned with the copy above at their file and line.
        if (route.origin?.kind === 'entry') continue
        const seoEntry = route.seo[lang]
        if (seoEntry)
          scan(
            lang,
            { title: seoEntry.title, description: seoEntry.description, keywords: seoEntry.keywords },
            `seo.${lang}`,
            () => files.manifest,
            route.path,
          )
      }
    return problems
  },
}
