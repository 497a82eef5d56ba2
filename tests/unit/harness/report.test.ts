/**
 * How `npm test` reads its suites' reports (tests/harness/report.ts): every way a run can look green
 * without having tested anything is a failure, named.
 */
import { describe, expect, it } from 'vitest'
import {
  playwrightOutcome,
  slowestFiles,
  summaryLine,
  vitestOutcome,
  type PlaywrightReport,
  type VitestReport,
} from '../../harness/report.ts'

const pwTest = (title: string, status: string, duration = 1000, file = 'a.spec.ts', project = 'cloudflare') => ({
  title,
  file,
  specs: [{ title, file, tests: [{ projectName: project, status, results: [{ status, duration }] }] }],
})
const listed = (...titles: string[]): PlaywrightReport => ({ suites: titles.map((t) => pwTest(t, 'skipped', 0)) })

describe('Playwright', () => {
  it('a run that lists tests and runs them all: passed, flaky counted as passed and named', () => {
    const report: PlaywrightReport = {
      suites: [pwTest('one', 'expected'), pwTest('two', 'flaky'), pwTest('three', 'unexpected')],
      errors: [],
    }
    const o = playwrightOutcome(report, listed('one', 'two', 'three'), 1)
    expect(o).toMatchObject({ passed: 2, failed: 1, problems: [] })
    expect(o.flaky).toEqual(['[cloudflare] a.spec.ts › two'])
  })

  it('a web server that could not start (a global error, no test run) fails, naming the port', () => {
    // What Playwright wrote when an earlier run's nginx still held its port.
    const report: PlaywrightReport = {
      suites: [],
      errors: [
        {
          message:
            'Error: http://127.0.0.1:4312/robots.txt is already used, make sure that nothing is running on the port/url or set reuseExistingServer:true in config.webServer.',
        },
      ],
      stats: { expected: 0, unexpected: 0 },
    }
    const o = playwrightOutcome(report, listed('one', 'two'), 1)
    expect(o.passed).toBe(0)
    expect(o.failed).toBe(3)
    expect(o.problems[0]).toContain('4312/robots.txt is already used')
    expect(o.problems[1]).toMatch(
      /^Playwright listed 2 tests and ran 0: 2 did not run: \[cloudflare\] a\.spec\.ts › one/,
    )
    expect(summaryLine([o])).toBe('0 passed, 3 failed')
  })

  it('fewer tests run than listed (a run stopped by its time limit) fails, naming those not run', () => {
    const report: PlaywrightReport = { suites: [pwTest('one', 'expected'), pwTest('two', 'skipped', 0)] }
    const o = playwrightOutcome(report, listed('one', 'two', 'three'), 1)
    expect(o.passed).toBe(1)
    expect(o.failed).toBe(2)
    expect(o.problems).toEqual([
      'Playwright listed 3 tests and ran 1: 2 did not run: [cloudflare] a.spec.ts › two; [cloudflare] a.spec.ts › three',
    ])
  })

  it('no report, or no list, is a failure; so is a failing exit status with no failure reported', () => {
    expect(playwrightOutcome(null, listed('one'), null).problems).toEqual([
      'Playwright wrote no report (exit status none: it was stopped)',
    ])
    expect(playwrightOutcome({ suites: [pwTest('one', 'expected')] }, null, 0).problems[0]).toMatch(
      /could not list its tests/,
    )
    const o = playwrightOutcome({ suites: [pwTest('one', 'expected')] }, listed('one'), 1)
    expect(o.failed).toBe(1)
    expect(o.problems).toEqual(['Playwright exited with status 1 while its report counts no failure'])
  })

  it('times each file by the summed time of its tests, per project', () => {
    const report: PlaywrightReport = {
      suites: [
        pwTest('one', 'expected', 1500),
        pwTest('two', 'expected', 2500),
        pwTest('x', 'expected', 100, 'b.spec.ts'),
      ],
    }
    const o = playwrightOutcome(report, listed('one', 'two', 'x'), 0)
    expect(o.files).toEqual(
      expect.arrayContaining([
        { file: 'playwright [cloudflare] tests/e2e/a.spec.ts', seconds: 4 },
        { file: 'playwright [cloudflare] tests/e2e/b.spec.ts', seconds: 0.1 },
      ]),
    )
  })
})

describe('Vitest', () => {
  const file = (name: string, statuses: string[], seconds = 1, status = 'passed') => ({
    name: `/repo/${name}`,
    status,
    startTime: 0,
    endTime: seconds * 1000,
    assertionResults: statuses.map((s, i) => ({ fullName: `${name} test ${i}`, status: s })),
  })

  it('counts passed and failed tests, and the time of each file', () => {
    const report: VitestReport = {
      numPassedTests: 2,
      numFailedTests: 1,
      testResults: [
        file('tests/unit/a.test.ts', ['passed', 'passed'], 3),
        file('tests/unit/b.test.ts', ['failed'], 1, 'failed'),
      ],
    }
    const o = vitestOutcome(report, 1, ['tests/unit/a.test.ts', 'tests/unit/b.test.ts'], '/repo')
    expect(o).toMatchObject({ passed: 2, failed: 1, problems: [] })
    expect(slowestFiles([o], 1)).toEqual(['    3.0 s  vitest tests/unit/a.test.ts'])
  })

  it('a file that could not load, a file not run and a skipped test are failures, named', () => {
    const report: VitestReport = {
      numPassedTests: 1,
      numFailedTests: 0,
      testResults: [
        file('tests/unit/a.test.ts', ['passed', 'skipped']),
        { ...file('tests/unit/broken.test.ts', [], 0, 'failed'), message: 'SyntaxError: Unexpected token\n  at x' },
      ],
    }
    const o = vitestOutcome(
      report,
      1,
      ['tests/unit/a.test.ts', 'tests/unit/broken.test.ts', 'tests/unit/missing.test.ts'],
      '/repo',
    )
    expect(o.problems).toEqual([
      'tests/unit/broken.test.ts could not run: SyntaxError: Unexpected token',
      '1 test files were not run: tests/unit/missing.test.ts',
      '1 tests were listed and not run (skipped): tests/unit/a.test.ts test 1',
    ])
    expect(o.failed).toBe(3)
  })

  it('no report is a failure', () => {
    expect(vitestOutcome(null, 1)).toMatchObject({
      failed: 1,
      problems: ['Vitest wrote no report (exit status 1)'],
    })
  })
})

describe('the summary line', () => {
  it('sums every suite and the failures outside them', () => {
    const a = { suite: 'a', passed: 3, failed: 1, problems: [], flaky: [], files: [] }
    const b = { suite: 'b', passed: 2, failed: 0, problems: [], flaky: [], files: [] }
    expect(summaryLine([a, b], 1)).toBe('5 passed, 2 failed')
  })
})
