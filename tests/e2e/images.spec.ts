import { expect, test, type Page } from '@playwright/test'
import { settle } from './helpers.ts'

/**
 * Images held back on a first visit (renderer/inline/held-images.ts): the logo
 * strips, the video poster, the illustrations and product screens load when
 * they are on screen or once the visitor acts, not during the first load;
 * without JavaScript, natively.
 */

const LOGOS = /\/images\/logos\/(partners|brands)\.webp$/
const POSTER = /\/media\/product-demo-poster\.avif$/

function imageRequests(page: Page) {
  const urls: string[] = []
  page.on('request', (r) => r.resourceType() === 'image' && urls.push(new URL(r.url()).pathname))
  return urls
}

test.describe('images below the first screen', () => {
  test('a phone loads none of them before the visitor acts; the names are there all along; a scroll loads them', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await settle(page, '/')
    const requested = imageRequests(page)
    await page.goto('/')
    // The held boxes are observed once the document is parsed; the page has loaded and every image
    // it would fetch natively has been fetched once the load event has fired and the network is idle.
    await page.waitForLoadState('networkidle')
    await expect(page.locator('html')).toHaveAttribute('data-holding-images', '')
    expect(requested.filter((u) => LOGOS.test(u) || POSTER.test(u))).toEqual([])
    // Held, the logos keep their names for assistive technology.
    await expect(page.getByRole('img', { name: 'Google' }).first()).toBeAttached()
    await expect(page.getByRole('img', { name: 'Northwind Outfitters' }).first()).toBeAttached()
    // The first act releases every image: the ones within reach load.
    const partners = page.waitForResponse((r) => r.url().endsWith('/images/logos/partners.webp'))
    const poster = page.waitForResponse((r) => POSTER.test(r.url()))
    await page.mouse.wheel(0, 400)
    expect((await partners).status()).toBe(200)
    expect((await poster).status()).toBe(200)
    await expect(page.locator('html')).not.toHaveAttribute('data-holding-images', '')
    const google = page.locator('[data-hold-img][aria-label="Google"] > img').first()
    await expect(google).toBeVisible()
    await expect.poll(() => google.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)
  })

  test('an image on the first screen loads without the visitor acting; the ones below wait', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 720 })
    await settle(page, '/')
    const requested = imageRequests(page)
    await page.goto('/')
    // The poster is on a desktop's first screen: it is released and loads by itself.
    const poster = page.locator('[data-island="video"] img')
    await expect(poster).toBeVisible()
    await expect.poll(() => poster.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)
    await page.waitForLoadState('networkidle')
    // The customers' logos are a screen further down: not fetched, though Chrome's lazy loading would have.
    expect(requested.filter((u) => u.endsWith('/images/logos/brands.webp'))).toEqual([])
    await expect(page.locator('[data-hold-img][aria-label="Northwind Outfitters"] > img').first()).toBeHidden()
  })

  test("an illustration below a phone's first screen waits, named, in a box of its size: nothing moves when it loads", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await settle(page, '/about/')
    const requested = imageRequests(page)
    await page.goto('/about/')
    await page.waitForLoadState('networkidle')
    expect(requested.filter((u) => u.startsWith('/images/illustrations/'))).toEqual([])
    // Held, the illustration keeps its name and its place.
    const box = page.getByRole('img', { name: /marketplace of people and cards/ })
    await expect(box).toHaveAttribute('data-hold-img', '')
    const held = await box.evaluate((b) => b.getBoundingClientRect())
    expect(held.width).toBeGreaterThan(300)
    expect(held.height).toBeCloseTo((held.width * 480) / 640, 0)
    const below = await page
      .locator('main section')
      .nth(2)
      .evaluate((s) => s.getBoundingClientRect().top)
    const story = page.waitForResponse((r) => r.url().endsWith('/images/illustrations/story.svg'))
    await box.scrollIntoViewIfNeeded()
    expect((await story).status()).toBe(200)
    const img = box.locator('img')
    await expect.poll(() => img.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth)).toBeGreaterThan(0)
    // The image fills its box exactly, and what follows has not moved (relative to the box).
    const shown = await img.evaluate((i) => i.getBoundingClientRect().height)
    expect(shown).toBeCloseTo(held.height, 0)
    const boxTop = await box.evaluate((b) => b.getBoundingClientRect().top)
    const belowNow = await page
      .locator('main section')
      .nth(2)
      .evaluate((s) => s.getBoundingClientRect().top)
    expect(belowNow - boxTop).toBeCloseTo(below - held.top, 0)
  })

  test('without JavaScript nothing is held: the images load natively', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } })
    const page = await context.newPage()
    const requested = imageRequests(page)
    await page.goto('/')
    await page.waitForLoadState('networkidle')
    expect(requested.some((u) => u.endsWith('/images/logos/partners.webp'))).toBe(true)
    await expect(page.locator('[data-hold-img][aria-label="Google"] > img').first()).toBeVisible()
    await context.close()
  })
})
