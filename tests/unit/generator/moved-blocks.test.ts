/**
 * A long text whose English gained a block: the blocks after it move, and
 * would each read as stale against the block that stood there before. The
 * check says it once, naming the block the English gained and the command
 * (generator/checks/stale-translations.ts movedBlockProblems). Tried on the
 * real privacy summary: one paragraph added in English gave 13 problems with
 * misleading word diffs before, one problem after.
 */
import { describe, expect, it } from 'vitest'
import { movedBlockProblems } from '../../../generator/checks/stale-translations.ts'
import { fingerprint } from '../../../generator/translations/record.ts'
import type { TextStatus } from '../../../generator/translations/status.ts'

const FILE = 'content/documents/guide.es.md'
/** The block at `place` with its English now and the English accepted there (undefined: none recorded). */
function block(place: number, english: string, accepted: string | undefined): TextStatus {
  const status = accepted === undefined ? 'missing' : accepted === english ? 'fresh' : 'stale'
  return {
    lang: 'es',
    status,
    ...(status === 'missing' ? { reason: 'unaccepted' as const } : {}),
    key: `documents.guide.body.${place}`,
    recordKey: `guide.body.${place}`,
    record: 'content/documents/es.sources.json',
    file: FILE,
    route: '/es/guide/',
    english,
    translated: `es ${place}`,
    ...(accepted === undefined ? {} : { accepted: { sha256: fingerprint(accepted), source: accepted } }),
  }
}
const candidates = (texts: TextStatus[]) => texts.filter((t) => t.status !== 'fresh')

describe('blocks that moved', () => {
  it('collapses the blocks moved by an English block added into one problem naming it', () => {
    const before = ['Intro.', 'First point.', 'Second point.', 'Third point.']
    const now = ['Intro.', 'A new paragraph.', 'First point.', 'Second point.', 'Third point.']
    const texts = now.map((english, i) => block(i, english, before[i]))
    const [problems, covered] = movedBlockProblems(candidates(texts), texts)
    expect(problems).toHaveLength(1)
    const [p] = problems
    expect(p!.file).toBe(FILE)
    expect(p!.key).toBe('documents.guide.body.*')
    expect(p!.message).toContain('so 3 blocks the Spanish translates moved (body.1–3 → body.2–4)')
    expect(p!.message).toContain('gained body.1: "A new paragraph."')
    expect(p!.hint).toContain('`npm run translations -- accept guide.body.1 guide.body.2 guide.body.3 guide.body.4`')
    // Every string it stands for, the one past the old end (never accepted) included.
    expect([...covered].map((t) => t.key).sort()).toEqual(
      ['documents.guide.body.1', 'documents.guide.body.2', 'documents.guide.body.3', 'documents.guide.body.4'].sort(),
    )
  })

  it('names a block the English lost', () => {
    const before = ['Intro.', 'Dropped.', 'First point.', 'Second point.']
    const now = ['Intro.', 'First point.', 'Second point.']
    const texts = now.map((english, i) => block(i, english, before[i]))
    // The record holds the place past the new end too.
    const record = new Map(before.map((text, i) => [`guide.body.${i}`, { sha256: fingerprint(text), source: text }]))
    const [[p]] = movedBlockProblems(candidates(texts), texts, () => record)
    expect(p!.message).toContain('body.2–3 → body.1–2')
    expect(p!.message).toContain('lost body.1 (as accepted): "Dropped."')
  })

  it('leaves a block whose English changed in place to the stale check, one by one', () => {
    const before = ['Intro.', 'First point.', 'Second point.']
    const now = ['Intro.', 'First point, reworded.', 'Second point, reworded.']
    const texts = now.map((english, i) => block(i, english, before[i]))
    const [problems, covered] = movedBlockProblems(candidates(texts), texts)
    expect(problems).toEqual([])
    expect(covered.size).toBe(0)
  })
})
