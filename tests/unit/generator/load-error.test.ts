import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { loadErrorMessage } from '../../../generator/cli/load-error.ts'

const root = join(import.meta.dirname, '../../..')

describe('a module of the site that does not load', () => {
  it('is named at its file, line and column, with the fix and no stack trace', async () => {
    // A name used without its import, as a manifest that writes z.string() without importing z.
    const file = 'tests/fixtures/content/load-error.fixture-module.ts'
    const error = await import(join(root, file)).catch((e: unknown) => e)
    // Its place found in the file, not counted.
    const lines = readFileSync(join(root, file), 'utf8').split('\n')
    const line = lines.findIndex((l) => l.includes('notImported.string()'))
    const column = lines[line]!.indexOf('notImported') + 1
    const message = loadErrorMessage(error, root)!
    expect(message.split('\n')[0]).toBe(`✖ ${file}:${line + 1}:${column} › ReferenceError: notImported is not defined`)
    expect(message).toMatch(/fix: correct the code at that line .*nothing was checked or built$/)
    expect(message).not.toMatch(/\n\s+at /)
  })
  it("names esbuild's syntax error at its place", () => {
    const error = new Error(
      `Transform failed with 1 error:\n${join(root, 'site.manifest.ts')}:43:15: ERROR: Expected "]" but found ":"`,
    )
    expect(loadErrorMessage(error, root)!.split('\n')[0]).toBe('✖ site.manifest.ts:43:15 › Expected "]" but found ":"')
  })
  it('leaves an error that names no file of the repository as it is', () => {
    const error = Object.assign(new Error('boom'), { stack: 'Error: boom\n    at x (/elsewhere/y.js:1:1)' })
    expect(loadErrorMessage(error, root)).toBeUndefined()
  })
})
