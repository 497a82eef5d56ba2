/**
 * The one small module between the site and typesafe-i18n.
 *
 * - i18n/en and i18n/es: translatable copy. typesafe-i18n generates the
 *   `Translation` type from English, so a Spanish file missing a key or a
 *   `{placeholder}` does not type-check (`npm run typecheck`), and the
 *   translation check fails the build on an empty or pending Spanish string.
 * - english-only/: long documents and pages that exist in English only
 *   (legal pages, the story, comparison and solution pages).
 */
import en from './i18n/en/index.ts'
import es from './i18n/es/index.ts'
import englishOnly from './english-only/index.ts'
import type { Lang } from '../site/lang.ts'

export const copyTrees = {
  en: { ...en, ...englishOnly },
  es,
} as const

export type CopyTree = (typeof copyTrees)['en']
export type CommonCopy = (typeof en)['common']

type EnglishOnly = typeof englishOnly

/**
 * One language's copy as the site reads it: the translatable tree (a Spanish
 * tree missing a key does not type-check), the English-only tree (English
 * only), and whatever site/site.ts mounts beside them from content files
 * (`documents.<name>`, `content.<collection>.<slug>`), read by path.
 */
export type LangCopy = Omit<CopyTree, keyof EnglishOnly> & Partial<EnglishOnly> & { [key: string]: unknown }

/**
 * Dotted paths to object nodes of T (arrays are leaves), e.g. "home.hero",
 * four segments deep at most ("solutions.aiMediaBuyer.related.items"): the
 * depth keeps the type checker fast; raise it if a section's copy ever sits deeper.
 */
export type ObjectPaths<T, Depth extends unknown[] = []> = Depth['length'] extends 4
  ? never
  : {
      [K in keyof T & string]: T[K] extends readonly unknown[]
        ? never
        : T[K] extends object
          ? K | `${K}.${ObjectPaths<T[K], [...Depth, 1]>}`
          : never
    }[keyof T & string]

/**
 * A copy key a manifest section may use: the type of a section's `copy` (site/schema/sections/index.ts):
 * a path of the locale files, or a Markdown document of content/documents/ (`documents.privacy`),
 * which the build reads and checks (site/content/).
 */
export type CopyKey = ObjectPaths<CopyTree> | `documents.${string}`

/** The raw (uninterpolated) tree of a language. */
export function copyTree(lang: Lang): LangCopy {
  return copyTrees[lang]
}
