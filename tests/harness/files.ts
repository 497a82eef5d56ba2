/** The unit test files Vitest's include pattern finds (vitest.config.ts), relative to the root. */
import { readdirSync } from 'node:fs'
import { join } from 'node:path'

export const UNIT_DIR = 'tests/unit'
const TEST_FILE = /\.test\.tsx?$/

export function unitTestFiles(dir = UNIT_DIR): string[] {
  const files: string[] = []
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) files.push(...unitTestFiles(path))
    else if (TEST_FILE.test(entry.name)) files.push(path)
  }
  return files.sort()
}
