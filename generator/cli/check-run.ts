/**
 * The body of `generator/cli/check.ts`, loaded once the language declaration has
 * passed (see there).
 */
import { writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { loadSiteConfig } from '../../site/config.ts'
import { ConfigError } from '../../site/errors.ts'
import { loadManifestModule, runChecks } from '../checks/index.ts'
import { formatPlaceholders, placeholderEntries, placeholdersDoc, PLACEHOLDERS_DOC } from '../placeholders.ts'
import { formatReport } from './report.ts'
import { typeCheckInWorker, withTypeCheck } from '../typecheck.ts'

const { values } = parseArgs({
  options: {
    manifest: { type: 'string', default: 'site.manifest.ts' },
    placeholders: { type: 'boolean', default: false },
    write: { type: 'boolean', default: false },
  },
})
try {
  if (values.placeholders) await placeholders(values.write!)
  else await check()
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message)
    process.exitCode = 1
  } else throw error
}

async function placeholders(write: boolean) {
  if (!write) return console.log(formatPlaceholders(placeholderEntries(loadSiteConfig())))
  writeFileSync(join(process.cwd(), PLACEHOLDERS_DOC), await placeholdersDoc(process.cwd()))
  console.log(`wrote ${PLACEHOLDERS_DOC}`)
}

async function check() {
  const raw = await loadManifestModule(resolve(values.manifest!))
  // The type check runs on its own thread beside the other checks.
  const types = typeCheckInWorker(process.cwd())
  const run = await withTypeCheck(runChecks({ raw, manifestFile: values.manifest! }), types)
  console.log(formatReport(run))
  process.exitCode = run.problems.length > 0 ? 1 : 0
}
