/**
 * Language redirects (spec section 4), run by an inline classic script in
 * <head> before anything paints; the same script handles the clicks that must
 * count before the deferred client script loads (language toggle, demo
 * buttons). `decide` is pure and unit-tested; `prepaint` wires it to the
 * browser. Both are inlined with Function#toString, so they must not
 * reference anything outside their own bodies.
 */

export type StoredLang = 'en' | 'es' | null

export interface DecideInput {
  /** location.pathname */
  path: string
  /** Stored preference; null when none or when storage is unavailable. */
  stored: StoredLang
  firstVisitDone: boolean
  /** First browser language, '' when unknown. */
  browserLang: string
  crawler: boolean
  /** Unprefixed paths that have a Spanish twin. */
  translatable: readonly string[]
  /** Language chosen explicitly for this view (?lang=, set by the toggle when storage is blocked). */
  explicit?: 'en' | 'es' | null
}

export interface Redirect {
  to: string
  reason: 'preference' | 'browser'
}

export function decide(input: DecideInput): Redirect | null {
  if (input.crawler) return null
  var path = input.path.length > 1 ? input.path.replace(/\/+$/, '') : input.path
  var isEs = path === '/es' || path.indexOf('/es/') === 0
  var base = isEs ? (path === '/es' ? '/' : path.slice(3)) : path
  var hasEs = input.translatable.indexOf(base) !== -1
  var esPath = base === '/' ? '/es' : '/es' + base
  if (input.explicit === (isEs ? 'es' : 'en')) return null
  if (input.stored === 'es') return !isEs && hasEs ? { to: esPath, reason: 'preference' } : null
  if (input.stored === 'en') return isEs ? { to: base, reason: 'preference' } : null
  var browserEs = /^es(-|$)/i.test(input.browserLang)
  if (isEs) return browserEs ? null : { to: base, reason: 'browser' }
  if (!input.firstVisitDone && browserEs && hasEs) return { to: esPath, reason: 'browser' }
  return null
}

/** Data the inline script needs; keys are short because it ships in every page. */
export interface PrepaintData {
  /** Translatable unprefixed paths. */
  t: string[]
  /** Crawler user-agent pattern (case-insensitive). */
  b: string
  /** Storage keys: preferred language, first visit done, consent, pending analytics events. */
  k: { pref: string; first: string; consent: string; events: string }
  /** Whether any analytics integration is configured (the consent banner has something to ask). */
  c: boolean
}

export function prepaint(d: PrepaintData, decideFn: typeof decide): void {
  var root = document.documentElement
  root.classList.add('js')
  var store: Storage | null = null
  try {
    store = window.localStorage
    store.getItem(d.k.pref)
  } catch (err) {
    store = null
    console.error('[language] storage unavailable; using browser language only', err)
  }
  var get = function (key: string): string | null {
    try {
      return store ? store.getItem(key) : null
    } catch (_err) {
      return null
    }
  }
  // Events for the next page (or for the client script once it starts) to send;
  // lost without session storage, which breaks nothing else.
  var keep = function (event: { name: string; props: Record<string, unknown> }) {
    try {
      var queue = JSON.parse(sessionStorage.getItem(d.k.events) || '[]')
      queue.push(event)
      sessionStorage.setItem(d.k.events, JSON.stringify(queue.slice(-20)))
    } catch (_err) {
      // The event is lost.
    }
  }
  var pref = get(d.k.pref)
  var stored: StoredLang = pref === 'en' || pref === 'es' ? pref : null
  var nav = window.navigator
  var crawler = new RegExp(d.b, 'i').test(nav.userAgent || '')
  var result: Redirect | null = null
  var explicit: 'en' | 'es' | null = null
  var match = /[?&]lang=(en|es)(?:&|$)/.exec(location.search)
  if (match) {
    explicit = match[1] as 'en' | 'es'
    // The choice is honoured for this view; the address stays clean.
    var rest = location.search.replace(/([?&])lang=(en|es)(&|$)/, '$1').replace(/[?&]$/, '')
    history.replaceState(history.state, '', location.pathname + rest + location.hash)
  }
  try {
    result = decideFn({
      explicit: explicit,
      path: location.pathname,
      stored: stored,
      firstVisitDone: get(d.k.first) === '1',
      browserLang: (nav.languages && nav.languages[0]) || nav.language || '',
      crawler: crawler,
      translatable: d.t,
    })
    if (!stored && !crawler && store) store.setItem(d.k.first, '1')
  } catch (err) {
    console.error('[language] redirect check failed', err)
  }
  if (result && result.to !== location.pathname) {
    keep({ name: 'language_redirect', props: { from: location.pathname, to: result.to, reason: result.reason } })
    root.style.visibility = 'hidden'
    location.replace(result.to + location.search + location.hash)
    return
  }
  if (d.c && !get(d.k.consent)) root.classList.add('consent-pending')
  // Clicks that must count before the deferred client script has loaded, handled
  // here in <head>: the language toggle (a plain link) stores its choice, so the
  // next page honours it, and demo buttons keep their cta_click for the client
  // script (this page's, once it starts, or the next page's) to send.
  var onClick = function (event: MouseEvent) {
    var target = event.target as Element | null
    if (!target || !target.closest) return
    var cta = target.closest('[data-track="cta_click"]')
    // The client script marks <html data-tracking> once it reports clicks itself.
    if (cta && event.type === 'click' && !root.hasAttribute('data-tracking')) {
      try {
        keep({ name: 'cta_click', props: JSON.parse(cta.getAttribute('data-track-props') || '{}') })
      } catch (err) {
        console.error('[analytics] bad data-track-props', err)
      }
    }
    var link = target.closest('a[data-lang-toggle]') as HTMLAnchorElement | null
    if (!link) return
    var lang = link.getAttribute('data-lang-toggle') === 'es' ? 'es' : 'en'
    keep({ name: 'language_toggle', props: { from: location.pathname, to: link.pathname, lang: lang } })
    try {
      if (!store) throw new Error('storage unavailable')
      store.setItem(d.k.pref, lang)
    } catch (err) {
      console.error('[language] could not store the language choice; passing it in the address instead', err)
      // The next page honours ?lang= for that view (see `explicit` in decide).
      link.search = '?lang=' + lang
    }
  }
  document.addEventListener('click', onClick)
  document.addEventListener('auxclick', onClick)
  // A form of an island sent before the client script has started it would
  // leave the page with what was typed: hold it; the island sends it once it starts.
  document.addEventListener(
    'submit',
    function (event: SubmitEvent) {
      var form = event.target as HTMLFormElement | null
      var island = form && form.closest ? (form.closest('[data-island]') as HTMLElement | null) : null
      if (!form || !island || island.getAttribute('data-hydrated') === 'true') return
      event.preventDefault()
      form.setAttribute('data-held-submit', '')
    },
    true,
  )
}

/** User agents of search engines, social previews and audit tools: never redirected. */
export const CRAWLER_PATTERN =
  'googlebot|google-inspectiontool|storebot-google|adsbot-google|mediapartners-google|apis-google|bingbot|bingpreview|msnbot|adidxbot|slurp|duckduckbot|baiduspider|yandex|sogou|exabot|seznambot|petalbot|applebot|facebookexternalhit|facebot|twitterbot|linkedinbot|pinterestbot|slackbot|discordbot|telegrambot|whatsapp|embedly|qwantify|ccbot|ahrefsbot|semrushbot|chrome-lighthouse|\\bbot\\b|crawler|spider'

/** Storage keys, shared with the client runtime. */
export const STORAGE_KEYS = {
  pref: 'preferred-language',
  first: 'first-visit-done',
  consent: 'analytics-consent',
  events: 'pending-analytics-events',
} as const
