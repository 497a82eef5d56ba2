/**
 * Vitest's order of files: the slowest first, so that a long file does not start last and run alone
 * at the end. The times are those of the last run (.reports/vitest.json, written by `npm test`); on a
 * fresh clone, before any run, the files of KNOWN_SLOW lead (they wait on a browser, a type-check or a
 * scratch build), then Vitest's own order.
 */
import { readFileSync } from 'node:fs'
import { relative } from 'node:path'
import { BaseSequencer, type TestSpecification } from 'vitest/node'

export const KNOWN_SLOW = [
  'tests/unit/scripts/watchdog.test.ts',
  'tests/unit/scripts/watchdog-hang.test.ts',
  'tests/unit/generator/add-page.test.ts',
  'tests/unit/generator/add-entry.test.ts',
  'tests/unit/generator/translations.test.ts',
  'tests/unit/renderer/inline.test.ts',
  'tests/unit/generator/build-lanes.test.ts',
  'tests/unit/generator/third-language-site.test.ts',
]

/** Seconds per file (relative path) of the last run, or an empty map. */
export function lastRunTimes(report = '.reports/vitest.json', root = process.cwd()): Map<string, number> {
  const times = new Map<string, number>()
  try {
    const json = JSON.parse(readFileSync(report, 'utf8')) as {
      testResults?: { name: string; startTime?: number; endTime?: number }[]
    }
    for (const f of json.testResults ?? [])
      if (f.startTime !== undefined && f.endTime !== undefined)
        times.set(relative(root, f.name), (f.endTime - f.startTime) / 1000)
  } catch {
    /* no earlier run */
  }
  return times
}

/** Sorts relative paths: by the last run's time when there is one, else KNOWN_SLOW first. */
export function slowFirst(files: string[], times: Map<string, number>): string[] {
  const weight = (f: string) => {
    const t = times.get(f)
    if (t !== undefined) return t
    const known = KNOWN_SLOW.indexOf(f)
    return known >= 0 ? 1e6 - known : -1
  }
  return [...files].sort((a, b) => weight(b) - weight(a))
}

export class SlowFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const root = process.cwd()
    const byPath = new Map(files.map((f) => [relative(root, f.moduleId), f]))
    return slowFirst([...byPath.keys()], lastRunTimes()).map((p) => byPath.get(p)!)
  }
}
