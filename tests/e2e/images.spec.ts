import { expect, test, type Page } from '@playwright/test'
import { settle } from './helpers.ts'

/**
 * Images held back on a first visit (renderer/inline/held-images.ts): the logo
 * strips and the video poster load when they are on screen or once the
 * visitor acts, not during the first load; without JavaScript, natively.
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
