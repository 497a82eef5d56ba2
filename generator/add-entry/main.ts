/**
 * The add-entry command (generator/cli/add-entry.ts), callable in a process that is already running:
 * what it prints goes to `io`, and it returns the exit status. A refusal changes nothing and returns 1.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { parseCommandLine } from './args.ts'
import { AddEntryError } from './errors.ts'
import type { CommandIo } from '../add-page/main.ts'

const consoleIo: CommandIo = { out: (t) => console.log(t), err: (t) => console.error(t) }

export async function addEntryMain(argv: string[], cwd: string, io: CommandIo = consoleIo): Promise<number> {
  try {
    const options = parseCommandLine(argv, cwd)
    const { planAddEntry } = await import('./plan.ts')
    const { formatAddEntryReport } = await import('./report.ts')
    const plan = await planAddEntry(options)
    mkdirSync(dirname(join(options.root, plan.file)), { recursive: true })
    // 'wx': never over a file that appeared since the plan looked.
    writeFileSync(join(options.root, plan.file), plan.text, { flag: 'wx' })
    io.out(formatAddEntryReport(plan))
    return 0
  } catch (error) {
    if (!(error instanceof AddEntryError)) throw error
    io.err(`add-entry refused: ${error.message}\nNothing was changed.`)
    return 1
  }
}
