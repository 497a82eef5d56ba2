/**
 * The watchdog of the browser-driven steps (scripts/lib/watchdog.ts): the
 * pure rules, then a real Lighthouse run on Debian's Chromium against a
 * page that never answers its navigation, as the CI run that hung saw.
 */
import type { Server } from 'node:http'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { measure, RUN_LIMIT_MS } from '../../../bench/lib/lighthouse-measure.ts'
import { retryOnceOnTimeout, TimedOut, withinLimit } from '../../../scripts/lib/watchdog.ts'
import { hangingServer, listen } from './hanging-server.ts'

const never = () => new Promise<never>(() => {})

describe('withinLimit and retryOnceOnTimeout', () => {
  it('passes a result through, and stops nothing', async () => {
    let stopped = 0
    await expect(
      withinLimit(
        'a run',
        1_000,
        async () => 42,
        () => void stopped++,
      ),
    ).resolves.toBe(42)
    expect(stopped).toBe(0)
  })

  it('past the limit: stops the run and throws TimedOut naming it', async () => {
    let stopped = 0
    const error = await withinLimit('Lighthouse on /x/', 50, never, () => void stopped++).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(TimedOut)
    expect((error as Error).message).toBe('Lighthouse on /x/ did not finish within 0.1 s')
    expect(stopped).toBe(1)
  })

  it('an abandoned run that rejects later does not surface', async () => {
    let reject: (e: Error) => void = () => {}
    const late = new Promise<never>((_, r) => (reject = r))
    await expect(
      withinLimit(
        'a run',
        20,
        () => late,
        () => {},
      ),
    ).rejects.toBeInstanceOf(TimedOut)
    reject(new Error('the killed browser closed its socket'))
  })

  it('tries a timed-out run once more, saying so; a second time fails naming it', async () => {
    const lines: string[] = []
    const attempts: number[] = []
    const recovered = await retryOnceOnTimeout(
      async (n) => {
        attempts.push(n)
        if (n === 1) throw new TimedOut('Lighthouse on /x/', 1_000)
        return 'measured'
      },
      (l) => lines.push(l),
    )
    expect(recovered).toBe('measured')
    expect(attempts).toEqual([1, 2])
    expect(lines).toEqual([
      '  watchdog: Lighthouse on /x/ did not finish within 1 s; its browser was killed, trying once more',
    ])

    const failed = retryOnceOnTimeout(
      async () => {
        throw new TimedOut('Lighthouse on /x/', 1_000)
      },
      () => {},
    )
    await expect(failed).rejects.toThrow(
      'watchdog: Lighthouse on /x/ did not finish within 1 s, twice (its browser was killed each time): failing the step',
    )
  })

  it('any other error goes through at once, without a second attempt', async () => {
    let attempts = 0
    const failed = retryOnceOnTimeout(
      async () => {
        attempts++
        throw new Error('redirected')
      },
      () => {},
    )
    await expect(failed).rejects.toThrow('redirected')
    expect(attempts).toBe(1)
  })
})

describe('a Lighthouse run whose navigation never returns', () => {
  const root = mkdtempSync(join(tmpdir(), 'watchdog-'))
  const servers: Server[] = []
  afterAll(() => {
    for (const s of servers) {
      s.closeAllConnections()
      s.close()
    }
    rmSync(root, { recursive: true, force: true })
  })

  it('is killed with its browser past the limit and measured on the second try', { timeout: 180_000 }, async () => {
    const { server, held, requests, release } = hangingServer()
    servers.push(server)
    const port = await listen(server)
    const lines: string[] = []
    const write = process.stderr.write.bind(process.stderr)
    // The page answers once the watchdog has stopped the first run, however far that run got.
    process.stderr.write = ((chunk: string) => {
      lines.push(String(chunk))
      if (String(chunk).includes('watchdog:')) release()
      return true
    }) as typeof process.stderr.write
    try {
      // The hung first run is stopped at 20 s; the second, which must finish, has the bench's own limit.
      const result = await measure({ port, root }, '/hang/', {
        categories: ['performance'],
        limitMs: (attempt) => (attempt === 1 ? 20_000 : RUN_LIMIT_MS),
      })
      expect(result?.row.url).toBe('/hang/')
      expect((result?.lhr as { finalDisplayedUrl?: string }).finalDisplayedUrl).toContain('/hang/')
    } finally {
      process.stderr.write = write
    }
    expect(lines.join('')).toContain('watchdog: Lighthouse on /hang/ did not finish within 20 s')
    // The second run was answered; the first, if it reached the page, is held there until killed.
    expect(requests()).toBeGreaterThanOrEqual(held.length + 1)
    expect(held.length).toBeLessThanOrEqual(1)
    // The first browser was killed: any connection it held open is closed.
    await Promise.all(held.map((h) => h.closed))
  })
})
