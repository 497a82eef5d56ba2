/**
 * npm run check [-- --manifest path/to/manifest.ts]
 * Runs every generator check without building and prints a grouped report.
 * Exit code 1 on any problem.
 */
import { resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { ConfigError } from '../../site/errors.ts'
import { loadManifestModule, runChecks } from '../checks/index.ts'
import { formatReport } from './report.ts'

const { values } = parseArgs({ options: { manifest: { type: 'string', default: 'site.manifest.ts' } } })
try {
  const raw = await loadManifestModule(resolve(values.manifest!))
  const run = runChecks({ raw, manifestFile: values.manifest! })
  console.log(formatReport(run))
  process.exitCode = run.problems.length > 0 ? 1 : 0
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message)
    process.exitCode = 1
  } else throw error
}
