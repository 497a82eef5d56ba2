import { readFileSync, writeFileSync } from 'node:fs'

/** Writes each generated doc whose text changed, and says which it wrote (the `*:docs` commands). */
export function writeDocs(docs: readonly (readonly [file: string, text: string])[]): void {
  for (const [file, next] of docs) {
    let current = ''
    try {
      current = readFileSync(file, 'utf8')
    } catch {
      // Not written yet.
    }
    const changed = current !== next
    if (changed) writeFileSync(file, next)
    console.log(`${changed ? 'wrote' : 'up to date:'} ${file}`)
  }
}
