import { expect, test, type Page } from '@playwright/test'
import { analyticsDecided, blockThirdParties, settle, shellReady } from './helpers.ts'
import { stubGtag, stubPixel, stubPosthog } from './stubs.ts'
import { SERVICES, serviceHosts } from '../../site/services.ts'

/** A request to an analytics service's host (site/services.ts: the Pixel, the Google tag, PostHog). */
const ANALYTICS_HOST = new RegExp(
  serviceHosts({ metaPixel: SERVICES.metaPixel, googleAds: SERVICES.googleAds })
    .map((h) => h.replaceAll('.', '\\.'))
    .join('|'),
)

/** All stand-ins on, every request to an analytics host recorded. */
async function services(page: Page, options: { posthogFails?: boolean } = {}) {
  await blockThirdParties(page)
  const seen: string[] = []
  page.on('request', (r) => ANALYTICS_HOST.test(new URL(r.url()).hostname) && seen.push(r.url()))
  const posthog = await stubPosthog(page, { fail: options.posthogFails })
  const pixel = await stubPixel(page)
  const gtag = await stubGtag(page)
  return { seen, posthog, pixel, gtag }
}

const banner = (page: Page) => page.getByRole('region', { name: 'Your privacy' })

test.describe('before a choice and after Decline', () => {
  test('no analytics request at all while pending, on several pages; the banner shows', async ({ page }) => {
    const s = await services(page)
    await settle(page, '/', { consent: null })
    for (const url of ['/', '/features/', '/vs/madgicx/', '/book-demo/']) {
      await page.goto(url)
      await expect(banner(page)).toBeVisible()
      // Waiting for a choice is the page's decision: nothing is loaded until a button is pressed.
      await analyticsDecided(page, 'waiting')
      expect(s.seen).toEqual([])
    }
  })

  test('Decline hides the banner, is remembered, and nothing is ever loaded', async ({ page }) => {
    const s = await services(page)
    await settle(page, '/vs/madgicx/', { consent: null })
    await page.goto('/vs/madgicx/')
    await page.evaluate(() => document.addEventListener('click', (e) => e.preventDefault(), true))
    await page.locator('main a[data-track="cta_click"]').first().click()
    await banner(page).getByRole('button', { name: 'Decline' }).click()
    await expect(banner(page)).toBeHidden()
    expect(await page.evaluate(() => localStorage.getItem('analytics-consent'))).toBe('denied')
    await analyticsDecided(page, 'off')
    await page.goto('/features/')
    await expect(banner(page)).toBeHidden()
    await analyticsDecided(page, 'off')
    expect(s.seen).toEqual([])
  })

  test('the Spanish banner speaks Spanish', async ({ page }) => {
    await services(page)
    await settle(page, '/es/', { consent: null })
    await page.goto('/es/')
    const es = page.getByRole('region', { name: 'Tu privacidad' })
    await expect(es.getByRole('button', { name: 'Aceptar' })).toBeVisible()
    await expect(es.getByRole('button', { name: 'Rechazar' })).toBeVisible()
  })
})

test.describe('after Accept', () => {
  test('PostHog, the Pixel and the Google tag start; the page view is captured once; the queue flushes once', async ({
    page,
  }) => {
    const s = await services(page)
    await settle(page, '/vs/madgicx/', { consent: null })
    await page.goto('/vs/madgicx/')
    await page.evaluate(() => document.addEventListener('click', (e) => e.preventDefault(), true))
    await page.locator('main a[data-track="cta_click"]').first().click()
    await page.locator('main a[data-track="cta_click"]').last().click()
    expect(s.seen).toEqual([])
    // Without Global Privacy Control neither the banner nor the footer says anything of it.
    await expect(banner(page).locator('[data-gpc-note]')).toBeHidden()
    await expect(page.locator('footer [data-gpc-honored]')).toBeHidden()
    await banner(page).getByRole('button', { name: 'Accept' }).click()
    await expect(banner(page)).toBeHidden()
    await expect.poll(() => s.posthog.named('cta_click').length, { timeout: 15_000 }).toBe(2)
    expect(
      s.posthog.named('cta_click').map((e) => ({ label: e.properties.label, page_type: e.properties.page_type })),
    ).toEqual([
      { label: 'hero', page_type: 'comparison' },
      { label: 'footer', page_type: 'comparison' },
    ])
    expect(s.posthog.named('$pageview')).toHaveLength(1)
    await expect.poll(() => s.pixel.calls()).toContainEqual(['init', '123456789012345'])
    expect((await s.pixel.calls()).filter((c) => c[1] === 'PageView')).toHaveLength(1)
    expect(await s.gtag.calls()).toContainEqual(['config', 'AW-123456789'])
    // A later event proves nothing more was queued: leaving the page hands PostHog's queue over
    // (sent on unload, or kept for the next page), and the next page's view arrives after it.
    await page.goto('/features/')
    await expect.poll(() => s.posthog.named('$pageview').length, { timeout: 15_000 }).toBe(2)
    expect(s.posthog.named('cta_click')).toHaveLength(2)
  })

  test('under Global Privacy Control the banner says so, and Accept starts PostHog alone: no Pixel, no Google tag', async ({
    page,
  }) => {
    // The browser's signal, as a browser that sends `Sec-GPC: 1` exposes it to the page.
    await page.addInitScript(() =>
      Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true, configurable: true }),
    )
    const s = await services(page)
    await settle(page, '/vs/madgicx/', { consent: null })
    await page.goto('/vs/madgicx/')
    await expect(banner(page).locator('[data-gpc-note]')).toHaveText(
      'Your browser sends a Global Privacy Control signal, and we honor it: our advertising tags don’t load, even if you accept. Your choice here applies to analytics only.',
    )
    // The footer confirms it too, where a returning visitor sees it with the banner closed.
    await expect(page.locator('footer [data-gpc-honored]')).toHaveText('Global Privacy Control honored')
    await banner(page).getByRole('button', { name: 'Accept' }).click()
    await expect.poll(() => s.posthog.named('$pageview').length, { timeout: 15_000 }).toBe(1)
    // The Pixel and the Google tag are set up before PostHog starts (destinations.ts): by now they would be.
    expect(
      await page.evaluate(() => {
        const w = window as unknown as Record<string, unknown>
        return { fbq: typeof w.fbq, dataLayer: typeof w.dataLayer }
      }),
    ).toEqual({
      fbq: 'undefined',
      dataLayer: 'undefined',
    })
    expect(s.seen.filter((url) => !new URL(url).hostname.endsWith('posthog.com'))).toEqual([])
    expect(s.pixel.requests).toEqual([])
    expect(s.gtag.requests).toEqual([])
    // The Spanish banner says the same in Spanish.
    await page.evaluate(() => {
      localStorage.removeItem('analytics-consent')
      localStorage.setItem('preferred-language', 'es')
    })
    await page.goto('/es/')
    await expect(page.getByRole('region', { name: 'Tu privacidad' }).locator('[data-gpc-note]')).toHaveText(
      'Tu navegador envía la señal Global Privacy Control y la respetamos: nuestras etiquetas de publicidad no se cargan, aunque aceptes. Tu elección aquí solo se aplica a la analítica.',
    )
  })

  test('demo clicks are sent in the order they were made, also when one falls while the page script starts', async ({
    page,
  }) => {
    const s = await services(page)
    await settle(page, '/vs/madgicx/', { consent: null })
    // Frames are held while the test says so: the page script, once run, waits for a frame before it
    // adopts the clicks kept before it started; a click in that gap must not overtake them.
    await page.addInitScript(() => {
      const w = window as unknown as { __framesHeld: FrameRequestCallback[] | null }
      const raf = window.requestAnimationFrame.bind(window)
      w.__framesHeld = null
      window.requestAnimationFrame = (cb) => (w.__framesHeld ? (w.__framesHeld.push(cb), 0) : raf(cb))
    })
    await page.goto('/vs/madgicx/')
    await page.evaluate(() => {
      document.addEventListener('click', (e) => e.preventDefault(), true)
      ;(window as unknown as { __framesHeld: FrameRequestCallback[] }).__framesHeld = []
    })
    const held = () => page.evaluate(() => (window as unknown as { __framesHeld: unknown[] }).__framesHeld.length)
    // The hero's demo button: kept by the early capture, and the page script starts loading.
    await page.locator('main a[data-track="cta_click"]').first().click()
    // The page script has run and waits for its frame.
    await expect.poll(held).toBeGreaterThan(0)
    await page.locator('main a[data-track="cta_click"]').last().click()
    await page.evaluate(() => {
      const w = window as unknown as { __framesHeld: FrameRequestCallback[] | null }
      const frames = w.__framesHeld ?? []
      w.__framesHeld = null
      for (const cb of frames) cb(performance.now())
    })
    await banner(page).getByRole('button', { name: 'Accept' }).click()
    await expect.poll(() => s.posthog.named('cta_click').length, { timeout: 15_000 }).toBe(2)
    expect(s.posthog.named('cta_click').map((e) => e.properties.label)).toEqual(['hero', 'footer'])
  })

  test('the choice holds on the next page: services start without asking, and click events arrive', async ({
    page,
  }) => {
    const s = await services(page)
    await settle(page, '/solutions/ai-media-buyer/', { consent: 'granted' })
    await page.goto('/solutions/ai-media-buyer/')
    await expect(banner(page)).toBeHidden()
    // Analytics starts without asking: this page's view arrives before any click.
    await expect.poll(() => s.posthog.named('$pageview').length, { timeout: 15_000 }).toBe(1)
    await page.locator('main a[data-track="cta_click"]').first().click()
    await expect(page).toHaveURL(/\/book-demo\/$/)
    await expect.poll(() => s.posthog.named('cta_click').length, { timeout: 15_000 }).toBe(1)
    expect(s.posthog.named('cta_click')[0]!.properties).toMatchObject({ label: 'hero', page_type: 'solution' })
    await expect.poll(() => s.posthog.named('$pageview').length, { timeout: 15_000 }).toBe(2)
  })

  test('language toggles and redirects are reported', async ({ page }) => {
    const s = await services(page)
    await settle(page, '/features/', { consent: 'granted' })
    await page.goto('/features/')
    await page.locator('a[data-lang-toggle]').click()
    await expect(page).toHaveURL(/\/es\/features\/$/)
    await expect.poll(() => s.posthog.named('language_toggle').length, { timeout: 15_000 }).toBe(1)
    expect(s.posthog.named('language_toggle')[0]!.properties).toMatchObject({
      from: '/features/',
      to: '/es/features/',
      lang: 'es',
    })
    await page.goto('/about/')
    await expect(page).toHaveURL(/\/es\/about\/$/)
    await expect.poll(() => s.posthog.named('language_redirect').length, { timeout: 15_000 }).toBe(1)
    expect(s.posthog.named('language_redirect')[0]!.properties).toMatchObject({
      from: '/about/',
      to: '/es/about/',
      reason: 'preference',
    })
  })

  test('withdrawing consent from the footer stops the services', async ({ page }) => {
    const s = await services(page)
    await settle(page, '/', { consent: 'granted' })
    await page.goto('/')
    await expect.poll(() => s.posthog.named('$pageview').length, { timeout: 15_000 }).toBe(1)
    await page.getByRole('button', { name: 'Your privacy choices' }).click()
    await banner(page).getByRole('button', { name: 'Decline' }).click()
    expect(await page.evaluate(() => localStorage.getItem('analytics-consent'))).toBe('denied')
    await analyticsDecided(page, 'off')
    await expect.poll(() => s.pixel.calls()).toContainEqual(['consent', 'revoke'])
    const requestsBefore = s.posthog.requests.length
    expect(await s.gtag.calls()).toContainEqual([
      'consent',
      'update',
      expect.objectContaining({ analytics_storage: 'denied' }),
    ])
    const before = s.posthog.events.length
    await page.goto('/vs/madgicx/')
    // The next page has decided not to start any service (every event is dropped from then on).
    await analyticsDecided(page, 'off')
    await page.locator('main a[data-track="cta_click"]').first().click()
    await expect(page).toHaveURL(/\/book-demo\/$/)
    await analyticsDecided(page, 'off')
    expect(s.posthog.events.length).toBe(before)
    expect(s.posthog.requests.length).toBe(requestsBefore)
  })
})

test.describe('failures stay invisible', () => {
  test('a failing analytics host logs to the console only and breaks nothing', async ({ page }) => {
    const s = await services(page, { posthogFails: true })
    const pageErrors: string[] = []
    page.on('pageerror', (e) => pageErrors.push(e.message))
    await settle(page, '/', { consent: 'granted' })
    await page.goto('/')
    await expect.poll(() => s.posthog.requests.length, { timeout: 15_000 }).toBeGreaterThan(0)
    const failedBefore = s.posthog.requests.length
    await page.locator('#site-menu').getByRole('link', { name: 'Features' }).click()
    await expect(page).toHaveURL(/\/features\/$/)
    await expect(page.locator('h1')).toBeVisible()
    // The next page has tried the failing host too: its failure has been handled when this is checked.
    await expect.poll(() => s.posthog.requests.length, { timeout: 15_000 }).toBeGreaterThan(failedBefore)
    await shellReady(page)
    expect(pageErrors).toEqual([])
  })

  test('blocked analytics scripts break nothing', async ({ page }) => {
    await blockThirdParties(page)
    const pageErrors: string[] = []
    page.on('pageerror', (e) => pageErrors.push(e.message))
    const blocked: string[] = []
    page.on('requestfailed', (r) => ANALYTICS_HOST.test(new URL(r.url()).hostname) && blocked.push(r.url()))
    await settle(page, '/start/', { consent: 'granted' })
    await page.goto('/start/')
    await analyticsDecided(page, 'on')
    // The three services' scripts were requested and refused, as a content blocker does.
    await expect.poll(() => blocked.length, { timeout: 15_000 }).toBeGreaterThanOrEqual(3)
    await page.locator('[data-video-play]').click()
    await expect(page.locator('video')).toBeVisible()
    expect(pageErrors).toEqual([])
  })
})

test.describe('consent banner', () => {
  test('is keyboard usable; Accept and Decline weigh the same; Your privacy choices reopens it', async ({ page }) => {
    await services(page)
    await settle(page, '/about/', { consent: null })
    await page.goto('/about/')
    const accept = banner(page).getByRole('button', { name: 'Accept' })
    const decline = banner(page).getByRole('button', { name: 'Decline' })
    const [a, d] = await Promise.all([accept.boundingBox(), decline.boundingBox()])
    expect(Math.round(a!.width)).toBe(Math.round(d!.width))
    expect(Math.round(a!.height)).toBe(Math.round(d!.height))
    expect(await accept.evaluate((el) => el.className)).toBe(await decline.evaluate((el) => el.className))
    for (let i = 0; i < 80 && !(await decline.evaluate((el) => el === document.activeElement)); i++)
      await page.keyboard.press('Tab')
    await expect(decline).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(banner(page)).toBeHidden()
    const settings = page.getByRole('button', { name: 'Your privacy choices' })
    await settings.focus()
    await page.keyboard.press('Enter')
    await expect(banner(page)).toBeVisible()
    await expect(accept).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(banner(page)).toBeHidden()
    await expect(settings).toBeFocused()
  })

  test('shifts no layout', async ({ page }) => {
    await services(page)
    await settle(page, '/', { consent: null })
    await page.goto('/')
    await expect(banner(page)).toBeVisible()
    await shellReady(page)
    const shifts = await page.evaluate(
      () =>
        new Promise<string[]>((resolve) => {
          const out: string[] = []
          type Shift = PerformanceEntry & {
            value: number
            sources: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[]
          }
          const push = (entries: Shift[]) => {
            for (const e of entries)
              out.push(
                `${e.value.toFixed(4)} at ${Math.round(e.startTime)} ms: ${e.sources
                  .map(
                    (s) =>
                      `${(s.node as Element | undefined)?.outerHTML?.slice(0, 60) ?? '?'} moved from ${JSON.stringify(s.previousRect)} to ${JSON.stringify(s.currentRect)}`,
                  )
                  .join(' | ')}`,
              )
          }
          const observer = new PerformanceObserver((list) => {
            push(list.getEntries() as Shift[])
          })
          observer.observe({ type: 'layout-shift', buffered: true })
          // Two frames after the shell is ready, every layout of the page and its banner has been
          // rendered, and its shifts are reported (takeRecords reads those not yet delivered).
          requestAnimationFrame(() =>
            requestAnimationFrame(() => {
              push(observer.takeRecords() as Shift[])
              resolve(out)
            }),
          )
        }),
    )
    expect(shifts).toEqual([])
  })
})
