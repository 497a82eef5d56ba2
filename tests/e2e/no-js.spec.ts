import { expect, test, type Browser } from '@playwright/test'
import { URLS, isSpanish } from './helpers.ts'
import manifest from '../../site.manifest.ts'

/** The phone menu's links: the header's menu and its actions, from the manifest. */
const MENU_LINKS = manifest.navigation.header.menu.length + manifest.navigation.header.actions.length

/** A visitor whose browser runs no JavaScript at all, on a phone. */
async function noJsPage(browser: Browser) {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } })
  return { context, page: await context.newPage() }
}

/** The pages that name another for the other languages (inOtherLanguages), by their URL. */
const STAND_INS = new Map<string, string>(
  (manifest.routes as readonly { path: string; inOtherLanguages?: string }[]).flatMap((r) =>
    r.inOtherLanguages ? [[`${r.path}/`, `/es${r.inOtherLanguages}/`] as const] : [],
  ),
)

/** The other language's URL of a page, as the toggle should link it. */
function twin(url: string): string {
  if (isSpanish(url)) return url === '/es/' ? '/' : url.slice(3)
  const es = url === '/' ? '/es/' : `/es${url}`
  return URLS.includes(es) ? es : (STAND_INS.get(url) ?? '/es/')
}

test.describe('without JavaScript', () => {
  for (const url of URLS) {
    test(`${url}: all content, the menu, the FAQ and the language link work`, async ({ browser }) => {
      const { context, page } = await noJsPage(browser)
      const response = await page.goto(url)
      expect(response?.status()).toBe(200)
      await expect(page.locator('h1')).toHaveCount(1)
      await expect(page.locator('h1')).toBeVisible()
      // Every heading of the page is shown: no section waits for a script to appear. Only
      // states that need a script anyway stay hidden: the booking dialog, the widget's
      // load-failure notice and the contact form (replaced by the address, tested below).
      const headings = page.locator('main :is(h2, h3):not(dialog *, [data-booking-fallback] *, form *)')
      const count = await headings.count()
      expect(count).toBeGreaterThan(0)
      for (let i = 0; i < count; i++) await expect(headings.nth(i)).toBeVisible()
      expect((await page.locator('main').innerText()).length).toBeGreaterThan(400)
      // The phone menu is a native popover: its button opens it without a script.
      const menuLinks = page.locator('#site-menu a')
      await expect(menuLinks).toHaveCount(MENU_LINKS)
      await expect(page.locator('#site-menu')).toBeHidden()
      await page.locator('#menu-button').click()
      for (let i = 0; i < MENU_LINKS; i++) await expect(menuLinks.nth(i)).toBeVisible()
      // So is every FAQ: one answer at a time opens and closes.
      const faq = page.locator('#faq details')
      if ((await faq.count()) > 1) {
        await page.keyboard.press('Escape')
        await faq.nth(0).locator('summary').click()
        await faq.nth(1).locator('summary').click()
        await expect(faq.nth(1).locator('section')).toBeVisible()
        await expect(faq.nth(0).locator('section')).toBeHidden()
      }
      await expect(page.locator('a[data-lang-toggle]')).toHaveAttribute('href', twin(url))
      await context.close()
    })
  }

  test('the menu and the language link navigate', async ({ browser }) => {
    const { context, page } = await noJsPage(browser)
    await page.goto('/')
    await page.locator('#menu-button').click()
    await page.locator('#site-menu').getByRole('link', { name: 'Features' }).click()
    await expect(page).toHaveURL(/\/features\/$/)
    await expect(page.locator('h1')).toBeVisible()
    await page.locator('a[data-lang-toggle]').click()
    await expect(page).toHaveURL(/\/es\/features\/$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'es-419')
    await page.locator('#menu-button').click()
    await page.locator('#site-menu').getByRole('link', { name: 'Contacto' }).click()
    await expect(page).toHaveURL(/\/es\/contact\/$/)
    await page.locator('a[data-lang-toggle]').click()
    await expect(page).toHaveURL(/\/contact\/$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US')
    await context.close()
  })

  for (const url of ['/contact/', '/es/contact/']) {
    test(`${url}: still offers a way to reach the team`, async ({ browser }) => {
      const { context, page } = await noJsPage(browser)
      await page.goto(url)
      const mailto = page.locator('main a[href^="mailto:"]').first()
      await expect(mailto).toBeVisible()
      await expect(mailto).toHaveAttribute('href', 'mailto:hello@example.com')
      await context.close()
    })
  }

  for (const [url, link] of [
    ['/book-demo/', 'https://calendly.com/example-team/demo'],
    ['/es/book-demo/', 'https://calendly.com/example-team/demo-es'],
  ] as const) {
    test(`${url}: the scheduling area links to the booking page instead of the widget`, async ({ browser }) => {
      const { context, page } = await noJsPage(browser)
      await page.goto(url)
      const frame = page.locator('[data-booking-frame]')
      await expect(frame.locator(`a[href="${link}"]`)).toBeVisible()
      await context.close()
    })
  }

  test('an unknown path shows the 404 page with its way home', async ({ browser }) => {
    const { context, page } = await noJsPage(browser)
    const response = await page.goto('/no-such-page')
    expect(response?.status()).toBe(404)
    await expect(page.getByText('Page not found')).toBeVisible()
    await page.getByRole('link', { name: 'Return to home' }).click()
    await expect(page).toHaveURL(/\/$/)
    await context.close()
  })
})
