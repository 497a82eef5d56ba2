/**
 * A collection's entry files, found and paired: `<slug>.md` or `<slug>.yaml`
 * in English, `<slug>.es.md` or `<slug>.es.yaml` beside it in Spanish. What
 * cannot be paired (a Spanish file alone, two files of one slug, a file name
 * that is no slug) is a problem naming the file. Server-only.
 */
import { existsSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import type { Problem } from '../errors.ts'
import type { Collection } from '../schema/collection.ts'

/** The extensions of entry files; other files of the folder (images) are the entries' assets. */
const ENTRY_FILE = /^(.+?)(\.es)?\.(md|ya?ml)$/
/** A slug: what the file name gives the URL. */
export const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/

export interface EntryFiles {
  slug: string
  en: string
  es?: string
}

const problem = (collection: Collection, file: string, message: string, hint: string): Problem => ({
  check: 'content',
  file,
  line: 1,
  route: `collection "${collection.name}"`,
  key: '(file)',
  message,
  hint,
})

/** The entry files of a collection's folder under `root`, by slug, in slug order. */
export function findEntryFiles(root: string, collection: Collection): { entries: EntryFiles[]; problems: Problem[] } {
  const dir = join(root, collection.folder)
  const problems: Problem[] = []
  if (!existsSync(dir))
    return {
      entries: [],
      problems: [
        problem(
          collection,
          collection.folder,
          'the folder of this collection does not exist',
          `create it and add an entry: \`npm run add-entry -- ${collection.name} "<title>"\``,
        ),
      ],
    }
  const bySlug = new Map<string, { en: string[]; es: string[] }>()
  for (const name of readdirSync(dir).sort()) {
    const match = ENTRY_FILE.exec(name)
    if (!match) continue
    const [, slug, es] = match as unknown as [string, string, string | undefined]
    const file = `${collection.folder}/${name}`
    if (!SLUG.test(slug)) {
      problems.push(
        problem(
          collection,
          file,
          `"${slug}" is not a slug: the file name is the entry's address`,
          'rename the file with lowercase letters, digits and dashes only, e.g. "meta-ads-checklist.md"',
        ),
      )
      continue
    }
    const files = bySlug.get(slug) ?? { en: [], es: [] }
    ;(es ? files.es : files.en).push(file)
    bySlug.set(slug, files)
  }
  const entries: EntryFiles[] = []
  for (const [slug, files] of bySlug) {
    if (files.en.length === 0) {
      problems.push(
        problem(
          collection,
          files.es[0]!,
          'a Spanish entry with no English entry beside it',
          `add the English entry (${collection.folder}/${slug}.md or .yaml), or rename this file if its slug is wrong`,
        ),
      )
      continue
    }
    if (files.en.length > 1 || files.es.length > 1) {
      problems.push(
        problem(
          collection,
          [...files.en, ...files.es].join(', '),
          `two entries with the slug "${slug}"`,
          'keep one file per slug and language (one of .md and .yaml)',
        ),
      )
      continue
    }
    if (files.es.length > 0 && !collection.translatable) {
      problems.push(
        problem(
          collection,
          files.es[0]!,
          `collection "${collection.name}" is English only, so its entries have no Spanish file`,
          `delete the file, or make the collection translatable (translatable: true in site.manifest.ts)`,
        ),
      )
      continue
    }
    entries.push({ slug, en: files.en[0]!, ...(files.es[0] ? { es: files.es[0] } : {}) })
  }
  return { entries, problems }
}
