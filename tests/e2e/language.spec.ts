import { expect, test, type BrowserContext, type Page } from '@playwright/test'
import { blockThirdParties, shellReady } from './helpers.ts'

type Stored = 'none' | 'en' | 'es' | 'unavailable'
const STORED: Stored[] = ['none', 'en', 'es', 'unavailable']
const BROWSER = ['en-US', 'es-ES', 'es-MX', 'fr', 'none']
const PATHS = ['/', '/features/', '/es/features/', '/privacy/', '/no-such-page']
const TRANSLATABLE = new Set(['/', '/features/'])

/** The spec's rules, written independently of the implementation: where a first page view must end. */
function expected(stored: Stored, browser: string, path: string): string {
  const isEs = path === '/es/' || path.startsWith('/es/')
  const base = isEs ? path.slice(3) || '/' : path
  const esPath = base === '/' ? '/es/' : `/es${base}`
  if (stored === 'es') return !isEs && TRANSLATABLE.has(base) ? esPath : path
  if (stored === 'en') return isEs ? base : path
  const browserEs = browser.startsWith('es')
  if (isEs) return browserEs ? path : base
  return browserEs && TRANSLATABLE.has(base) ? esPath : path
}

/** A visitor with this stored preference and browser language (set before any page script runs). */
async function visitor(context: BrowserContext, stored: Stored, browser: string) {
  await context.addInitScript(
    ({ stored, browser }) => {
      const langs = browser === 'none' ? [] : [browser]
      Object.defineProperty(Navigator.prototype, 'languages', { get: () => langs, configurable: true })
      Object.defineProperty(Navigator.prototype, 'language', { get: () => langs[0] ?? '', configurable: true })
      if (stored === 'unavailable') {
        Object.defineProperty(window, 'localStorage', {
          configurable: true,
          get() {
            throw new DOMException('The operation is insecure.', 'SecurityError')
          },
        })
      } else if (stored !== 'none' && !sessionStorage.getItem('seeded')) {
        localStorage.setItem('preferred-language', stored)
        localStorage.setItem('analytics-consent', 'denied')
        sessionStorage.setItem('seeded', '1')
      }
    },
    { stored, browser },
  )
}

/**
 * Resolves once the page on screen has kept itself: its pre-paint script (in the head, before any
 * paint) has applied the language rules and not hidden the page for a redirect. A page that redirects
 * hides itself and is replaced, so this holds only on the page a visitor ends on, and once it holds
 * no redirect is coming (nothing else redirects: the client script only follows the switch's clicks).
 */
async function languageDecided(page: Page) {
  await page.waitForFunction(
    () =>
      document.readyState !== 'loading' &&
      document.documentElement.classList.contains('js') &&
      document.documentElement.style.visibility !== 'hidden',
    undefined,
    { timeout: 15_000 },
  )
}

/** Paths the main frame committed to, in order (about:blank excluded). */
function navigations(page: Page) {
  const paths: string[] = []
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame() && frame.url().startsWith('http')) paths.push(new URL(frame.url()).pathname)
  })
  return paths
}

// The rules run in the page, so the whole matrix runs on nginx; Cloudflare's runtime (@hosts) runs the rows
// without a stored preference, which take every kind of path (a translatable page, an /es page, an
// English-only page, an unknown path) through a first-visit redirect or none.
test.describe('language redirect matrix (stored × browser × path)', () => {
  for (const stored of STORED)
    for (const browser of BROWSER)
      test(
        `stored ${stored}, browser ${browser}`,
        { tag: stored === 'none' ? '@hosts' : [] },
        async ({ browser: b }) => {
          // Five fresh browser contexts in one test.
          test.setTimeout(60_000)
          for (const path of PATHS) {
            const context = await b.newContext()
            await visitor(context, stored, browser)
            const page = await context.newPage()
            await blockThirdParties(page)
            const errors: string[] = []
            page.on('pageerror', (e) => errors.push(e.message))
            const visited = navigations(page)
            await page.goto(path, { waitUntil: 'commit' })
            await languageDecided(page)
            const want = expected(stored, browser, path)
            expect(new URL(page.url()).pathname, `${stored}/${browser}${path}`).toBe(want)
            // No loop: one navigation, plus one replace when a redirect was due; the history gains no entry.
            expect([...new Set(visited)], `${stored}/${browser}${path} navigations`).toEqual(
              want === path ? [path] : [path, want],
            )
            // The tab's about:blank plus this page: location.replace added no entry.
            expect(await page.evaluate(() => history.length)).toBe(2)
            expect(errors).toEqual([])
            await expect(page.locator('html')).toHaveAttribute('lang', want.startsWith('/es/') ? 'es-419' : 'en-US')
            await context.close()
          }
        },
      )
})

test.describe('language rules over several page views', { tag: '@hosts' }, () => {
  test('a Spanish browser is sent to /es on the first visit only', async ({ browser }) => {
    const context = await browser.newContext()
    await visitor(context, 'none', 'es-MX')
    const page = await context.newPage()
    await blockThirdParties(page)
    await page.goto('/features/')
    await expect(page).toHaveURL(/\/es\/features\/$/)
    expect(await page.evaluate(() => localStorage.getItem('first-visit-done'))).toBe('1')
    await page.goto('/about/')
    await expect(page).toHaveURL(/\/about\/$/)
    await context.close()
  })

  test('without a stored preference a non-Spanish browser leaves /es on every page view', async ({ browser }) => {
    const context = await browser.newContext()
    await visitor(context, 'none', 'fr')
    const page = await context.newPage()
    await blockThirdParties(page)
    for (const path of ['/es/about/', '/es/contact/']) {
      await page.goto(path)
      await expect(page).toHaveURL(new RegExp(`${path.slice(3)}$`))
    }
    await context.close()
  })

  test('a throwing storage breaks nothing and only logs to the console', async ({ browser }) => {
    const context = await browser.newContext()
    await visitor(context, 'unavailable', 'es-ES')
    const page = await context.newPage()
    await blockThirdParties(page)
    const logs: string[] = []
    page.on('console', (m) => logs.push(`${m.type()}: ${m.text()}`))
    await page.goto('/')
    await expect(page).toHaveURL(/\/es\/$/)
    await expect(page.locator('h1')).toBeVisible()
    await page.locator('a[data-lang-toggle]').click()
    await expect(page).toHaveURL(/\/$/)
    expect(logs.some((l) => l.startsWith('error:') && l.includes('storage unavailable'))).toBe(true)
    await context.close()
  })
})

test.describe('crawlers', () => {
  for (const ua of [
    'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
    'Mozilla/5.0 (compatible; YandexBot/3.0; +http://yandex.com/bots)',
    'DuckDuckBot/1.1; (+http://duckduckgo.com/duckduckbot.html)',
  ]) {
    test(`are never redirected: ${ua.match(/(\w+Bot|bingbot)/i)![1]}`, async ({ browser }) => {
      for (const [browserLang, path] of [
        ['es-ES', '/features/'],
        ['en-US', '/es/features/'],
        ['fr', '/es/'],
      ] as const) {
        const context = await browser.newContext({ userAgent: ua })
        await visitor(context, 'none', browserLang)
        const page = await context.newPage()
        await blockThirdParties(page)
        await page.goto(path, { waitUntil: 'commit' })
        await languageDecided(page)
        expect(new URL(page.url()).pathname).toBe(path)
        const canonical = await page.locator('link[rel="canonical"]').getAttribute('href')
        expect(canonical).toBe(`https://www.example.com${path}`)
        await context.close()
      }
    })
  }
})

test.describe('language toggle', () => {
  test('goes to the other language of the same page, stores the choice, and the choice is honoured next time', async ({
    browser,
  }) => {
    const context = await browser.newContext()
    await visitor(context, 'none', 'en-US')
    const page = await context.newPage()
    await blockThirdParties(page)
    await page.goto('/features/')
    const toEs = page.locator('a[data-lang-toggle]')
    await expect(toEs).toHaveAccessibleName('Cambiar a español')
    await expect(toEs).toHaveAttribute('href', '/es/features/')
    await expect(toEs).toHaveAttribute('hreflang', 'es')
    await toEs.click()
    await expect(page).toHaveURL(/\/es\/features\/$/)
    expect(await page.evaluate(() => localStorage.getItem('preferred-language'))).toBe('es')
    await page.goto('/about/')
    await expect(page).toHaveURL(/\/es\/about\/$/)

    const toEn = page.locator('a[data-lang-toggle]')
    await expect(toEn).toHaveAccessibleName('Switch to English')
    await expect(toEn).toHaveAttribute('href', '/about/')
    await toEn.click()
    await expect(page).toHaveURL(/\/about\/$/)
    expect(await page.evaluate(() => localStorage.getItem('preferred-language'))).toBe('en')
    await page.goto('/es/contact/')
    await expect(page).toHaveURL(/\/contact\/$/)
    await context.close()
  })

  test('on a page without a Spanish version it leads to the page its route names, else to the Spanish home', async ({
    page,
  }) => {
    await blockThirdParties(page)
    // The full privacy policy is English only: its Spanish readers get the summary (inOtherLanguages).
    await page.goto('/privacy/')
    await expect(page.locator('a[data-lang-toggle]')).toHaveAttribute('href', '/es/privacy-summary/')
    await page.locator('a[data-lang-toggle]').click()
    await expect(page).toHaveURL(/\/es\/privacy-summary\/$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'es-419')
    await page.goto('/security/')
    await expect(page.locator('a[data-lang-toggle]')).toHaveAttribute('href', '/es/')
    await page.goto('/solutions/ai-media-buyer/')
    await expect(page.locator('a[data-lang-toggle]')).toHaveAttribute('href', '/es/')
  })

  test('is a real link that works without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto('/start/')
    await page.locator('a[data-lang-toggle]').click()
    await expect(page).toHaveURL(/\/es\/start\/$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'es-419')
    await context.close()
  })
})

/**
 * Every text box on screen that the language switch overlaps and that would show at that point
 * without it (with the switch hidden, the topmost element there is the text's own): text the
 * switch covers. Text under the sticky header's own background is hidden by the header, not by the switch.
 */
async function textUnderSwitch(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const frame = () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)))
    await frame()
    const toggle = document.querySelector<HTMLElement>('a[data-lang-toggle]')!
    const t = toggle.getBoundingClientRect()
    const hits: { text: Text; x: number; y: number }[] = []
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    const range = document.createRange()
    for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
      if (!node.data.trim() || toggle.contains(node)) continue
      range.selectNodeContents(node)
      for (const r of range.getClientRects()) {
        const left = Math.max(r.left, t.left)
        const right = Math.min(r.right, t.right)
        const top = Math.max(r.top, t.top)
        const bottom = Math.min(r.bottom, t.bottom)
        if (r.width < 2 || r.height < 2 || right - left < 1 || bottom - top < 1) continue
        hits.push({ text: node, x: (left + right) / 2, y: (top + bottom) / 2 })
      }
    }
    const own = (text: Text, el: Element | null) =>
      !!el && (el === text.parentElement || text.parentElement!.contains(el))
    const covered: string[] = []
    const onTop = hits.filter((h) => toggle.contains(document.elementFromPoint(h.x, h.y)))
    toggle.style.visibility = 'hidden'
    for (const h of onTop)
      if (own(h.text, document.elementFromPoint(h.x, h.y)))
        covered.push(
          `"${h.text.data.trim().slice(0, 40)}" at ${Math.round(h.x)},${Math.round(h.y)} (scrollY ${scrollY})`,
        )
    toggle.style.visibility = ''
    return covered
  })
}

test.describe('the language switch covers no text', () => {
  for (const [width, height, long] of [
    [390, 844, '/es/features/'],
    [768, 1024, '/features/'],
    // lg: the narrowest bar that holds the whole menu, the actions and the switch in one row.
    [1024, 768, '/es/features/'],
    [1280, 900, '/es/features/'],
  ] as const)
    test(`at ${width} px: in the bar, in the first screen and while scrolling, both languages; the hero's figures line up`, async ({
      browser,
    }) => {
      const context = await browser.newContext({ viewport: { width, height } })
      // The stored language follows the URL, so no language rule moves the page elsewhere.
      await context.addInitScript(() => {
        localStorage.setItem('preferred-language', location.pathname.startsWith('/es/') ? 'es' : 'en')
        localStorage.setItem('analytics-consent', 'denied')
      })
      const page = await context.newPage()
      await blockThirdParties(page)
      for (const url of ['/', '/es/', long]) {
        await page.goto(url)
        await shellReady(page)
        // In the bar's one row (a bar too full wraps the switch below it, over the page).
        const place = await page.evaluate(() => {
          const bar = document.querySelector('#site-header nav')!.getBoundingClientRect()
          const t = document.querySelector('a[data-lang-toggle]')!.getBoundingClientRect()
          return { inBar: t.top >= bar.top && t.bottom <= bar.bottom && t.right <= innerWidth, top: t.top }
        })
        expect(place.inBar, `${url} at ${width} px: the switch's top at ${place.top} px`).toBe(true)
        if (url !== long) {
          const tops = await page
            .locator('#main section')
            .first()
            .locator('dl dd')
            .evaluateAll((dds) => dds.map((dd) => Math.round(dd.getBoundingClientRect().top)))
          expect(tops, `${url}: the hero's figures on one line`).toHaveLength(3)
          expect(new Set(tops).size, `${url}: figure tops ${tops.join(', ')}`).toBe(1)
        }
        const height = await page.evaluate(() => document.documentElement.scrollHeight)
        const covered: string[] = []
        for (const share of [0, 0.2, 0.45, 0.7, 1]) {
          await page.evaluate((y) => window.scrollTo(0, y), Math.round(height * share))
          covered.push(...(await textUnderSwitch(page)))
        }
        expect(covered, `${url} at ${width} px`).toEqual([])
      }
      await context.close()
    })
})
