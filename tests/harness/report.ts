/**
 * What a suite's run amounts to, read from its runner's own report: tests passed and failed, and every
 * way a run can look green without having tested anything, each counted as a failure and named: no
 * report, an error outside any test (a web server that could not start), fewer tests run than listed,
 * a test file that could not load, an exit status that says failed while no test did.
 */

export interface FileTime {
  /** "vitest tests/unit/…" or "playwright [project] tests/e2e/…" */
  file: string
  seconds: number
}

export interface SuiteOutcome {
  suite: string
  passed: number
  failed: number
  /** Failures that are not a failing test, each named (counted in `failed`). */
  problems: string[]
  /** Tests that failed once and passed on their retry. */
  flaky: string[]
  files: FileTime[]
}

/** The parts of Vitest's JSON report read here. */
export interface VitestReport {
  numTotalTests?: number
  numPassedTests?: number
  numFailedTests?: number
  numPendingTests?: number
  numTodoTests?: number
  testResults?: {
    name: string
    status: string
    message?: string
    startTime?: number
    endTime?: number
    assertionResults: { fullName: string; status: string }[]
  }[]
}

const first = (names: string[], n = 10) =>
  names.slice(0, n).join('; ') + (names.length > n ? `; and ${names.length - n} more` : '')

/**
 * Vitest's outcome. `expectedFiles` (paths relative to the root) are the test files the include
 * pattern found: each must be in the report, with its tests.
 */
export function vitestOutcome(
  report: VitestReport | null,
  exitStatus: number | null,
  expectedFiles: string[] = [],
  root = process.cwd(),
): SuiteOutcome {
  const outcome: SuiteOutcome = { suite: 'Vitest', passed: 0, failed: 0, problems: [], flaky: [], files: [] }
  const problem = (text: string, count = 1) => {
    outcome.problems.push(text)
    outcome.failed += count
  }
  if (!report) {
    problem(`Vitest wrote no report (exit status ${exitStatus ?? 'none: it was stopped'})`)
    return outcome
  }
  outcome.passed = report.numPassedTests ?? 0
  outcome.failed = report.numFailedTests ?? 0
  const relative = (name: string) => (name.startsWith(root + '/') ? name.slice(root.length + 1) : name)
  const seen = new Set<string>()
  for (const file of report.testResults ?? []) {
    const name = relative(file.name)
    seen.add(name)
    if (file.startTime !== undefined && file.endTime !== undefined)
      outcome.files.push({ file: `vitest ${name}`, seconds: (file.endTime - file.startTime) / 1000 })
    if (file.status === 'failed' && file.assertionResults.length === 0)
      problem(`${name} could not run: ${(file.message ?? 'no message').split('\n')[0]}`)
  }
  const missing = expectedFiles.filter((f) => !seen.has(f))
  if (missing.length > 0) problem(`${missing.length} test files were not run: ${first(missing)}`, missing.length)
  const notRun = (report.testResults ?? []).flatMap((f) =>
    f.assertionResults.filter((a) => !['passed', 'failed'].includes(a.status)).map((a) => a.fullName),
  )
  if (notRun.length > 0)
    problem(`${notRun.length} tests were listed and not run (skipped): ${first(notRun)}`, notRun.length)
  if (exitStatus !== 0 && outcome.failed === 0)
    problem(`Vitest exited with status ${exitStatus ?? 'none (stopped)'} while its report counts no failure`)
  return outcome
}

interface PwResult {
  status: string
  duration: number
  retry?: number
}
interface PwTest {
  projectName: string
  status: string
  results: PwResult[]
}
interface PwSpec {
  title: string
  file: string
  tests: PwTest[]
}
export interface PwSuite {
  title: string
  file?: string
  specs?: PwSpec[]
  suites?: PwSuite[]
}
/** The parts of Playwright's JSON report (and of `--list --reporter=json`) read here. */
export interface PlaywrightReport {
  suites?: PwSuite[]
  errors?: { message?: string }[]
  stats?: { expected?: number; unexpected?: number; flaky?: number; skipped?: number }
}

/** Every test of a report, as "[project] file › titles". */
export function playwrightTests(report: PlaywrightReport): { id: string; test: PwTest; file: string }[] {
  const tests: { id: string; test: PwTest; file: string }[] = []
  const visit = (suite: PwSuite, path: string[]) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests)
        tests.push({
          id: `[${test.projectName}] ${spec.file} › ${[...path, spec.title].join(' › ')}`,
          test,
          file: spec.file,
        })
    for (const child of suite.suites ?? []) visit(child, [...path, child.title])
  }
  for (const suite of report.suites ?? []) visit(suite, [])
  return tests
}

const firstLine = (text: string | undefined) =>
  (text ?? 'no message')
    // eslint-disable-next-line no-control-regex
    .replace(/\u001b\[[0-9;]*m/g, '')
    .split('\n')
    .find((l) => l.trim() !== '')
    ?.trim() ?? 'no message'

/**
 * Playwright's outcome: the run's report against the list of the same selection
 * (`playwright test --list --reporter=json`), or null when the list could not be made.
 */
export function playwrightOutcome(
  report: PlaywrightReport | null,
  listed: PlaywrightReport | null,
  exitStatus: number | null,
  testDir = 'tests/e2e',
): SuiteOutcome {
  const outcome: SuiteOutcome = { suite: 'Playwright', passed: 0, failed: 0, problems: [], flaky: [], files: [] }
  const problem = (text: string, count = 1) => {
    outcome.problems.push(text)
    outcome.failed += count
  }
  if (!listed) problem('Playwright could not list its tests (`playwright test --list`): see its output above')
  if (!report) {
    problem(`Playwright wrote no report (exit status ${exitStatus ?? 'none: it was stopped'})`)
    return outcome
  }
  for (const error of report.errors ?? []) problem(`Playwright, outside any test: ${firstLine(error.message)}`)
  const tests = playwrightTests(report)
  const times = new Map<string, number>()
  for (const { id, test, file } of tests) {
    const key = `playwright [${test.projectName}] ${testDir}/${file}`
    times.set(key, (times.get(key) ?? 0) + test.results.reduce((s, r) => s + r.duration, 0) / 1000)
    if (test.status === 'expected') outcome.passed++
    else if (test.status === 'flaky') {
      outcome.passed++
      outcome.flaky.push(id)
    } else if (test.status === 'unexpected') outcome.failed++
  }
  outcome.files = [...times].map(([file, seconds]) => ({ file, seconds }))
  const ran = new Set(tests.filter((t) => t.test.status !== 'skipped').map((t) => t.id))
  const expected = listed ? playwrightTests(listed).map((t) => t.id) : [...ran]
  const notRun = expected.filter((id) => !ran.has(id))
  if (notRun.length > 0)
    problem(
      `Playwright listed ${expected.length} tests and ran ${expected.length - notRun.length}: ${notRun.length} did not run: ${first(notRun)}`,
      notRun.length,
    )
  if (exitStatus !== 0 && outcome.failed === 0)
    problem(`Playwright exited with status ${exitStatus ?? 'none (stopped)'} while its report counts no failure`)
  return outcome
}

/** The ten (or `n`) slowest test files of every suite, slowest first, as printable lines. */
export function slowestFiles(outcomes: SuiteOutcome[], n = 10): string[] {
  return outcomes
    .flatMap((o) => o.files)
    .sort((a, b) => b.seconds - a.seconds)
    .slice(0, n)
    .map((f) => `${f.seconds.toFixed(1).padStart(7)} s  ${f.file}`)
}

/** "N passed, N failed" over every suite, plus failures outside them (a build that failed). */
export function summaryLine(outcomes: SuiteOutcome[], otherFailures = 0): string {
  const passed = outcomes.reduce((s, o) => s + o.passed, 0)
  const failed = outcomes.reduce((s, o) => s + o.failed, 0) + otherFailures
  return `${passed} passed, ${failed} failed`
}
