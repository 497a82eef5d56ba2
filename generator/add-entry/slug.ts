/**
 * An entry's slug from its title: what the file is named and the last
 * segment of its address. Lowercase ASCII, accents folded ("Guía rápida" →
 * "guia-rapida"), every other run of characters one dash.
 */
import { SLUG } from '../../site/content/entries.ts'

/** Letters that do not fold into ASCII by dropping their accent. */
const SPECIAL: Record<string, string> = { ß: 'ss', æ: 'ae', œ: 'oe', ø: 'o', đ: 'd', ł: 'l', þ: 'th', ð: 'd', ı: 'i' }

/** The slug of a title ("" when nothing of it is a letter or a digit). */
export function slugOf(title: string): string {
  return title
    .replace(/\{[^}]*\}/g, ' ') // a {placeholder} is a value of the deploy, not a word of the address
    .toLowerCase()
    .replace(/[ßæœøđłþðı]/g, (c) => SPECIAL[c] ?? c)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/&/g, ' and ')
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}

/** Why `slug` cannot name an entry, or null. */
export function slugProblem(slug: string): string | null {
  if (SLUG.test(slug)) return null
  return `"${slug}" is not a slug: lowercase letters, digits and single dashes, e.g. "${slugOf(slug) || 'meta-ads-checklist'}"`
}
