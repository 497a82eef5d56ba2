/**
 * `npm run check` (and so the build) runs the type check of the manifest,
 * the listing cards and the copy (generator/typecheck.ts): a card that reads
 * a field its collection's schema lacks fails, naming the card's file and
 * line. The one test that runs it: every other spawned check and build of
 * the tests skips it (SITE_SKIP_TYPECHECK=1, vitest.config.ts), since the
 * project's own type check covers the repository.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { afterAll, expect, it } from 'vitest'
import { makeScratchCopy } from '../../../scripts/lib/scratch.ts'
import { runWithin } from '../../harness/limits.ts'

const REPO = resolve(import.meta.dirname, '../../..')
const FIXTURE = join(REPO, 'tests/fixtures/collections/customers')
const dir = makeScratchCopy(REPO, 'typecheck-')
afterAll(() => rmSync(dir, { recursive: true, force: true }))

it('a card reading a field its schema lacks fails npm run check, naming file, line and fix; the right ones pass', () => {
  mkdirSync(join(dir, 'site/schema/collections'), { recursive: true })
  writeFileSync(join(dir, 'site/schema/collections/customers.ts'), readFileSync(join(FIXTURE, 'schema.ts.txt')))
  const card = readFileSync(join(FIXTURE, 'CustomerCard.tsx.txt'), 'utf8')
  writeFileSync(join(dir, 'renderer/cards/CustomerCard.tsx'), card)
  // The same card with one field misspelt, on its line 9: `entry.data.industy`.
  const misspelt = card.replace('CustomerCard', 'MisspeltCard').replace('data.industry', 'data.industy')
  writeFileSync(join(dir, 'renderer/cards/MisspeltCard.tsx'), misspelt)
  const check = runWithin(join(dir, 'node_modules/.bin/tsx'), ['generator/cli/check.ts'], {
    cwd: dir,
    env: { ...process.env, NO_COLOR: '1', SITE_SKIP_TYPECHECK: '' },
  })
  const out = check.stdout + check.stderr
  expect(out).toContain(`✖ ${'Type check'.padEnd(28, '.')} 1 problem`)
  expect(out).toContain(
    '    renderer/cards/MisspeltCard.tsx:9 › route "*" › TS2551: Property \'industy\' does not exist on type',
  )
  expect(out).toContain(
    "fix: read only fields of the collection's schema (the `schema` of its collection in site.manifest.ts), or add the field to that schema",
  )
  expect(check.status).toBe(1)
}, 360_000)
