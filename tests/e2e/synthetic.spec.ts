/**
 * A site of 300+ pages (the real site plus a synthetic library of Markdown
 * entries, tests/e2e/synthetic/) on Cloudflare's runtime and on nginx
 * (projects "synthetic-cloudflare" and "synthetic-nginx"):
 * - every URL answers 200 without a redirect, with the site's headers and its
 *   own policy; an unknown path answers 404 the same way;
 * - a sample of pages of every kind is clean in a browser (no policy
 *   violation, no console error);
 * - on one page of every kind an inline script and an inline style written
 *   into its HTML are blocked by its policy, and reported as violations.
 */
import { createHash } from 'node:crypto'
import { expect, test, type APIResponse, type Page } from '@playwright/test'
import { blockThirdParties, pagePolicyOf, trackRequests } from './helpers.ts'
import { STORAGE_KEYS } from '../../site/storage.ts'
import { INJECTED_SCRIPT, INJECTED_STYLE, readPlan } from './synthetic/site.ts'

const plan = readPlan()
const sha = (body: string) => `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`

function expectHeaders(res: APIResponse, where: string) {
  const h = res.headers()
  expect(h['strict-transport-security'], where).toMatch(/max-age=\d{8}/)
  expect(h['x-content-type-options'], where).toBe('nosniff')
  expect(h['x-frame-options'], where).toBe('DENY')
  // Cloudflare's runtime answers a 404 with its own no-store; nginx keeps the site's revalidation.
  expect(h['cache-control'], where).toMatch(
    res.status() === 404 ? /^(no-store|public, max-age=0, must-revalidate)$/ : /^public, max-age=0, must-revalidate$/,
  )
  const policy = h['content-security-policy'] ?? ''
  expect(policy.match(/frame-ancestors/g), `${where}: one site-wide policy`).toHaveLength(1)
  expect(policy).not.toContain('unsafe-inline')
}

/** The page's own policy allows exactly its own inline code: every inline script and style of the page by hash. */
function expectOwnPolicy(html: string, where: string) {
  const policy = pagePolicyOf(html)
  expect(policy, `${where}: its policy first in <head>`).toBeTruthy()
  expect(policy).toContain("default-src 'none'")
  const inline = [
    ...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*type="application\/(?:ld\+)?json")[^>]*>([\s\S]*?)<\/script>/g),
    ...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g),
  ]
  expect(inline.length, where).toBeGreaterThan(1)
  for (const m of inline) expect(policy, `${where} allows its own inline code`).toContain(sha(m[1]!))
}

test.describe('a site of 300+ pages on the host', () => {
  test('every URL answers 200 without a redirect, with the headers and its own policy', async ({ request }) => {
    test.setTimeout(240_000)
    expect(plan.urls.length).toBeGreaterThanOrEqual(300)
    const injected = new Set(plan.injected)
    const failures: string[] = []
    for (const url of plan.urls) {
      const res = await request.get(url, { maxRedirects: 0 })
      if (res.status() !== 200) {
        failures.push(`${url}: ${res.status()} ${res.headers().location ?? ''}`)
        continue
      }
      expectHeaders(res, url)
      if (!injected.has(url)) expectOwnPolicy(await res.text(), url)
    }
    expect(failures).toEqual([])
    const missing = await request.get('/library/no-such-entry/', { maxRedirects: 0 })
    expect(missing.status()).toBe(404)
    expectHeaders(missing, 'an unknown path')
  })

  test('a sample of pages of every kind is clean in a browser', async ({ page }) => {
    test.setTimeout(180_000)
    const problems = await watch(page)
    expect(plan.clean.length).toBeGreaterThanOrEqual(10)
    const requests = trackRequests(page)
    for (const url of plan.clean) {
      await page.goto(url)
      await requests.quiet()
      await expect(page).toHaveURL((u) => u.pathname === url)
      await expect(page.locator('h1')).toHaveCount(1)
      expect(await problems.violations(), url).toEqual([])
    }
    expect(problems.errors).toEqual([])
  })

  test('an inline script and an inline style written into a page are blocked, on one page of every kind', async ({
    page,
  }) => {
    test.setTimeout(180_000)
    const problems = await watch(page)
    expect(plan.injected.length).toBeGreaterThanOrEqual(15)
    for (const url of plan.injected) {
      // The 404 page answers an unknown path.
      const address = url === '/404' ? '/library/no-such-entry/' : url
      await page.goto(address)
      await expect(page).toHaveURL((u) => u.pathname === address)
      // Both are reported as they are blocked (the script by both policies); the page's own code is not.
      await expect
        .poll(async () => [...new Set((await problems.violations()).map((v) => v.split(' ')[0]))].sort(), {
          message: url,
        })
        .toEqual(['script-src-elem', 'style-src-elem'])
      expect(await page.locator('html').getAttribute('data-injected'), url).toBeNull()
      expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollPaddingTop), url).not.toBe(
        '123px',
      )
      await page.evaluate(() => ((window as unknown as { __csp: string[] }).__csp = []))
    }
    expect(INJECTED_SCRIPT).toContain('data-injected')
    expect(INJECTED_STYLE).toContain('123px')
  })
})

/**
 * Opens pages as a visitor who chose each page's language (the language rules redirect no one), third
 * parties blocked; records the policy violations the page reports (from its first script on) and console errors.
 */
async function watch(page: Page) {
  await blockThirdParties(page)
  await page.addInitScript(
    (key) => localStorage.setItem(key, /^\/es(\/|$)/.test(location.pathname) ? 'es' : 'en'),
    STORAGE_KEYS.pref,
  )
  await page.addInitScript(() => {
    const w = window as unknown as { __csp: string[] }
    w.__csp = []
    document.addEventListener('securitypolicyviolation', (e) =>
      w.__csp.push(`${e.effectiveDirective} ${e.blockedURI} ${e.sourceFile}`),
    )
  })
  const errors: string[] = []
  page.on('console', (m) => {
    // Policy messages are counted as violations; third-party requests are blocked by the test itself.
    if (m.type() === 'error' && !/Content Security Policy|ERR_BLOCKED_BY_CLIENT/i.test(m.text()))
      errors.push(`${page.url()}: ${m.text()}`)
  })
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`))
  return {
    violations: () => page.evaluate(() => (window as unknown as { __csp: string[] }).__csp),
    errors,
  }
}
