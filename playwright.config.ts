import { defineConfig, devices } from '@playwright/test'
import { CHROMIUM_ARGS, chromiumPath } from './scripts/chromium.ts'

export const E2E_PORT = 4310
export const OUTBOX_PORT = 4311

/**
 * End-to-end tests on Debian's Chromium against the e2e build (dist-e2e/)
 * served like a CDN (tests/e2e/server.ts), with the local EmailJS outbox.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  reporter: [['list'], ['json', { outputFile: '.reports/playwright.json' }]],
  use: {
    baseURL: `http://localhost:${E2E_PORT}`,
    trace: 'off',
    launchOptions: { executablePath: chromiumPath(), args: CHROMIUM_ARGS },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: 'node_modules/.bin/tsx tests/e2e/server.ts',
    url: `http://localhost:${E2E_PORT}/`,
    reuseExistingServer: !process.env.CI,
    stdout: 'pipe',
    timeout: 30_000,
  },
})
