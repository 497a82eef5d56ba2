/**
 * The one small module between the site and typesafe-i18n.
 *
 * - i18n/<code>: translatable copy, a folder per declared language
 *   (site.languages.ts), each listed in locales/languages.ts. typesafe-i18n
 *   generates the `Translation` type from the default language's folder (its
 *   base locale, .typesafe-i18n.json), so a translation missing a key or a
 *   `{placeholder}` does not type-check (`npm run typecheck`), and the
 *   translation check fails the build on an empty or pending string.
 * - english-only/: long documents and pages that exist in the default
 *   language only (legal pages, the story, comparison and solution pages).
 */
import type base from './i18n/en/index.ts'
import englishOnly from './english-only/index.ts'
import languages from './languages.ts'
import { DEFAULT_LANG, LANGS, type Lang } from '../site/lang.ts'

/**
 * A language's translatable tree: the default language's keys (the base
 * locale's, whose folder the type import above and .typesafe-i18n.json name).
 */
type TranslatedTree = typeof base

/** The trees locales/languages.ts lists, by language code. */
const listed = languages as Partial<Record<string, TranslatedTree>>

/**
 * The copy tree of each declared language listed in locales/languages.ts (a
 * declared language missing there has none: `npm run check` names it, and
 * copyTree throws naming the line to add).
 */
export const copyTrees = Object.fromEntries(
  LANGS.flatMap((lang) => {
    const tree = listed[lang]
    return tree ? [[lang, lang === DEFAULT_LANG ? { ...tree, ...englishOnly } : tree]] : []
  }),
) as { readonly [L in Lang]: L extends typeof DEFAULT_LANG ? TranslatedTree & typeof englishOnly : TranslatedTree }

/** Why a declared language has no copy tree, and the fix. */
export const missingCopyTree = (lang: string): string =>
  `locales/languages.ts has no copy of "${lang}", which site.languages.ts declares: add \`import ${lang} from './i18n/${lang}/index.ts'\` and ${lang} to its export`

export type CopyTree = (typeof copyTrees)[typeof DEFAULT_LANG]
export type CommonCopy = TranslatedTree['common']

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
  const tree = copyTrees[lang] as LangCopy | undefined
  if (!tree) throw new Error(missingCopyTree(lang))
  return tree
}
