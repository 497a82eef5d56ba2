/**
 * npm run add-entry -- <collection> "<title>" [--lang es] [--slug <slug>] [--manifest site.manifest.ts] [--root .]
 *
 * Writes a new entry of a collection with every field of its schema, each
 * explained, the texts stubbed so that `npm run check` fails on each until
 * written; or, with --lang es, the Spanish file of an English entry with
 * each text marked [ES-PENDING]. Checked before anything is written: a
 * refusal exits 1 with nothing changed. See generator/add-entry/.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { parseCommandLine } from '../add-entry/args.ts'
import { AddEntryError } from '../add-entry/errors.ts'

try {
  const options = parseCommandLine(process.argv.slice(2), process.cwd())
  const { planAddEntry } = await import('../add-entry/plan.ts')
  const { formatAddEntryReport } = await import('../add-entry/report.ts')
  const plan = await planAddEntry(options)
  mkdirSync(dirname(join(options.root, plan.file)), { recursive: true })
  // 'wx': never over a file that appeared since the plan looked.
  writeFileSync(join(options.root, plan.file), plan.text, { flag: 'wx' })
  console.log(formatAddEntryReport(plan))
} catch (error) {
  if (!(error instanceof AddEntryError)) throw error
  console.error(`add-entry refused: ${error.message}\nNothing was changed.`)
  process.exitCode = 1
}
