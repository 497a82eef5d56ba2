/**
 * The site's Markdown, read ahead of its load by every lane of the build at
 * once: each lane parses its share of the files (every n-th of the sorted
 * list), hands its readings to the others, and takes theirs, so that no lane
 * waits for one thread to parse them all (at 1,000 entries, about 6 s of a
 * single core) and each lane's renderer has every text's tree
 * (site/content/markdown.ts). A file missed here is parsed by the load as
 * usual; a file that cannot be read is left to the load, which says why.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { readAhead, type MarkdownReading } from '../markdown/store.ts'
import { markdownBodyOf } from '../../site/content/source.ts'

/** Every file under `root`/content, sorted by path: every lane lists them alike (none when there is no content/). */
export function contentFileList(root: string): string[] {
  const out: string[] = []
  const walk = (dir: string) => {
    let entries
    try {
      entries = readdirSync(dir, { withFileTypes: true })
    } catch {
      return
    }
    for (const entry of entries)
      if (entry.isDirectory()) walk(join(dir, entry.name))
      else out.push(join(dir, entry.name))
  }
  walk(join(root, 'content'))
  return out.sort((a, b) => (relative(root, a) < relative(root, b) ? -1 : 1))
}

/** The Markdown files under `root`/content, sorted by path. */
export const markdownFiles = (root: string): string[] => contentFileList(root).filter((f) => f.endsWith('.md'))

/** Lane `lane` of `lanes`' share of the site's Markdown, read ahead: the readings to hand to the other lanes. */
export function readAheadShare(root: string, lane: number, lanes: number): MarkdownReading[] {
  const bodies = markdownFiles(root)
    .filter((_, i) => i % lanes === lane)
    .flatMap((file) => {
      try {
        const { body, bodyLine } = markdownBodyOf(readFileSync(file, 'utf8'))
        return [{ body, firstLine: bodyLine }]
      } catch {
        return []
      }
    })
  return readAhead(bodies)
}
