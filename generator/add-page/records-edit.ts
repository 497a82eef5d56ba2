/**
 * The translation records of a new translatable page: each of its Spanish
 * strings recorded as missing (never accepted), so the page goes from
 * missing to fresh through the same flow as any other text
 * (`npm run translations -- accept /path` once the Spanish is written).
 */
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import {
  MANIFEST_RECORD,
  parseRecord,
  recordFileOf,
  seoRecordKey,
  serializeRecord,
  type RecordEntries,
} from '../translations/record.ts'
import { AddPageError } from './errors.ts'
import type { FileChange } from './locales-edit.ts'

/** The new namespace's record and the manifest record with the page's SEO texts, all missing. */
export function recordChanges(
  root: string,
  read: (file: string) => string,
  page: { path: string; namespace: string; spanishKeys: string[]; seoKeys: string[] },
): FileChange[] {
  const own: RecordEntries = new Map(page.spanishKeys.map((key) => [key, null]))
  const exists = existsSync(join(root, MANIFEST_RECORD))
  const manifest: RecordEntries = new Map()
  if (exists) {
    const parsed = parseRecord(read(MANIFEST_RECORD), MANIFEST_RECORD)
    if (parsed.problems.length > 0)
      throw new AddPageError(`${MANIFEST_RECORD} cannot be read (${parsed.problems[0]!.message}); fix it first`)
    for (const [key, value] of parsed.entries) manifest.set(key, value)
  }
  for (const key of page.seoKeys) manifest.set(seoRecordKey(page.path, key), null)
  return [
    {
      file: recordFileOf(page.namespace),
      text: serializeRecord(own),
      created: true,
      note: 'translation record: every Spanish string missing',
    },
    {
      file: MANIFEST_RECORD,
      text: serializeRecord(manifest),
      created: !exists,
      note: `translation record: ${page.path} search texts missing`,
    },
  ]
}
