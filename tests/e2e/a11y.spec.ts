import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import {
  URLS,
  blockThirdParties,
  foreignCookies,
  isSpanish,
  islandsStarted,
  recordThirdParties,
  settle,
  shellReady,
  trackRequests,
} from './helpers.ts'
import { clickInWidget, showCalendar, stubCalendly } from './stubs.ts'

/** WCAG 2.1 A and AA rules: the level the site promises. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']
const WIDTHS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 900 },
] as const

/**
 * Brings every section on screen once (those below the fold are rendered
 * when they come near the viewport, and the cards' entry animation runs then),
 * waits for the finite animations to end, and returns to where it was: axe
 * then judges the colours a visitor ends up seeing, not a frame mid-fade.
 */
async function settleAnimations(page: Page) {
  await page.evaluate(async () => {
    const start = window.scrollY
    for (let y = 0; y < document.documentElement.scrollHeight; y += 500) {
      window.scrollTo(0, y)
      await new Promise((r) => requestAnimationFrame(() => r(null)))
    }
    window.scrollTo(0, start)
    const finite = document.getAnimations().filter((a) => a.effect?.getComputedTiming().iterations !== Infinity)
    await Promise.all(finite.map((a) => a.finished.catch(() => null)))
  })
}

/**
 * Runs axe on the page as it is and fails with a readable list of what it found. On a page without
 * frames axe runs in the page alone (the builder's legacy mode): its default runs each frame apart
 * and merges the results in a new blank page, twice the time (0.7 s against 1.3 s a page, measured on
 * a 2-core machine), and needed only where a frame of another origin must be judged too. Only
 * violations are gathered in detail; the same rules run either way.
 */
async function expectNoViolations(page: Page, label: string) {
  await settleAnimations(page)
  const builder = new AxeBuilder({ page }).withTags(TAGS).options({ resultTypes: ['violations'] })
  // A frame of another origin (the booking widget) is judged only by the builder's own way.
  if (page.frames().length === 1) builder.setLegacyMode()
  const { violations } = await builder.analyze()
  const report = violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes.map((n) => n.target.join(' ')).join('\n    ')}`,
  )
  expect(report, `${label}\n${report.join('\n')}`).toEqual([])
}

const consentBanner = (page: Page, url: string) =>
  page.getByRole('region', { name: isSpanish(url) ? 'Tu privacidad' : 'Your privacy' })

/**
 * One browser page per URL, a first visit (consent pending, so the consent banner is judged too):
 * axe at each width on the page as loaded (the viewport resized in place, so the page is not loaded
 * twice); then, the visitor having read the page to its end without choosing, no request has left
 * this site and no other host has set a cookie (issue 53: nothing from a third party before consent
 * or a click). Every request leaving the site is recorded and refused; the e2e build has every
 * analytics service and the scheduler configured, so each of them would show here if it loaded early.
 * The page list is the build's own (dist-e2e/urls.json), so a new page is held too;
 * third-parties.spec.ts proves the recording sees a third party once one is asked for.
 */
test.describe('axe at 390 and 1280 px; no third party before consent', () => {
  for (const url of [...URLS, '/no-such-page', '/es/no-such-page']) {
    test(`${url}: no WCAG 2.1 AA violation at either width, consent banner shown; nothing from a third party`, async ({
      page,
    }) => {
      const outside = await recordThirdParties(page)
      await settle(page, url, { consent: null })
      await page.setViewportSize(WIDTHS[0])
      const requests = trackRequests(page)
      await page.goto(url)
      await shellReady(page)
      for (const size of WIDTHS) {
        await page.setViewportSize(size)
        await expect(consentBanner(page, url)).toBeVisible()
        // (expectNoViolations brings every section on screen first: the page has been read to its end.)
        await expectNoViolations(page, `${url} at ${size.width} px`)
        await expect(consentBanner(page, url)).toBeVisible()
      }
      await islandsStarted(page)
      await requests.quiet()
      expect(
        outside,
        `${url} asked a third party before consent or a click; load it from a click or after consent (renderer/sections/booking/client.ts shows how)`,
      ).toEqual([])
      expect(await foreignCookies(page)).toEqual([])
    })
  }

  for (const url of ['/contact/', '/es/contact/']) {
    test(`${url}: no violation at either width with a kept draft, a failed send and an offline wait shown`, async ({
      page,
      context,
    }) => {
      await blockThirdParties(page)
      await settle(page, url)
      await page.setViewportSize(WIDTHS[0])
      await page.goto(url)
      await page.evaluate(() =>
        sessionStorage.setItem(
          'contact-form-draft',
          JSON.stringify({ name: 'Ana Ruiz', email: 'ana@empresa.mx', company: '', message: 'Hola' }),
        ),
      )
      await page.reload()
      await page.route(/\/api\/v1\.0\/email\/send$/, (route) =>
        route.fulfill({
          status: 500,
          body: 'Internal Server Error',
          headers: { 'access-control-allow-origin': '*' },
        }),
      )
      await page.locator('form button[type="submit"]').click()
      await expect(page.locator('[data-notice="error"]')).toBeVisible()
      await expect(page.locator('[data-draft-note]')).toBeVisible()
      for (const size of WIDTHS) {
        await page.setViewportSize(size)
        await expectNoViolations(page, `${url} at ${size.width} px with the draft note and the error notice`)
      }
      await context.setOffline(true)
      await page.locator('form button[type="submit"]').click()
      await expect(page.locator('[data-notice="offline"]')).toBeVisible()
      for (const size of [...WIDTHS].reverse()) {
        await page.setViewportSize(size)
        await expectNoViolations(page, `${url} at ${size.width} px with the offline notice`)
      }
      await context.setOffline(false)
    })
  }

  for (const url of ['/book-demo/', '/es/book-demo/']) {
    test(`${url}: no violation at either width with the booking dialog open`, async ({ page }) => {
      await page.setViewportSize(WIDTHS[0])
      await blockThirdParties(page)
      await stubCalendly(page)
      await settle(page, url)
      await page.goto(url)
      await showCalendar(page)
      await clickInWidget(page, 'schedule-a')
      for (const size of WIDTHS) {
        await page.setViewportSize(size)
        await expect(page.getByRole('dialog')).toBeVisible()
        await expectNoViolations(page, `${url} at ${size.width} px with the dialog open`)
        await expect(page.getByRole('dialog')).toBeVisible()
      }
    })
  }
})

test.describe('axe with the phone menu open', () => {
  test.use({ viewport: { width: 390, height: 844 } })
  for (const url of ['/', '/es/', '/vs/madgicx/']) {
    test(`${url}: no violation with the menu open`, async ({ page }) => {
      await blockThirdParties(page)
      await settle(page, url)
      await page.goto(url)
      await shellReady(page)
      await page.locator('#menu-button').click()
      await expect(page.locator('#site-menu')).toBeVisible()
      await expectNoViolations(page, `${url} with the menu open`)
      await expect(page.locator('#site-menu')).toBeVisible()
    })
  }
})

test.describe('axe as these tests run it', () => {
  const IMAGE = '<img src="data:image/gif;base64,R0lGODlhAQABAAAAACw="'
  const page = (body: string) =>
    `<!doctype html><html lang="en"><head><title>Made to fail</title></head><body><main><h1>Made to fail</h1>${body}</main></body></html>`

  test('finds a violation in a page without frames', async ({ page: tab }) => {
    await tab.route('http://page.test/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: page(`${IMAGE} id="in-page">`) }),
    )
    await tab.goto('http://page.test/')
    const failure = await expectNoViolations(tab, 'made to fail').catch((e: Error) => e)
    expect((failure as Error).message).toMatch(/image-alt \(critical\)[\s\S]*#in-page/)
  })

  test('finds a violation in the page and in a frame of another origin', async ({ page: tab }) => {
    // Two made-up origins, answered by the test: an image without a text alternative in each document.
    await tab.route('http://page.test/**', (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: page(`${IMAGE} id="in-page"><iframe title="Widget" src="http://frame.test/"></iframe>`),
      }),
    )
    await tab.route('http://frame.test/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: page(`${IMAGE} id="in-frame">`) }),
    )
    await tab.goto('http://page.test/')
    await expect(tab.frameLocator('iframe').locator('#in-frame')).toBeAttached()
    const failure = await expectNoViolations(tab, 'made to fail').catch((e: Error) => e)
    expect((failure as Error).message).toMatch(/image-alt \(critical\)[\s\S]*#in-page\n\s+iframe #in-frame/)
  })
})
