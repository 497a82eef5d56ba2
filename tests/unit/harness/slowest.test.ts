import { describe, expect, it } from 'vitest'
import { testTimes } from '../../harness/slowest.ts'

describe('test:slowest', () => {
  it('lists single tests of both suites, slowest first, a retried browser test with its attempts summed', () => {
    const rows = testTimes(
      {
        testResults: [
          {
            name: '/repo/tests/unit/a.test.ts',
            assertionResults: [
              { fullName: 'a quick one', duration: 12 },
              { fullName: 'a slow one', duration: 41_000 },
              { fullName: 'skipped', duration: null },
            ],
          },
        ],
      },
      {
        suites: [
          {
            title: 'b.spec.ts',
            specs: [
              {
                title: 'retried',
                file: 'b.spec.ts',
                tests: [
                  { projectName: 'nginx', status: 'flaky', results: [{ duration: 30_000 }, { duration: 20_000 }] },
                ],
              },
            ],
          },
        ],
      } as never,
      '/repo',
    )
    expect(rows.map((r) => [r.seconds, r.test])).toEqual([
      [50, 'playwright [nginx] b.spec.ts › retried'],
      [41, 'vitest tests/unit/a.test.ts › a slow one'],
      [0.012, 'vitest tests/unit/a.test.ts › a quick one'],
      [0, 'vitest tests/unit/a.test.ts › skipped'],
    ])
  })
})
