import { localeDir } from '../../locales/paths.ts'
import { langOfUrl } from '../../site/routes.ts'
import { DEFAULT_LANG, type Lang } from '../../site/lang.ts'
import { HTML_LANG } from '../../site/lang-tags.ts'
import { TRANSLATED_LANGS } from '../../site/translated-langs.ts'
import { languageName } from '../translations/record.ts'
import { ancestorAttr, attr, type Element } from './dom.ts'
import { problemAt, type HtmlCheck } from './types.ts'

/** One form of a number a language tag never writes, with the form it writes. */
interface WrongForm {
  pattern: RegExp
  what: string
  fix: string
}

/**
 * The forms of a number that Intl.NumberFormat(tag) never writes, each with
 * the form it writes, from what Intl writes for the tag. For es-419 (the
 * Spanish pages): a decimal point, a comma between thousands, "%" without a
 * space and CLDR's times "5:00 p.m."; Spain's forms (es-ES: "4,9", "12.500",
 * "95 %", "p. m.") are the usual slip. A tag with a decimal comma (pt-BR:
 * "4,9", "12.500") is held to its own forms the same way.
 */
function wrongFormsOf(tag: string): WrongForm[] {
  const parts = new Intl.NumberFormat(tag).formatToParts(12345.6)
  const decimal = parts.find((p) => p.type === 'decimal')?.value ?? '.'
  const group = parts.find((p) => p.type === 'group')?.value ?? ','
  // Examples as es-419 writes them, each in the tag's separators: "4.9", "US$18.20".
  const written = (...examples: string[]) =>
    examples.map((e) => `"${e.replace(/[.,]/g, (c) => (c === '.' ? decimal : group))}"`).join(', ')
  const other = (sign: string) => (sign === '.' ? ',' : '.')
  const esc = (sign: string) => (sign === '.' ? '\\.' : sign)
  const forms: WrongForm[] = []
  if (decimal === '.' || decimal === ',')
    forms.push({
      // "4,9", "US$18,20", "3,0" under a decimal point: the other sign before one, two or four+ digits is a decimal.
      pattern: new RegExp(`\\d+${esc(other(decimal))}(?:\\d{1,2}|\\d{4,})(?!\\d)`, 'g'),
      what: `a decimal ${other(decimal) === ',' ? 'comma' : 'point'}`,
      fix: `a decimal ${decimal === '.' ? 'point' : 'comma'} (${written('4.9', 'US$18.20')})`,
    })
  if ((group === ',' || group === '.') && group !== decimal)
    forms.push({
      // "12.500", "US$8.412" under a comma between thousands: the other sign before exactly three digits.
      pattern: new RegExp(`\\d+${esc(other(group))}\\d{3}(?![\\d${esc(other(group))}])`, 'g'),
      what: `a ${other(group) === '.' ? 'point' : 'comma'} between thousands`,
      fix: `a ${group === ',' ? 'comma' : 'point'} between thousands (${written('12,500', 'US$8,412')})`,
    })
  if (!/\d\s%/u.test(new Intl.NumberFormat(tag, { style: 'percent' }).format(0.95)))
    forms.push({
      pattern: /\d+(?:[.,]\d+)?[\s\u00a0\u202f]%/g,
      what: 'a space before "%"',
      fix: 'the sign right after the number ("95%")',
    })
  if (new Intl.NumberFormat(tag).format(5000) !== '5000')
    forms.push({
      // "US$3840", "5000": the tag groups every number from a thousand on. Not a year, a time, or an
      // identifier ("act_28410937", "ID 7219 4406 8812": digits joined to letters or in spaced groups).
      pattern: /US\$\d{4,}|(?<![\d.,:/#_\p{L}-]|\d )(?!(?:19|20)\d\d(?!\d))\d{4,}(?![\d.,:/_\p{L}]| \d)/gu,
      what: `a number of four digits or more without its thousands ${group === ',' ? 'comma' : 'point'}`,
      fix: `a ${group === ',' ? 'comma' : 'point'} between thousands (${written('US$3,840', '5,000')})`,
    })
  const time = new Intl.DateTimeFormat(tag, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }).format(
    Date.UTC(2020, 0, 1, 17),
  )
  if (time.includes('p.m.'))
    forms.push({
      pattern: /\b[ap]\. m\./g,
      what: 'Spain’s "a. m."/"p. m."',
      fix: '"a.m."/"p.m." ("5:00 p.m.")',
    })
  return forms
}

/** One number in a form the page's language tag does not write. */
export interface NumberIssue {
  /** The number as written. */
  text: string
  what: string
  fix: string
}

const FORMS = new Map<string, WrongForm[]>()

/** Every number of `text` that Intl.NumberFormat(tag) would write otherwise. */
export function numberIssues(text: string, tag: string): NumberIssue[] {
  if (!FORMS.has(tag)) FORMS.set(tag, wrongFormsOf(tag))
  const issues: NumberIssue[] = []
  for (const { pattern, what, fix } of FORMS.get(tag)!)
    for (const match of text.matchAll(pattern)) issues.push({ text: match[0], what, fix })
  return issues
}

/** Attributes whose values a visitor or a screen reader reads. */
const READ_ATTRIBUTES = ['alt', 'aria-label', 'title', 'placeholder']

/** The <meta> whose content is words: the search and social texts (not sizes, hashes or the viewport). */
const WORDED_META = /^(description|keywords|og:title|og:description|og:image:alt|twitter:title|twitter:description)$/

/** Where the words of an element come from, for the fix. */
const sourcesOf = (lang: Lang) =>
  `the ${languageName(lang)} copy (${localeDir(lang)}/) or the figure’s formatting (locales/format.ts, ${HTML_LANG[lang]})`

/** Whether an element's nearest `lang` is the page's language (its code or tag), or says nothing. */
const inLanguage = (marked: string | undefined, lang: Lang) =>
  marked === undefined || marked === lang || marked === HTML_LANG[lang] || marked.startsWith(`${lang}-`)

/**
 * Numbers on the pages of every language but the default as
 * Intl.NumberFormat(<its tag>) writes them (Spanish, es-419: "4.9", "95%",
 * "12,500", "US$18.20", "5:00 p.m."), in the text, the attributes a visitor
 * or a search engine reads and the JSON-LD; text in another language inside
 * the page (the body of /es/story, marked lang="en") is left alone. The
 * Spanish product screens are held by tests/unit/generator/screens.test.ts and
 * the end-to-end pages test.
 */
export const numberForms: HtmlCheck = {
  id: 'es-numbers',
  title: `${TRANSLATED_LANGS.map(languageName).join(' and ')} numbers in ${TRANSLATED_LANGS.map((lang) => HTML_LANG[lang]).join(' and ')} form`,
  page(page) {
    const lang = langOfUrl(page.url)
    if (lang === DEFAULT_LANG) return []
    const tag = HTML_LANG[lang]
    const seen = new Set<string>()
    const report = (el: Element, where: string, text: string) =>
      numberIssues(text, tag).flatMap((issue) => {
        if (seen.has(issue.text)) return []
        seen.add(issue.text)
        return [
          problemAt(
            page,
            'es-numbers',
            where,
            `"${issue.text}" is written with ${issue.what}, which ${tag} does not write (<${el.tagName}>: ${JSON.stringify(text.trim().slice(0, 120))})`,
            `write ${issue.fix}: in ${sourcesOf(lang)}`,
          ),
        ]
      })
    return page.elements.flatMap((el) => {
      if (el.tagName === 'style' || (el.tagName === 'script' && attr(el, 'type') !== 'application/ld+json')) return []
      if (!inLanguage(ancestorAttr(el, 'lang'), lang)) return []
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
