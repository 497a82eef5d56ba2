/**
 * Where each Spanish string stands against the English it translates:
 *
 * - fresh: the record holds the fingerprint of the English as it is now;
 * - stale: the English changed since the Spanish was accepted;
 * - missing: no accepted Spanish yet (absent, still [ES-PENDING], or written
 *   but never accepted);
 * - orphaned: a Spanish key with no English (renamed or removed in English).
 *
 * Which strings must exist in Spanish follows `spanishParts` (the rule the
 * missing-translation check uses): English-only pages and the English body
 * of /es/story are not tracked.
 */
import { getPath, STUB_MARKER, UNTRANSLATED_MARKER, walkStrings } from '../../site/copy.ts'
import { notFoundUrl } from '../../site/routes.ts'
import { isRouteTarget, navigationLinks } from '../../site/navigation-links.ts'
import type { Site } from '../../site/site.ts'
import { spanishParts } from '../checks/page-languages.ts'
import { fingerprint, MANIFEST_RECORD, recordFileOf, seoRecordKey, type Records, type Stamp } from './record.ts'
import { localeFile } from '../../locales/paths.ts'

export type Status = 'fresh' | 'stale' | 'missing' | 'orphaned'

/** Why a string counts as missing. */
export type MissingReason = 'no-spanish' | 'pending' | 'unaccepted' | 'english-stub'

/** Where shared copy is shown: on every Spanish page. */
export const EVERY_PAGE = '*'

export interface TextStatus {
  status: Status
  reason?: MissingReason
  /** The copy key ("home.hero.title") or manifest field ("seo.es.title"). */
  key: string
  /** The key in the record file ("home.hero.title", "/about seo.es.title"). */
  recordKey: string
  /** The record file (repository-relative). */
  record: string
  /** The file holding the Spanish (repository-relative). */
  file: string
  /** The Spanish URL that shows it, or "*" when every Spanish page does (or none). */
  route: string
  english?: string
  spanish?: string
  /** What the record holds: the English the Spanish was accepted against. */
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

/** The SEO fields tracked, as written in the manifest; keywords are one text (lists differ by language). */
function seoTexts(seo: { title: string; description: string; keywords: readonly string[] } | undefined) {
  if (!seo) return undefined
  return { title: seo.title, description: seo.description, keywords: seo.keywords.join(', ') }
}

const isPending = (value: string) => value.startsWith(UNTRANSLATED_MARKER) || value.includes(STUB_MARKER)

/** Status of one Spanish string given its English, its Spanish and its record entry. */
function classify(english: string, spanish: unknown, accepted: Stamp | null | undefined) {
  if (english.includes(STUB_MARKER)) return { status: 'missing' as const, reason: 'english-stub' as const }
  if (typeof spanish !== 'string' || spanish.trim() === '')
    return { status: 'missing' as const, reason: 'no-spanish' as const }
  if (isPending(spanish)) return { status: 'missing' as const, reason: 'pending' as const }
  if (!accepted) return { status: 'missing' as const, reason: 'unaccepted' as const }
  return { status: accepted.sha256 === fingerprint(english) ? ('fresh' as const) : ('stale' as const) }
}

/** Every tracked Spanish string, in page order (manifest order, then shared copy). */
export function translationStatus(site: Site, records: Records): TextStatus[] {
  const out: TextStatus[] = []
  const seen = new Set<string>()
  const entry = (record: string, key: string) => records.files.get(record)?.get(key)
  const namespaceFile = (ns: string) => localeFile('es', ns)
  const labels = labelRoutes(site)

  /** Strings under a copy root: every English key, then Spanish keys with no English. */
  const copyRoot = (root: string, route: string) => {
    const ns = root.split('.')[0]!
    // A content file's text is recorded beside it (content/<folder>/es.sources.json), by its slug or name.
    const content = site.content.translationOf(root)
    const record = content?.record ?? recordFileOf(ns)
    const base = {
      record,
      file: content?.file ?? namespaceFile(ns),
      route,
      ...(content?.entry ? { entry: content.entry } : {}),
    }
    const recordKeyOf = (key: string) => site.content.translationOf(key)?.recordKey ?? key
    walkStrings(getPath(site.copy.en, root), root, (value, key) => {
      if (seen.has(key)) return
      seen.add(key)
      const spanish = getPath(site.copy.es, key)
      const recordKey = recordKeyOf(key)
      const accepted = entry(record, recordKey)
      const linksTo = labels.get(key)
      out.push({
        ...base,
        ...(linksTo ? { linksTo } : {}),
        ...classify(value, spanish, accepted),
        key,
        recordKey,
        english: value,
        ...(typeof spanish === 'string' ? { spanish } : {}),
        ...(accepted !== undefined ? { accepted } : {}),
      })
    })
    walkStrings(getPath(site.copy.es, root), root, (value, key) => {
      if (seen.has(key) || typeof getPath(site.copy.en, key) === 'string') return
      seen.add(key)
      out.push({ ...base, status: 'orphaned', key, recordKey: recordKeyOf(key), spanish: value })
    })
  }

  for (const page of site.pages)
    for (const part of spanishParts(page)) {
      if (part.kind === 'copy') copyRoot(part.root, part.root === 'common' ? EVERY_PAGE : page.url)
      else {
        const en = seoTexts(page.route.seo.en)!
        const es = seoTexts(page.route.seo.es)
        for (const field of ['title', 'description', 'keywords'] as const) {
          const key = `seo.es.${field}`
          const recordKey = seoRecordKey(page.route.path, key)
          const accepted = entry(MANIFEST_RECORD, recordKey)
          const spanish = es?.[field]
          const pending = field === 'keywords' && page.route.seo.es?.keywords.some(isPending)
          out.push({
            ...(pending ? { status: 'missing', reason: 'pending' } : classify(en[field], spanish, accepted)),
            key,
            recordKey,
            record: MANIFEST_RECORD,
            file: 'site.manifest.ts',
            route: page.url,
            english: en[field],
            ...(spanish !== undefined ? { spanish } : {}),
            ...(accepted !== undefined ? { accepted } : {}),
          })
        }
      }
    }
  // The Spanish 404 page's search texts, recorded like a page's ("/404 seo.es.title").
  const notFound = site.manifest.notFound.seo
  if (site.pages.some((p) => p.lang === 'es')) {
    const en = seoTexts(notFound.en)!
    const es = seoTexts(notFound.es)
    for (const field of ['title', 'description', 'keywords'] as const) {
      const key = `notFound.seo.es.${field}`
      const recordKey = seoRecordKey(notFoundUrl('en'), `seo.es.${field}`)
      const accepted = entry(MANIFEST_RECORD, recordKey)
      const spanish = es?.[field]
      out.push({
        ...classify(en[field], spanish, accepted),
        key,
        recordKey,
        record: MANIFEST_RECORD,
        file: 'site.manifest.ts',
        route: notFoundUrl('es'),
        english: en[field],
        ...(spanish !== undefined ? { spanish } : {}),
        ...(accepted !== undefined ? { accepted } : {}),
      })
    }
  }
  // Spanish copy no page shows is still copy someone translated: track it too. Content files are
  // tracked per Spanish file: an English entry with no Spanish file beside it is English only, not missing.
  const contentFiles = site.content.files
  for (const ns of Object.keys(site.copy.es)) {
    if (!contentFiles.some((f) => f.root.startsWith(`${ns}.`))) copyRoot(ns, EVERY_PAGE)
    else for (const f of contentFiles) if (f.lang === 'es' && f.root.startsWith(`${ns}.`)) copyRoot(f.root, EVERY_PAGE)
  }
  return out
}
