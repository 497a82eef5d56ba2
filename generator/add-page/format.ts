/**
 * Prettier over the files add-page writes, with the repository's config. The
 * printer (print.ts) already writes Prettier's style, so this is a safety net
 * for `npm run lint` (prettier --check); the files it had to change are
 * returned so a test can tell the printer has drifted.
 */
import { join } from 'node:path'
import * as prettier from 'prettier'

/** Formats each change's text in place; returns the files whose text changed. */
export async function formatSources(root: string, changes: { file: string; text: string }[]): Promise<string[]> {
  const changed: string[] = []
  for (const change of changes) {
    const filepath = join(root, change.file)
    const config = (await prettier.resolveConfig(filepath)) ?? {}
    const text = await prettier.format(change.text, { ...config, filepath })
    if (text !== change.text) changed.push(change.file)
    change.text = text
  }
  return changed
}
