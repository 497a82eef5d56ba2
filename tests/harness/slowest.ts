/**
 * `npm run test:slowest [-- n]`: the n (default 20) slowest single tests of the last `npm test`, from
 * its reports (.reports/, or TEST_REPORTS_DIR), slowest first. `npm test` itself ends with the ten
 * slowest files; this goes one level down, to the test inside the file.
 */
import { existsSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { playwrightTests, type PlaywrightReport } from './report.ts'

interface VitestTimes {
  testResults?: { name: string; assertionResults: { fullName: string; duration?: number | null }[] }[]
}

/** Every test of both reports with its time in seconds (a retried browser test: its attempts summed). */
export function testTimes(vitest: VitestTimes | null, playwright: PlaywrightReport | null, root = process.cwd()) {
  const rows: { seconds: number; test: string }[] = []
  for (const file of vitest?.testResults ?? [])
    for (const test of file.assertionResults)
      rows.push({
        seconds: (test.duration ?? 0) / 1000,
        test: `vitest ${relative(root, file.name)} › ${test.fullName}`,
      })
  for (const { id, test } of playwright ? playwrightTests(playwright) : [])
    rows.push({ seconds: test.results.reduce((s, r) => s + r.duration, 0) / 1000, test: `playwright ${id}` })
  return rows.sort((a, b) => b.seconds - a.seconds)
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dir = process.env.TEST_REPORTS_DIR ?? '.reports'
  const read = <T>(file: string): T | null =>
    existsSync(join(dir, file)) ? (JSON.parse(readFileSync(join(dir, file), 'utf8')) as T) : null
  const vitest = read<VitestTimes>('vitest.json')
  const playwright = read<PlaywrightReport>('playwright.json')
  if (!vitest && !playwright) {
    console.error(`No report in ${dir}/: run \`npm test\` (or one of its suites) first.`)
    process.exit(1)
  }
  const n = Number(process.argv[2] ?? 20)
  for (const row of testTimes(vitest, playwright).slice(0, n))
    console.log(`${row.seconds.toFixed(1).padStart(7)} s  ${row.test}`)
}
