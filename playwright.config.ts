import { defineConfig, devices } from '@playwright/test'
import { CHROMIUM_ARGS, chromiumPath } from './scripts/chromium.ts'
import { E2E_PORT, NGINX_PORT } from './tests/e2e/ports.ts'

const browser = { ...devices['Desktop Chrome'], channel: undefined }

/**
 * End-to-end tests on Debian's Chromium against the e2e build (dist-e2e/),
 * served by the hosts' own runtimes:
 * - "cloudflare": every test, on Cloudflare's runtime (wrangler pages dev),
 *   with the local EmailJS outbox;
 * - "nginx": the tests tagged @hosts (URLs, headers, CSP and console on every
 *   page, language rules), on Debian's nginx with the build's include.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  reporter: [['list'], ['json', { outputFile: '.reports/playwright.json' }]],
  use: {
    trace: 'off',
    launchOptions: { executablePath: chromiumPath(), args: CHROMIUM_ARGS },
  },
  projects: [
    { name: 'cloudflare', use: { ...browser, baseURL: `http://localhost:${E2E_PORT}` } },
    { name: 'nginx', grep: /@hosts/, use: { ...browser, baseURL: `http://localhost:${NGINX_PORT}` } },
  ],
  webServer: [
    {
      command: 'node_modules/.bin/tsx tests/e2e/server.ts',
      url: `http://127.0.0.1:${E2E_PORT}/robots.txt`,
      reuseExistingServer: !process.env.CI,
      stdout: 'pipe',
      // A cold start of workerd on a busy 2-core machine.
      timeout: 120_000,
    },
    {
      command: 'node_modules/.bin/tsx tests/e2e/nginx-server.ts',
      url: `http://127.0.0.1:${NGINX_PORT}/robots.txt`,
      reuseExistingServer: !process.env.CI,
      stdout: 'pipe',
      timeout: 60_000,
    },
  ],
})
