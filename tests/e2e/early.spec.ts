/**
 * Every control works from the first paint: the client JavaScript is held
 * back (route interception of /assets/**.js, until the test has interacted), the visitor acts as soon as the HTML has arrived,
 * and the outcome is asserted after the script has loaded: nothing lost,
 * nothing done twice. Native controls (the menu's popover, the FAQ's
 * <details>) work at once; scripted ones go through the one early-interaction
 * capture of the pre-paint script (site/early-interactions.ts). The booking widget is the
 * one control left out, see docs/architecture.md (_Every control works from the first paint_).
 */
import { readFileSync } from 'node:fs'
import { expect, test, type Page } from '@playwright/test'
import { blockThirdParties, isSpanish, settle, shellReady } from './helpers.ts'
import { stubPosthog } from './stubs.ts'

/**
 * Holds every script of the site until `release()` has been called: a network as slow as the test
 * needs, however fast the machine (the test releases once it has acted; scripts asked for later flow
 * normally). `requested` proves the script was asked for (the loader ran) while it was held.
 */
async function delayScripts(page: Page) {
  let release!: () => void
  const released = new Promise<void>((resolve) => (release = resolve))
  let requested = 0
  await page.route(/^http:\/\/localhost:\d+\/assets\/.*\.js$/, async (route) => {
    requested++
    await released
    await route.continue()
  })
  return { release, requested: () => requested }
}

/** Opens the page and returns as soon as its HTML is parsed, the client script held back. */
async function openEarly(page: Page, url: string, consent: 'granted' | 'denied' | null = 'denied') {
  const scripts = await delayScripts(page)
  await settle(page, url, { consent })
  await page.goto(url, { waitUntil: 'domcontentloaded' })
  return scripts
}

/** Third parties blocked, except PostHog's stand-in (routes added later take precedence). */
async function analytics(page: Page) {
  await blockThirdParties(page)
  return stubPosthog(page)
}

/** The client script has not run yet: what the test does now is an early interaction. */
async function expectNoScriptYet(page: Page) {
  expect(await page.evaluate(() => document.documentElement.dataset.shell ?? null)).toBeNull()
}

const openItems = (page: Page) =>
  page.locator('#faq details').evaluateAll((els) => els.map((el) => (el as HTMLDetailsElement).open))

/** One page of each kind, in both languages where it has two. */
const KINDS = [
  '/',
  '/es/features/',
  '/about/',
  '/es/story/',
  '/contact/',
  '/es/contact/',
  '/book-demo/',
  '/es/meeting-booked/',
  '/start/',
  '/privacy/',
  '/vs/madgicx/',
  '/solutions/shopify-ads-automation/',
  '/no-such-page',
]

test.describe('before the page script arrives (scripts delayed)', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  for (const url of KINDS)
    test(`${url}: the FAQ and the phone menu answer the first tap`, async ({ page }) => {
      await blockThirdParties(page)
      const scripts = await openEarly(page, url)
      await expectNoScriptYet(page)
      const faq = page.locator('#faq summary')
      const faqCount = await faq.count()
      if (faqCount > 1) {
        expect(await openItems(page)).toEqual(Array(faqCount).fill(false))
        await faq.nth(0).click()
        await faq.nth(1).click()
      }
      await page.locator('#menu-button').click()
      await expect(page.locator('#site-menu')).toBeVisible()
      await expectNoScriptYet(page)
      scripts.release()
      await shellReady(page)
      expect(scripts.requested()).toBeGreaterThan(0)
      // After the script: the menu is still open and the button says so; one FAQ item is open.
      await expect(page.locator('#site-menu')).toBeVisible()
      await expect(page.locator('#menu-button')).toHaveAccessibleName(isSpanish(url) ? 'Cerrar menú' : 'Close menu')
      if (faqCount > 1) {
        const expected = Array(faqCount).fill(false)
        expected[1] = true
        expect(await openItems(page)).toEqual(expected)
      }
      // And the script's own part of the menu works: selecting a link closes it.
      await page.evaluate(() =>
        document.addEventListener('click', (e) => (e.target as Element).closest('a') && e.preventDefault(), true),
      )
      await page.locator('#site-menu a').first().click()
      await expect(page.locator('#site-menu')).toBeHidden()
    })

  test('the contact form sent before its code has loaded is sent once', async ({ page }) => {
    const message = `Early message ${Date.now()}-${Math.random().toString(36).slice(2, 8)}`
    const sends: string[] = []
    page.on('request', (r) => r.url().endsWith('/api/v1.0/email/send') && r.method() === 'POST' && sends.push(r.url()))
    await blockThirdParties(page)
    const scripts = await openEarly(page, '/es/contact/')
    await expectNoScriptYet(page)
    const form = page.locator('form')
    await form.locator('[name="name"]').fill('Ana Ruiz')
    await form.locator('[name="email"]').fill('ana@empresa.mx')
    await form.locator('[name="message"]').fill(message)
    const submit = form.locator('button[type="submit"]')
    await submit.click()
    // A second tap while waiting is not a second message.
    await submit.click()
    await expectNoScriptYet(page)
    expect(new URL(page.url()).pathname).toBe('/es/contact/')
    scripts.release()
    await expect(page.getByRole('status')).toContainText('Mensaje enviado')
    const inOutbox = () =>
      readFileSync('.data/e2e/outbox.jsonl', 'utf8')
        .split('\n')
        .filter((line) => line.includes(message)).length
    await expect.poll(inOutbox).toBe(1)
    expect(sends).toHaveLength(1)
    await expect(form.locator('[name="message"]')).toHaveValue('')
  })

  test('a consent choice tapped before the script is applied once, and Your privacy choices reopens it', async ({
    page,
  }) => {
    const posthog = await analytics(page)
    const scripts = await openEarly(page, '/features/', null)
    const banner = page.getByRole('region', { name: 'Your privacy' })
    await expect(banner).toBeVisible()
    await expectNoScriptYet(page)
    await banner.getByRole('button', { name: 'Accept' }).click()
    scripts.release()
    await expect(banner).toBeHidden()
    expect(await page.evaluate(() => localStorage.getItem('analytics-consent'))).toBe('granted')
    await expect.poll(() => posthog.named('$pageview').length, { timeout: 15_000 }).toBe(1)
    // Your privacy choices, tapped before the next page's script, reopens the banner once it has loaded.
    const next = await delayScripts(page)
    await page.evaluate(() => localStorage.setItem('preferred-language', 'es'))
    await page.goto('/es/features/', { waitUntil: 'domcontentloaded' })
    await expectNoScriptYet(page)
    await page.getByRole('button', { name: 'Tus opciones de privacidad' }).click()
    next.release()
    await expect(page.getByRole('region', { name: 'Tu privacidad' })).toBeVisible()
    // A later event proves the first page's analytics started once: one view per page.
    await expect.poll(() => posthog.named('$pageview').length, { timeout: 15_000 }).toBe(2)
  })

  test('a demo button and the language toggle tapped before the script: each event is recorded once', async ({
    page,
  }) => {
    const posthog = await analytics(page)
    const scripts = await openEarly(page, '/vs/madgicx/', 'granted')
    await expectNoScriptYet(page)
    await page.locator('main a[data-track="cta_click"]').first().click()
    await expect(page).toHaveURL(/\/book-demo\/$/)
    // The next page's script is held as well: toggle the language before it arrives.
    await expectNoScriptYet(page)
    await page.locator('a[data-lang-toggle]').click()
    await expect(page).toHaveURL(/\/es\/book-demo\/$/)
    scripts.release()
    await shellReady(page)
    // The choice was applied before the Spanish page decided: no redirect back, and it is stored.
    await expect(page).toHaveURL(/\/es\/book-demo\/$/)
    expect(await page.evaluate(() => localStorage.getItem('preferred-language'))).toBe('es')
    await expect.poll(() => posthog.named('language_toggle').length, { timeout: 15_000 }).toBe(1)
    await expect.poll(() => posthog.named('cta_click').length, { timeout: 15_000 }).toBe(1)
    expect(posthog.named('cta_click')[0]!.properties).toMatchObject({ label: 'hero', page_type: 'comparison' })
    expect(posthog.named('language_toggle')[0]!.properties).toMatchObject({
      from: '/book-demo/',
      to: '/es/book-demo/',
      lang: 'es',
    })
    // One more page view proves the queues were drained once, not twice.
    await page.goto('/es/features/')
    await expect.poll(() => posthog.named('$pageview').length, { timeout: 15_000 }).toBe(2)
    expect(posthog.named('cta_click')).toHaveLength(1)
    expect(posthog.named('language_toggle')).toHaveLength(1)
  })

  test('the video tapped before its code plays in place once the code has loaded', async ({ page }) => {
    await blockThirdParties(page)
    const scripts = await openEarly(page, '/start/')
    await expectNoScriptYet(page)
    const island = page.locator('[data-island="video"]')
    await island.locator('[data-video-play]').click()
    // The tap did not leave the page for the clip.
    expect(new URL(page.url()).pathname).toBe('/start/')
    scripts.release()
    const video = island.locator('video')
    await expect(video).toHaveAttribute('controls', '')
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => !v.paused && v.currentTime > 0)).toBe(true)
    await expect(island.locator('video')).toHaveCount(1)
  })
})
