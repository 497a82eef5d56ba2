import { availableParallelism } from 'node:os'
import { defineConfig } from 'vitest/config'
import { SlowFirstSequencer } from './tests/harness/sequencer.ts'

const UNIT = ['tests/unit/**/*.test.ts', 'tests/unit/**/*.test.tsx']
/** Files that replace a module (vi.mock) or stub globals a module reads once: each gets its own modules. */
const ISOLATED = [
  'tests/unit/renderer/facade.test.ts',
  'tests/unit/renderer/contact/send.test.ts',
  'tests/unit/renderer/inline.test.ts',
  'tests/unit/renderer/prerender.test.ts',
  'tests/unit/site/third-language.test.ts',
  'tests/unit/generator/third-language-commands.test.ts',
  'tests/unit/renderer/language-menu.test.tsx',
]

// docs/testing.md, "Why it is fast": a worker's modules are shared by the files it runs (importing the
// site's modules again for each file took half of Vitest's time), and there are two workers a core, as
// many files wait on a child process, a browser or a scratch build rather than compute.
export default defineConfig({
  test: {
    environment: 'node',
    // A test's watchdog: past it the test fails, named. Wide, because many tests start processes (a
    // build, a type-check) whose time follows the machine's speed and load; the checks do not.
    testTimeout: 120_000,
    // The checks and builds the tests spawn skip the type check (generator/typecheck.ts), a few CPU-seconds
    // each: the project's own type check covers the repository, and typecheck.test.ts runs it once.
    env: { SITE_SKIP_TYPECHECK: '1' },
    hookTimeout: 120_000,
    maxWorkers: Math.max(2, availableParallelism() * 2),
    sequence: { sequencer: SlowFirstSequencer },
    projects: [
      { extends: true, test: { name: 'unit', include: UNIT, exclude: ISOLATED, isolate: false } },
      { extends: true, test: { name: 'isolated', include: ISOLATED, isolate: true } },
    ],
  },
})
