// https://vike.dev/client
// The only JavaScript every page loads: shell behaviours and the island
// runtime. Island code (and React, where an island needs it) loads on demand.
import { adoptStoredEvents } from './analytics/facade.ts'
import { initAnalytics } from './analytics/init.ts'
import { startIslands } from './islands/runtime.ts'
import { STORAGE_KEYS } from './prepaint/language.ts'
import { initLanguageToggle } from './shell/language.ts'
import { initNav } from './shell/nav.ts'
import { logNotFound } from './shell/not-found.ts'
import { initClickTracking } from './shell/track.ts'

const run = (name: string, fn: () => void) => {
  try {
    fn()
  } catch (error) {
    console.error(`[shell] ${name} failed`, error)
  }
}

run('nav', () => initNav())
run('language', () => initLanguageToggle())
run('tracking', () => initClickTracking())
run('pending events', () => adoptStoredEvents(STORAGE_KEYS.events))
run('analytics', () => initAnalytics())
run('islands', () => startIslands())
run('404', () => logNotFound())
