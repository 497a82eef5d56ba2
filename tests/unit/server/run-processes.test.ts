/**
 * What a stopped run leaves outside its process groups (a browser chrome-launcher started detached,
 * seen after a run was stopped during the watchdog's Lighthouse test) is found by the owner in its
 * environment and killed once that run is gone (server/leftovers.ts).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { describe, expect, it } from 'vitest'
import { processesOfRuns, stopProcessesOfRuns } from '../../../server/leftovers.ts'

/** A detached process, in a group of its own, as if started by the run `owner`. */
function startedBy(owner: number): ChildProcess {
  const child = spawn('sleep', ['60'], {
    detached: true,
    stdio: 'ignore',
    env: { ...process.env, SITE_RUN_OWNER: String(owner) },
  })
  child.unref()
  return child
}
const exited = (child: ChildProcess) =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise<void>((done) => child.once('exit', () => done()))

describe('processes left by a run', () => {
  it('kills those whose run is gone, naming them, and leaves a running run’s alone', async () => {
    // A pid that was a run and has ended.
    const gone = spawnSync('sh', ['-c', 'echo $$'], { encoding: 'utf8' })
    const deadOwner = Number(gone.stdout.trim())
    const orphan = startedBy(deadOwner)
    const kept = startedBy(process.pid)
    try {
      expect(processesOfRuns()).toEqual(
        expect.arrayContaining([
          { pid: orphan.pid, owner: deadOwner },
          { pid: kept.pid, owner: process.pid },
        ]),
      )
      const lines: string[] = []
      expect(stopProcessesOfRuns((l) => lines.push(l))).toBeGreaterThanOrEqual(1)
      await exited(orphan)
      expect(orphan.signalCode).toBe('SIGKILL')
      expect(lines).toContainEqual(`stopped pid ${orphan.pid} (sleep 60), left by the run of pid ${deadOwner}`)
      expect(kept.exitCode === null && kept.signalCode === null).toBe(true)

      // A run being stopped: what it started goes, whatever its process group.
      stopProcessesOfRuns(() => {}, process.pid)
      await exited(kept)
      expect(kept.signalCode).toBe('SIGKILL')
    } finally {
      for (const child of [orphan, kept]) child.kill('SIGKILL')
    }
  })
})
