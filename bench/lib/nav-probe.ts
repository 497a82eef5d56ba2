/**
 * The probe of `npm run bench:nav` (bench/cli/nav.ts), bundled by
 * esbuild into one classic script and written, with a `<script src>` in
 * every page, into the bench's scratch copy of the site only (the page's
 * policy allows same-origin scripts; the site's own pages never carry it).
 *
 * The browser runs without any DevTools connection (Chrome never activates a
 * prerender under a debugger), so the pages drive themselves:
 * - on the page the visitor leaves (its URL's hash says `bench-to=<url>`),
 *   the probe finds the link, marks it `data-bench-next` when it should be
 *   prerendered (the bench's own rule set prerenders a marked link at once:
 *   with no pointer to move, intent cannot be shown), waits until the next
 *   page reports that it is prerendering, notes the time and clicks;
 * - on the next page, once shown, it waits for the next frame and reports
 *   how it was loaded (activationStart, paint timings, the click's time) by
 *   navigating to the bench's server with the figures in the query.
 * A first stop on the site's origin stores the visitor's language, so that
 * no page redirects. Session storage carries the click's time across (a prerendered page sees
 * the real one once shown); local storage carries "I am prerendering"
 * while the page is still hidden (its `storage` event reaches the first page).
 */
import { STORAGE_KEYS } from '../../site/storage.ts'
import { asLang, DEFAULT_LANG } from '../../site/lang.ts'

const KEY = '__bench-nav'
const PRERENDERING = '__bench-nav-prerendering'
const now = () => performance.timeOrigin + performance.now()

interface Pending {
  report: string
  clickAt: number
  from: string
  mode: string
  /** When the first page heard that the next one was prerendering (epoch ms), or null. */
  prerenderingAt: number | null
}

function leave(params: URLSearchParams): void {
  const to = params.get('bench-to')!
  const report = params.get('bench-report')!
  const mode = params.get('bench-mode') ?? 'plain'
  const fail = (error: string) => location.replace(`${report}/report?error=${encodeURIComponent(error)}`)
  const go = (link: HTMLAnchorElement, prerenderingAt: number | null) => {
    const pending: Pending = { report, clickAt: now(), from: location.pathname, mode, prerenderingAt }
    sessionStorage.setItem(KEY, JSON.stringify(pending))
    link.click()
  }
  addEventListener('load', () => {
    const link = [...document.querySelectorAll<HTMLAnchorElement>('a[href]')].find(
      (a) => a.getAttribute('href') === to && a.getClientRects().length > 0,
    )
    if (!link) return fail(`no visible link to ${to} on ${location.pathname}`)
    if (mode !== 'prerender') return void setTimeout(() => go(link, null), 300)
    let clicked = false
    addEventListener('storage', (event) => {
      if (event.key !== PRERENDERING || clicked || !event.newValue?.startsWith(`${to}@`)) return
      clicked = true
      // The prerendered page has run its scripts; give it a frame's worth of time to paint.
      const heardAt = now()
      setTimeout(() => go(link, heardAt), 200)
    })
    link.setAttribute('data-bench-next', '')
    // Chrome did not start (or report) a prerender: click anyway, the next page says it was not prerendered.
    setTimeout(() => {
      if (clicked) return
      clicked = true
      go(link, null)
    }, 5000)
  })
}

function arrive(): void {
  const prerendered = (document as Document & { prerendering?: boolean }).prerendering === true
  if (prerendered) localStorage.setItem(PRERENDERING, `${location.pathname}@${now()}`)
  // Paint timing arrives after the frame is presented: wait for it (or give up after 3 s).
  const firstPaint = new Promise<number | null>((resolve) => {
    const observer = new PerformanceObserver((list) => {
      const entry = list.getEntriesByName('first-contentful-paint')[0]
      if (entry) {
        observer.disconnect()
        resolve(entry.startTime)
      }
    })
    observer.observe({ type: 'paint', buffered: true })
    setTimeout(() => resolve(null), 3000)
  })
  const finish = () =>
    requestAnimationFrame(() =>
      requestAnimationFrame(async () => {
        const frameAt = now()
        const pending = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as Pending | null
        if (!pending) return
        sessionStorage.removeItem(KEY)
        const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming & {
          activationStart?: number
        }
        const fcp = await firstPaint
        const figures = {
          page: location.pathname,
          from: pending.from,
          mode: pending.mode,
          wasPrerendering: prerendered,
          activationStart: nav?.activationStart ?? 0,
          timeOrigin: performance.timeOrigin,
          clickAt: pending.clickAt,
          prerenderingAt: pending.prerenderingAt,
          frameAt,
          fcp,
          visibility: document.visibilityState,
        }
        location.replace(`${pending.report}/report?d=${encodeURIComponent(JSON.stringify(figures))}`)
      }),
    )
  if (prerendered) document.addEventListener('prerenderingchange', finish, { once: true })
  else if (document.readyState === 'complete') finish()
  else addEventListener('load', finish, { once: true })
}

/** The bench's first stop on the site's origin: the visitor's language is stored, so no page redirects. */
function seed(params: URLSearchParams): void {
  localStorage.setItem(STORAGE_KEYS.pref, asLang(params.get('bench-lang')) ?? DEFAULT_LANG)
  localStorage.setItem(STORAGE_KEYS.first, '1')
  const next = params.get('bench-seed')!
  params.delete('bench-seed')
  params.delete('bench-lang')
  location.replace(`${next}#${params.toString()}`)
}

const params = new URLSearchParams(location.hash.slice(1))
if (params.get('bench-seed')) seed(params)
else if (params.get('bench-to')) leave(params)
else arrive()

export {}
