/**
 * Grades a site with Mozilla's own code: the MDN HTTP Observatory's scanner,
 * the npm package @mdn/mdn-http-observatory (the one behind
 * developer.mozilla.org/observatory). Its tests score CSP, cookies, CORS,
 * redirection, Referrer-Policy, HSTS, SRI, X-Content-Type-Options,
 * X-Frame-Options and CORP; 100 points and more is an A+.
 *
 * - `scanHost(host)` is the package's `scan()` untouched: it fetches
 *   http:// and https:// of the host and grades its home page, as Mozilla's
 *   site does. A port may follow the name (`localhost:8443`): both schemes
 *   are then asked on that port.
 * - `gradePage(host, path)` grades any page the same way: the package's own
 *   retriever (with its `path` option) and tests, scored as `scan()` scores
 *   (the few lines below; `scan()` itself only ever asks for `/`).
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import type { TestOutput } from '@mdn/mdn-http-observatory'

export interface ObservatoryTest {
  /** The test's name on Mozilla's report, e.g. "content-security-policy". */
  name: string
  pass: boolean
  /** What it found, e.g. "csp-implemented-with-no-unsafe-default-src-none". */
  result: string
  /** Points it adds or takes. */
  modifier: number
  /** Mozilla's advice when it takes points, as plain text. */
  advice: string
}

export interface ObservatoryGrade {
  /** What was graded: host (with its port, if any) and path. */
  host: string
  path: string
  grade: string
  score: number
  passed: number
  quantity: number
  tests: ObservatoryTest[]
  /** The scanner that graded, e.g. "@mdn/mdn-http-observatory 1.4.8". */
  scanner: string
}

const PACKAGE = '@mdn/mdn-http-observatory'
/** Past this, a scan is abandoned: the package's own requests give up after 10 s each. */
export const SCAN_TIMEOUT_MS = 60_000

/** The host (and port) to scan, from a host or an https origin, or why it cannot be graded. */
export function scanTarget(target: string): { host: string } | { error: string } {
  if (!/^[a-z]+:\/\//i.test(target))
    return /^[a-z0-9.-]+(:\d{1,5})?$/i.test(target)
      ? { host: target }
      : { error: 'not a host name (e.g. www.example.com)' }
  if (!URL.canParse(target)) return { error: 'not a URL' }
  const url = new URL(target)
  if (url.protocol === 'https:') return { host: url.host }
  return {
    error:
      "Mozilla grades a site over https (its HSTS and redirection tests need TLS): give the https origin, or the host's name",
  }
}

/** Where the package lives, and its version. */
function packageInfo(): { dir: string; version: string } {
  const manifest = createRequire(import.meta.url).resolve(`${PACKAGE}/package.json`)
  return {
    dir: dirname(manifest),
    version: (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version,
  }
}

/**
 * The package reads Chrome's HSTS preload list from its own folder, a file its
 * install script downloads. npm 11 runs no dependency's install script unless
 * package.json's allowScripts says so (ours denies it: it needs the network),
 * so on a fresh `npm ci` the file is missing and every scan would throw. An
 * empty list is written in its place: no host counts as preloaded, which
 * changes nothing for a host that is not on the list.
 */
export function ensurePreloadList(packageDir = packageInfo().dir): string {
  const file = join(packageDir, 'conf', 'hsts-preload.json')
  if (!existsSync(file)) writeFileSync(file, '{}\n')
  return file
}

async function loadAll() {
  ensurePreloadList()
  const [index, retriever, constants, grader, charts] = await Promise.all([
    import('@mdn/mdn-http-observatory'),
    import('@mdn/mdn-http-observatory/src/retriever/retriever.js'),
    import('@mdn/mdn-http-observatory/src/constants.js'),
    import('@mdn/mdn-http-observatory/src/grader/grader.js'),
    import('@mdn/mdn-http-observatory/src/grader/charts.js'),
  ])
  return { ...index, ...retriever, ...constants, ...grader, ...charts }
}
let loaded: ReturnType<typeof loadAll> | null = null
/** The package's modules, loaded once the preload list is in place (with jsdom: about a second). */
const load = () => (loaded ??= loadAll())

async function withTimeout<T>(work: Promise<T>, what: string, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const limit = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: no result within ${ms / 1000} s`)), ms)
  })
  try {
    return await Promise.race([work, limit])
  } finally {
    clearTimeout(timer)
  }
}

const plain = (html: string) =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/\s+/g, ' ')
    .trim()

function testOf(name: string, output: TestOutput, advice: (result: string) => string): ObservatoryTest {
  const result = output.result ?? 'no-result'
  const modifier = output.scoreModifier ?? 0
  return { name, pass: output.pass === true, result, modifier, advice: plain(advice(result)) }
}

/** Mozilla's grade of the host's home page: the package's `scan()`, as its site runs it. */
export async function scanHost(host: string, timeoutMs = SCAN_TIMEOUT_MS): Promise<ObservatoryGrade> {
  const m = await load()
  const scanned = m.scan(host).catch((error: Error) => {
    throw new Error(`${host}: ${error.message}`)
  })
  const { scan, tests } = await withTimeout(scanned, `Mozilla's HTTP Observatory on ${host}`, timeoutMs)
  return {
    host,
    path: '/',
    grade: scan.grade,
    score: scan.score,
    passed: scan.testsPassed,
    quantity: scan.testsQuantity,
    tests: Object.entries(tests).map(([name, output]) => testOf(name, output, m.getRecommendation)),
    scanner: `${PACKAGE} ${packageInfo().version}`,
  }
}

/**
 * Any page of the host graded as `scanHost` grades the home page: the
 * package's retriever and tests, and the scoring of its `scan()`
 * (src/scanner/index.js): every modifier counts, but the bonus points only
 * when the score without them is an A already.
 */
export async function gradePage(host: string, path: string, timeoutMs = SCAN_TIMEOUT_MS): Promise<ObservatoryGrade> {
  const m = await load()
  const requests = await withTimeout(m.retrieve(host, { path }), `${host}${path}`, timeoutMs)
  const status = requests.responses.auto?.status
  if (status === undefined) throw new Error(`${host}${path}: no answer over http or https`)
  if (status < 200 || (status >= 400 && status !== 401 && status !== 403))
    throw new Error(`${host}${path}: answered ${status}, which Mozilla's scanner refuses to grade`)
  let passed = 0
  let withBonus = 100
  let withoutBonus = 100
  const tests = m.ALL_TESTS.map((test) => {
    const output = test(requests)
    if (output.result) {
      const modifier = m.getScoreModifier(output.result)
      output.scoreModifier = modifier
      passed += output.pass ? 1 : 0
      withBonus += modifier
      if (modifier < 0) withoutBonus += modifier
    }
    return testOf((output.constructor as { name: string }).name, output, m.getRecommendation)
  })
  const { grade, score } = m.getGradeForScore(
    withoutBonus >= m.MINIMUM_SCORE_FOR_EXTRA_CREDIT ? withBonus : withoutBonus,
  )
  return {
    host,
    path,
    grade,
    score,
    passed,
    quantity: m.NUM_TESTS,
    tests,
    scanner: `${PACKAGE} ${packageInfo().version}`,
  }
}
