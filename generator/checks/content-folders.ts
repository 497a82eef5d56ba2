import { join } from 'node:path'
import { unreadFolders } from '../../site/content/index.ts'
import type { Check } from './types.ts'

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
