/**
 * The inline loader of the client entry (an IIFE; the build defines
 * __LOADER__: the hashed entry's URL and whether analytics is configured).
 *
 * Most pages need none of the entry's code before the visitor acts: every
 * control works from the first paint without it (the early-interaction
 * capture holds or keeps what is done before it runs; docs/architecture.md),
 * so it is fetched on the visitor's first sign of acting (a pointer or a key
 * going down, a touch, a scroll, focus moving into the page), and the first
 * visit does no script work at all. A page that needs it at once fetches it
 * once its first contentful paint is reported (a request started earlier
 * competes with the first paint on a slow phone; a timer is the fallback for
 * browsers that report no paint timing): a page with an island that starts
 * by itself (the booking widget: `load`, `idle`, `visible`), an error page
 * (it logs the missing path), and a visitor whose analytics consent is
 * stored (the page view). The entry is imported once.
 */
import { STORAGE_KEYS } from '../../site/storage.ts'
import { ISLAND_SELECTOR } from '../../site/islands.ts'
import { INTENT } from './held-images.ts'

/** What the loader needs to know, injected at build time (renderer/inline/scripts.ts). */
export interface LoaderData {
  /** The hashed client entry's URL. */
  src: string
  /** Whether any analytics integration is configured (a stored consent then asks for the page view). */
  analytics: boolean
}

declare const __LOADER__: LoaderData

const data = __LOADER__
// Through a variable: the bundler leaves a non-literal import() alone (the entry is not a module to bundle).
const src: string = data.src
let done = false
const go = () => {
  if (done) return
  done = true
  for (const type of INTENT) removeEventListener(type, go, true)
  setTimeout(() => void import(/* @vite-ignore */ src), 0)
}

function neededAtOnce(): boolean {
  if (document.querySelector(`${ISLAND_SELECTOR}:not([data-strategy="interaction"])`)) return true
  if (document.body.hasAttribute('data-page')) return true
  if (!data.analytics) return false
  try {
    return localStorage.getItem(STORAGE_KEYS.consent) === 'granted'
  } catch {
    return false
  }
}

for (const type of INTENT) addEventListener(type, go, { capture: true, passive: true })
if (neededAtOnce()) {
  try {
    const observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length) {
        observer.disconnect()
        go()
      }
    })
    observer.observe({ type: 'paint', buffered: true })
  } catch {
    requestAnimationFrame(go)
  }
  setTimeout(go, 3000)
}

export {}
