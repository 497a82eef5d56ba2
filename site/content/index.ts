/**
 * The site's content files, read once: the documents (content/documents/)
 * and, mounted in the copy tree beside locales/, their text. Every file is
 * kept with the line of each key, so that any check can name the line of a
 * string it finds wrong. Server-only.
 */
import { ManifestError } from '../errors.ts'
import type { Lang } from '../lang.ts'
import { loadDocuments } from './documents.ts'
import type { ContentFile } from './read.ts'

export interface SiteContent {
  /** Copy per language to mount in the copy tree (`documents`). */
  copy: Record<Lang, Record<string, unknown>>
  /** Every content file read. */
  files: ContentFile[]
  /** The file and line of a copy key in a language, when a content file holds it. */
  locate(lang: Lang, key: string): { file: string; line?: number } | undefined
  /** The data fields (dates, tags…) of the content file mounted at a copy key, if one is. */
  dataOf(lang: Lang, key: string): Record<string, unknown> | undefined
}

/** Reads the content of the repository at `root`; throws a ManifestError naming file and line of every problem. */
export function loadContent(root: string): SiteContent {
  const documents = loadDocuments(root)
  if (documents.problems.length > 0) throw new ManifestError(documents.problems)
  const files = documents.files
  const byRoot = new Map(files.map((f) => [`${f.lang}:${f.root}`, f]))
  return {
    copy: {
      en: Object.keys(documents.copy.en).length ? { documents: documents.copy.en } : {},
      es: Object.keys(documents.copy.es).length ? { documents: documents.copy.es } : {},
    },
    files,
    dataOf(lang, key) {
      return byRoot.get(`${lang}:${key}`)?.data
    },
    locate(lang, key) {
      // The longest copy root that holds the key: "documents.privacy" for "documents.privacy.body.3".
      const parts = key.split('.')
      for (let n = parts.length; n > 0; n--) {
        const file = byRoot.get(`${lang}:${parts.slice(0, n).join('.')}`)
        if (file) return { file: file.file, line: file.lines.get(parts.slice(n).join('.')) }
      }
      return undefined
    },
  }
}
