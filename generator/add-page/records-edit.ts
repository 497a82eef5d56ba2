/**
 * The translation records of a new translatable page: each of its strings
 * recorded as missing in every translated language (never accepted), so the page goes from
 * missing to fresh through the same flow as any other text
 * (`npm run translations -- accept /path` once the Spanish is written).
 */
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import {
  languageName,
  manifestRecordOf,
  parseRecord,
  recordFileOf,
  seoRecordKey,
  serializeRecord,
  type RecordEntries,
} from '../translations/record.ts'
import { TRANSLATED_LANGS } from '../../site/translated-langs.ts'
import { AddPageError } from './errors.ts'
import type { FileChange } from './locales-edit.ts'

/**
 * For every translated language: the new namespace's record and the manifest
 * record with the page's SEO texts, all missing.
 */
export function recordChanges(
  root: string,
  read: (file: string) => string,
  page: { path: string; namespace: string; keys: string[]; seoFields: readonly string[] },
): FileChange[] {
  return TRANSLATED_LANGS.flatMap((lang) => {
    const manifestRecord = manifestRecordOf(lang)
    const own: RecordEntries = new Map(page.keys.map((key) => [key, null]))
    const exists = existsSync(join(root, manifestRecord))
    const manifest: RecordEntries = new Map()
    if (exists) {
      const parsed = parseRecord(read(manifestRecord), manifestRecord)
      if (parsed.problems.length > 0)
        throw new AddPageError(`${manifestRecord} cannot be read (${parsed.problems[0]!.message}); fix it first`)
      for (const [key, value] of parsed.entries) manifest.set(key, value)
    }
    for (const field of page.seoFields) manifest.set(seoRecordKey(page.path, `seo.${lang}.${field}`), null)
    return [
      {
        file: recordFileOf(page.namespace, lang),
        text: serializeRecord(own, lang),
        created: true,
        note: `translation record: every ${languageName(lang)} string missing`,
      },
      {
        file: manifestRecord,
        text: serializeRecord(manifest, lang),
        created: !exists,
        note: `translation record: ${page.path} search texts missing`,
      },
    ]
  })
}
