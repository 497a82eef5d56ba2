/**
 * Ports before the browser tests (tests/harness/ports.ts, server/leftovers.ts): a leftover of a
 * stopped run is stopped; anything else holding a port fails the run, naming the port and its holder;
 * and `npm test` itself fails that way when a test port is taken.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createServer, type Server } from 'node:net'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { freePort } from '../../../server/ports.ts'
import { claimPort, holdersOf, recordServer } from '../../../server/leftovers.ts'
import { preparePorts } from '../../harness/ports.ts'
import { runWithin } from '../../harness/limits.ts'

const REPO = resolve(import.meta.dirname, '../../..')
const records = mkdtempSync(join(tmpdir(), 'server-records-'))
process.env.SITE_SERVER_RECORDS = records

const listen = (port: number) =>
  new Promise<Server>((done, fail) => {
    const server = createServer()
    server.once('error', fail)
    server.listen(port, '127.0.0.1', () => done(server))
  })

/** A process that listens on the port, as a server left by a run looks: its own process, not ours. */
function leftover(port: number): Promise<ChildProcess> {
  const child = spawn(
    process.execPath,
    ['-e', `require('node:net').createServer().listen(${port}, '127.0.0.1', () => console.log('up'))`],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  )
  return new Promise((done) => child.stdout!.once('data', () => done(child)))
}

afterAll(() => {
  delete process.env.SITE_SERVER_RECORDS
  rmSync(records, { recursive: true, force: true })
})

describe('a port before the browser tests', () => {
  it('free: nothing to do', async () => {
    expect(await claimPort(await freePort())).toEqual({ state: 'free' })
  })

  it('held by something that is not a recorded server: taken, naming the port and the holder, left alone', async () => {
    const port = await freePort()
    const server = await listen(port)
    try {
      const [problem] = await preparePorts([port], () => {})
      expect(problem).toContain(`port ${port} is already in use by pid ${process.pid}`)
      expect(problem).toContain('E2E_PORT')
      expect(holdersOf(port).map((h) => h.pid)).toEqual([process.pid])
    } finally {
      server.close()
    }
  })

  it('held by a server whose owner is gone (a stopped run): stopped, and said', async () => {
    const port = await freePort()
    const server = await leftover(port)
    // Recorded by an owner that has exited since: a short-lived process stands for the stopped run.
    const script = join(records, 'owner.ts')
    writeFileSync(
      script,
      `import { recordServer } from ${JSON.stringify(join(REPO, 'server/leftovers.ts'))}\nrecordServer(${port}, 'nginx', /node/)\n`,
    )
    const owner = runWithin(join(REPO, 'node_modules/.bin/tsx'), [script], {
      env: { ...process.env, SITE_SERVER_RECORDS: records },
      cwd: REPO,
    })
    expect(owner.status, owner.stderr).toBe(0)
    const lines: string[] = []
    expect(await preparePorts([port], (l) => lines.push(l))).toEqual([])
    expect(lines).toEqual([expect.stringMatching(new RegExp(`^port ${port}: stopped nginx left by an earlier run`))])
    expect(holdersOf(port)).toEqual([])
    // The leftover itself was killed (its exit reaches this process a moment later).
    if (server.exitCode === null && server.signalCode === null) await new Promise((r) => server.once('exit', r))
    expect(server.signalCode).toBe('SIGKILL')
  })

  it('held by a recorded server whose owner is still running (another run): taken, not stopped', async () => {
    const port = await freePort()
    const server = await leftover(port)
    try {
      recordServer(port, 'nginx', /node/)
      const state = await claimPort(port)
      expect(state.state).toBe('taken')
      expect(state.state === 'taken' && state.message).toContain(`started by a run still going (pid ${process.pid})`)
    } finally {
      server.kill('SIGKILL')
    }
  })
})

describe('npm test with a test port taken', () => {
  let server: Server
  let port = 0
  beforeAll(async () => {
    // A free port whose neighbour two above is free too (it may be another process's at any time): try again.
    for (let attempt = 1; ; attempt++) {
      port = await freePort()
      try {
        server = await listen(port + 2)
        return
      } catch (error) {
        if (attempt === 20) throw error
      }
    }
  })
  afterAll(() => server.close())

  it('fails, naming the port, without running a browser test', () => {
    // SKIP_BUILD and a selection with no unit test: only the ports are at stake (E2E_PORT moves them all).
    const run = spawnSync(join(REPO, 'node_modules/.bin/tsx'), ['tests/run.ts', '--ports-only'], {
      cwd: REPO,
      encoding: 'utf8',
      env: {
        ...process.env,
        E2E_PORT: String(port),
        SITE_SERVER_RECORDS: records,
        TEST_REPORTS_DIR: join(records, 'reports'),
      },
      timeout: 60_000,
    })
    expect(run.status, run.stdout + run.stderr).toBe(1)
    expect(run.stdout).toContain(`port ${port + 2} is already in use by pid ${process.pid}`)
    expect(run.stdout.trim().split('\n').at(-1)).toMatch(/^0 passed, [1-5] failed$/)
  })
})
