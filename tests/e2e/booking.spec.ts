import { expect, test, type Page } from '@playwright/test'
import { analyticsDecided, blockThirdParties, settle, shellReady } from './helpers.ts'
import { clickInWidget, showCalendar, stubCalendly, stubGtag, stubPixel, stubPosthog } from './stubs.ts'

// Registered first so that it is tried last: every stand-in below takes precedence.
test.beforeEach(({ page }) => blockThirdParties(page))

async function open(
  page: Page,
  url = '/book-demo/',
  options: { scriptFails?: boolean; consent?: 'granted' | 'denied' } = {},
) {
  const calendly = await stubCalendly(page, options)
  await settle(page, url, { consent: options.consent ?? 'denied' })
  await page.goto(url)
  // The calendar loads only when asked for, consent or not.
  if (url.endsWith('book-demo/')) {
    if (options.scriptFails)
      await page.getByRole('button', { name: /show the calendar|mostrar el calendario/i }).click()
    else await showCalendar(page)
  }
  return calendly
}

test.describe('booking widget', () => {
  for (const [url, link] of [
    ['/book-demo/', 'https://calendly.com/example-team/demo'],
    ['/es/book-demo/', 'https://calendly.com/example-team/demo-es'],
  ] as const) {
    test(`${url}: injects the widget at run time with the language's link and embed_domain`, async ({
      page,
      request,
    }) => {
      // The page's policy names the scheduler's hosts; no element of the static HTML loads it.
      const html = await (await request.get(url)).text()
      expect(html).not.toMatch(/<(?:script|iframe|link)[^>]+calendly\.com/)
      expect(html).toMatch(/<meta http-equiv="Content-Security-Policy" content="[^"]*https:\/\/assets\.calendly\.com/)
      const calendly = await open(page, url)
      await expect(page.locator('[data-booking-frame] iframe')).toBeVisible()
      await expect.poll(() => calendly.frames.length).toBeGreaterThan(0)
      const frame = new URL(calendly.frames[0]!)
      expect(`${frame.origin}${frame.pathname}`).toBe(link)
      expect(frame.searchParams.get('embed_domain')).toBe(new URL(page.url()).host)
      expect(frame.searchParams.get('embed_type')).toBe('Inline')
      expect(await page.locator('script[src*="assets.calendly.com"]').count()).toBe(1)
    })
  }

  for (const [url, name] of [
    ['/book-demo/', 'Show the calendar'],
    ['/es/book-demo/', 'Mostrar el calendario'],
  ] as const) {
    test(`${url}: nothing of the scheduler's loads until "${name}" is clicked; the link and email are there`, async ({
      page,
    }) => {
      const calendly = await stubCalendly(page)
      const requested: string[] = []
      page.on('request', (r) => r.url().includes('calendly') && requested.push(r.url()))
      await settle(page, url, { consent: 'denied' })
      await page.goto(url)
      const island = page.locator('[data-island="booking"]')
      await island.scrollIntoViewIfNeeded()
      await shellReady(page)
      // The island has started (its code is in charge of its button): still nothing from the scheduler.
      await expect(island).toHaveAttribute('data-hydrated', 'true')
      expect(requested).toEqual([])
      await expect(island.locator('[data-booking-ask] a[href^="https://calendly.com/"]')).toBeVisible()
      await expect(island.locator('[data-booking-ask] a[href="mailto:hello@example.com"]')).toBeVisible()
      await page.getByRole('button', { name }).click()
      await expect(page.locator('[data-booking-frame] iframe')).toBeVisible()
      await expect(page.getByRole('button', { name })).toBeHidden()
      await expect.poll(() => calendly.frames.length).toBeGreaterThan(0)
    })
  }

  test('with cookies accepted the calendar still waits to be asked for', async ({ page }) => {
    const calendly = await stubCalendly(page)
    const requested: string[] = []
    page.on('request', (r) => r.url().includes('calendly') && requested.push(r.url()))
    await settle(page, '/book-demo/', { consent: 'granted' })
    await page.goto('/book-demo/')
    const island = page.locator('[data-island="booking"]')
    await island.scrollIntoViewIfNeeded()
    await shellReady(page)
    // Analytics started (consent is granted) and the booking island is in charge of its button.
    await analyticsDecided(page, 'on')
    await expect(island).toHaveAttribute('data-hydrated', 'true')
    expect(requested).toEqual([])
    await showCalendar(page)
    await expect(page.locator('[data-booking-frame] iframe')).toBeVisible()
    expect(calendly.frames.length).toBeGreaterThan(0)
  })

  test('the widget script is not loaded on other pages', async ({ page }) => {
    const requested: string[] = []
    page.on('request', (r) => r.url().includes('calendly') && requested.push(r.url()))
    await open(page, '/contact/')
    // Every island of the page has started (the contact form on interaction only): none asked for the widget.
    await shellReady(page)
    await expect(page.locator('[data-booking-frame]')).toHaveCount(0)
    expect(requested).toEqual([])
  })
})

test.describe('booking completion', () => {
  test('opens the "Meeting booked!" dialog, scrolls to the top, focus in and back, Escape and OK close it', async ({
    page,
  }) => {
    await open(page)
    await page.locator('[data-booking-frame] iframe').scrollIntoViewIfNeeded()
    await page.evaluate(() => window.scrollBy(0, 200))
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(100)
    await clickInWidget(page, 'schedule-a')
    const dialog = page.getByRole('dialog', { name: 'Meeting booked!' })
    await expect(dialog).toBeVisible()
    await expect(dialog).toContainText(/confirmation/i)
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
    await expect(dialog.getByRole('button', { name: 'OK' })).toBeFocused()
    await expect(dialog.getByRole('link', { name: 'View confirmation' })).toHaveAttribute('href', '/meeting-booked/')
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await clickInWidget(page, 'schedule-b')
    await expect(dialog).toBeVisible()
    await dialog.getByRole('button', { name: 'OK' }).click()
    await expect(dialog).toBeHidden()
  })

  test('Spanish page: Spanish dialog and confirmation link', async ({ page }) => {
    await open(page, '/es/book-demo/')
    await clickInWidget(page, 'schedule-a')
    const dialog = page.getByRole('dialog', { name: '¡Reunión agendada!' })
    await expect(dialog).toBeVisible()
    await expect(dialog.locator('a')).toHaveAttribute('href', '/es/meeting-booked/')
  })

  test('each scheduled event is processed once, keyed by its identifier', async ({ page }) => {
    const posthog = await stubPosthog(page)
    await stubPixel(page)
    await stubGtag(page)
    await open(page, '/book-demo/', { consent: 'granted' })
    const dialog = page.getByRole('dialog')
    await clickInWidget(page, 'schedule-a')
    await expect(dialog).toBeVisible()
    await page.keyboard.press('Escape')
    await clickInWidget(page, 'schedule-a')
    // The widget's messages are handled in order: once the next event has been processed
    // (its dialog open, its analytics event sent), the repeated one was handled before it.
    await clickInWidget(page, 'schedule-invitee')
    await expect(dialog).toBeVisible()
    await expect
      .poll(() => posthog.named('demo_scheduled').map((e) => e.properties.event_uri), { timeout: 15_000 })
      .toContain('https://api.calendly.com/invitees/C')
    expect(posthog.named('demo_scheduled').map((e) => e.properties.event_uri)).toEqual([
      'https://api.calendly.com/scheduled_events/A',
      'https://api.calendly.com/invitees/C',
    ])
  })

  test('without an identifier only the first event is processed, with a console warning', async ({ page }) => {
    await open(page)
    const warnings: string[] = []
    page.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()))
    const dialog = page.getByRole('dialog')
    await clickInWidget(page, 'schedule-anon')
    await expect(dialog).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await clickInWidget(page, 'schedule-anon')
    // The warning is logged while the second message is handled: after it, the dialog stayed shut.
    await expect.poll(() => warnings.filter((w) => w.includes('without an identifier')).length).toBe(2)
    await expect(dialog).toBeHidden()
  })

  test('a message from any other origin is ignored', async ({ page }) => {
    const posthog = await stubPosthog(page)
    await stubPixel(page)
    await stubGtag(page)
    await open(page, '/book-demo/', { consent: 'granted' })
    await expect(page.locator('[data-booking-frame] iframe')).toBeVisible()
    await page.evaluate(() =>
      window.postMessage(
        {
          event: 'calendly.event_scheduled',
          payload: { event: { uri: 'https://api.calendly.com/scheduled_events/X' } },
        },
        '*',
      ),
    )
    await expect(page.getByRole('dialog')).toBeHidden()
    // A genuine message, sent after the forged one, is handled after it: only its event counts.
    await clickInWidget(page, 'schedule-b')
    await expect(page.getByRole('dialog')).toBeVisible()
    await expect.poll(() => posthog.named('demo_scheduled').length, { timeout: 15_000 }).toBeGreaterThan(0)
    expect(posthog.named('demo_scheduled').map((e) => e.properties.event_uri)).toEqual([
      'https://api.calendly.com/scheduled_events/B',
    ])
  })
})

test.describe('booking fallback', () => {
  for (const [url, link] of [
    ['/book-demo/', 'https://calendly.com/example-team/demo'],
    ['/es/book-demo/', 'https://calendly.com/example-team/demo-es'],
  ] as const) {
    test(`${url}: a blocked widget script leaves a direct link and the email, not an empty box`, async ({ page }) => {
      await open(page, url, { scriptFails: true })
      const fallback = page.locator('[data-booking-fallback]')
      await expect(fallback).toBeVisible()
      await expect(fallback.locator(`a[href="${link}"]`)).toBeVisible()
      await expect(fallback.locator('a[href="mailto:hello@example.com"]')).toBeVisible()
      await expect(page.locator('[data-booking-frame]')).toBeHidden()
    })
  }
})

test.describe('booking conversions', () => {
  test('a booking sends the Pixel Schedule event (value 0) and the ad conversion (value 1), once', async ({ page }) => {
    const posthog = await stubPosthog(page)
    const pixel = await stubPixel(page)
    const gtag = await stubGtag(page)
    await open(page, '/book-demo/', { consent: 'granted' })
    await expect.poll(() => pixel.calls()).toContainEqual(['init', '123456789012345'])
    await clickInWidget(page, 'schedule-a')
    await expect(page.getByRole('dialog')).toBeVisible()
    await page.keyboard.press('Escape')
    await clickInWidget(page, 'schedule-a')
    // A second booking, after the repeated message: once it is reported, the repeat was handled.
    await clickInWidget(page, 'schedule-invitee')
    await expect
      .poll(() => posthog.named('demo_scheduled').map((e) => e.properties.event_uri), { timeout: 15_000 })
      .toContain('https://api.calendly.com/invitees/C')
    expect(posthog.named('demo_scheduled').map((e) => e.properties.event_uri)).toEqual([
      'https://api.calendly.com/scheduled_events/A',
      'https://api.calendly.com/invitees/C',
    ])
    const schedules = (await pixel.calls()).filter((c) => c[1] === 'Schedule')
    expect(schedules).toEqual([
      ['track', 'Schedule', { value: 0, currency: 'USD' }],
      ['track', 'Schedule', { value: 0, currency: 'USD' }],
    ])
    const conversions = (await gtag.calls()).filter((c) => c[0] === 'event' && c[1] === 'conversion')
    expect(conversions).toEqual([
      ['event', 'conversion', { send_to: 'AW-123456789/e2eDemoBooked', value: 1, currency: 'USD' }],
      ['event', 'conversion', { send_to: 'AW-123456789/e2eDemoBooked', value: 1, currency: 'USD' }],
    ])
  })

  test('no conversion reaches any service when consent was declined', async ({ page }) => {
    const pixel = await stubPixel(page)
    const gtag = await stubGtag(page)
    const posthog = await stubPosthog(page)
    await open(page, '/book-demo/', { consent: 'denied' })
    await clickInWidget(page, 'schedule-a')
    await expect(page.getByRole('dialog')).toBeVisible()
    // The page decided to drop every event before the widget started: nothing can be sent later.
    await analyticsDecided(page, 'off')
    expect([...pixel.requests, ...gtag.requests, ...posthog.requests]).toEqual([])
  })
})
