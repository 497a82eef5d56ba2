import { expect, test, type Page } from '@playwright/test'
import { URLS, settle, shellReady, trackRequests } from './helpers.ts'

/**
 * Nothing from a third party before the visitor asks or consents (issue 53): a fresh visit to each
 * page (no consent stored, the banner waiting) records every request the page makes while the
 * visitor reads it to the end, and every cookie set meanwhile. Any host other than this site's
 * fails the page, naming it. The e2e build has every analytics service and the scheduler
 * configured, so each of them would show here if it loaded early. The page list is the build's own
 * (dist-e2e/urls.json), so a new page is held too.
 */
const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]'])

/** Every request leaving this site is recorded and refused (nothing reaches the real hosts). */
async function recordThirdParties(page: Page) {
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

/** Reads the page as a visitor does: acts, waits for the shell, scrolls to the end so every island starts. */
async function readToTheEnd(page: Page) {
  await shellReady(page)
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y)
      await new Promise((resolve) => requestAnimationFrame(() => resolve(null)))
    }
  })
  // Every island on the page has been seen on screen: each has started (or failed, which the
  // console tests catch) before the network is read. Those that start on interaction (the contact
  // form, the video) wait for the visitor, as a request they make then is one the visitor asked for.
  await expect
    .poll(() => page.locator('[data-island]:not([data-strategy="interaction"]):not([data-hydrated])').count(), {
      message: 'islands never started',
      timeout: 15_000,
    })
    .toBe(0)
}

test.describe('no third party before consent or a click', () => {
  for (const url of URLS) {
    test(`${url}: a fresh visit requests nothing and sets no cookie outside this site`, async ({ page, context }) => {
      const outside = await recordThirdParties(page)
      // The stored language matches the page (no redirect); no consent stored: the banner asks.
      await settle(page, url, { consent: null })
      const requests = trackRequests(page)
      await page.goto(url)
      await readToTheEnd(page)
      await requests.quiet()
      expect(
        outside,
        `${url} asked a third party before consent or a click; load it from a click or after consent (renderer/sections/booking/client.ts shows how)`,
      ).toEqual([])
      const foreign = (await context.cookies()).filter((c) => !LOCAL_HOSTS.has(c.domain.replace(/^\./, '')))
      expect(foreign.map((c) => `${c.domain} ${c.name}`)).toEqual([])
    })
  }

  test('the check itself sees a third party: the calendar, once asked for', async ({ page }) => {
    const outside = await recordThirdParties(page)
    await settle(page, '/book-demo/', { consent: null })
    await page.goto('/book-demo/')
    await page.getByRole('button', { name: 'Show the calendar' }).click()
    await expect.poll(() => outside.some((u) => new URL(u).hostname === 'assets.calendly.com')).toBe(true)
  })
})
