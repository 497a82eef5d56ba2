import { getSite } from '../../../generator/site.ts'
import { loadSiteConfig } from '../../../site/config.ts'
import { interpolate } from '../../../site/copy.ts'
import { textAt } from '../../../site/text.ts'
import { placeholderValues } from '../../../site/site.ts'
import { SITE_FACTS } from '../../../generator/site.ts'
import { visitorStrings, type VisitorString } from '../../../scripts/spelling/collect.ts'
import { escapeRegExp } from '../../../site/escape.ts'

const config = loadSiteConfig({ env: {}, mode: 'development' })
const { content } = getSite()
/** The texts as the site reads them: the content files' and locales/. */
const textOf = (lang: 'en' | 'es', key: string) => textAt(getSite(), lang, key)

/** Every visitor-facing string, raw and as a visitor reads it (placeholders filled in). */
export interface ResolvedString extends VisitorString {
  raw: string
}

export const placeholders = {
  en: placeholderValues(config, SITE_FACTS, 'en'),
  es: placeholderValues(config, SITE_FACTS, 'es'),
}

/**
 * Every visitor-facing string of today's copy: archived documents (`archived: true`, a superseded version
 * kept word for word, such as the previous Terms) are left out, as the glossary checks leave them.
 */
export const resolvedStrings: ResolvedString[] = visitorStrings()
  .filter((s) => !s.archived)
  .map((s) => ({
    ...s,
    raw: s.text,
    text: interpolate(s.text, placeholders[s.lang], s.key),
  }))

/** A case-insensitive whole-phrase match (letters or digits may not touch either end). */
export const phrase = (p: string) => new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(p)}(?![\\p{L}\\p{N}])`, 'iu')

/** "file › key" of the strings matching a pattern, for readable failures. */
export const where = (strings: ResolvedString[], pattern: RegExp) =>
  strings.filter((s) => pattern.test(s.text)).map((s) => `${s.file} › ${s.key}: ${s.text}`)

/** Every string under a copy key of one language, raw (placeholders kept), joined by newlines. */
export function copyOf(lang: 'en' | 'es', key: string): string {
  const out: string[] = []
  const walk = (node: unknown): void => {
    if (typeof node === 'string') out.push(node)
    else if (node && typeof node === 'object') Object.values(node).forEach(walk)
  }
  walk(textOf(lang, key))
  return out.join('\n')
}

/** The blocks of a Markdown document (`documents.terms`) from its h2 `heading` to the next h2, raw, joined by newlines. */
export function documentSection(lang: 'en' | 'es', key: string, heading: string): string {
  const body = textOf(lang, `${key}.body`) as string[]
  const start = body.findIndex((b) => b.replace(/\s*\{#[\w-]+\}$/, '') === `## ${heading}`)
  if (start < 0) throw new Error(`${key}: no section "## ${heading}"`)
  const end = body.findIndex((b, i) => i > start && b.startsWith('## '))
  return body.slice(start, end < 0 ? undefined : end).join('\n')
}

/** The data fields (dates) of a Markdown document's frontmatter. */
export const documentData = (key: string): Record<string, unknown> => content.dataOf('en', key) ?? {}

/** `text` with every occurrence of each phrase blanked out. */
export const remove = (text: string, ...phrases: string[]) => phrases.reduce((t, p) => t.split(p).join(' '), text)
