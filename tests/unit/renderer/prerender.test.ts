/**
 * A prerendered page (Speculation Rules) changes nothing anyone counts or
 * sees before it is shown: the gate (site/prerendering.ts) and the pre-paint script
 * under an emulated prerender (`document.prerendering` true until the test
 * "shows" the page and fires `prerenderingchange`, as Chrome does). Chrome
 * itself never activates a prerender under a debugger, so real activation is
 * measured by `npm run bench:nav` instead (bench/cli/nav.ts).
 */
import { chromium, type Page } from '@playwright/test'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { CHROMIUM_ARGS, testChromiumPath } from '../../../scripts/chromium.ts'
import { isPrerendering, whenShown } from '../../../site/prerendering.ts'

/** A stand-in document: `prerendering` and the listeners the gate adds. */
function fakeDocument(prerendering: boolean) {
  const listeners = new Map<string, () => void>()
  const doc = {
    prerendering,
    addEventListener: (type: string, fn: () => void) => listeners.set(type, fn),
  } as unknown as Document
  const show = () => {
    ;(doc as unknown as { prerendering: boolean }).prerendering = false
    listeners.get('prerenderingchange')?.()
  }
  return { doc, show }
}

describe('whenShown (site/prerendering.ts)', () => {
  it('runs at once on a page that is shown, or in a browser without prerendering', () => {
    const fn = vi.fn()
    whenShown(fn, fakeDocument(false).doc)
    whenShown(fn, {} as Document)
    expect(fn).toHaveBeenCalledTimes(2)
    expect(isPrerendering({} as Document)).toBe(false)
  })

  it('waits on a prerendered page until it is shown, then runs once', () => {
    const fn = vi.fn()
    const { doc, show } = fakeDocument(true)
    expect(isPrerendering(doc)).toBe(true)
    whenShown(fn, doc)
    expect(fn).not.toHaveBeenCalled()
    show()
    expect(fn).toHaveBeenCalledTimes(1)
  })
})

/** The pre-paint script as it ships, with analytics configured (so the consent banner has a question). */
async function prepaint(): Promise<string> {
  vi.resetModules()
  const { prepaintScript } = await import('../../../renderer/inline/scripts.ts')
  const { siteOf } = await import('../../../generator/site.ts')
  const { loadSiteConfig } = await import('../../../site/config.ts')
  return prepaintScript(siteOf({ config: loadSiteConfig({ env: { POSTHOG_KEY: 'phc_test' }, mode: 'development' }) }))
}

describe('the pre-paint script on a prerendered page (real browser, emulated prerender)', () => {
  let browser: Awaited<ReturnType<typeof chromium.launch>>
  let script: string
  beforeAll(async () => {
    script = await prepaint()
    browser = await chromium.launch({ executablePath: testChromiumPath(), args: CHROMIUM_ARGS })
  })
  afterAll(async () => browser?.close())

  /** A tab whose first document is prerendered until `show()`; later documents load normally. */
  async function prerenderedTab(locale: string): Promise<{ page: Page; show: () => Promise<void> }> {
    const page = await (await browser.newContext({ locale })).newPage()
    await page.route('http://site.test/**', (route) =>
      route.fulfill({
        contentType: 'text/html',
        // Every page here is a route with a Spanish twin, as its built page says (data-bilingual).
        body: `<!doctype html><html data-bilingual><head><script>${script}</script></head><body><h1>${new URL(route.request().url()).pathname}</h1></body></html>`,
      }),
    )
    await page.addInitScript(() => {
      if (sessionStorage.getItem('emulated')) return
      sessionStorage.setItem('emulated', '1')
      let prerendering = true
      Object.defineProperty(document, 'prerendering', { configurable: true, get: () => prerendering })
      ;(window as unknown as { __show: () => void }).__show = () => {
        prerendering = false
        document.dispatchEvent(new Event('prerenderingchange'))
      }
    })
    return { page, show: () => page.evaluate(() => (window as unknown as { __show: () => void }).__show()) }
  }

  const state = (page: Page) =>
    page.evaluate(() => ({
      path: location.pathname,
      hidden: document.documentElement.style.visibility === 'hidden',
      banner: document.documentElement.classList.contains('consent-pending'),
      firstVisit: localStorage.getItem('first-visit-done'),
      events: sessionStorage.getItem('pending-analytics-events'),
    }))

  it('a Spanish first visit: nothing stored or reported, the page kept hidden, until shown; then the redirect', async () => {
    const { page, show } = await prerenderedTab('es-ES')
    await page.goto('http://site.test/features/')
    expect(await state(page)).toEqual({
      path: '/features/',
      hidden: true,
      banner: true,
      firstVisit: null,
      events: null,
    })
    await show()
    await page.waitForURL('http://site.test/es/features/')
    expect(await page.evaluate(() => localStorage.getItem('first-visit-done'))).toBe('1')
    expect(JSON.parse((await page.evaluate(() => sessionStorage.getItem('pending-analytics-events'))) ?? '[]')).toEqual(
      [{ name: 'language_redirect', props: { from: '/features/', to: '/es/features/', reason: 'browser' } }],
    )
    await page.context().close()
  })

  it('what the previous page stores after the prerender started counts when the page is shown', async () => {
    const { page, show } = await prerenderedTab('en-US')
    await page.goto('http://site.test/about/')
    expect(await state(page)).toEqual({ path: '/about/', hidden: false, banner: true, firstVisit: null, events: null })
    // The visitor answers the banner and switches language on the page they are still on.
    await page.evaluate(() => {
      localStorage.setItem('analytics-consent', 'denied')
      sessionStorage.setItem(
        'early-interactions',
        JSON.stringify([{ control: 'language', from: '/x/', to: '/about/', data: { langToggle: 'es' } }]),
      )
    })
    expect(await page.evaluate(() => sessionStorage.getItem('early-interactions'))).not.toBeNull()
    await show()
    // The kept choice was taken and applied when shown: the rules now send this view to Spanish.
    await page.waitForURL('http://site.test/es/about/')
    expect(await page.evaluate(() => localStorage.getItem('preferred-language'))).toBe('es')
    expect(await page.evaluate(() => document.documentElement.classList.contains('consent-pending'))).toBe(false)
    await page.context().close()
  })

  it('a page the rules keep: shown as it was drawn, the banner as the consent now stored says', async () => {
    const { page, show } = await prerenderedTab('en-US')
    await page.goto('http://site.test/features/')
    expect((await state(page)).banner).toBe(true)
    await page.evaluate(() => localStorage.setItem('analytics-consent', 'granted'))
    await show()
    expect(await state(page)).toEqual({
      path: '/features/',
      hidden: false,
      banner: false,
      firstVisit: '1',
      events: null,
    })
    await page.context().close()
  })
})
