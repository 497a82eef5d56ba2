/**
 * The pre-paint script: an inline classic script in <head>, bundled by
 * esbuild into one IIFE (renderer/inline/scripts.ts). Before anything
 * paints it installs the one capture of early interactions (./early-capture.ts),
 * holds back the images below the first screen (./held-images.ts), applies the language rules (site/language.ts), taking first a language
 * choice the previous page's toggle kept before its code had started, and
 * reveals the consent banner (with its Global Privacy Control note when the
 * browser sends that signal: the class `gpc` on the root).
 *
 * On a prerendered page (site/prerendering.ts) the rules wait until the page is
 * shown: they store (the first visit), report (a redirect) and read what the
 * previous page may still write (a kept choice, the consent). Meanwhile the
 * page is drawn as the rules would leave it now: hidden if they would send
 * the visitor elsewhere, the banner as the stored consent says. When it is
 * shown, the rules run as on a loaded page and correct both.
 */
import { BILINGUAL_ATTRIBUTE, decide, type Redirect, type StoredLang } from '../../site/language.ts'
import { takeKept } from '../../site/early-interactions.ts'
import { isPrerendering } from '../../site/prerendering.ts'
import { PENDING_EVENTS_CAP, STORAGE_KEYS } from '../../site/storage.ts'
import { DEFAULT_LANG, LANG_PARAM, asLang, type Lang } from '../../site/lang.ts'
import { captureEarly } from './early-capture.ts'
import { holdImages } from './held-images.ts'
import { globalPrivacyControl } from '../analytics/gpc.ts'

/** Per-site data the script needs, injected at build time. */
export interface PrepaintData {
  /** Crawler user-agent pattern (case-insensitive). */
  crawlers: string
  /** Whether any analytics integration is configured (the consent banner has something to ask). */
  analytics: boolean
}

/** Local storage, or null where it is unavailable (a blocked or full storage). */
function localStore(): Storage | null {
  try {
    const store = window.localStorage
    store.getItem(STORAGE_KEYS.pref)
    return store
  } catch (err) {
    console.error('[language] storage unavailable; using browser language only', err)
    return null
  }
}

const read = (store: Storage | null, key: string): string | null => {
  try {
    return store ? store.getItem(key) : null
  } catch {
    return null
  }
}

/** The language a `?lang=` of this view asks for (the toggle's fallback when storage is blocked). */
const langParam = (): Lang | null => asLang(new RegExp(`[?&]${LANG_PARAM}(?:&|$)`).exec(location.search)?.[1])

/** Where the rules send this view, from what is stored now. Reads only. */
function destination(d: PrepaintData, store: Storage | null, explicit: Lang | null): Redirect | null {
  const pref = read(store, STORAGE_KEYS.pref)
  const nav = window.navigator
  return decide({
    explicit,
    path: location.pathname,
    stored: asLang(pref) as StoredLang,
    firstVisitDone: read(store, STORAGE_KEYS.first) === '1',
    browserLang: (nav.languages && nav.languages[0]) || nav.language || '',
    crawler: new RegExp(d.crawlers, 'i').test(nav.userAgent || ''),
    hasTwins: document.documentElement.hasAttribute(BILINGUAL_ATTRIBUTE),
  })
}

/** The banner shows while analytics is configured and no choice is stored. */
const consentPending = (d: PrepaintData, store: Storage | null) => d.analytics && !read(store, STORAGE_KEYS.consent)

/** The language rules and the banner, on a page the visitor sees (loaded, or a prerender just shown). */
function applyRules(d: PrepaintData): void {
  const root = document.documentElement
  const store = localStore()
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
  let explicit: Lang | null = null
  // The language toggle of the previous page, clicked before its code had started: its choice
  // counts before the rules decide (renderer/shell/language.ts does the same once started).
  for (const kept of takeKept('language')) {
    const lang = asLang(kept.data.langToggle) ?? DEFAULT_LANG
    keep({ name: 'language_toggle', props: { from: kept.from, to: kept.to, lang } })
    try {
      if (!store) throw new Error('storage unavailable')
      store.setItem(STORAGE_KEYS.pref, lang)
    } catch (err) {
      console.error('[language] could not store the language choice; honouring it for this view', err)
      if (kept.to === location.pathname) explicit = lang
    }
  }
  const param = langParam()
  if (param) {
    explicit = param
    // The choice is honoured for this view; the address stays clean.
    const rest = location.search.replace(new RegExp(`([?&])${LANG_PARAM}(&|$)`), '$1').replace(/[?&]$/, '')
    history.replaceState(history.state, '', location.pathname + rest + location.hash)
  }
  let result: Redirect | null = null
  try {
    const stored = read(store, STORAGE_KEYS.pref)
    result = destination(d, store, explicit)
    const crawler = new RegExp(d.crawlers, 'i').test(window.navigator.userAgent || '')
    if (!asLang(stored) && !crawler && store) store.setItem(STORAGE_KEYS.first, '1')
  } catch (err) {
    console.error('[language] redirect check failed', err)
  }
  if (result && result.to !== location.pathname) {
    keep({ name: 'language_redirect', props: { from: location.pathname, to: result.to, reason: result.reason } })
    root.style.visibility = 'hidden'
    location.replace(result.to + location.search + location.hash)
    return
  }
  // A prerender hidden by the forecast below, which the rules now keep: it shows.
  root.style.visibility = ''
  root.classList.toggle('consent-pending', consentPending(d, store))
}

export function prepaint(d: PrepaintData): void {
  const root = document.documentElement
  root.classList.add('js')
  root.classList.toggle('gpc', globalPrivacyControl())
  captureEarly()
  holdImages()
  if (!isPrerendering()) return applyRules(d)
  // Prerendering: draw the page as the rules would leave it now, without storing or reporting anything.
  const store = localStore()
  try {
    const result = destination(d, store, langParam())
    if (result && result.to !== location.pathname) root.style.visibility = 'hidden'
  } catch {
    // The rules decide once the page is shown.
  }
  root.classList.toggle('consent-pending', consentPending(d, store))
  document.addEventListener('prerenderingchange', () => applyRules(d), { once: true })
}
