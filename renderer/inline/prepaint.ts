/**
 * The pre-paint script: an inline classic script in <head>, bundled by
 * esbuild into one IIFE (renderer/inline/scripts.ts). Before anything
 * paints it applies the language rules (site/language.ts) and reveals the
 * consent banner; it also handles the clicks that must count before the
 * deferred client script loads (language toggle, demo buttons) and holds a
 * form of an island sent before its code has started.
 */
import { decide, type Redirect, type StoredLang } from '../../site/language.ts'
import { PENDING_EVENTS_CAP, STORAGE_KEYS } from '../../site/storage.ts'

/** Per-site data the script needs, injected at build time. */
export interface PrepaintData {
  /** Route paths that have a Spanish twin. */
  translatable: string[]
  /** Crawler user-agent pattern (case-insensitive). */
  crawlers: string
  /** Whether any analytics integration is configured (the consent banner has something to ask). */
  analytics: boolean
}

export function prepaint(d: PrepaintData): void {
  const root = document.documentElement
  root.classList.add('js')
  let store: Storage | null = null
  try {
    store = window.localStorage
    store.getItem(STORAGE_KEYS.pref)
  } catch (err) {
    store = null
    console.error('[language] storage unavailable; using browser language only', err)
  }
  const get = (key: string): string | null => {
    try {
      return store ? store.getItem(key) : null
    } catch {
      return null
    }
  }
  // Events for the next page (or for the client script once it starts) to send;
  // lost without session storage, which breaks nothing else.
  const keep = (event: { name: string; props: Record<string, unknown> }) => {
    try {
      const queue = JSON.parse(sessionStorage.getItem(STORAGE_KEYS.events) || '[]')
      queue.push(event)
      sessionStorage.setItem(STORAGE_KEYS.events, JSON.stringify(queue.slice(-PENDING_EVENTS_CAP)))
    } catch {
      // The event is lost.
    }
  }
  const pref = get(STORAGE_KEYS.pref)
  const stored: StoredLang = pref === 'en' || pref === 'es' ? pref : null
  const nav = window.navigator
  const crawler = new RegExp(d.crawlers, 'i').test(nav.userAgent || '')
  let result: Redirect | null = null
  let explicit: 'en' | 'es' | null = null
  const match = /[?&]lang=(en|es)(?:&|$)/.exec(location.search)
  if (match) {
    explicit = match[1] as 'en' | 'es'
    // The choice is honoured for this view; the address stays clean.
    const rest = location.search.replace(/([?&])lang=(en|es)(&|$)/, '$1').replace(/[?&]$/, '')
    history.replaceState(history.state, '', location.pathname + rest + location.hash)
  }
  try {
    result = decide({
      explicit,
      path: location.pathname,
      stored,
      firstVisitDone: get(STORAGE_KEYS.first) === '1',
      browserLang: (nav.languages && nav.languages[0]) || nav.language || '',
      crawler,
      translatable: d.translatable,
    })
    if (!stored && !crawler && store) store.setItem(STORAGE_KEYS.first, '1')
  } catch (err) {
    console.error('[language] redirect check failed', err)
  }
  if (result && result.to !== location.pathname) {
    keep({ name: 'language_redirect', props: { from: location.pathname, to: result.to, reason: result.reason } })
    root.style.visibility = 'hidden'
    location.replace(result.to + location.search + location.hash)
    return
  }
  if (d.analytics && !get(STORAGE_KEYS.consent)) root.classList.add('consent-pending')
  // Clicks that must count before the deferred client script has loaded, handled
  // here in <head>: the language toggle (a plain link) stores its choice, so the
  // next page honours it, and demo buttons keep their cta_click for the client
  // script (this page's, once it starts, or the next page's) to send.
  const onClick = (event: MouseEvent) => {
    const target = event.target as Element | null
    if (!target || !target.closest) return
    const cta = target.closest('[data-track="cta_click"]')
    // The client script marks <html data-tracking> once it reports clicks itself.
    if (cta && event.type === 'click' && !root.hasAttribute('data-tracking')) {
      try {
        keep({ name: 'cta_click', props: JSON.parse(cta.getAttribute('data-track-props') || '{}') })
      } catch (err) {
        console.error('[analytics] bad data-track-props', err)
      }
    }
    const link = target.closest('a[data-lang-toggle]') as HTMLAnchorElement | null
    if (!link) return
    const lang = link.getAttribute('data-lang-toggle') === 'es' ? 'es' : 'en'
    keep({ name: 'language_toggle', props: { from: location.pathname, to: link.pathname, lang } })
    try {
      if (!store) throw new Error('storage unavailable')
      store.setItem(STORAGE_KEYS.pref, lang)
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
    (event: SubmitEvent) => {
      const form = event.target as HTMLFormElement | null
      const island = form && form.closest ? (form.closest('[data-island]') as HTMLElement | null) : null
      if (!form || !island || island.getAttribute('data-hydrated') === 'true') return
      event.preventDefault()
      form.setAttribute('data-held-submit', '')
    },
    true,
  )
}
