import { SERVICES } from '../../site/services.ts'
import { expect, test, type Page, type Route } from '@playwright/test'
import { URLS, blockThirdParties, isSpanish, settle, shellReady } from './helpers.ts'
import { stubCalendly } from './stubs.ts'
import { barSpill, layOutEverything, overflow, setTextSize } from './wcag/reflow.ts'
import { smallTargets } from './wcag/targets.ts'
import { endlessAnimations } from './wcag/motion.ts'
import { focusSeen } from './wcag/focus.ts'

/**
 * WCAG 2.2 AA beyond what axe judges, on every URL of the route table and both 404 pages, one
 * test and browser page per URL for the 320 px walk, one per language for the text at 200%:
 * - at 320 CSS px (a 1280 px screen at 400% zoom): reflow (1.4.10), pointer targets of 24 px or
 *   spaced (2.5.8), no endless animation under reduced motion (2.2.2), and every stop of the tab
 *   order, both ways, seen: on screen, with its indicator, covered by nothing (2.4.7, 2.4.11),
 *   with focus leaving the page at the end (2.1.2);
 * - at 390 px (a phone): reflow;
 * - at 1280 and 640 px with the browser's text at 200% (1.4.4): reflow.
 * The home pages are also judged with the phone menu open and the consent banner shown, the
 * booking pages with the scheduler loaded (a local stand-in) and with its fallback.
 * Every failure names the page, the element and its size; all of a walk's are reported together.
 */

/** 320 × 256: a 1280 × 1024 screen at 400%, where the sticky header takes a quarter of the height. */
const NARROW = { width: 320, height: 256 }
const BOOKING = /\/book-demo\/$/
/** The scheduler's script host, as stubCalendly answers it. */
const WIDGET_SCRIPT = `${new URL(SERVICES.scheduler.script).origin}/**`
/** Tab presses after which a page whose focus never leaves it fails (/terms-and-conditions/ has 104 stops). */
const MAX_TABS = 400

/** Every URL of the route table, and the 404 page of each language. */
const LANGUAGES = [
  ['English', [...URLS.filter((u) => !isSpanish(u)), '/no-such-page']],
  ['Spanish', [...URLS.filter(isSpanish), '/es/no-such-page']],
] as const

/** Opens a page as a settled visitor with its script started; the booking widget loaded (or failed). */
async function open(page: Page, url: string, widget: 'loaded' | 'failed' = 'loaded') {
  await page.goto(url)
  await shellReady(page)
  if (!BOOKING.test(url)) return
  const frame = page.locator('[data-booking-frame]')
  await frame.scrollIntoViewIfNeeded()
  // The calendar loads only when asked for (issue 53): the visitor asks.
  await page.locator('[data-booking-show]').click()
  if (widget === 'loaded') await expect(frame.locator('iframe'), `${url}: the scheduling widget loads`).toBeAttached()
  else await expect(page.locator('[data-booking-fallback]'), `${url}: the widget's fallback shows`).toBeVisible()
  await page.evaluate(() => window.scrollTo(0, 0))
}

async function reflowProblems(page: Page, label: string): Promise<string[]> {
  const { viewport, width, culprits } = await overflow(page)
  const spill = (await barSpill(page, '#site-header')).map((s) => `${label}: the sticky header does not hold ${s}`)
  if (width <= viewport) return spill
  return [
    ...spill,
    `${label}: the page is ${width} px wide in a ${viewport} px viewport (sideways scroll):`,
    ...culprits.map((c) => `    ${c}`),
  ]
}

/**
 * Tabs through the page and back, noting every stop that is not seen. Going forward the browser
 * brings each element in from below; going back, from above, where the sticky header is. Back
 * from the first stop, Chrome may wrap to the last: the way back is as many presses as the way there.
 */
async function focusProblems(page: Page, label: string): Promise<string[]> {
  const problems: string[] = []
  const judge = async (key: string, press: number) => {
    await page.keyboard.press(key)
    let seen = await focusSeen(page)
    // Focus entering or leaving a frame of another site, and the scrolling it asks of the page,
    // cross processes and land a few frames later: such a stop is judged again until it is seen,
    // for at most 5 s, before it counts.
    const until = Date.now() + 5_000
    while (seen.element.startsWith('<iframe') && seen.problems.length > 0 && Date.now() < until)
      seen = await focusSeen(page)
    for (const p of seen.problems) problems.push(`${label}: ${key} ${press} focuses ${seen.element}: ${p}`)
    return seen.done
  }
  let stops = 0
  while (!(await judge('Tab', stops + 1)))
    if (++stops >= MAX_TABS)
      return [...problems, `${label}: focus was still in the page after ${MAX_TABS} presses of Tab`]
  for (let press = 1; press <= stops; press++) if (await judge('Shift+Tab', press)) break
  return problems
}

/** Reflow and target size of what shows on the page as it is now. */
async function layoutProblems(page: Page, label: string): Promise<string[]> {
  await layOutEverything(page)
  const targets = (await smallTargets(page)).map((t) => `${label}: target under 24 px: ${t}`)
  return [...(await reflowProblems(page, label)), ...targets]
}

/**
 * The states of the first page that a plain load does not show: the phone menu open, and the
 * consent banner of a first visit (shown until the visitor chooses; then the choice is restored).
 */
async function firstPageStates(page: Page, url: string): Promise<string[]> {
  // The walk may end on the skip link, which shows over the bar while it has focus.
  await page.evaluate(() => {
    ;(document.activeElement as HTMLElement | null)?.blur()
    window.scrollTo(0, 0)
  })
  await page.locator('#menu-button').click({ timeout: 15_000 })
  await expect(page.locator('#site-menu'), `${url}: the phone menu opens`).toBeVisible()
  const problems = await layoutProblems(page, `${url} at 320 px with the menu open`)
  await page.keyboard.press('Escape')
  await page.evaluate(() => localStorage.removeItem('analytics-consent'))
  await open(page, url)
  const banner = page.locator('#consent-banner')
  await expect(banner, `${url}: the consent banner of a first visit shows`).toBeVisible()
  problems.push(...(await layoutProblems(page, `${url} at 320 px with the consent banner`)))
  const box = await banner.boundingBox()
  if (box && box.x + box.width > NARROW.width)
    problems.push(`${url} at 320 px: the consent banner ends at ${Math.round(box.x + box.width)} px`)
  await page.evaluate(() => localStorage.setItem('analytics-consent', 'denied'))
  return problems
}

/** The booking page when the scheduler cannot load: its fallback (a direct link and the email). */
async function bookingFallback(page: Page, url: string): Promise<string[]> {
  const fail = (route: Route) => route.abort('blockedbyclient')
  await page.route(WIDGET_SCRIPT, fail)
  await open(page, url, 'failed')
  const problems = await layoutProblems(page, `${url} at 320 px, scheduler unavailable`)
  await page.unroute(WIDGET_SCRIPT, fail)
  return problems
}

/** Every URL to judge, with its language's first page (which is also judged in its other states). */
const PAGES = LANGUAGES.flatMap(([language, urls]) => urls.map((url) => ({ language, url, first: url === urls[0] })))

// One test per page (a page load per URL and state, its failures reported together), so that the
// walks spread over the workers instead of running one language after another in a single test.
test.describe('WCAG 2.2 beyond axe, every page in both languages', () => {
  for (const { url, first } of PAGES) {
    test(`${url} at 320 px: reflow, 24 px targets, no endless motion, focus seen; 390 px reflow`, async ({
      browser,
    }) => {
      test.setTimeout(first || BOOKING.test(url) ? 90_000 : 60_000)
      const context = await browser.newContext({ viewport: NARROW, reducedMotion: 'reduce' })
      const page = await context.newPage()
      await blockThirdParties(page)
      await stubCalendly(page)
      await settle(page, url)
      const problems: string[] = []
      await open(page, url)
      problems.push(...(await layoutProblems(page, `${url} at 320 px`)))
      for (const a of await endlessAnimations(page))
        problems.push(`${url}: endless animation under prefers-reduced-motion: reduce: ${a}`)
      problems.push(...(await focusProblems(page, `${url} at 320 px`)))
      if (first) problems.push(...(await firstPageStates(page, url)))
      if (BOOKING.test(url)) problems.push(...(await bookingFallback(page, url)))
      await page.setViewportSize({ width: 390, height: 844 })
      problems.push(...(await reflowProblems(page, `${url} at 390 px`)))
      expect(problems, problems.join('\n')).toEqual([])
      await context.close()
    })
  }

  for (const [language, urls] of LANGUAGES) {
    test(`${language} pages with the browser's text at 200%: no sideways scroll at 1280 and 640 px`, async ({
      browser,
    }) => {
      test.setTimeout(30_000 + urls.length * 10_000)
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
      const page = await context.newPage()
      await blockThirdParties(page)
      await stubCalendly(page)
      await settle(page, urls[0]!)
      await setTextSize(await context.newCDPSession(page), 32)
      const problems: string[] = []
      for (const url of urls) {
        await page.setViewportSize({ width: 1280, height: 900 })
        await open(page, url)
        // The setting holds for every page of the tab: the root text is twice the default 16 px.
        expect(await page.evaluate(() => getComputedStyle(document.documentElement).fontSize), url).toBe('32px')
        await layOutEverything(page)
        problems.push(...(await reflowProblems(page, `${url} at 1280 px, text 200%`)))
        await page.setViewportSize({ width: 640, height: 900 })
        problems.push(...(await reflowProblems(page, `${url} at 640 px, text 200%`)))
      }
      expect(problems, problems.join('\n')).toEqual([])
      await context.close()
    })
  }
})
