import { expect, type ConsoleMessage, type Page, type Request } from '@playwright/test'
import { readFileSync } from 'node:fs'
import { langOfUrl } from '../../site/routes.ts'

/** Every URL of the site (route table order) as built into dist-e2e. */
export const URLS: string[] = JSON.parse(readFileSync('dist-e2e/urls.json', 'utf8')) as string[]

export const isSpanish = (url: string) => langOfUrl(url) === 'es'

/**
 * Visit as a settled visitor: the stored language matches the URL (no
 * redirect) and analytics consent was declined (no banner), unless told otherwise.
 */
export async function settle(page: Page, url: string, options: { consent?: 'granted' | 'denied' | null } = {}) {
  const consent = options.consent === undefined ? 'denied' : options.consent
  await page.addInitScript(
    ({ lang, consent }) => {
      try {
        // Once per tab: later page views keep whatever the visitor changed (toggle, consent).
        if (sessionStorage.getItem('settled')) return
        sessionStorage.setItem('settled', '1')
        localStorage.setItem('preferred-language', lang)
        if (consent) localStorage.setItem('analytics-consent', consent)
      } catch {
        /* storage blocked by the test itself */
      }
    },
    { lang: isSpanish(url) ? 'es' : 'en', consent },
  )
}

/** Collects console errors and page errors; call `expectNone()` at the end. */
export function watchErrors(page: Page, ignore: RegExp[] = []) {
  const errors: string[] = []
  page.on('console', (m: ConsoleMessage) => {
    if (m.type() === 'error' && !ignore.some((r) => r.test(m.text()))) errors.push(m.text())
  })
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`))
  return {
    errors,
    expectNone: () => expect(errors, errors.join('\n')).toEqual([]),
  }
}

/** Third-party hosts answer nothing here; tests that need them route them explicitly. */
export async function blockThirdParties(page: Page) {
  await page.route(/^https:\/\/(?!www\.example\.com)/, (route) => route.abort('blockedbyclient'))
}

/**
 * The visitor acts, without changing anything: a key goes down (Shift). Most
 * pages load their script on the first sign of acting (renderer/inline/
 * loader.entry.ts), so a test that waits for the script's work acts first.
 */
export async function act(page: Page) {
  await page.keyboard.press('Shift')
}

/** Waits until the shell script has attached every behaviour (menu, consent, islands), after the visitor has acted. */
export async function shellReady(page: Page) {
  await act(page)
  await page.locator('html[data-shell="ready"]').waitFor({ state: 'attached' })
}

/**
 * Holds the matching requests until `release()`: a slow network the test
 * controls, so that a state "while waiting" is asserted while it lasts, on
 * any machine, instead of during a timer that a slow machine may outlive.
 */
export async function holdRequests(page: Page, url: string | RegExp) {
  let release!: () => void
  const released = new Promise<void>((resolve) => (release = resolve))
  let held = 0
  await page.route(url, async (route) => {
    held++
    await released
    await route.continue()
  })
  return { release, held: () => held }
}

/**
 * Resolves once the page's analytics has decided: "off" (no service
 * configured, or consent declined: every event is dropped), "waiting" (no
 * choice yet) or "on" (the services were started). A later event that proves
 * what did not happen: with "off", nothing can be sent afterwards.
 */
export async function analyticsDecided(page: Page, state: 'off' | 'waiting' | 'on') {
  await act(page)
  await expect(page.locator('html')).toHaveAttribute('data-analytics', state)
}

/**
 * A page's own Content-Security-Policy, from the `<meta http-equiv>` element the build puts first in its
 * `<head>`, right after the charset (before any script or style), or null when there is none.
 */
export function pagePolicyOf(html: string): string | null {
  const m = html.match(
    /^<!doctype html>\s*<html[^>]*><head><meta charset="utf-8"><meta http-equiv="Content-Security-Policy" content="([^"]*)">/i,
  )
  return m ? m[1]!.replace(/&quot;/g, '"').replace(/&amp;/g, '&') : null
}

/**
 * Follows every request of the page, from now on. `quiet()` resolves once the page has fired its load
 * event and no request it started is still open: what Playwright's `networkidle` waits for, without
 * its fixed half second of silence after every page (a walk over every page paid it on each).
 * A request of a document the page leaves is forgotten when the next one is asked for, and one the
 * page's own Resource Timing shows loaded counts as done: twice in CI runs of the walk over every
 * page, a request for an address every page loads (the client entry, the video's poster) was never
 * reported finished nor failed, and stayed "open" past the 15 s below.
 */
export function trackRequests(page: Page) {
  const open = new Set<Request>()
  page.on('request', (r) => {
    // A new document for the page: the one it leaves has no open request that matters any more.
    if (r.isNavigationRequest() && r.frame() === page.mainFrame()) open.clear()
    open.add(r)
  })
  // Once the new document is committed, a request the old one started while it was being left (a
  // chunk its script imported on the way out, in a CI run of the synthetic walk) is never reported
  // finished or failed: the new document's own requests all start after this.
  // (A same-document move, to an anchor, keeps them: it leaves nothing.)
  let document = page.url().split('#')[0]
  page.on('framenavigated', (frame) => {
    if (frame !== page.mainFrame() || frame.url().split('#')[0] === document) return
    document = frame.url().split('#')[0]
    open.clear()
  })
  page.on('requestfinished', (r) => open.delete(r))
  page.on('requestfailed', (r) => open.delete(r))
  /** Of `urls`, those the page's Resource Timing has no finished load of (all of them while the page cannot be asked). */
  const unloaded = (urls: string[]) =>
    page
      .evaluate(
        (list) =>
          list.filter(
            (url) =>
              !performance
                .getEntriesByName(url)
                .some((e) => e instanceof PerformanceResourceTiming && e.responseEnd > 0),
          ),
        urls,
      )
      .catch(() => urls)
  return {
    async quiet() {
      await page.waitForLoadState('load')
      await expect
        .poll(
          async () => {
            const urls = [...open].map((r) => r.url())
            return urls.length === 0 ? [] : await unloaded(urls)
          },
          { intervals: [50, 100, 250], timeout: 15_000, message: 'requests still open' },
        )
        .toEqual([])
    },
  }
}

/** The hosts of this site in the tests: anything else is a third party. */
export const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]'])

/**
 * Records and refuses every request leaving this site (nothing reaches the real hosts): the list
 * of third-party URLs the page asked for, filled as it asks (issue 53: nothing before consent).
 */
export async function recordThirdParties(page: Page) {
  const outside: string[] = []
  await page.route(
    (url) => !LOCAL_HOSTS.has(url.hostname) && url.protocol !== 'data:' && url.protocol !== 'blob:',
    (route) => {
      outside.push(route.request().url())
      return route.abort('blockedbyclient')
    },
  )
  return outside
}

/** The cookies of the context set by a host other than this site's, as "domain name". */
export async function foreignCookies(page: Page) {
  const cookies = await page.context().cookies()
  return cookies.filter((c) => !LOCAL_HOSTS.has(c.domain.replace(/^\./, ''))).map((c) => `${c.domain} ${c.name}`)
}

/**
 * Waits until every island the visitor has scrolled past has started (those that start on
 * interaction, the contact form and the video, wait for the visitor: a request they make then is
 * one the visitor asked for). A page scrolled to its end has started all the others.
 */
export async function islandsStarted(page: Page) {
  await expect
    .poll(() => page.locator('[data-island]:not([data-strategy="interaction"]):not([data-hydrated])').count(), {
      message: 'islands never started',
      timeout: 15_000,
    })
    .toBe(0)
}
