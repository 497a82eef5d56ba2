/** `npm run test:changed` (tests/harness/changed.ts): which tests a change touches. */
import { describe, expect, it } from 'vitest'
import { selectFor } from '../../harness/changed.ts'
import { slowFirst, KNOWN_SLOW } from '../../harness/sequencer.ts'

const SPECS = ['contact', 'contact-recovery', 'language', 'nav', 'pages', 'hosts', 'security', 'early'].map(
  (s) => `tests/e2e/${s}.spec.ts`,
)

describe('the tests a change touches', () => {
  it('a changed spec runs alone, with no build and no unit test', () => {
    expect(selectFor(['tests/e2e/nav.spec.ts'], SPECS)).toEqual({
      files: ['tests/e2e/nav.spec.ts'],
      vitest: null,
      playwright: ['tests/e2e/nav.spec.ts'],
      rebuild: false,
    })
  })

  it('a changed e2e helper runs every spec that imports it', () => {
    const s = selectFor(['tests/e2e/contact-form.ts'], [...SPECS, 'tests/e2e/a11y.spec.ts'])
    expect(s.playwright).toEqual(['tests/e2e/contact-recovery.spec.ts', 'tests/e2e/contact.spec.ts'])
  })

  it('a changed source file rebuilds the site and runs the specs named by its path, and the unit tests', () => {
    const s = selectFor(['renderer/sections/contact/send.ts', 'renderer/layout/LanguageToggle.tsx'], SPECS)
    expect(s.rebuild).toBe(true)
    expect(s.vitest).toEqual(['--changed'])
    expect(s.playwright).toEqual([
      'tests/e2e/contact-recovery.spec.ts',
      'tests/e2e/contact.spec.ts',
      'tests/e2e/language.spec.ts',
    ])
  })

  it('a source file no spec is named after runs every page (pages.spec.ts)', () => {
    expect(selectFor(['locales/i18n/en/about.ts'], SPECS).playwright).toEqual(['tests/e2e/pages.spec.ts'])
  })

  it('a documentation change runs nothing', () => {
    expect(selectFor(['docs/testing.md'], SPECS)).toMatchObject({
      vitest: ['--changed'],
      playwright: null,
      rebuild: false,
    })
    expect(selectFor(['LICENSE'], SPECS)).toMatchObject({ vitest: null, playwright: null })
  })
})

describe("Vitest's order of files", () => {
  const files = ['tests/unit/a.test.ts', KNOWN_SLOW[2]!, 'tests/unit/b.test.ts', KNOWN_SLOW[0]!]
  it('on a fresh clone: the known slow files first, in their order', () => {
    expect(slowFirst(files, new Map())).toEqual([
      KNOWN_SLOW[0],
      KNOWN_SLOW[2],
      'tests/unit/a.test.ts',
      'tests/unit/b.test.ts',
    ])
  })
  it('after a run: by that run’s times, slowest first', () => {
    const times = new Map([
      ['tests/unit/a.test.ts', 9],
      ['tests/unit/b.test.ts', 1],
      [KNOWN_SLOW[0]!, 5],
      [KNOWN_SLOW[2]!, 2],
    ])
    expect(slowFirst(files, times)).toEqual([
      'tests/unit/a.test.ts',
      KNOWN_SLOW[0],
      KNOWN_SLOW[2],
      'tests/unit/b.test.ts',
    ])
  })
})
