/**
 * The Lighthouse run's process started ahead (bench/lib/lighthouse-measure.ts keepSpareRunner): it
 * waits at the lowest priority, is stopped when no more are wanted, and ends when its standard input
 * closes without a run. Its use in a run is measured
 * by the watchdog tests (tests/unit/scripts/watchdog*.test.ts) and by `npm run bench`.
 */
import { spawn } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { afterEach, describe, expect, it } from 'vitest'
import { keepSpareRunner, spareRunnerPid } from '../../../bench/lib/lighthouse-measure.ts'

const RUN_SCRIPT = fileURLToPath(new URL('../../../bench/lib/lighthouse-run.ts', import.meta.url))

/** The nice value of a running process (field 19 of /proc/<pid>/stat), or null once it is gone. */
function niceOf(pid: number): number | null {
  if (!existsSync(`/proc/${pid}/stat`)) return null
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
  if (stat.split(') ')[1]?.startsWith('Z')) return null
  return Number(stat.split(') ')[1]!.split(' ')[16])
}

/** Waits for a condition (no fixed sleep), failing with `what` after `ms`. */
async function until(what: string, done: () => boolean, ms = 20_000) {
  const end = Date.now() + ms
  while (!done()) {
    if (Date.now() > end) throw new Error(`${what}: not within ${ms / 1000} s`)
    await new Promise((r) => setTimeout(r, 50))
  }
}

afterEach(() => keepSpareRunner(false))

describe('the run process started ahead', () => {
  it('waits at nice 19 and is stopped when no more spares are wanted', async () => {
    keepSpareRunner(true)
    const pid = spareRunnerPid()
    expect(pid).toBeTypeOf('number')
    await until('the spare at nice 19', () => niceOf(pid!) === 19)
    keepSpareRunner(false)
    expect(spareRunnerPid()).toBeUndefined()
    await until('the spare stopped', () => niceOf(pid!) === null)
  })

  it('ends by itself when its standard input closes without a run', async () => {
    // What a spare sees when the bench that started it ends or is stopped: the end of its standard
    // input (the pipe's other end is gone). Started here at the normal priority: at nice 19 on a
    // machine this busy, its start alone waits for whatever else runs.
    const runner = spawn(process.execPath, ['--import', 'tsx', RUN_SCRIPT, '--stdin'], {
      stdio: ['pipe', 'pipe', 'pipe'],
    })
    let output = ''
    runner.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
    runner.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
    runner.stdin.end()
    const code = await new Promise<number | null>((done) => runner.once('exit', done))
    expect(code, output).toBe(0)
    expect(output).toBe('')
  })
})
