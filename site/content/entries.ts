/**
 * The files loader, the default loader of a collection with a `folder`
 * (site/content/loader.ts): its entry files, found and paired,
 * `<slug>.md`, `<slug>.yaml` or `<slug>.json` in English, `<slug>.es.md`
 * (`.es.yaml`, `.es.json`) beside it in Spanish, each read with the line of
 * every field. What cannot be paired (a Spanish file alone, two files of one
 * slug, a file name that is no slug) is a problem naming the file. Server-only.
 */
import { existsSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import type { Problem } from '../errors.ts'
import type { Loader } from './loader.ts'
import { readSourceFile } from './read.ts'

/** The extensions of entry files; other files of the folder (images) are the entries' assets. */
const ENTRY_FILE = /^(.+?)(\.es)?\.(md|ya?ml|json)$/
/** The folder's translation record (`es.sources.json`, site/content/index.ts): JSON, but no entry. */
const RECORD_FILE = /\.sources\.json$/
/** A slug: what the file name gives the URL. */
export const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/

export interface EntryFiles {
  slug: string
  en: string
  es?: string
}

/** What finding the files needs of a collection. */
interface FilesOf {
  name: string
  folder: string
  translatable: boolean
}

const problem = (collection: FilesOf, file: string, message: string, hint: string): Problem => ({
  check: 'content',
  file,
  line: 1,
  route: `collection "${collection.name}"`,
  key: '(file)',
  message,
  hint,
})

/** The entry files of a collection's folder under `root`, by slug, in slug order. */
export function findEntryFiles(root: string, collection: FilesOf): { entries: EntryFiles[]; problems: Problem[] } {
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
    const match = RECORD_FILE.test(name) ? null : ENTRY_FILE.exec(name)
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
          `add the English entry (${collection.folder}/${slug}.md, .yaml or .json), or rename this file if its slug is wrong`,
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
          'keep one file per slug and language (one of .md, .yaml and .json)',
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

/** The files loader of `folder` (under the site's root): Markdown, YAML and JSON entry files. */
export function filesLoader(folder: string): Loader {
  return {
    name: 'files',
    load({ root, collection }) {
      const found = findEntryFiles(root, { ...collection, folder })
      return {
        entries: found.entries.map((files) => ({
          id: files.slug,
          en: readSourceFile(root, files.en),
          ...(files.es ? { es: readSourceFile(root, files.es) } : {}),
        })),
        problems: found.problems,
      }
    },
  }
}
