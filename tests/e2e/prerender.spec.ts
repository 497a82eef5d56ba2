/**
 * The next page on intent (Speculation Rules, site/speculation.ts), and what
 * a prerendered page may do before it is shown (site/prerendering.ts).
 *
 * Chrome never activates a prerender while a debugger is attached
 * (PrerenderingDisabledByDevTools), so these tests prove what the DevTools
 * Protocol's Preload domain can see: each kind of page carries its rule set,
 * Chrome accepts it under the page's policies, pointing at a link starts an
 * attempt, and a broken rule set leaves the links working. What a page does
 * while prerendering and once shown is proven under an emulated prerender
 * (`document.prerendering` true until the test shows the page and fires
 * `prerenderingchange`, as Chrome does). Real activation, and how soon the
 * next page shows, is measured by `npm run bench:nav`.
 */
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test, type CDPSession, type Page } from '@playwright/test'
import { outputFileOf } from '../../site/routes.ts'
import { blockThirdParties, isSpanish, pagePolicyOf, settle, URLS, watchErrors } from './helpers.ts'
import { stubPosthog } from './stubs.ts'

const RULES = /<script type="speculationrules">([^<]*)<\/script>/g
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`
const htmlOf = (url: string) =>
  readFileSync(join('dist-e2e/client', url === '/404' ? '404.html' : outputFileOf(url)), 'utf8')

interface Preload {
  ruleSets: { errorType?: string; errorMessage?: string }[]
  /** URL paths Chrome considers for the rules (links that match them). */
  candidates: () => string[]
  /** URL paths of the prerender attempts started, with their status. */
  attempts: Map<string, string>
}

/** The Preload domain of the page's DevTools session: rule sets, candidate links, attempts. */
async function preload(page: Page): Promise<Preload> {
  const cdp: CDPSession = await page.context().newCDPSession(page)
  const state: Preload = { ruleSets: [], candidates: () => [], attempts: new Map() }
  let sources: { key: { url: string; action: string } }[] = []
  cdp.on('Preload.ruleSetUpdated', (e) => state.ruleSets.push(e.ruleSet))
  cdp.on('Preload.preloadingAttemptSourcesUpdated', (e) => (sources = e.preloadingAttemptSources))
  cdp.on('Preload.prerenderStatusUpdated', (e) =>
    state.attempts.set(new URL(e.key.url).pathname, e.prerenderStatus ?? e.status),
  )
  state.candidates = () => sources.filter((s) => s.key.action === 'Prerender').map((s) => new URL(s.key.url).pathname)
  await cdp.send('Preload.enable')
  return state
}

test.describe('speculation rules', () => {
  test('every page ends with its language’s rule set, allowed by its hash in the page’s own policy @hosts', async () => {
    const seen = new Map<string, string>()
    for (const url of [...URLS, '/404']) {
      const html = htmlOf(url)
      const sets = [...html.matchAll(RULES)].map((m) => m[1]!)
      expect(sets, url).toHaveLength(1)
      expect(html.trimEnd().endsWith('</body></html>'), url).toBe(true)
      expect(pagePolicyOf(html)!, url).toContain(sha256(sets[0]!))
      // One rule set per language: the same text (and hash) on every page of it.
      const lang = url !== '/404' && isSpanish(url) ? 'es' : 'en'
      expect(seen.get(lang) ?? sets[0], url).toBe(sets[0])
      seen.set(lang, sets[0]!)
    }
    expect(seen.size).toBe(2)
  })

  for (const [url, target] of [
    ['/', '/features/'],
    ['/es/book-demo/', '/es/'],
  ] as const)
    test(`${url}: Chrome accepts the rule set under the page’s policies; pointing at a link starts an attempt @hosts`, async ({
      page,
    }) => {
      // The scheduler's script is blocked here (no network), as a content blocker would.
      const errors = watchErrors(page, [/ERR_BLOCKED_BY_CLIENT/])
      await blockThirdParties(page)
      await settle(page, url)
      const state = await preload(page)
      await page.goto(url)
      await expect.poll(() => state.ruleSets.length).toBe(1)
      expect(state.ruleSets[0]!.errorType, state.ruleSets[0]!.errorMessage).toBeUndefined()
      await expect.poll(() => state.candidates()).toContain(target)
      const candidates = state.candidates()
      // Never the other language (the toggle), the page reached by a booking, a file, another site.
      const other = isSpanish(url) ? /^\/(?!es(\/|$))/ : /^\/es(\/|$)/
      expect(candidates.filter((c) => other.test(c))).toEqual([])
      expect(candidates.filter((c) => /meeting-booked|\.\w+$/.test(c))).toEqual([])
      expect(state.attempts.size).toBe(0)
      // The toggle is a link like any other: pointing at it starts nothing.
      await page.locator('a[data-early="language"]').hover()
      await page.locator(`main a[href="${target}"], header a[href="${target}"]`).first().hover()
      // The attempt starts (and is refused at once, as under any debugger: PrerenderingDisabledByDevTools).
      await expect.poll(() => [...state.attempts.keys()]).toEqual([target])
      errors.expectNone()
    })

  test('a rule set that fails to parse is reported and leaves the links working', async ({ page }) => {
    await blockThirdParties(page)
    await settle(page, '/features/')
    // The page as built, its rule set broken, both policies updated so that only the JSON is wrong.
    await page.route('**/features/', async (route) => {
      const response = await route.fetch()
      const html = await response.text()
      const rules = [...html.matchAll(RULES)][0]![1]!
      const broken = rules.slice(0, -3)
      const headers = { ...response.headers() }
      headers['content-security-policy'] = headers['content-security-policy']!.replace(sha256(rules), sha256(broken))
      await route.fulfill({
        response,
        headers,
        body: html.replace(rules, broken).replace(sha256(rules), sha256(broken)),
      })
    })
    const state = await preload(page)
    await page.goto('/features/')
    await expect.poll(() => state.ruleSets.length).toBe(1)
    expect(state.ruleSets[0]!.errorType).toBeDefined()
    await page.locator('main a[href="/book-demo/"]').first().click()
    await expect(page).toHaveURL(/\/book-demo\/$/)
    await expect(page.locator('h1')).toBeVisible()
    // A request still in flight when the test ends must not fail the worker's next test.
    await page.unrouteAll({ behavior: 'ignoreErrors' })
  })
})

/** The first document of the tab is prerendered until `show()`; later ones load as usual. */
async function emulatePrerender(page: Page) {
  await page.addInitScript(() => {
    if (sessionStorage.getItem('emulated-prerender')) return
    sessionStorage.setItem('emulated-prerender', '1')
    let prerendering = true
    Object.defineProperty(document, 'prerendering', { configurable: true, get: () => prerendering })
    ;(window as unknown as { __show: () => void }).__show = () => {
      prerendering = false
      document.dispatchEvent(new Event('prerenderingchange'))
    }
  })
  return () => page.evaluate(() => (window as unknown as { __show: () => void }).__show())
}

test.describe('a prerendered page, before and after it is shown', () => {
  test('counts, reports and fetches nothing until shown; then the page view, the kept click and the widget, once', async ({
    page,
  }) => {
    await blockThirdParties(page)
    const posthog = await stubPosthog(page)
    const calendly: string[] = []
    page.on('request', (r) => r.url().includes('calendly.com') && calendly.push(r.url()))
    await settle(page, '/book-demo/', { consent: 'granted' })
    const show = await emulatePrerender(page)
    await page.goto('/book-demo/')
    // The entry has loaded (this page needs it at once: a stored consent) and waits.
    await expect(page.locator('html')).toHaveAttribute('data-shell', 'waiting')
    await page.waitForLoadState('networkidle')
    expect(posthog.requests).toEqual([])
    expect(calendly).toEqual([])
    expect(await page.locator('html').getAttribute('data-analytics')).toBeNull()
    // The page the visitor was on keeps a demo click for the next page (after this prerender started).
    await page.evaluate(() =>
      sessionStorage.setItem(
        'early-interactions',
        JSON.stringify([
          {
            control: 'cta',
            from: '/vs/madgicx/',
            to: '/book-demo/',
            data: { trackProps: '{"label":"hero","page_type":"comparison"}' },
          },
        ]),
      ),
    )
    await show()
    await expect(page.locator('html')).toHaveAttribute('data-shell', 'ready')
    await expect.poll(() => posthog.named('$pageview').length, { timeout: 15_000 }).toBe(1)
    await expect.poll(() => posthog.named('cta_click').length, { timeout: 15_000 }).toBe(1)
    // The calendar loads when asked for, consent or not (issue 53): nothing of it came with the page.
    expect(calendly).toEqual([])
    await page.getByRole('button', { name: 'Show the calendar' }).click()
    await expect.poll(() => calendly.length).toBeGreaterThan(0)
    expect(posthog.named('cta_click')[0]!.properties).toMatchObject({ label: 'hero', page_type: 'comparison' })
  })

  test('the language rules wait: a Spanish first visit is redirected when shown, not before', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'es-ES' })
    const page = await context.newPage()
    await blockThirdParties(page)
    const show = await emulatePrerender(page)
    await page.goto('/features/')
    expect(await page.evaluate(() => document.documentElement.style.visibility)).toBe('hidden')
    expect(await page.evaluate(() => localStorage.getItem('first-visit-done'))).toBeNull()
    expect(new URL(page.url()).pathname).toBe('/features/')
    await show()
    await expect(page).toHaveURL(/\/es\/features\/$/)
    expect(await page.evaluate(() => localStorage.getItem('first-visit-done'))).toBe('1')
    await context.close()
  })
})
