/**
 * A build of a site large enough for worker lanes starts them with the
 * build (generator/prerender/lanes.ts): the first runs vike's builds while
 * the main thread checks the site. When the checks fail, the build must
 * still say why, name the file and line, stop vike and its workers, and exit
 * 1 (not crash on a worker or child it stops). The passing path is the
 * end-to-end library's build (tests/e2e/synthetic/build.ts, 334 documents
 * on two lanes).
 */
import { spawnSync } from 'node:child_process'
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { afterAll, expect, it } from 'vitest'
import { makeScratchCopy } from '../../../scripts/lib/scratch.ts'
import { syntheticSite } from '../../../scripts/synthetic/plan.ts'
import { writeSyntheticSite } from '../../../scripts/synthetic/write.ts'
import { contentFiles, laneCount } from '../../../generator/prerender/lanes.ts'
import { runTsx } from '../../harness/limits.ts'

const REPO = resolve(import.meta.dirname, '../../..')
const copies: string[] = []
afterAll(() => copies.forEach((dir) => rmSync(dir, { recursive: true, force: true })))

it('a content error found by the checks stops a build with workers, naming file and line', () => {
  const dir = makeScratchCopy(REPO, 'build-lanes-')
  copies.push(dir)
  writeSyntheticSite(dir, syntheticSite({ entries: 45, translated: 0 }), REPO)
  // Enough content files for a worker on two lanes (SITE_BUILD_LANES=2 below, whatever the machine's cores).
  expect(laneCount(contentFiles(dir), 2)).toBe(2)
  const folder = join(dir, 'content/library')
  const file = readdirSync(folder).find((f) => f.endsWith('.md'))!
  const text = readFileSync(join(folder, file), 'utf8')
  expect(text).toMatch(/date: \d{4}-\d{2}-\d{2}/)
  writeFileSync(join(folder, file), text.replace(/date: \d{4}-\d{2}-\d{2}/, 'date: 2026-13-45'))

  const build = runTsx(['generator/cli/build.ts'], {
    cwd: dir,
    env: { ...process.env, SITE_BUILD_LANES: '2', SITE_OUT_DIR: 'dist' },
  })
  const output = `${build.stdout}${build.stderr}`
  expect(build.status, output).toBe(1)
  expect(output).toContain(`content/library/${file}:2 › date: 2026-13-45 is no day of the calendar`)
  expect(output).toContain('1 problem: the build stops here.')
  expect(output).not.toMatch(/ESRCH|Unhandled|worker failed/)
  // vike's builds, started by the worker, were stopped or had ended: no process of this copy is left.
  const left = spawnSync('pgrep', ['-f', dir], { encoding: 'utf8' })
  expect(left.stdout.trim(), 'processes of the scratch copy still running').toBe('')
}, 360_000)

it('a build that throws after its pages (writing the host files) exits 1 and names the error', () => {
  // vike installs handlers for uncaught errors that log them and let the process exit 0: the build must
  // catch its own failures, wherever they come from, or a deploy would ship a site without its host files.
  const dir = makeScratchCopy(REPO, 'build-throws-')
  copies.push(dir)
  const file = join(dir, 'generator/postbuild.ts')
  const source = readFileSync(file, 'utf8')
  const start =
    'export function postbuild(site: Site, dist: string, outcomes: readonly PageOutcome[]): PostbuildResult {'
  expect(source).toContain(start)
  writeFileSync(
    file,
    source.replace(start, `${start}\n  throw new Error('injected: the host files could not be written')`),
  )
  const build = runTsx(['generator/cli/build.ts'], {
    cwd: dir,
    env: { ...process.env, SITE_OUT_DIR: 'dist' },
  })
  const output = `${build.stdout}${build.stderr}`
  expect(build.status, output).toBe(1)
  expect(output).toContain('injected: the host files could not be written')
  expect(output).toContain('the build stopped on the error above')
  expect(readdirSync(join(dir, 'dist/client'))).not.toContain('_redirects')
}, 360_000)
