/**
 * The Lighthouse run's process started ahead (bench/lib/lighthouse-measure.ts keepSpareRunner): it
 * waits at the lowest priority, and it never outlives what started it. Its use in a run is measured
 * by the watchdog tests (tests/unit/scripts/watchdog*.test.ts) and by `npm run bench`.
 */
import { spawn } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { afterEach, describe, expect, it } from 'vitest'
import { keepSpareRunner, spareRunnerPid } from '../../../bench/lib/lighthouse-measure.ts'

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

  it('ends by itself when the process that started it ends before giving it a run', async () => {
    // A parent that starts a spare and exits at once, printing the spare's pid: the spare reads the end
    // of its standard input and exits, so a bench stopped mid-way leaves no process waiting.
    const script = [
      "import { keepSpareRunner, spareRunnerPid } from './bench/lib/lighthouse-measure.ts'",
      'keepSpareRunner(true)',
      'console.log(spareRunnerPid())',
      'process.exit(0)',
    ].join('\n')
    const parent = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '--eval', script], {
      stdio: ['ignore', 'pipe', 'inherit'],
    })
    let out = ''
    parent.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()))
    await new Promise((done) => parent.once('exit', done))
    const pid = Number(out.trim())
    expect(pid).toBeGreaterThan(0)
    await until(`the spare ${pid} gone after its parent`, () => niceOf(pid) === null)
  })
})
