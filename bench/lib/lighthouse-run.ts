/**
 * One Lighthouse run in a process of its own (bench/lib/lighthouse-measure.ts
 * starts it under a watchdog): its one argument is a RunRequest as JSON with
 * `out`, the file it writes its RunOutcome to. It prints its browser's pid
 * first, so that the parent can kill the browser with it.
 */
import { writeFileSync } from 'node:fs'
import { CHROME_PID_LINE, measureHere, type RunOutcome, type RunRequest } from './lighthouse-measure.ts'

const request = JSON.parse(process.argv[2] ?? '{}') as RunRequest & { out: string }
let outcome: RunOutcome
try {
  outcome = { result: await measureHere(request, (pid) => process.stdout.write(`${CHROME_PID_LINE}${pid}\n`)) }
} catch (error) {
  outcome = { error: error instanceof Error ? error.message : String(error) }
}
writeFileSync(request.out, JSON.stringify(outcome))
// Lighthouse may leave a socket or a timer behind: the run is over.
process.exit(0)
