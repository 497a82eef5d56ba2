import { defineConfig, devices } from '@playwright/test'
import { CHROMIUM_ARGS, testChromiumPath } from './scripts/chromium.ts'
import { existsSync } from 'node:fs'
import { E2E_PORT, NGINX_PORT, SYNTHETIC_CLOUDFLARE_PORT, SYNTHETIC_NGINX_PORT } from './tests/e2e/ports.ts'

const browser = { ...devices['Desktop Chrome'], channel: undefined }
/** The synthetic site of 300+ pages (tests/run.ts builds it; without it, its projects are left out). */
const synthetic = existsSync('dist-synthetic/plan.json')
const SYNTHETIC_SPEC = /synthetic(-[a-z]+)?\.spec\.ts/
/**
 * How the servers are stopped once the tests are done: SIGTERM, so that each stops its own
 * (server/lifetime.ts), nginx's temp folder removed with it; SIGKILL after 5 s. Playwright's default,
 * SIGKILL at once, freed the ports but left two folders of /tmp/site-nginx-* behind on every run.
 */
const SHUTDOWN = { signal: 'SIGTERM', timeout: 5_000 } as const

/**
 * End-to-end tests on Debian's Chromium (its headless shell, scripts/chromium.ts)
 * against the e2e build (dist-e2e/),
 * served by the hosts' own runtimes:
 * - "nginx": every test, on Debian's nginx with the build's own include (the
 *   local EmailJS outbox beside it), including those tagged @nginx-only (a
 *   served copy with its include altered);
 * - "cloudflare": the tests tagged @hosts (URLs, headers, redirects, CSP,
 *   compression and console on every page, language rules), on Cloudflare's
 *   runtime (wrangler pages dev), and those tagged @cloudflare-only. A test
 *   of what the page does, not of what the host answers, runs once: on nginx,
 *   whose requests cost next to nothing, where `wrangler pages dev` spends
 *   about 70 ms of CPU on a page and 40 ms on an asset (measured on a 2-core
 *   machine, docs/testing.md);
 * - "synthetic-cloudflare", "synthetic-nginx": synthetic.spec.ts, on a
 *   synthetic site of 300+ pages (tests/e2e/synthetic/) on both runtimes.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: process.env.CI ? Number(process.env.E2E_WORKERS ?? 2) : undefined,
  // In CI a failed test runs once more, recording a trace (test-results/): a test that passes then is
  // counted as passed but named as flaky by `npm test`, with its trace, so an intermittent failure is
  // seen and can be diagnosed instead of failing a whole run. A test failing twice fails the run.
  retries: process.env.CI ? 1 : 0,
  // The watchdog of every browser step: a test past 30 s is stopped with its page (its browser closed if
  // it does not answer), retried once in CI, and named; the whole suite stops, naming what did not run,
  // at about three times its 6.8 minutes on a quiet 2-core machine (tests/run.ts and .ci/run hold the
  // outer limits).
  timeout: 30_000,
  globalTimeout: process.env.CI ? 21 * 60_000 : 0,
  reporter: [['list'], ['json', { outputFile: `${process.env.TEST_REPORTS_DIR ?? '.reports'}/playwright.json` }]],
  use: {
    trace: 'on-first-retry',
    launchOptions: { executablePath: testChromiumPath(), args: CHROMIUM_ARGS },
  },
  projects: [
    {
      name: 'cloudflare',
      grep: /@hosts|@cloudflare-only/,
      testIgnore: SYNTHETIC_SPEC,
      use: { ...browser, baseURL: `http://localhost:${E2E_PORT}` },
    },
    {
      name: 'nginx',
      testIgnore: SYNTHETIC_SPEC,
      grepInvert: /@cloudflare-only/,
      use: { ...browser, baseURL: `http://localhost:${NGINX_PORT}` },
    },
    ...(synthetic
      ? [
          {
            name: 'synthetic-cloudflare',
            testMatch: SYNTHETIC_SPEC,
            use: { ...browser, baseURL: `http://localhost:${SYNTHETIC_CLOUDFLARE_PORT}` },
          },
          {
            name: 'synthetic-nginx',
            testMatch: SYNTHETIC_SPEC,
            use: { ...browser, baseURL: `http://localhost:${SYNTHETIC_NGINX_PORT}` },
          },
        ]
      : []),
  ],
  webServer: [
    {
      command: 'node_modules/.bin/tsx tests/e2e/server.ts',
      url: `http://127.0.0.1:${E2E_PORT}/robots.txt`,
      reuseExistingServer: !process.env.CI,
      stdout: 'pipe',
      gracefulShutdown: SHUTDOWN,
      // A cold start of workerd on a busy 2-core machine.
      timeout: 120_000,
    },
    {
      command: 'node_modules/.bin/tsx tests/e2e/nginx-server.ts',
      url: `http://127.0.0.1:${NGINX_PORT}/robots.txt`,
      reuseExistingServer: !process.env.CI,
      stdout: 'pipe',
      gracefulShutdown: SHUTDOWN,
      timeout: 60_000,
    },
    ...(synthetic
      ? [
          {
            command: 'node_modules/.bin/tsx tests/e2e/synthetic/servers.ts',
            url: `http://127.0.0.1:${SYNTHETIC_CLOUDFLARE_PORT}/robots.txt`,
            reuseExistingServer: !process.env.CI,
            stdout: 'pipe' as const,
            gracefulShutdown: SHUTDOWN,
            timeout: 120_000,
          },
        ]
      : []),
  ],
})
