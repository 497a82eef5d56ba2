/**
 * npm test: builds the e2e site and the synthetic site of 300+ pages, runs
 * Vitest and Playwright, and prints one summary line "N passed, N failed"
 * (both suites summed), after naming any end-to-end test that passed only on
 * its retry (.reports/flaky.txt). Exit code 1 on any failure. SKIP_BUILD=1 reuses
 * dist-e2e/ and dist-synthetic/.
 */
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { chromiumPath } from '../scripts/chromium.ts'
import { nginxAvailable } from '../server/nginx.ts'
import { OUTBOX_ORIGIN } from './e2e/ports.ts'

/**
 * Each step has a time limit, far above what it takes on a slow 2-core machine, so that a step that
 * hangs ends with its name instead of using CI's whole time; Playwright's own limits are in its config.
 */
const LIMIT_MINUTES = { install: 10, build: 15, vitest: 15, playwright: 25 }
const run = (cmd: string, args: string[], limit: keyof typeof LIMIT_MINUTES, env: Record<string, string> = {}) => {
  const result = spawnSync(cmd, args, {
    stdio: 'inherit',
    env: { ...process.env, ...env },
    timeout: LIMIT_MINUTES[limit] * 60_000,
    killSignal: 'SIGKILL',
  })
  if ((result.error as NodeJS.ErrnoException | undefined)?.code === 'ETIMEDOUT')
    console.error(`\n!! ${cmd} ${args.join(' ')}: stopped after its ${limit} limit of ${LIMIT_MINUTES[limit]} minutes`)
  return result.status ?? 1
}

mkdirSync('.reports', { recursive: true })
for (const f of ['.reports/vitest.json', '.reports/playwright.json', '.reports/flaky.txt']) rmSync(f, { force: true })

// The browser, the self-hosting runtime and openssl the end-to-end tests use, from Debian's packages.
const hasCommand = (name: string) => spawnSync('sh', ['-c', `command -v ${name}`]).status === 0
const missing = [
  ...(existsSync(chromiumPath()) ? [] : ['chromium']),
  ...(nginxAvailable() ? [] : ['nginx']),
  // The certificate of the TLS tests (Mozilla's grade, tests/e2e/observatory.spec.ts).
  ...(hasCommand('openssl') ? [] : ['openssl']),
]
if (missing.length > 0) {
  console.log(`Not found: ${missing.join(', ')}: installing Debian's packages (apt-get)…`)
  const install = `apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${missing.join(' ')}`
  if (run('bash', ['-c', install], 'install') !== 0)
    console.error(`Could not install ${missing.join(', ')}; install them (apt-get install -y ${missing.join(' ')}).`)
}

let buildFailed = false
if (!process.env.SKIP_BUILD) {
  console.log('\n== e2e build (mode e2e → dist-e2e/)')
  buildFailed =
    run('node_modules/.bin/tsx', ['generator/cli/build.ts', '--mode', 'e2e'], 'build', {
      SITE_OUT_DIR: 'dist-e2e',
      EMAILJS_ORIGIN: OUTBOX_ORIGIN,
      // Every page of the test build is also rendered by vike's renderPage and must match byte for byte.
      SITE_RENDER_CHECK: 'every',
    }) !== 0
}

if (!process.env.SKIP_BUILD) {
  console.log('\n== synthetic site of 300+ pages (scratch copy → dist-synthetic/), one page of every kind injected')
  buildFailed = run('node_modules/.bin/tsx', ['tests/e2e/synthetic/build.ts'], 'build') !== 0 || buildFailed
}

console.log('\n== unit tests (vitest)')
run(
  'node_modules/.bin/vitest',
  ['run', '--reporter=default', '--reporter=json', '--outputFile.json=.reports/vitest.json'],
  'vitest',
)

if (!buildFailed) {
  console.log('\n== end-to-end tests (playwright)')
  run('node_modules/.bin/playwright', ['test'], 'playwright', { CI: process.env.CI ?? '1' })
}

const read = (file: string) =>
  existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>) : null
const vitest = read('.reports/vitest.json') as { numPassedTests?: number; numFailedTests?: number } | null
const pw = read('.reports/playwright.json') as {
  stats?: { expected?: number; unexpected?: number; flaky?: number }
} | null
// Tests that failed once and passed on their retry (CI): counted as passed, named here with their traces.
interface PwSuite {
  title: string
  specs?: { title: string; file: string; tests: { projectName: string; status: string }[] }[]
  suites?: PwSuite[]
}
const flaky: string[] = []
const visit = (suite: PwSuite, path: string[]) => {
  for (const spec of suite.specs ?? [])
    for (const t of spec.tests)
      if (t.status === 'flaky') flaky.push(`[${t.projectName}] ${spec.file} › ${[...path, spec.title].join(' › ')}`)
  for (const child of suite.suites ?? []) visit(child, [...path, child.title])
}
for (const suite of (pw as { suites?: PwSuite[] } | null)?.suites ?? []) visit(suite, [])
if (flaky.length > 0) {
  const list = flaky.map((f) => `  ${f}`).join('\n')
  console.log(
    `\nFlaky: failed once, passed on the retry (traces in test-results/, npx playwright show-trace):\n${list}`,
  )
  writeFileSync('.reports/flaky.txt', flaky.join('\n') + '\n')
}

const passed = (vitest?.numPassedTests ?? 0) + (pw?.stats?.expected ?? 0) + (pw?.stats?.flaky ?? 0)
let failed = (vitest?.numFailedTests ?? 0) + (pw?.stats?.unexpected ?? 0)
if (!vitest) failed += 1
if (!pw) failed += 1
if (buildFailed) failed += 1
const summary = `${passed} passed, ${failed} failed`
writeFileSync('.reports/summary.txt', summary + '\n')
console.log(`\n${summary}`)
process.exitCode = failed > 0 ? 1 : 0
