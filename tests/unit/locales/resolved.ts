import { loadSiteConfig } from '../../../site/config.ts'
import { interpolate } from '../../../site/copy.ts'
import { placeholderValues } from '../../../site/site.ts'
import { visitorStrings, type VisitorString } from '../../../scripts/spelling/collect.ts'

const config = loadSiteConfig({ env: {}, mode: 'development' })

/** Every visitor-facing string, raw and as a visitor reads it (placeholders filled in). */
export interface ResolvedString extends VisitorString {
  raw: string
}

export const placeholders = { en: placeholderValues(config, 'en'), es: placeholderValues(config, 'es') }

export const resolvedStrings: ResolvedString[] = visitorStrings().map((s) => ({
  ...s,
  raw: s.text,
  text: interpolate(s.text, placeholders[s.lang], s.key),
}))

/** A case-insensitive whole-phrase match (letters or digits may not touch either end). */
export const phrase = (p: string) =>
  new RegExp(`(?<![\\p{L}\\p{N}])${p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}\\p{N}])`, 'iu')

/** "file › key" of the strings matching a pattern, for readable failures. */
export const where = (strings: ResolvedString[], pattern: RegExp) =>
  strings.filter((s) => pattern.test(s.text)).map((s) => `${s.file} › ${s.key}: ${s.text}`)
