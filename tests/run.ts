/**
 * npm test: builds the e2e site and the synthetic site of 300+ pages, runs Vitest and Playwright,
 * and prints one summary line "N passed, N failed" (both suites summed), after the ten slowest test
 * files and any end-to-end test that passed only on its retry (.reports/flaky.txt).
 *
 * A run that tested less than it lists fails: each runner's exit status, report and global errors
 * are read, and the tests each suite ran are held against those it lists (tests/harness/report.ts).
 * Every step has a time limit and is stopped with what it started; ports held by a stopped run's
 * servers are cleared first (server/leftovers.ts). Exit code 1 on any failure.
 *
 *   npm test                       everything (what CI runs)
 *   npm run test:changed [-- ref]  the tests touched by the files changed since ref (default HEAD)
 *   SKIP_BUILD=1 npm test          reuse dist-e2e/ and dist-synthetic/
 */
import { spawn, spawnSync } from 'node:child_process'
import { availableParallelism } from 'node:os'
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { CHROMIUM_PACKAGES } from '../scripts/chromium.ts'
import { nginxAvailable } from '../server/nginx.ts'
import { OUTBOX_ORIGIN } from './e2e/ports.ts'
import { changedSelection } from './harness/changed.ts'
import { preparePorts } from './harness/ports.ts'
import {
  playwrightOutcome,
  slowestFiles,
  summaryLine,
  vitestOutcome,
  type PlaywrightReport,
  type SuiteOutcome,
  type VitestReport,
} from './harness/report.ts'
import { runStep, stopCurrentStep } from './harness/steps.ts'
import { unitTestFiles } from './harness/files.ts'

/**
 * Each step's limit, about three times what it takes on a quiet 2-core machine inside a whole run
 * (docs/testing.md, "Time limits": each build 25-35 s, Vitest 346 s beside the rest, listing 10 s,
 * Playwright 408 s), so that a machine twice as slow still finishes and a step that hangs ends, named.
 */
/** coreutils' nice: runs a command at a lower priority (the unit tests beside the browser tests). */
const NICE = '/usr/bin/nice'
const LIMIT_SECONDS = { install: 600, build: 180, vitest: 1080, list: 120, playwright: 1260 }

/** Only the step before the browser tests: their ports (tests/unit/harness/ports.test.ts). */
const portsOnly = process.argv.includes('--ports-only')
const changedIndex = process.argv.indexOf('--changed')
const changed = changedIndex >= 0 ? changedSelection(process.argv[changedIndex + 1]) : null

/** Where the reports go; TEST_REPORTS_DIR moves them (a run started by a test keeps out of the real run's). */
const REPORTS = process.env.TEST_REPORTS_DIR ?? '.reports'
const reports = {
  vitestLog: `${REPORTS}/vitest.log`,
  syntheticLog: `${REPORTS}/synthetic-build.log`,
  vitest: `${REPORTS}/vitest.json`,
  playwright: `${REPORTS}/playwright.json`,
  list: `${REPORTS}/playwright-list.json`,
  flaky: `${REPORTS}/flaky.txt`,
  summary: `${REPORTS}/summary.txt`,
}
mkdirSync(REPORTS, { recursive: true })
for (const f of Object.values(reports)) rmSync(f, { force: true })

// Servers outlive nothing of this run (server/lifetime.ts watches this process).
process.env.SITE_RUN_OWNER = String(process.pid)
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const)
  process.once(signal, () => void stopCurrentStep(signal).then(() => process.exit(130)))

// The browsers, the self-hosting runtime and openssl the tests use, from Debian's packages.
const hasCommand = (name: string) => spawnSync('sh', ['-c', `command -v ${name}`]).status === 0
const missing = [
  ...Object.entries(CHROMIUM_PACKAGES).flatMap(([path, pkg]) => (existsSync(path) ? [] : [pkg])),
  ...(nginxAvailable() ? [] : ['nginx']),
  // The certificate of the TLS tests (Mozilla's grade, tests/e2e/observatory.spec.ts).
  ...(hasCommand('openssl') ? [] : ['openssl']),
]
if (missing.length > 0) {
  console.log(`Not found: ${missing.join(', ')}: installing Debian's packages (apt-get)…`)
  const install = `apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${missing.join(' ')}`
  if ((await runStep('apt-get install', 'bash', ['-c', install], LIMIT_SECONDS.install)).status !== 0)
    console.error(`Could not install ${missing.join(', ')}; install them (apt-get install -y ${missing.join(' ')}).`)
}

const outcomes: SuiteOutcome[] = []
const readJson = <T>(file: string): T | null => {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as T
  } catch {
    return null
  }
}

const otherProblems: string[] = []
const tsx = 'node_modules/.bin/tsx'
const e2eWanted = !changed || changed.playwright !== null
const vitestWanted = !portsOnly && (!changed || changed.vitest !== null)
// The unit tests start now, beside the builds and then the browser tests: neither suite keeps two
// cores busy alone (the browser tests wait on pages, the unit tests on child processes and
// browsers), and together they do (docs/testing.md, "How long it takes"). The browser tests print
// as they go; the unit tests' output is kept and printed after them.
const unitTests = vitestWanted ? vitest(e2eWanted) : null
const built = existsSync('dist-e2e/urls.json')
const building = !process.env.SKIP_BUILD && !portsOnly && e2eWanted
const syntheticWanted = !changed || (changed.playwright ?? []).some((s) => s.includes('synthetic'))
// The two builds run side by side (the synthetic one in a scratch copy of its own, its output kept and
// printed after the e2e build's): each has phases on one core, and the browser tests wait for both.
const e2eBuild =
  building && (!changed || changed.rebuild || !built)
    ? (console.log('\n== e2e build (mode e2e → dist-e2e/)'),
      runStep('the e2e build', tsx, ['generator/cli/build.ts', '--mode', 'e2e'], LIMIT_SECONDS.build, {
        SITE_OUT_DIR: 'dist-e2e',
        EMAILJS_ORIGIN: OUTBOX_ORIGIN,
        // Every page of the test build is also rendered by vike's renderPage: our document plus its known additions only.
        SITE_RENDER_CHECK: 'every',
        // The type check of the build is held by tests/unit/generator/typecheck.test.ts; CI's lint type-checks all.
        SITE_SKIP_TYPECHECK: '1',
      }))
    : null
const SYNTHETIC_HEADING =
  '\n== synthetic site of 300+ pages (scratch copy → dist-synthetic/), one page of every kind injected'
if (building && syntheticWanted && !e2eBuild) console.log(SYNTHETIC_HEADING)
const syntheticBuild =
  building && syntheticWanted
    ? runStep(
        'the synthetic build',
        tsx,
        ['tests/e2e/synthetic/build.ts'],
        LIMIT_SECONDS.build,
        {},
        e2eBuild ? reports.syntheticLog : undefined,
      )
    : null
if (e2eBuild && (await e2eBuild).status !== 0)
  otherProblems.push('the e2e build failed (above): the browser tests did not run')
if (syntheticBuild) {
  if (e2eBuild) console.log(SYNTHETIC_HEADING)
  const synthetic = await syntheticBuild
  if (e2eBuild && existsSync(reports.syntheticLog)) process.stdout.write(readFileSync(reports.syntheticLog))
  if (synthetic.status !== 0) otherProblems.push('the synthetic build failed (above)')
}

const playwrightWanted = e2eWanted && otherProblems.length === 0
const playwrightOutcomeNow = playwrightWanted ? await browserTests() : null
const vitestOutcomeNow = await unitTests
if (vitestOutcomeNow) outcomes.push(vitestOutcomeNow)
if (playwrightOutcomeNow) outcomes.push(playwrightOutcomeNow)

/** The unit tests; their output goes to .reports/vitest.log while the browser tests run beside them. */
async function vitest(beside: boolean): Promise<SuiteOutcome> {
  console.log(
    `\n== unit tests (vitest)${beside ? `, beside the builds and the end-to-end tests: output in ${reports.vitestLog}` : ''}`,
  )
  const args = ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${reports.vitest}`]
  // Beside the browser tests, one worker a core: together the two suites keep both cores busy.
  if (beside) args.push(`--maxWorkers=${Math.max(2, availableParallelism())}`)
  // Beside the browser tests, the unit tests yield the cores first (nice 10, their workers and the
  // commands they start included): the browser tests end the run, and the unit tests fill what they
  // leave. The same work, in a different order.
  const nice = beside && existsSync(NICE) ? [NICE, '-n', '10'] : []
  const run = await runStep(
    'the unit tests (vitest)',
    nice[0] ?? 'node_modules/.bin/vitest',
    [...nice.slice(1), ...(nice.length ? ['node_modules/.bin/vitest'] : []), ...args, ...(changed?.vitest ?? [])],
    LIMIT_SECONDS.vitest,
    { FORCE_COLOR: process.stdout.isTTY ? '1' : '0' },
    beside ? reports.vitestLog : undefined,
  )
  return vitestOutcome(readJson<VitestReport>(reports.vitest), run.status, changed ? [] : unitTestFiles())
}

async function browserTests(): Promise<SuiteOutcome | null> {
  const selection = changed?.playwright ?? []
  console.log('\n== end-to-end tests (playwright)')
  // Playwright refuses a port already taken and writes a report with no test in it: named here first.
  const portProblems = await preparePorts()
  if (portProblems.length > 0)
    return {
      suite: 'Playwright',
      passed: 0,
      failed: portProblems.length,
      problems: portProblems.map((p) => `the browser tests could not start: ${p}`),
      flaky: [],
      files: [],
    }
  return portsOnly ? null : playwright(selection)
}

if (vitestOutcomeNow && e2eWanted && existsSync(reports.vitestLog)) {
  console.log(`\n== unit tests (vitest): its output, from ${reports.vitestLog}`)
  process.stdout.write(readFileSync(reports.vitestLog))
}

/** `playwright test --list` of the selection, as JSON, within its time limit (a killed listing has no status 0). */
function listTests(
  selection: string[],
  env: NodeJS.ProcessEnv,
): Promise<{ status: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn('node_modules/.bin/playwright', ['test', '--list', '--reporter=json', ...selection], {
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    const out: Buffer[] = []
    const err: Buffer[] = []
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk))
    child.stderr.on('data', (chunk: Buffer) => err.push(chunk))
    const timer = setTimeout(() => {
      err.push(Buffer.from(`\nplaywright --list: stopped after its ${LIMIT_SECONDS.list} s limit\n`))
      child.kill('SIGKILL')
    }, LIMIT_SECONDS.list * 1000)
    child.on('close', (status) => {
      clearTimeout(timer)
      resolve({ status, stdout: Buffer.concat(out).toString('utf8'), stderr: Buffer.concat(err).toString('utf8') })
    })
  })
}

/** Lists the selection, runs it, and reads what ran against what was listed. */
async function playwright(selection: string[]): Promise<SuiteOutcome> {
  const env = { ...process.env, CI: process.env.CI ?? '1' }
  // The list is read only once the tests have run: it is made beside them, while their servers start.
  const listing = listTests(selection, env)
  const pw = await runStep(
    'the end-to-end tests (playwright)',
    'node_modules/.bin/playwright',
    ['test', ...selection],
    LIMIT_SECONDS.playwright,
    { CI: env.CI },
  )
  const list = await listing
  if (list.status === 0) writeFileSync(reports.list, list.stdout)
  else process.stderr.write(list.stderr)
  return playwrightOutcome(
    readJson<PlaywrightReport>(reports.playwright),
    list.status === 0 ? readJson<PlaywrightReport>(reports.list) : null,
    pw.status,
  )
}

const flaky = outcomes.flatMap((o) => o.flaky)
if (flaky.length > 0) {
  console.log(
    `\nFlaky: failed once, passed on the retry (traces in test-results/, npx playwright show-trace):\n${flaky.map((f) => `  ${f}`).join('\n')}`,
  )
  writeFileSync(reports.flaky, flaky.join('\n') + '\n')
}
const slowest = slowestFiles(outcomes)
if (slowest.length > 0) {
  console.log('\nThe ten slowest test files (Playwright: the time of its tests, summed over workers):')
  for (const line of slowest) console.log(line)
  console.log('(the slowest single tests: npm run test:slowest)')
}
const problems = [...otherProblems, ...outcomes.flatMap((o) => o.problems)]
if (problems.length > 0) console.log(`\nFailures outside the tests:\n${problems.map((p) => `  ✘ ${p}`).join('\n')}`)
if (changed && outcomes.length === 0) console.log('\nNo test is touched by the changed files.')
const summary = summaryLine(outcomes, otherProblems.length)
writeFileSync(reports.summary, summary + '\n')
console.log(`\n${summary}`)
process.exitCode = / 0 failed$/.test(summary) ? 0 : 1
