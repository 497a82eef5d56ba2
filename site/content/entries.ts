/**
 * The files loader, the default loader of a collection with a `folder`
 * (site/content/loader.ts): its entry files, found and paired,
 * `<slug>.md`, `<slug>.yaml` or `<slug>.json` in the default language,
 * `<slug>.<code>.md` (`.<code>.yaml`, `.<code>.json`) beside it in each other
 * declared language (`<slug>.es.md` in Spanish), each read with the line of
 * every field. What cannot be paired (a translation alone, two files of one
 * slug, a file name that is no slug) is a problem naming the file. Server-only.
 */
import { existsSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { collectionRoute, type Problem } from '../errors.ts'
import { escapeRegExp } from '../escape.ts'
import { DEFAULT_LANG, LANGS, perLanguage, type Lang } from '../lang.ts'
import { LANGUAGE_NAME } from '../lang-tags.ts'
import { TRANSLATED_LANGS } from '../translated-langs.ts'
import type { InLanguages, LoadedEntry, Loader } from './loader.ts'
import { readSourceFile } from './read.ts'

/**
 * The extensions of entry files, with the code of a translation's language
 * before them; other files of the folder (images) are the entries' assets.
 */
const ENTRY_FILE = new RegExp(
  `^(.+?)(?:\\.(${TRANSLATED_LANGS.map(escapeRegExp).join('|') || '(?!)'}))?\\.(md|ya?ml|json)$`,
)
/** The folder's translation records (`<code>.sources.json`, site/content/index.ts): JSON, but no entry. */
const RECORD_FILE = /\.sources\.json$/
/** A slug: what the file name gives the URL. */
export const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/

/** An entry's files: its slug and its file per language (`{ slug, en, es? }` on this site). */
export type EntryFiles = { slug: string } & InLanguages<string>

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
  route: collectionRoute(collection.name),
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
  const bySlug = new Map<string, Record<Lang, string[]>>()
  for (const name of readdirSync(dir).sort()) {
    const match = RECORD_FILE.test(name) ? null : ENTRY_FILE.exec(name)
    if (!match) continue
    const [, slug, code] = match as unknown as [string, string, Lang | undefined]
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
    const files = bySlug.get(slug) ?? perLanguage((): string[] => [])
    files[code ?? DEFAULT_LANG].push(file)
    bySlug.set(slug, files)
  }
  const entries: EntryFiles[] = []
  const original = LANGUAGE_NAME[DEFAULT_LANG]
  for (const [slug, files] of bySlug) {
    const translated = TRANSLATED_LANGS.filter((lang) => files[lang].length > 0)
    if (files[DEFAULT_LANG].length === 0) {
      problems.push(
        problem(
          collection,
          files[translated[0]!][0]!,
          `a ${LANGUAGE_NAME[translated[0]!]} entry with no ${original} entry beside it`,
          `add the ${original} entry (${collection.folder}/${slug}.md, .yaml or .json), or rename this file if its slug is wrong`,
        ),
      )
      continue
    }
    if (LANGS.some((lang) => files[lang].length > 1)) {
      problems.push(
        problem(
          collection,
          LANGS.flatMap((lang) => files[lang]).join(', '),
          `two entries with the slug "${slug}"`,
          'keep one file per slug and language (one of .md, .yaml and .json)',
        ),
      )
      continue
    }
    if (translated.length > 0 && !collection.translatable) {
      problems.push(
        problem(
          collection,
          files[translated[0]!][0]!,
          `collection "${collection.name}" is ${original} only, so its entries have no ${LANGUAGE_NAME[translated[0]!]} file`,
          `delete the file, or make the collection translatable (translatable: true in site.manifest.ts)`,
        ),
      )
      continue
    }
    entries.push({
      slug,
      [DEFAULT_LANG]: files[DEFAULT_LANG][0]!,
      ...Object.fromEntries(translated.map((lang) => [lang, files[lang][0]!])),
    } as EntryFiles)
  }
  return { entries, problems }
}

/** The files loader's name, in messages ("the loader \"files\""). */
export const FILES_LOADER = 'files'

/** The files loader of `folder` (under the site's root): Markdown, YAML and JSON entry files. */
export function filesLoader(folder: string): Loader {
  return {
    name: FILES_LOADER,
    load({ root, collection }) {
      const found = findEntryFiles(root, { ...collection, folder })
      return {
        entries: found.entries.map(
          (files) =>
            ({
              id: files.slug,
              ...Object.fromEntries(
                LANGS.flatMap((lang) => (files[lang] ? [[lang, readSourceFile(root, files[lang])]] : [])),
              ),
            }) as LoadedEntry,
        ),
        problems: found.problems,
      }
    },
  }
}
