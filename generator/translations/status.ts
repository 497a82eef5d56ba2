/**
 * Where each translated string stands against the English it translates, in
 * every declared language but the default (site.languages.ts):
 *
 * - fresh: the record holds the fingerprint of the English as it is now;
 * - stale: the English changed since the translation was accepted;
 * - missing: no accepted translation yet (absent, still [ES-PENDING], or
 *   written but never accepted);
 * - orphaned: a translated key with no English (renamed or removed in English).
 *
 * Which strings must exist in a language follows `translatedParts` (the rule
 * the missing-translation check uses): English-only pages and the English
 * body of /es/story are not tracked.
 */
import { isUntranslated, STUB_MARKER, walkStrings } from '../../site/copy.ts'
import { textAt, textRoots } from '../../site/text.ts'
import { DEFAULT_LANG, type Lang } from '../../site/lang.ts'
import { TRANSLATED_LANGS } from '../../site/translated-langs.ts'
import { notFoundUrl } from '../../site/routes.ts'
import { isRouteTarget, navigationLinks } from '../../site/navigation-links.ts'
import type { Site } from '../../site/site.ts'
import { translatedParts } from '../checks/page-languages.ts'
import { fingerprint, manifestRecordOf, recordFileOf, seoRecordKey, type Records, type Stamp } from './record.ts'
import { localeFile } from '../../locales/paths.ts'
import { listingOfKey } from '../../site/content/listings.ts'
import type { TranslationSource } from '../../site/content/index.ts'
import { LISTINGS_ROOT } from '../../site/content/roots.ts'

export type Status = 'fresh' | 'stale' | 'missing' | 'orphaned'

/** Why a string counts as missing. */
export type MissingReason = 'untranslated' | 'pending' | 'unaccepted' | 'english-stub'

/** Where shared copy is shown: on every page of its language. */
export const EVERY_PAGE = '*'

export interface TextStatus {
  /** The language the string is translated into. */
  lang: Lang
  status: Status
  reason?: MissingReason
  /** The copy key ("home.hero.title") or manifest field ("seo.<code>.title"). */
  key: string
  /** The key in the record file ("home.hero.title", "/about seo.es.title"). */
  recordKey: string
  /** The record file (repository-relative). */
  record: string
  /** The file holding the translation (repository-relative). */
  file: string
  /** The URL that shows it in its language, or "*" when every page of the language does (or none). */
  route: string
  english?: string
  /** The text in the string's language. */
  translated?: string
  /** What the record holds: the English the translation was accepted against. */
  accepted?: Stamp | null
  /**
   * For a navigation label (shared copy): the route path every entry using it
   * leads to. `accept /pricing` accepts the page's labels with its texts.
   */
  linksTo?: string
  /** For a collection entry's text: "<collection>/<slug>" (`accept guides/launch`). */
  entry?: string
}

/** Label key → the one route its navigation entries lead to (labels shared by several routes are left out). */
function labelRoutes(site: Site): Map<string, string> {
  const routes = new Map<string, Set<string>>()
  for (const { link } of navigationLinks(site.manifest.navigation))
    if (isRouteTarget(link.to)) routes.set(link.label, (routes.get(link.label) ?? new Set()).add(link.to))
  return new Map([...routes].filter(([, to]) => to.size === 1).map(([label, to]) => [label, [...to][0]!]))
}

/**
 * Where the translation of a listing's own texts (`index.copy: { en, es }` in
 * the manifest, mounted at `listings.<collection>`) is written and recorded:
 * the manifest and its record, beside the listing's search texts
 * ("/customers copy.es.title", as "/customers seo.es.title").
 */
export function listingTranslationOf(site: Site, key: string, lang: Lang): TranslationSource | undefined {
  const collection = listingOfKey(site.content.collections, key)
  if (!collection) return undefined
  const field = key.split('.').slice(2).join('.')
  return {
    file: 'site.manifest.ts',
    record: manifestRecordOf(lang),
    recordKey: seoRecordKey(collection.index!.path, `copy.${lang}${field ? `.${field}` : ''}`),
  }
}

/** The SEO fields tracked, as written in the manifest; keywords are one text (lists differ by language). */
function seoTexts(seo: { title: string; description: string; keywords: readonly string[] } | undefined) {
  if (!seo) return undefined
  return { title: seo.title, description: seo.description, keywords: seo.keywords.join(', ') }
}

const isPending = (value: string) => isUntranslated(value) || value.includes(STUB_MARKER)

/** Status of one translated string given its English, its translation and its record entry. */
function classify(english: string, translated: unknown, accepted: Stamp | null | undefined) {
  if (english.includes(STUB_MARKER)) return { status: 'missing' as const, reason: 'english-stub' as const }
  if (typeof translated !== 'string' || translated.trim() === '')
    return { status: 'missing' as const, reason: 'untranslated' as const }
  if (isPending(translated)) return { status: 'missing' as const, reason: 'pending' as const }
  if (!accepted) return { status: 'missing' as const, reason: 'unaccepted' as const }
  return { status: accepted.sha256 === fingerprint(english) ? ('fresh' as const) : ('stale' as const) }
}

/** Every tracked string of every translated language: language by language, in page order (manifest order, then shared copy). */
export function translationStatus(site: Site, records: Records): TextStatus[] {
  return TRANSLATED_LANGS.flatMap((lang) => languageStatus(site, records, lang))
}

/** Every tracked string of one translated language, in page order. */
function languageStatus(site: Site, records: Records, lang: Lang): TextStatus[] {
  const out: TextStatus[] = []
  const seen = new Set<string>()
  const entry = (record: string, key: string) => records.files.get(record)?.get(key)
  const namespaceFile = (ns: string) => localeFile(lang, ns)
  const labels = labelRoutes(site)
  const manifestRecord = manifestRecordOf(lang)

  /** Strings under a copy root: every English key, then translated keys with no English. */
  const copyRoot = (root: string, route: string) => {
    const ns = root.split('.')[0]!
    // A content file's text is recorded beside it (content/<folder>/<code>.sources.json), by its slug or name.
    const content = listingTranslationOf(site, root, lang) ?? site.content.translationOf(root, lang)
    const record = content?.record ?? recordFileOf(ns, lang)
    const base = {
      lang,
      record,
      file: content?.file ?? namespaceFile(ns),
      route,
      ...(content?.entry ? { entry: content.entry } : {}),
    }
    const recordKeyOf = (key: string) =>
      (listingTranslationOf(site, key, lang) ?? site.content.translationOf(key, lang))?.recordKey ?? key
    walkStrings(textAt(site, DEFAULT_LANG, root), root, (value, key) => {
      if (seen.has(key)) return
      seen.add(key)
      const translated = textAt(site, lang, key)
      const recordKey = recordKeyOf(key)
      const accepted = entry(record, recordKey)
      const linksTo = labels.get(key)
      out.push({
        ...base,
        ...(linksTo ? { linksTo } : {}),
        ...classify(value, translated, accepted),
        key,
        recordKey,
        english: value,
        ...(typeof translated === 'string' ? { translated } : {}),
        ...(accepted !== undefined ? { accepted } : {}),
      })
    })
    walkStrings(textAt(site, lang, root), root, (value, key) => {
      if (seen.has(key) || typeof textAt(site, DEFAULT_LANG, key) === 'string') return
      seen.add(key)
      out.push({ ...base, status: 'orphaned', key, recordKey: recordKeyOf(key), translated: value })
    })
  }

  /** The search texts of a page or the 404 page: title, description, keywords. */
  const seoFields = (
    seo: Partial<Record<Lang, { title: string; description: string; keywords: readonly string[] }>>,
    keyOf: (field: string) => string,
    recordPath: string,
    route: string,
    pendingKeywords: boolean,
  ) => {
    const original = seoTexts(seo[DEFAULT_LANG])!
    const texts = seoTexts(seo[lang])
    for (const field of ['title', 'description', 'keywords'] as const) {
      const key = keyOf(field)
      const recordKey = seoRecordKey(recordPath, `seo.${lang}.${field}`)
      const accepted = entry(manifestRecord, recordKey)
      const translated = texts?.[field]
      const pending = pendingKeywords && field === 'keywords' && seo[lang]?.keywords.some(isPending)
      out.push({
        lang,
        ...(pending ? { status: 'missing', reason: 'pending' } : classify(original[field], translated, accepted)),
        key,
        recordKey,
        record: manifestRecord,
        file: 'site.manifest.ts',
        route,
        english: original[field],
        ...(translated !== undefined ? { translated } : {}),
        ...(accepted !== undefined ? { accepted } : {}),
      })
    }
  }

  for (const page of site.pages)
    for (const part of translatedParts(page, lang)) {
      if (part.kind === 'copy') copyRoot(part.root, part.root === 'common' ? EVERY_PAGE : page.url)
      else seoFields(page.route.seo, (field) => `seo.${lang}.${field}`, page.route.path, page.url, true)
    }
  // The 404 page's search texts in the language, recorded like a page's ("/404 seo.es.title").
  if (site.pages.some((p) => p.lang === lang))
    seoFields(
      site.manifest.notFound.seo,
      (field) => `notFound.seo.${lang}.${field}`,
      notFoundUrl(DEFAULT_LANG),
      notFoundUrl(lang),
      false,
    )
  // Copy no page shows is still copy someone translated: track it too. Content files are tracked
  // per translated file: an English entry with no file beside it in the language is English only, not missing.
  const contentFiles = site.content.files
  for (const [ns] of textRoots(site, lang)) {
    // A listing of a collection that is English only (translatable: false) has no text to translate.
    if (ns === LISTINGS_ROOT) {
      for (const collection of site.content.collections)
        if (collection.index && collection.translatable) copyRoot(`${LISTINGS_ROOT}.${collection.name}`, EVERY_PAGE)
    } else if (!contentFiles.some((f) => f.root.startsWith(`${ns}.`))) copyRoot(ns, EVERY_PAGE)
    else for (const f of contentFiles) if (f.lang === lang && f.root.startsWith(`${ns}.`)) copyRoot(f.root, EVERY_PAGE)
  }
  return out
}
