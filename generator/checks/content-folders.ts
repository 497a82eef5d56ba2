import { existsSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { DOCUMENTS_DIR } from '../../site/content/documents.ts'
import type { Problem } from '../../site/errors.ts'
import type { Collection } from '../../site/schema/collection.ts'
import type { Check } from './types.ts'

/** A file of a content folder that is an entry or a document (not a translation record, not an image). */
const ENTRY_FILE = /\.(md|ya?ml|json)$/
const RECORD_FILE = /\.sources\.json$/

/**
 * The folders of content/ under `root` whose entry files nothing reads, given every collection of the
 * site: a folder that is neither the documents' nor a collection's, and the folder of a collection that
 * reads its entries with a loader of its own (which holds its translation records only). Switching a
 * collection from its files to a loader, or renaming its folder, would otherwise leave its files
 * behind unseen.
 */
export function unreadFolders(root: string, collections: readonly Collection[]): Problem[] {
  const dir = join(root, 'content')
  if (!existsSync(dir)) return []
  const read = new Set([DOCUMENTS_DIR, ...collections.flatMap((c) => (c.folder ? [c.folder] : []))])
  return readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory() && !read.has(`content/${d.name}`))
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((d): Problem[] => {
      const folder = `content/${d.name}`
      const files = readdirSync(join(dir, d.name))
        .filter((f) => ENTRY_FILE.test(f) && !RECORD_FILE.test(f))
        .sort()
      if (files.length === 0) return []
      const byLoader = collections.find((c) => !c.folder && c.name === d.name)
      const [count, are] = files.length === 1 ? ['file', 'is'] : [`${files.length} files`, 'are']
      return [
        {
          check: 'content-folders',
          file: `${folder}/${files[0]}`,
          route: '*',
          key: '(folder)',
          message: byLoader
            ? `collection "${byLoader.name}" reads its entries with the loader "${byLoader.loader?.name ?? '?'}", so the entry ${count} of ${folder}/ (${files.join(', ')}) ${are} read by nothing`
            : `${folder}/ is the folder of no collection, so its ${count} (${files.join(', ')}) ${are} read by nothing`,
          hint: byLoader
            ? `remove ${files.length === 1 ? 'it' : 'them'} (the loader's entries take their place; ${folder}/ keeps only its *.sources.json records), or read them as files: folder: '${folder}' in place of the loader`
            : `declare a collection with folder: '${folder}' in site.manifest.ts (docs/editing.md#pages-from-files-collections), or remove the folder`,
        },
      ]
    })
}

/**
 * Every folder of content/ is read: the documents' or a collection's. A folder
 * of no collection, or entry files left in the folder of a collection that now
 * reads its entries with a loader, would be read by nothing, unseen.
 */
export const contentFolders: Check = {
  id: 'content-folders',
  title: 'Content folders',
  summary: (site) =>
    `every folder of content/ is read: the documents' and ${site.content.collections.filter((c) => c.folder).length} collections' folders`,
  run({ site, publicDir }) {
    if (!site) return []
    return unreadFolders(join(publicDir, '..'), site.content.collections)
  },
}
