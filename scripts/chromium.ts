/** Debian's Chromium (apt-get install chromium); CHROMIUM_PATH overrides. Lighthouse, screenshots, drawings. */
export const chromiumPath = () => process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

/**
 * The browser of the tests: Debian's build of Chromium's headless shell (apt-get install
 * chromium-headless-shell), the same Chromium and Blink as `chromium`, without the desktop
 * browser around them; Playwright's own default for headless runs. A page opens in a third of the
 * time (docs/testing.md, "Why it is fast"). TEST_CHROMIUM_PATH overrides (e.g. /usr/bin/chromium
 * to run the suites on the full browser).
 */
export const testChromiumPath = () => process.env.TEST_CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell'

/** The Debian packages of both browsers. */
export const CHROMIUM_PACKAGES = { [chromiumPath()]: 'chromium', [testChromiumPath()]: 'chromium-headless-shell' }

/** Flags for a closed network: no background traffic, no QUIC, no GPU. */
export const CHROMIUM_ARGS = [
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
]
