/**
 * npm run config:docs
 * Writes the generated parts of the configuration docs from the one list of
 * variables (site/env.ts): the tables of docs/configuration.md and
 * .env.production.example. Run it after changing site/env.ts; a unit test
 * fails while they are stale.
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { CONFIG_DOC, ENV_EXAMPLE, renderConfigDoc, renderEnvExample } from '../emit/config-docs.ts'

const read = (file: string) => {
  try {
    return readFileSync(file, 'utf8')
  } catch {
    return ''
  }
}
for (const [file, next] of [
  [CONFIG_DOC, await renderConfigDoc()],
  [ENV_EXAMPLE, renderEnvExample()],
] as const) {
  const changed = read(file) !== next
  if (changed) writeFileSync(file, next)
  console.log(`${changed ? 'wrote' : 'up to date:'} ${file}`)
}
