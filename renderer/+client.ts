// https://vike.dev/client
// The only JavaScript every page loads: shell behaviours and the island
// runtime. Island code (and React, where an island needs it) loads on demand.
import { adoptStoredEvents } from './analytics/facade.ts'
import { initAnalytics } from './analytics/init.ts'
import { startIslands } from './islands/runtime.ts'
import { isPrerendering, whenShown } from '../site/prerendering.ts'
import { STORAGE_KEYS } from '../site/storage.ts'
import { adoptKeptLanguageChoices, initLanguageToggle } from './shell/language.ts'
import { initNav } from './shell/nav.ts'
import { logNotFound } from './shell/not-found.ts'
import { adoptKeptClicks, initClickTracking } from './shell/track.ts'

const run = (name: string, fn: () => void) => {
  try {
    fn()
  } catch (error) {
    console.error(`[shell] ${name} failed`, error)
  }
}

// Listeners cost nothing: attach them at once so no tap or key press is missed. (Demo clicks are
// the exception, below: until their tracking starts the early capture keeps them, in order.)
run('nav', () => initNav())
run('language toggle', () => initLanguageToggle())

// Everything that counts, reports or fetches for the visitor waits until the page is shown (a
// prerendered page may never be: site/prerendering.ts), and then for the first frame, so none of it
// delays the first paint.
const afterFirstPaint = (fn: () => void) => requestAnimationFrame(() => setTimeout(fn, 0))
// A marker for tooling (tests, benchmarks): the shell is loaded and waits for the page to be shown.
if (isPrerendering()) document.documentElement.dataset.shell = 'waiting'
whenShown(() =>
  afterFirstPaint(() => {
    // The demo clicks kept so far, then the tracking of the next ones, in one task: a click made
    // between the two would otherwise be sent before the clicks made earlier.
    run('kept clicks', () => adoptKeptClicks())
    run('tracking', () => initClickTracking())
    run('kept language choices', () => adoptKeptLanguageChoices())
    run('pending events', () => adoptStoredEvents(STORAGE_KEYS.events))
    run('analytics', () => initAnalytics())
    run('islands', () => startIslands())
    run('404', () => logNotFound())
    // A marker for tooling (tests, benchmarks): every shell behaviour is attached.
    document.documentElement.dataset.shell = 'ready'
  }),
)
