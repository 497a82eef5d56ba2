/**
 * The pre-paint script: an inline classic script in <head>, bundled by
 * esbuild into one IIFE (renderer/inline/scripts.ts). Before anything
 * paints it installs the one capture of early interactions (./early.ts),
 * applies the language rules (site/language.ts), taking first a language
 * choice the previous page's toggle kept before its code had started, and
 * reveals the consent banner.
 */
import { decide, type Redirect, type StoredLang } from '../../site/language.ts'
import { takeKept } from '../../site/early.ts'
import { PENDING_EVENTS_CAP, STORAGE_KEYS } from '../../site/storage.ts'
import { captureEarly } from './early.ts'

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
  captureEarly()
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
  let explicit: 'en' | 'es' | null = null
  // The language toggle of the previous page, clicked before its code had started: its choice
  // counts before the rules decide (renderer/shell/language.ts does the same once started).
  for (const kept of takeKept('language')) {
    const lang = kept.data.langToggle === 'es' ? 'es' : 'en'
    keep({ name: 'language_toggle', props: { from: kept.from, to: kept.to, lang } })
    try {
      if (!store) throw new Error('storage unavailable')
      store.setItem(STORAGE_KEYS.pref, lang)
    } catch (err) {
      console.error('[language] could not store the language choice; honouring it for this view', err)
      if (kept.to === location.pathname) explicit = lang
    }
  }
  const pref = get(STORAGE_KEYS.pref)
  const stored: StoredLang = pref === 'en' || pref === 'es' ? pref : null
  const nav = window.navigator
  const crawler = new RegExp(d.crawlers, 'i').test(nav.userAgent || '')
  let result: Redirect | null = null
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
}
