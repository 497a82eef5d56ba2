/**
 * Local stand-ins for the third-party services, served through route
 * interception. Nothing here reaches the real hosts.
 */
import { gunzipSync } from 'node:zlib'
import { expect, type Page, type Request } from '@playwright/test'

export interface PosthogEvent {
  event: string
  properties: Record<string, unknown>
}

/** Decodes a posthog-js capture request (gzip-js, base64 or plain JSON) into its events. */
export function decodePosthog(request: Request): PosthogEvent[] {
  const url = new URL(request.url())
  const buffer = request.postDataBuffer()
  if (!buffer || buffer.length === 0) return []
  let text: string
  const gzip = buffer[0] === 0x1f && buffer[1] === 0x8b
  if (gzip || url.searchParams.get('compression') === 'gzip-js') text = gunzipSync(buffer).toString('utf8')
  else {
    text = buffer.toString('utf8')
    if (text.startsWith('data=')) text = Buffer.from(decodeURIComponent(text.slice(5)), 'base64').toString('utf8')
  }
  const body = JSON.parse(text) as PosthogEvent | PosthogEvent[] | { batch: PosthogEvent[] }
  if (Array.isArray(body)) return body
  if ('batch' in body) return body.batch
  return [body]
}

/** PostHog API and assets hosts answered locally; captured events are collected. */
export async function stubPosthog(page: Page, options: { fail?: boolean } = {}) {
  const events: PosthogEvent[] = []
  const requests: string[] = []
  await page.route(/^https:\/\/us(-assets)?\.i\.posthog\.com\//, async (route) => {
    const request = route.request()
    requests.push(request.url())
    if (options.fail) return route.fulfill({ status: 503, body: 'unavailable' })
    const path = new URL(request.url()).pathname
    // Remote config, as the assets host serves it.
    const key = path.match(/\/array\/([^/]+)\/config(\.js)?$/)
    if (key?.[2])
      return route.fulfill({
        contentType: 'text/javascript',
        body: `(window._POSTHOG_REMOTE_CONFIG = window._POSTHOG_REMOTE_CONFIG || {})[${JSON.stringify(key[1])}] = { config: {}, siteApps: [] }`,
      })
    if (key) return route.fulfill({ json: {} })
    if (/\/(flags|decide)\/?$/.test(path))
      return route.fulfill({ json: { featureFlags: {}, featureFlagPayloads: {}, errorsWhileComputingFlags: false } })
    if (request.method() === 'POST') {
      try {
        events.push(...decodePosthog(request))
      } catch {
        /* not an event batch */
      }
      return route.fulfill({ json: { status: 1 } })
    }
    return route.fulfill({ status: 404, body: '' })
  })
  return { events, requests, named: (name: string) => events.filter((e) => e.event === name) }
}

/** Meta Pixel script that records every fbq call in window.__pixelCalls. */
export async function stubPixel(page: Page) {
  const requests: string[] = []
  await page.route(/^https:\/\/(connect|www)\.facebook\.(net|com)\//, (route) => {
    requests.push(route.request().url())
    return route.fulfill({
      contentType: 'text/javascript',
      body: `(function(){var f=window.fbq;window.__pixelCalls=[];f.callMethod=function(){window.__pixelCalls.push([].slice.call(arguments))};(f.queue||[]).forEach(function(a){f.callMethod.apply(null,a)});f.queue=[]})()`,
    })
  })
  return {
    requests,
    calls: () => page.evaluate(() => (window as unknown as { __pixelCalls?: unknown[][] }).__pixelCalls ?? []),
  }
}

/** Google tag script stand-in; calls are read from window.dataLayer. */
export async function stubGtag(page: Page) {
  const requests: string[] = []
  await page.route(
    /^https:\/\/(www\.googletagmanager\.com|www\.google\.com|googleads\.g\.doubleclick\.net)\//,
    (route) => {
      requests.push(route.request().url())
      return route.fulfill({ contentType: 'text/javascript', body: 'window.__gtagLoaded = true' })
    },
  )
  return {
    requests,
    calls: () =>
      page.evaluate(() =>
        ((window as unknown as { dataLayer?: IArguments[] }).dataLayer ?? []).map((a) =>
          Array.from(a).map((x) => (x instanceof Date ? 'date' : x)),
        ),
      ),
  }
}

/** The scheduling page inside the widget: posts Calendly's real message shapes to the parent. */
const CALENDLY_PAGE = `<!doctype html><html lang="en"><title>Calendly</title>
<script>
  var post = function (event, payload) { parent.postMessage({ event: event, payload: payload }, '*') }
  post('calendly.profile_page_viewed', {})
  post('calendly.event_type_viewed', {})
  post('calendly.page_height', { height: '1200px' })
  // One listener set before the buttons exist, so a click on a button is handled however early it comes
  // (a handler set by a script after the buttons could miss a click made while the page was still parsing).
  var scheduled = {
    'schedule-a': function () {
      post('calendly.date_and_time_selected', {})
      post('calendly.event_scheduled', { event: { uri: 'https://api.calendly.com/scheduled_events/A' }, invitee: { uri: 'https://api.calendly.com/scheduled_events/A/invitees/1' } })
    },
    'schedule-b': function () { post('calendly.event_scheduled', { event: { uri: 'https://api.calendly.com/scheduled_events/B' } }) },
    'schedule-invitee': function () { post('calendly.event_scheduled', { invitee: { uri: 'https://api.calendly.com/invitees/C' } }) },
    'schedule-anon': function () { post('calendly.event_scheduled', {}) },
  }
  document.addEventListener('click', function (e) { var f = scheduled[e.target.id]; if (f) f() })
  // Marks a button a pointer move has reached in this frame (clickInWidget below clears the mark, points,
  // waits for it, then clicks). A move, not mouseover: once a booking's dialog has opened and closed over
  // the frame, the pointer leaving it sends the frame no mouseout, so no second mouseover comes.
  document.addEventListener('mousemove', function (e) { if (e.target.id) e.target.setAttribute('data-pointed', '') })
</script>
<body>
<button id="schedule-a">Schedule A</button>
<button id="schedule-b">Schedule B</button>
<button id="schedule-invitee">Schedule by invitee</button>
<button id="schedule-anon">Schedule without id</button>
</body></html>`

/** Calendly's widget script and scheduling pages; `scriptFails` makes the script unreachable. */
export async function stubCalendly(page: Page, options: { scriptFails?: boolean } = {}) {
  const frames: string[] = []
  await page.route('https://assets.calendly.com/**', (route) =>
    options.scriptFails
      ? route.abort('blockedbyclient')
      : route.fulfill({
          contentType: 'text/javascript',
          body: `window.Calendly = { initInlineWidget: function (o) {
            var f = document.createElement('iframe'); f.src = o.url; f.title = 'Calendly scheduling';
            f.style.width = '100%'; f.style.height = '100%'; f.style.border = '0';
            o.parentElement.appendChild(f) } }`,
        }),
  )
  await page.route('https://calendly.com/**', (route) => {
    frames.push(route.request().url())
    return route.fulfill({ contentType: 'text/html', body: CALENDLY_PAGE })
  })
  return { frames }
}

/**
 * Asks for the calendar, as a visitor who has not accepted cookies does: nothing of the scheduler's
 * loads before this click (tests/e2e/third-parties.spec.ts). Resolves once the widget's frame is there.
 */
export async function showCalendar(page: Page, name: string | RegExp = /show the calendar|mostrar el calendario/i) {
  await page.getByRole('button', { name }).click()
  await expect(page.locator('[data-booking-frame] iframe')).toBeAttached()
}

/**
 * Clicks a button of the scheduling frame. The frame is cross-origin, drawn by
 * another renderer process, and Chrome's browser process decides which process
 * gets a mouse event from the hit-test data of the last frame the compositor
 * drew. A click Playwright computes right after a scroll (its own scroll into
 * view, the test's, the dialog's scroll to the top) can be dispatched before
 * the scrolled page is drawn: it is routed by the old positions and lands in
 * the page around the frame, on the <iframe> element, and the widget never
 * sees it (the rare "Meeting booked! dialog not visible" of CI; measured with a
 * page that draws slowly: 11 of 40 plain clicks lost, every one on the
 * <iframe>; see docs/testing.md). So the pointer is moved onto the button until
 * this very move reaches the frame (its mark, cleared first, is set again);
 * the click then goes to the same point, with nothing scrolled in between.
 * `id`: a button of CALENDLY_PAGE (schedule-a, schedule-b…).
 */
export async function clickInWidget(page: Page, id: string) {
  // The widget starts when its box comes on screen, as a visitor scrolls to it: on a phone it sits
  // below the booking intro (which says when it loads and that it may set cookies).
  await page.locator('[data-booking-frame]').scrollIntoViewIfNeeded()
  const button = page.frameLocator('[data-booking-frame] iframe').locator(`#${id}`)
  await expect(async () => {
    // A mark left by an earlier click proves nothing about the page as it is now drawn.
    await button.evaluate((b) => b.removeAttribute('data-pointed'))
    await page.mouse.move(0, 0)
    await button.hover()
    await expect(button, `the pointer never reached #${id} inside the scheduling frame`).toHaveAttribute(
      'data-pointed',
      '',
      { timeout: 1_000 },
    )
  }).toPass({ timeout: 20_000 })
  await button.click()
}
