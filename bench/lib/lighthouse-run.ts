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
import type { RunOutcome, RunRequest } from './lighthouse-measure.ts'

// The imports (tsx's transforms, Lighthouse, Playwright: about 2 CPU-s) go on while the request is
// awaited, so that standard input closed without one ends this process at once, even one started at
// nice 19 on a busy machine before its imports are done.
const loading = import('./lighthouse-measure.ts')
loading.catch(() => undefined)
const input = (await text(process.stdin)).trim()
if (!input) process.exit(0)
const request = JSON.parse(input) as RunRequest & { out: string }
const { CHROME_PID_LINE, measureHere } = await loading
let outcome: RunOutcome
try {
  outcome = { result: await measureHere(request, (pid) => process.stdout.write(`${CHROME_PID_LINE}${pid}\n`)) }
} catch (error) {
  outcome = { error: error instanceof Error ? error.message : String(error) }
}
writeFileSync(request.out, JSON.stringify(outcome))
// Lighthouse may leave a socket or a timer behind: the run is over.
process.exit(0)
