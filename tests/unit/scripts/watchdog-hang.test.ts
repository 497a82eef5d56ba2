/**
 * The watchdog of the Lighthouse runs (scripts/lib/watchdog.ts) on a page that never answers, twice:
 * a file of its own so that its waits (two time limits) run beside the other tests, not after them.
 */
import type { Server } from 'node:http'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { measure } from '../../../bench/lib/lighthouse-measure.ts'
import { hangingServer, listen } from './hanging-server.ts'

describe('a Lighthouse run whose navigation never returns, twice', () => {
  const root = mkdtempSync(join(tmpdir(), 'watchdog-hang-'))
  const servers: Server[] = []
  afterAll(() => {
    for (const s of servers) {
      s.closeAllConnections()
      s.close()
    }
    rmSync(root, { recursive: true, force: true })
  })

  it('hanging again fails the run, naming it, with its browsers killed', { timeout: 150_000 }, async () => {
    const { server, held } = hangingServer()
    servers.push(server)
    const port = await listen(server)
    const write = process.stderr.write.bind(process.stderr)
    process.stderr.write = (() => true) as typeof process.stderr.write
    try {
      await expect(measure({ port, root }, '/hang/', { categories: ['performance'], limitMs: 30_000 })).rejects.toThrow(
        'watchdog: Lighthouse on /hang/ did not finish within 30 s, twice',
      )
    } finally {
      process.stderr.write = write
    }
    // Each browser that reached the page was killed (on a loaded machine the first may not get there in time).
    expect(held.length).toBeGreaterThanOrEqual(1)
    await Promise.all(held.map((h) => h.closed))
  })
})
