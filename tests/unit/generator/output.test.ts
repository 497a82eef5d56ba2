/**
 * The build's output folder, replaced whole or not at all (generator/cli/output.ts), on folders of a
 * temporary directory. The builds themselves are held by build-lanes.test.ts (a failing build keeps
 * the earlier output, a stopped one too) and typecheck.test.ts (a passing one replaces it).
 */
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { openOutput } from '../../../generator/cli/output.ts'

let root = ''
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'output-folder-'))
})
afterEach(() => rmSync(root, { recursive: true, force: true }))

/** Writes files (path → text) under the temporary directory. */
function write(files: Record<string, string>): void {
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true })
    writeFileSync(join(root, path), text)
  }
}
const read = (path: string) => readFileSync(join(root, path), 'utf8')
const folders = () => readdirSync(root).sort()

describe('the output folder of a build', () => {
  it('is replaced whole by the staging folder once the build has passed: nothing of the old one is left', () => {
    write({ 'dist/client/index.html': 'old', 'dist/client/gone/index.html': 'old page' })
    const output = openOutput('dist', root)
    expect(output.staging).toBe(join(root, 'dist-building'))
    write({ 'dist-building/client/index.html': 'new' })
    expect(read('dist/client/index.html')).toBe('old')
    output.commit()
    expect(output.committed).toBe(true)
    expect(read('dist/client/index.html')).toBe('new')
    expect(existsSync(join(root, 'dist/client/gone'))).toBe(false)
    expect(folders()).toEqual(['dist'])
  })

  it('is made by the first build that passes', () => {
    const output = openOutput('out/', root)
    write({ 'out-building/client/index.html': 'new' })
    output.commit()
    expect(read('out/client/index.html')).toBe('new')
    expect(folders()).toEqual(['out'])
  })

  it('is left as it was by a build that did not pass, which removes its staging folder and says so', () => {
    write({ 'dist/client/index.html': 'old' })
    const output = openOutput('dist', root)
    write({ 'dist-building/client/index.html': 'half' })
    expect(output.abandon()).toBe(
      "dist kept as it was (the previous build); this build's files (dist-building) were removed",
    )
    expect(output.committed).toBe(false)
    expect(read('dist/client/index.html')).toBe('old')
    expect(folders()).toEqual(['dist'])
    const first = openOutput('site', root)
    write({ 'site-building/client/index.html': 'half' })
    expect(first.abandon()).toBe(
      "site not written (there was no previous build); this build's files (site-building) were removed",
    )
    expect(folders()).toEqual(['dist'])
  })

  it('is cleared of what a killed build left: its staging folder removed, a folder moved away put back', () => {
    write({ 'dist/client/index.html': 'old', 'dist-building/client/index.html': 'half' })
    expect(openOutput('dist', root).notes).toEqual([
      'removed dist-building, left by a build that was killed before it finished',
    ])
    expect(folders()).toEqual(['dist'])
    // Killed between the two renames: the output folder moved away, the new one not yet in.
    renameSync(join(root, 'dist'), join(root, 'dist-previous'))
    write({ 'dist-building/client/index.html': 'new' })
    expect(openOutput('dist', root).notes).toEqual([
      'put back dist from dist-previous, left by a build killed while it replaced it',
      'removed dist-building, left by a build that was killed before it finished',
    ])
    expect(read('dist/client/index.html')).toBe('old')
    expect(folders()).toEqual(['dist'])
    // Killed after them, before the previous one was removed.
    write({ 'dist-previous/client/index.html': 'older' })
    expect(openOutput('dist', root).notes).toEqual([])
    expect(folders()).toEqual(['dist'])
  })

  it('keeps the old output when the new one cannot be renamed in', () => {
    write({ 'dist/client/index.html': 'old' })
    const failing = (from: Parameters<typeof renameSync>[0], to: Parameters<typeof renameSync>[1]) => {
      if (String(from).endsWith('-building')) throw Object.assign(new Error('EACCES'), { code: 'EACCES' })
      renameSync(from, to)
    }
    const output = openOutput('dist', root, failing)
    write({ 'dist-building/client/index.html': 'new' })
    expect(() => output.commit()).toThrow('EACCES')
    expect(output.committed).toBe(false)
    expect(read('dist/client/index.html')).toBe('old')
    output.abandon()
    expect(folders()).toEqual(['dist'])
  })

  it('that cannot be renamed itself (a mount point) has its contents replaced instead', () => {
    write({ 'dist/client/index.html': 'old', 'dist/urls.json': '[]' })
    const mountPoint = (from: Parameters<typeof renameSync>[0], to: Parameters<typeof renameSync>[1]) => {
      if (from === join(root, 'dist')) throw Object.assign(new Error('EBUSY'), { code: 'EBUSY' })
      renameSync(from, to)
    }
    const output = openOutput('dist', root, mountPoint)
    write({ 'dist-building/client/index.html': 'new' })
    output.commit()
    expect(output.committed).toBe(true)
    expect(read('dist/client/index.html')).toBe('new')
    expect(readdirSync(join(root, 'dist'))).toEqual(['client'])
    expect(folders()).toEqual(['dist'])
  })

  it('is refused when it is the working directory or holds it', () => {
    const cwd = join(root, 'site')
    expect(() => openOutput('.', cwd)).toThrow('SITE_OUT_DIR=. is the working directory or holds it')
    expect(() => openOutput('..', cwd)).toThrow('SITE_OUT_DIR=.. is the working directory or holds it')
    expect(openOutput('../dist', cwd).final).toBe(join(root, 'dist'))
    expect(openOutput('..dist', cwd).final).toBe(join(cwd, '..dist'))
  })
})
