import { localeDir } from '../../locales/paths.ts'
import { langOfUrl } from '../../site/routes.ts'
import { ancestorAttr, attr, type Element } from './dom.ts'
import { problemAt, type HtmlCheck } from './types.ts'

/**
 * Forms of a number that Intl.NumberFormat('es-419') never writes (the pages
 * declare es-419: decimal point, comma between thousands, "%" without a
 * space; CLDR's es-419 times read "5:00 p.m."), each with the form it writes.
 * Spain's forms (es-ES: "4,9", "12.500", "95 %", "p. m.") are the usual slip.
 */
const WRONG_FORMS: { pattern: RegExp; what: string; fix: string }[] = [
  {
    // "4,9", "US$18,20", "3,0": a comma before one, two or four+ digits is a decimal comma.
    pattern: /\d+,(?:\d{1,2}|\d{4,})(?!\d)/g,
    what: 'a decimal comma',
    fix: 'a decimal point ("4.9", "US$18.20")',
  },
  {
    // "12.500", "US$8.412": a point before exactly three digits is Spain's thousands separator.
    pattern: /\d+\.\d{3}(?![\d.])/g,
    what: 'a point between thousands',
    fix: 'a comma between thousands ("12,500", "US$8,412")',
  },
  {
    pattern: /\d+(?:[.,]\d+)?[\s\u00a0\u202f]%/g,
    what: 'a space before "%"',
    fix: 'the sign right after the number ("95%")',
  },
  {
    // "US$3840", "5000": es-419 groups every number from a thousand on. Not a year, a time, or an
    // identifier ("act_28410937", "ID 7219 4406 8812": digits joined to letters or in spaced groups).
    pattern: /US\$\d{4,}|(?<![\d.,:/#_\p{L}-]|\d )(?!(?:19|20)\d\d(?!\d))\d{4,}(?![\d.,:/_\p{L}]| \d)/gu,
    what: 'a number of four digits or more without its thousands comma',
    fix: 'a comma between thousands ("US$3,840", "5,000")',
  },
  {
    pattern: /\b[ap]\. m\./g,
    what: 'Spain’s "a. m."/"p. m."',
    fix: '"a.m."/"p.m." ("5:00 p.m.")',
  },
]

/** One number in a form es-419 does not write. */
export interface SpanishNumberIssue {
  /** The number as written. */
  text: string
  what: string
  fix: string
}

/** Every number of `text` that Intl.NumberFormat('es-419') would write otherwise. */
export function spanishNumberIssues(text: string): SpanishNumberIssue[] {
  const issues: SpanishNumberIssue[] = []
  for (const { pattern, what, fix } of WRONG_FORMS)
    for (const match of text.matchAll(pattern)) issues.push({ text: match[0], what, fix })
  return issues
}

/** Attributes whose values a visitor or a screen reader reads. */
const READ_ATTRIBUTES = ['alt', 'aria-label', 'title', 'placeholder']

/** The <meta> whose content is words: the search and social texts (not sizes, hashes or the viewport). */
const WORDED_META = /^(description|keywords|og:title|og:description|og:image:alt|twitter:title|twitter:description)$/

/** Where the words of an element come from, for the fix. */
const SOURCES = `the Spanish copy (${localeDir('es')}/) or the figure’s formatting (locales/format.ts, es-419)`

/**
 * Numbers on Spanish pages as Intl.NumberFormat('es-419') writes them
 * ("4.9", "95%", "12,500", "US$18.20", "5:00 p.m."), in the text, the
 * attributes a visitor or a search engine reads and the JSON-LD; English
 * text inside a Spanish page (the body of /es/story, marked lang="en") is
 * left alone. The Spanish product screens are held by
 * tests/unit/generator/es-numbers.test.ts and the end-to-end pages test.
 */
export const spanishNumbers: HtmlCheck = {
  id: 'es-numbers',
  title: 'Spanish numbers in es-419 form',
  page(page) {
    if (langOfUrl(page.url) !== 'es') return []
    const seen = new Set<string>()
    const report = (el: Element, where: string, text: string) =>
      spanishNumberIssues(text).flatMap((issue) => {
        if (seen.has(issue.text)) return []
        seen.add(issue.text)
        return [
          problemAt(
            page,
            'es-numbers',
            where,
            `"${issue.text}" is written with ${issue.what}, which es-419 does not write (<${el.tagName}>: ${JSON.stringify(text.trim().slice(0, 120))})`,
            `write ${issue.fix}: in ${SOURCES}`,
          ),
        ]
      })
    return page.elements.flatMap((el) => {
      if (el.tagName === 'style' || (el.tagName === 'script' && attr(el, 'type') !== 'application/ld+json')) return []
      if (ancestorAttr(el, 'lang')?.startsWith('en')) return []
      const own = el.childNodes
        .filter((n): n is Extract<typeof n, { nodeName: '#text' }> => n.nodeName === '#text')
        .map((n) => n.value)
        .join(' ')
      const where = el.tagName === 'script' ? 'JSON-LD' : `<${el.tagName}> text`
      return [
        ...(own.trim() ? report(el, where, own) : []),
        ...READ_ATTRIBUTES.flatMap((name) => {
          const value = attr(el, name)
          return value ? report(el, `<${el.tagName} ${name}>`, value) : []
        }),
        ...(el.tagName === 'meta' && WORDED_META.test(attr(el, 'name') ?? attr(el, 'property') ?? '')
          ? report(el, `<meta ${attr(el, 'name') ?? attr(el, 'property')}>`, attr(el, 'content') ?? '')
          : []),
      ]
    })
  },
}
