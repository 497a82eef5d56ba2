/**
 * The parts of `npm run observatory` and verify's grade that need no server:
 * what may be scanned, the preload list a fresh install lacks, and the report.
 * The grading itself runs against both runtimes in tests/e2e/observatory.spec.ts.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { ensurePreloadList, scanTarget, type ObservatoryGrade } from '../../../scripts/observatory/grade.ts'
import { formatPages, formatScan, gradeLine, meetsWanted } from '../../../scripts/observatory/report.ts'

describe('what is scanned', () => {
  it('takes a host, a host with a port, or an https origin', () => {
    expect(scanTarget('www.arcline.ai')).toEqual({ host: 'www.arcline.ai' })
    expect(scanTarget('localhost:8443')).toEqual({ host: 'localhost:8443' })
    expect(scanTarget('https://www.arcline.ai/')).toEqual({ host: 'www.arcline.ai' })
    expect(scanTarget('https://localhost:8443')).toEqual({ host: 'localhost:8443' })
  })

  it('refuses plain http, saying why, and what is not a host', () => {
    expect(scanTarget('http://localhost:4173')).toEqual({ error: expect.stringMatching(/over https/) })
    expect(scanTarget('www.arcline.ai/about/')).toEqual({ error: expect.stringMatching(/not a host name/) })
    expect(scanTarget('')).toEqual({ error: expect.stringMatching(/not a host name/) })
  })
})

describe("the scanner's HSTS preload list", () => {
  it('is written empty where a fresh install (no install scripts) left none', () => {
    const dir = mkdtempSync(join(tmpdir(), 'observatory-pkg-'))
    mkdirSync(join(dir, 'conf'))
    const file = ensurePreloadList(dir)
    expect(file).toBe(join(dir, 'conf', 'hsts-preload.json'))
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({})
  })

  it('is left alone when the install script did download it', () => {
    const dir = mkdtempSync(join(tmpdir(), 'observatory-pkg-'))
    mkdirSync(join(dir, 'conf'))
    const list = '{"example.com":{"mode":"force-https","includeSubDomains":true}}'
    writeFileSync(join(dir, 'conf', 'hsts-preload.json'), list)
    expect(readFileSync(ensurePreloadList(dir), 'utf8')).toBe(list)
  })

  it('is in place in this install', () => {
    expect(existsSync(ensurePreloadList())).toBe(true)
  })
})

const check = (name: string, result: string, modifier: number, pass = true, advice = '') => ({
  name,
  result,
  modifier,
  pass,
  advice,
})
const grade = (over: Partial<ObservatoryGrade>): ObservatoryGrade => ({
  host: 'www.arcline.ai',
  path: '/',
  grade: 'A+',
  score: 120,
  passed: 2,
  quantity: 2,
  scanner: '@mdn/mdn-http-observatory 1.4.8',
  tests: [
    check('content-security-policy', 'csp-implemented-with-no-unsafe-default-src-none', 10),
    check('x-content-type-options', 'x-content-type-options-nosniff', 0),
  ],
  ...over,
})

describe('the report', () => {
  it('heads a scan with the grade, the points and the tests passed, then each test', () => {
    expect(formatScan(grade({}))).toBe(
      [
        'Mozilla HTTP Observatory (@mdn/mdn-http-observatory 1.4.8) on www.arcline.ai/: A+, 120 points, 2 of 2 tests passed',
        '  ✔ content-security-policy +10  csp-implemented-with-no-unsafe-default-src-none',
        '  ✔ x-content-type-options    0  x-content-type-options-nosniff',
      ].join('\n'),
    )
  })

  it("gives Mozilla's fix under a test that takes points", () => {
    const low = grade({
      grade: 'A-',
      score: 85,
      passed: 1,
      tests: [check('x-content-type-options', 'x-content-type-options-not-implemented', -5, false, 'Set to nosniff.')],
    })
    expect(meetsWanted(low)).toBe(false)
    expect(formatScan(low)).toContain(
      '  ✖ x-content-type-options  -5  x-content-type-options-not-implemented\n      fix: Set to nosniff.',
    )
  })

  it('holds A+ at 100 points with every test passed', () => {
    expect(meetsWanted(grade({}))).toBe(true)
    expect(meetsWanted(grade({ score: 95, grade: 'A' }))).toBe(false)
    expect(meetsWanted(grade({ passed: 1 }))).toBe(false)
  })

  it('lists every page, the range of points, and the pages below A+ in full', () => {
    const ok = formatPages([grade({}), grade({ path: '/about/', score: 115 })], [])
    expect(ok.split('\n').at(-1)).toBe('2 pages graded A+ (115 to 120 points)')
    const bad = formatPages(
      [grade({ path: '/contact/', grade: 'B+', score: 80 })],
      [{ path: '/gone/', error: 'www.arcline.ai/gone/: answered 404' }],
    )
    expect(bad).toContain(`✖ /contact/: ${gradeLine(grade({ grade: 'B+', score: 80 }))}`)
    expect(bad).toContain('✖ /gone/: www.arcline.ai/gone/: answered 404')
    expect(bad.split('\n').at(-1)).toBe('2 of 2 pages below A+ at 100 points')
  })
})
