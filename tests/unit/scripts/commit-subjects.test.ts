import { spawnSync } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { historyProblems, messageProblems } from '../../../scripts/commits/subjects.ts'

const ROOT = resolve(import.meta.dirname, '../../..')

describe('commit messages', () => {
  it('accepts a subject of 72 characters with a body after a blank line', () => {
    const subject = 'x'.repeat(72)
    expect(messageProblems(`${subject}\n\nWhy, and what was measured.\n`)).toEqual([])
    // Characters, not bytes: "ñ" and "→" count once.
    expect(messageProblems(`${'ñ'.repeat(71)}→\n`)).toEqual([])
  })

  it('refuses a long subject, naming its length, and a missing blank line', () => {
    expect(messageProblems(`${'y'.repeat(73)}\n\nbody`)).toEqual([
      expect.stringMatching(/^the subject is 73 characters \(at most 72\): "y{73}"; keep what changed/),
    ])
    expect(messageProblems('Subject\nbody right under it')).toEqual([
      'the line after the subject must be empty: git reads everything up to a blank line as the subject',
    ])
    expect(messageProblems('\n# only a comment\n')).toEqual(['the subject is empty: say what the commit changes'])
    expect(messageProblems('fixup! Something')).toHaveLength(1)
  })

  it('names the commit of each problem and skips the listed exceptions', () => {
    expect(
      historyProblems([
        { hash: 'abcdef0123', message: `${'z'.repeat(80)}\n` },
        { hash: 'ca0d72b999', message: `${'z'.repeat(73)}\n` },
        { hash: '1234567890', message: 'Fine subject\n\nbody\n' },
      ]),
    ).toEqual([expect.stringMatching(/^abcdef0: the subject is 80 characters/)])
  })

  it('the hook refuses a long message and accepts a good one (the command line)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'commit-msg-'))
    const run = (message: string) => {
      writeFileSync(join(dir, 'MSG'), message)
      return spawnSync(
        join(ROOT, 'node_modules/.bin/tsx'),
        ['scripts/commits/check.ts', '--message-file', join(dir, 'MSG')],
        {
          cwd: ROOT,
          encoding: 'utf8',
          timeout: 60_000,
        },
      )
    }
    const bad = run(`${'a'.repeat(90)}\n`)
    expect(bad.status).toBe(1)
    expect(bad.stderr).toContain('commit message: the subject is 90 characters (at most 72)')
    expect(run('Short subject\n\nWhy.\n').status).toBe(0)
  }, 120_000)
})
