import { existsSync } from 'node:fs'
import {
  getPath,
  interpolate,
  STUB_MARKER,
  isUntranslated,
  untranslatedMarker,
  UnknownPlaceholderError,
  walkStrings,
} from '../../site/copy.ts'
import { textAt } from '../../site/text.ts'
import { acceptTargetsCommand } from '../translations/explain.ts'
import type { Problem } from '../../site/errors.ts'
import { fieldIssues, nearestName } from '../../site/schema/issues.ts'
import { SECTIONS } from '../../site/schema/sections/index.ts'
import { DEFAULT_LANG, LANGS, type Lang } from '../../site/lang.ts'
import { LANGUAGE_NAME } from '../../site/lang-tags.ts'
import type { CheckContext, Check } from './types.ts'
import { listingOfKey } from '../../site/content/listings.ts'
import { CHROME_COPY, pageLanguages } from './page-languages.ts'
import englishOnly from '../../locales/english-only/index.ts'
import { ENGLISH_ONLY_DIR, localeDir, localeFile as namespaceFile } from '../../locales/paths.ts'

/** The route of a problem in shared copy (navigation, footer, consent): every page of its language. */
const EVERY_PAGE = '*'

const ENGLISH_ONLY_NAMESPACES = new Set(Object.keys(englishOnly))

/** The file of each English-only document or page (locales/english-only/index.ts imports them), by copy key. */
const ENGLISH_ONLY_FILES: readonly [prefix: string, file: string][] = [
  ['legal.privacy', 'privacy.ts'],
  ['legal.terms', 'terms.ts'],
  ['legal.security', 'security.ts'],
  ['story.document', 'story.ts'],
  ['vs.madgicx', 'vs-madgicx.ts'],
  ['solutions.aiMediaBuyer', 'ai-media-buyer.ts'],
  ['solutions.shopify', 'shopify.ts'],
]

/** The locale file a copy key lives in, for messages. */
export function localeFile(ctx: CheckContext, lang: Lang, key: string): string {
  // A content file's text: the file (with its line), or for missing Spanish the file it belongs in.
  const located = ctx.site?.content.locate(lang, key)
  if (located) return located.file
  if (ctx.site && listingOfKey(ctx.site.content.collections, key)) return ctx.files.manifest
  const translation = lang !== DEFAULT_LANG ? ctx.site?.content.translationOf(key, lang) : undefined
  if (translation) return translation.file
  const ns = key.split('.')[0]!
  const guess = namespaceFile(lang, ns)
  if (existsSync(guess)) return guess
  if (lang === DEFAULT_LANG && ENGLISH_ONLY_NAMESPACES.has(ns)) {
    const file = ENGLISH_ONLY_FILES.find(([prefix]) => key === prefix || key.startsWith(`${prefix}.`))?.[1]
    return file ? `${ENGLISH_ONLY_DIR}/${file}` : `${ENGLISH_ONLY_DIR}/ (${ns})`
  }
  return ctx.files.locales[lang]
}

/** The fix of a text a page uses and a language lacks: the content file to write, or the key to add to locales/. */
function missingHint(ctx: CheckContext, lang: Lang, key: string): string {
  const translation = lang !== DEFAULT_LANG ? ctx.site?.content.translationOf(key, lang) : undefined
  const original = ctx.site?.content.locate(DEFAULT_LANG, key)?.file
  if (translation && original)
    return `write ${translation.file}, the ${LANG_NAME[lang]} of ${original} (its blocks and fields in the same order), then run \`${acceptTargetsCommand(lang, [translation.recordKey.split('.')[0]!])}\``
  return lang !== DEFAULT_LANG
    ? `add "${key}" to ${localeDir(lang)} (same keys as ${LANG_NAME[DEFAULT_LANG]})`
    : `add "${key}" to locales/`
}

/** The line of a content file's string, for messages. */
function lineOf(ctx: CheckContext, lang: Lang, key: string): { line?: number } {
  const line = ctx.site?.content.locate(lang, key)?.line
  return line ? { line } : {}
}

const LANG_NAME = LANGUAGE_NAME

/** Problems of one string: pending marker, empty, unknown placeholder. */
/** A word of running text: one that starts in lowercase ("plans", "each"), as names and terms ("Meta Ads", "ROAS") do not. */
const RUNNING_WORD = /(?<![\p{L}\p{N}])\p{Ll}/u

/**
 * A translation that is still its source text: the same words, running text among them.
 * Names, brands and terms kept as they are ("Northwind Outfitters", "Google Ads", "CPA −18%") are
 * the same in every language and start in capitals; an English sentence left in a Spanish file
 * ("Our plans", "Each plan includes…") does not.
 */
export function isSourceLeft(value: string, source: unknown): boolean {
  if (typeof source !== 'string' || value.trim() !== source.trim()) return false
  const text = value.replace(/\{\w+\}/g, ' ').replace(/\]\([^)]*\)/g, ']')
  return RUNNING_WORD.test(text)
}

function stringProblems(ctx: CheckContext, lang: Lang, route: string, key: string, value: string): Problem[] {
  // Built only for a problem: finding the file asks the file system, and most strings have none.
  const problem = (message: string, hint: string): Problem[] => {
    // A content file's string is named by its field in the file, at its line.
    const located = ctx.site?.content.locate(lang, key)
    const where = located?.line
      ? { file: located.file, line: located.line, key: located.field }
      : { file: localeFile(ctx, lang, key), ...lineOf(ctx, lang, key), key }
    return [{ check: 'translations', ...where, route, message, hint }]
  }
  const stub = ctx.site?.content.locate(lang, key) ? 'add-entry' : 'add-page'
  if (isUntranslated(value))
    return problem(
      `${LANG_NAME[lang]} text still pending: ${JSON.stringify(value)}`,
      `write the ${LANG_NAME[lang]} text and remove the ${untranslatedMarker(lang).trim()} marker`,
    )
  if (value.includes(STUB_MARKER))
    return problem(
      `${LANG_NAME[lang]} text is still the ${stub} stub: ${JSON.stringify(value)}`,
      `write the ${LANG_NAME[lang]} text in place of "${STUB_MARKER.trim()} …"`,
    )
  if (value.trim() === '') return problem(`empty ${LANG_NAME[lang]} text`, 'write the text')
  if (lang !== DEFAULT_LANG && ctx.site && isSourceLeft(value, textAt(ctx.site, DEFAULT_LANG, key)))
    return problem(
      `${LANG_NAME[lang]} text is the ${LANG_NAME[DEFAULT_LANG]} one, word for word: ${JSON.stringify(value)}`,
      `translate it into ${LANG_NAME[lang]} (a name or a term kept as it is stays in capitals: only running text is taken for untranslated), then accept it: \`${acceptTargetsCommand(lang, [key])}\``,
    )
  try {
    interpolate(value, ctx.site!.placeholders[lang], key)
  } catch (error) {
    if (error instanceof UnknownPlaceholderError)
      return problem(
        `unknown placeholder {${error.placeholder}}`,
        'use a name from factPlaceholders() in locales/placeholders.ts or brand, legalName, email, siteUrl',
      )
    throw error
  }
  return []
}

/**
 * Every string a page uses exists in the page's content language and is
 * complete: the section's copy has the shape its type needs, every item its
 * props name, no empty or pending string, no unknown placeholder. A
 * translatable page missing any Spanish string fails the build.
 */
export const translations: Check = {
  id: 'translations',
  title: 'Translations',
  summary: (site) =>
    `every string of ${site.pages.length} pages present (${LANGS.filter((l) => l !== DEFAULT_LANG)
      .map((l) => `${LANG_NAME[l]} on ${site.pages.filter((p) => p.contentLang === l).length}`)
      .join(', ')})`,
  run(ctx) {
    const { site, files } = ctx
    if (!site) return []
    const problems: Problem[] = []
    const seenKeys = new Set<string>()
    for (const page of site.pages) {
      const languages = pageLanguages(page)
      const lang = languages.body
      page.route.sections.forEach((section, index) => {
        const where = `sections[${index}] (${section.type})`
        const copy = textAt(site, lang, section.copy)
        if (copy === undefined) {
          problems.push({
            check: 'translations',
            file: localeFile(ctx, lang, section.copy),
            route: page.url,
            key: section.copy,
            message: `${where} uses copy "${section.copy}", which has no ${LANG_NAME[lang]} text`,
            hint: missingHint(ctx, lang, section.copy),
          })
          return
        }
        const dedupe = `${lang}:${section.copy}`
        const definition = SECTIONS[section.type]
        const parsed = definition.copy.safeParse(copy)
        if (!parsed.success)
          for (const issue of fieldIssues(parsed.error)) {
            const key = `${section.copy}.${issue.field}`
            const missing = issue.code === 'invalid_type' && (issue as { input?: unknown }).input === undefined
            problems.push({
              check: 'translations',
              file: localeFile(ctx, lang, section.copy),
              route: page.url,
              key,
              message: missing ? `missing ${LANG_NAME[lang]} text (${where})` : `${issue.message} (${where})`,
              hint: missing ? `add "${key}"` : undefined,
            })
          }
        const requires = definition.requires?.(section.props as never) ?? []
        // An entry's props are written in its file, a route's in the manifest.
        const propsFile = page.route.origin?.files?.[DEFAULT_LANG] ?? files.manifest
        for (const needed of requires)
          if (getPath(copy, needed) === undefined) {
            const item = needed.slice(needed.lastIndexOf('.') + 1)
            const parent = getPath(copy, needed.slice(0, needed.lastIndexOf('.')))
            const written = parent && typeof parent === 'object' ? Object.keys(parent) : []
            const near = nearestName(item, written)
            problems.push({
              check: 'translations',
              file: localeFile(ctx, lang, section.copy),
              route: page.url,
              key: `${section.copy}.${needed}`,
              message: `missing ${LANG_NAME[lang]} text: ${where} props need it${near ? ` (the text has "${near}": a typo of one or the other?)` : ''}`,
              hint: `add "${section.copy}.${needed}", or remove the item "${item}" from the section's props in ${propsFile}${written.length > 0 ? `; the items the text has: ${written.join(', ')}` : ''}`,
            })
          }
        if (seenKeys.has(dedupe)) return
        seenKeys.add(dedupe)
        walkStrings(copy, section.copy, (value, key) =>
          problems.push(...stringProblems(ctx, lang, page.url, key, value)),
        )
      })
      // Page chrome (navigation, footer, toggle, consent) in the URL's language.
      const chrome = languages.chrome
      if (!seenKeys.has(`${chrome}:${CHROME_COPY}`)) {
        seenKeys.add(`${chrome}:${CHROME_COPY}`)
        walkStrings(getPath(site.copy[DEFAULT_LANG], CHROME_COPY), CHROME_COPY, (_value, key) => {
          const value = getPath(site.copy[chrome], key)
          if (typeof value !== 'string')
            problems.push({
              check: 'translations',
              file: localeFile(ctx, chrome, CHROME_COPY),
              route: EVERY_PAGE,
              key,
              message: `missing ${LANG_NAME[chrome]} text (navigation, footer and shared copy)`,
              hint: `add "${key}"`,
            })
          // Shared copy shows on every page of the language: its problems belong to no one page.
          else problems.push(...stringProblems(ctx, chrome, EVERY_PAGE, key, value))
        })
      }
      const seoLang = languages.seo
      // An entry's search texts are fields of its file: checked there, at their lines (entryFileProblems).
      if (page.route.origin?.kind === 'entry') continue
      for (const field of ['title', 'description'] as const) {
        const value = page.route.seo[seoLang]?.[field] ?? ''
        if (isUntranslated(value) || value.includes(STUB_MARKER) || !value.trim())
          problems.push({
            check: 'translations',
            file: files.manifest,
            route: page.url,
            key: `seo.${seoLang}.${field}`,
            message: `${LANG_NAME[seoLang]} ${field} still pending`,
            hint: `write the ${LANG_NAME[seoLang]} ${field} in ${files.manifest}`,
          })
      }
      // Keywords reach the page head too: add-page marks the Spanish ones as pending.
      page.route.seo[seoLang]?.keywords.forEach((value, i) => {
        if (isUntranslated(value) || value.includes(STUB_MARKER))
          problems.push({
            check: 'translations',
            file: files.manifest,
            route: page.url,
            key: `seo.${seoLang}.keywords[${i}]`,
            message: `${LANG_NAME[seoLang]} keyword still pending: ${JSON.stringify(value)}`,
            hint: `write the ${LANG_NAME[seoLang]} keyword in ${files.manifest}`,
          })
      })
    }
    problems.push(...entryFileProblems(ctx))
    // An entry's text is reached by its page's sections and by its own file: one problem per string.
    const seen = new Set<string>()
    const unique = problems.filter((p) => {
      const id = `${p.file}:${p.line ?? ''}:${p.key}:${p.message}`
      return seen.has(id) ? false : (seen.add(id), true)
    })
    // A content file's problems in the order of its lines, as its writer reads it; the others keep their place.
    const slots = new Map<string, number[]>()
    unique.forEach((p, i) => {
      if (p.file.startsWith('content/') && p.line) slots.set(p.file, [...(slots.get(p.file) ?? []), i])
    })
    const out = [...unique]
    for (const indexes of slots.values()) {
      const sorted = indexes.map((i) => unique[i]!).sort((x, y) => x.line! - y.line!)
      indexes.forEach((slot, n) => (out[slot] = sorted[n]!))
    }
    return out
  },
}

/**
 * The stubs left in entry files, wherever they are: the search texts (which
 * no section shows), the data (a competitor's name in props) and the text.
 */
function entryFileProblems(ctx: CheckContext): Problem[] {
  const problems: Problem[] = []
  const byFile = new Map((ctx.site?.content.files ?? []).map((f) => [f.file, f]))
  for (const page of ctx.site?.pages ?? []) {
    const origin = page.route.origin
    const file = origin?.kind === 'entry' ? byFile.get(origin.files?.[page.lang] ?? '') : undefined
    if (!file) continue
    const route = page.url
    walkStrings(file.copy, file.root, (value, key) =>
      problems.push(...stringProblems(ctx, file.lang, route, key, value)),
    )
    walkStrings(file.data, '', (value, key) => {
      if (!value.includes(STUB_MARKER)) return
      const path = key.replace(/^\./, '').split('.')
      problems.push({
        check: 'translations',
        file: file.file,
        line: file.fieldLine(path.map((p) => (/^\d+$/.test(p) ? Number(p) : p))),
        route,
        key: path.join('.'),
        message: `still the add-entry stub: ${JSON.stringify(value)}`,
        hint: `write the value in place of "${STUB_MARKER.trim()} …"`,
      })
    })
  }
  return problems
}
