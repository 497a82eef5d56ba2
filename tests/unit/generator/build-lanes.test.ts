/**
 * A build of a site large enough for worker lanes starts them with the
 * build (generator/prerender/lanes.ts): the first runs vike's builds while
 * the main thread checks the site. When the checks fail, the build must
 * still say why, name the file and line, stop vike and its workers, and exit
 * 1 (not crash on a worker or child it stops). The passing path is the
 * end-to-end library's build (tests/e2e/synthetic/build.ts, 334 documents
 * on two lanes).
 *
 * A build that fails or is stopped leaves the output folder as an earlier
 * build left it, byte for byte, and removes its staging folder
 * (generator/cli/output.ts; typecheck.test.ts holds a passing build
 * replacing it).
 */
import { spawn, spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { afterAll, expect, it } from 'vitest'
import { makeScratchCopy } from '../../../scripts/lib/scratch.ts'
import { syntheticSite } from '../../../scripts/synthetic/plan.ts'
import { writeSyntheticSite } from '../../../scripts/synthetic/write.ts'
import { contentFiles, laneCount } from '../../../generator/prerender/lanes.ts'
import { HEAVY_TEST_MS, runTsx, TSX_LOADER } from '../../harness/limits.ts'

const REPO = resolve(import.meta.dirname, '../../..')
const copies: string[] = []
afterAll(() => copies.forEach((dir) => rmSync(dir, { recursive: true, force: true })))

/** An earlier build's output in the copy's dist/ (what a host may be serving); returns a digest of each of its files. */
function plantEarlierOutput(dir: string): Map<string, string> {
  const files = {
    'client/index.html': '<!doctype html><title>the earlier build</title>',
    'client/about/index.html': '<!doctype html><title>about, earlier</title>',
    'deploy/nginx.conf': 'index index.html;\n',
    'urls.json': '["/","/about/"]',
  }
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(join(dir, 'dist', file, '..'), { recursive: true })
    writeFileSync(join(dir, 'dist', file), text)
  }
  return outputDigest(dir)
}

/** Each file of the copy's dist/, by its path, with a digest of its bytes. */
function outputDigest(dir: string): Map<string, string> {
  const root = join(dir, 'dist')
  return new Map(
    readdirSync(root, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => join(e.parentPath, e.name))
      .sort()
      .map((file) => [file.slice(root.length + 1), createHash('sha256').update(readFileSync(file)).digest('hex')]),
  )
}

/** The earlier output is there as it was, byte for byte; the build's staging folder is gone, and the build said so. */
function expectEarlierOutputKept(dir: string, earlier: Map<string, string>, output: string): void {
  expect(outputDigest(dir)).toEqual(earlier)
  expect(existsSync(join(dir, 'dist-building')), 'the staging folder dist-building').toBe(false)
  expect(existsSync(join(dir, 'dist-previous'))).toBe(false)
  expect(output).toContain("dist kept as it was (the previous build); this build's files (dist-building) were removed")
}

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
  const earlier = plantEarlierOutput(dir)
  // The staging folder of a build killed outright: this build removes it first.
  mkdirSync(join(dir, 'dist-building/client'), { recursive: true })
  writeFileSync(join(dir, 'dist-building/client/index.html'), 'half written')

  const build = runTsx(['generator/cli/build.ts'], {
    cwd: dir,
    env: { ...process.env, SITE_BUILD_LANES: '2', SITE_OUT_DIR: 'dist' },
  })
  const output = `${build.stdout}${build.stderr}`
  expect(build.status, output).toBe(1)
  expect(output).toContain(`content/library/${file}:2 › date: 2026-13-45 is no day of the calendar`)
  expect(output).toContain('1 problem: the build stops here.')
  expect(output).not.toMatch(/ESRCH|Unhandled|worker failed/)
  expect(output).toContain('removed dist-building, left by a build that was killed before it finished')
  expectEarlierOutputKept(dir, earlier, output)
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
  const start = '): PostbuildResult {'
  expect(source).toContain(start)
  writeFileSync(
    file,
    source.replace(start, `${start}\n  throw new Error('injected: the host files could not be written')`),
  )
  // Its pages are written by then (into the staging folder, which vike emptied): the earlier output stays.
  const earlier = plantEarlierOutput(dir)
  const build = runTsx(['generator/cli/build.ts'], {
    cwd: dir,
    env: { ...process.env, SITE_OUT_DIR: 'dist' },
  })
  const output = `${build.stdout}${build.stderr}`
  expect(build.status, output).toBe(1)
  expect(output).toContain('injected: the host files could not be written')
  expect(output).toContain('the build stopped on the error above')
  expectEarlierOutputKept(dir, earlier, output)
}, 360_000)

it(
  'a build stopped by SIGTERM keeps the earlier output, removes its staging folder and leaves no process',
  async () => {
    const dir = makeScratchCopy(REPO, 'build-stopped-')
    copies.push(dir)
    const earlier = plantEarlierOutput(dir)
    const child = spawn(process.execPath, ['--import', TSX_LOADER, 'generator/cli/build.ts'], {
      cwd: dir,
      env: { ...process.env, SITE_OUT_DIR: 'dist' },
    })
    let output = ''
    const exited = new Promise<number | null>((done) => child.on('close', (code) => done(code)))
    try {
      // Stopped once its checks have passed: vike's builds or the pages are under way, in the staging folder.
      await new Promise<void>((checked) => {
        child.stdout.on('data', (chunk: Buffer) => {
          output += chunk
          if (/^checks: /m.test(output)) checked()
        })
        child.stderr.on('data', (chunk: Buffer) => (output += chunk))
        void exited.then(() => checked())
      })
      child.kill('SIGTERM')
      expect(await exited, output).toBe(143)
    } finally {
      child.kill('SIGKILL')
    }
    expect(output).toContain('the build was stopped (SIGTERM)')
    expectEarlierOutputKept(dir, earlier, output)
    const left = spawnSync('pgrep', ['-f', dir], { encoding: 'utf8' })
    expect(left.stdout.trim(), 'processes of the scratch copy still running').toBe('')
  },
  HEAVY_TEST_MS,
)
