/**
 * nginx as the tests and `npm run serve` start it (server/nginx.ts): a configuration it refuses
 * fails with nginx's own words and leaves no folder behind (each start writes one under the temp
 * directory, removed when the server stops; a refused start used to keep it).
 */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, expect, it } from 'vitest'
import { startNginx } from '../../../server/nginx.ts'
import { freePort } from '../../../server/ports.ts'

const root = mkdtempSync(join(tmpdir(), 'nginx-root-'))
afterAll(() => rmSync(root, { recursive: true, force: true }))

it('refuses a configuration nginx refuses, naming what it said, and leaves no folder behind', async () => {
  // A temp directory of this test's own (os.tmpdir() reads TMPDIR), so that servers other runs start
  // meanwhile are not counted.
  const temp = mkdtempSync(join(root, 'tmp-'))
  const saved = process.env.TMPDIR
  process.env.TMPDIR = temp
  try {
    await expect(
      startNginx({ root, include: join(root, 'no-such-include.conf'), port: await freePort() }),
    ).rejects.toThrow(/nginx refused the configuration:[\s\S]*no-such-include\.conf/)
  } finally {
    if (saved === undefined) delete process.env.TMPDIR
    else process.env.TMPDIR = saved
  }
  expect(readdirSync(temp)).toEqual([])
})
