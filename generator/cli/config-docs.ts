/**
 * npm run config:docs
 * Writes the generated parts of the configuration docs from the one list of
 * variables (site/env.ts): the tables of docs/configuration.md and
 * .env.production.example. Run it after changing site/env.ts; a unit test
 * fails while they are stale.
 */
import { CONFIG_DOC, ENV_EXAMPLE, renderConfigDoc, renderEnvExample } from '../emit/config-docs.ts'
import { writeDocs } from './write-docs.ts'

writeDocs([
  [CONFIG_DOC, await renderConfigDoc()],
  [ENV_EXAMPLE, renderEnvExample()],
])
