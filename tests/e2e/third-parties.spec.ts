import { expect, test } from '@playwright/test'
import { recordThirdParties, settle } from './helpers.ts'

/**
 * Nothing from a third party before the visitor asks or consents (issue 53). The first visit to
 * every page is recorded by a11y.spec.ts ("nothing from a third party", beside axe on the same page
 * load): every request leaving the site, and every cookie another host sets, while the visitor reads
 * the page to its end without choosing. Here, the control: the same recording sees a third party
 * once the visitor asks for one.
 */
test('the check itself sees a third party: the calendar, once asked for', async ({ page }) => {
  const outside = await recordThirdParties(page)
  await settle(page, '/book-demo/', { consent: null })
  await page.goto('/book-demo/')
  await page.getByRole('button', { name: 'Show the calendar' }).click()
  await expect.poll(() => outside.some((u) => new URL(u).hostname === 'assets.calendly.com')).toBe(true)
})
