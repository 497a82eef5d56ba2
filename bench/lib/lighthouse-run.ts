/**
 * One Lighthouse run in a process of its own (bench/lib/lighthouse-measure.ts
 * starts it under a watchdog): its request is a RunRequest as JSON with `out`,
 * the file it writes its RunOutcome to, read from its standard input once its
 * imports are done (so that it can be started ahead, lighthouse-measure.ts
 * keepSpareRunner); standard input closed without a request ends it. It prints
 * its browser's pid first, so that the parent can kill the browser with it.
 */
import { writeFileSync } from 'node:fs'
import { text } from 'node:stream/consumers'
import { CHROME_PID_LINE, measureHere, type RunOutcome, type RunRequest } from './lighthouse-measure.ts'

const input = (await text(process.stdin)).trim()
if (!input) process.exit(0)
const request = JSON.parse(input) as RunRequest & { out: string }
let outcome: RunOutcome
try {
  outcome = { result: await measureHere(request, (pid) => process.stdout.write(`${CHROME_PID_LINE}${pid}\n`)) }
} catch (error) {
  outcome = { error: error instanceof Error ? error.message : String(error) }
}
writeFileSync(request.out, JSON.stringify(outcome))
// Lighthouse may leave a socket or a timer behind: the run is over.
process.exit(0)
