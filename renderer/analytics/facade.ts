import { PENDING_EVENTS_CAP, STORAGE_KEYS } from '../../site/storage.ts'
import { arrayOf, parseJson } from '../../site/guards.ts'
import { isAnalyticsEvent, type AnalyticsEvent } from './events.ts'

/**
 * The one door to analytics. Callers report what happened; the facade decides
 * where it goes. Until a destination is attached (after consent), events wait
 * in a bounded queue; `drop()` discards them (consent declined or nothing to
 * send to).
 */
type Sink = (event: AnalyticsEvent) => void

const queue: AnalyticsEvent[] = []
let sink: Sink | null = null
let dropping = false

/** The events stored under `key`; storage that throws is the caller's to catch. */
const readEvents = (key: string): AnalyticsEvent[] =>
  parseJson(window.sessionStorage.getItem(key), arrayOf(isAnalyticsEvent), [])

/**
 * For an event raised by a click that leaves the page (a link): it is kept in
 * sessionStorage and sent by the next page, so the navigation cannot cut it
 * off. Falls back to sending now when storage is unavailable.
 */
export function trackAcrossNavigation(event: AnalyticsEvent): void {
  if (dropping) return
  try {
    const stored = readEvents(STORAGE_KEYS.events)
    stored.push(event)
    window.sessionStorage.setItem(STORAGE_KEYS.events, JSON.stringify(stored.slice(-PENDING_EVENTS_CAP)))
  } catch {
    track(event)
  }
}

export function track(event: AnalyticsEvent): void {
  if (dropping) return
  if (sink) {
    try {
      sink(event)
    } catch (error) {
      console.error('[analytics] event not sent', error)
    }
    return
  }
  queue.push(event)
  if (queue.length > PENDING_EVENTS_CAP) queue.shift()
}

/** Sends the queued events, once, then everything that follows, to `next`. */
export function attach(next: Sink): void {
  dropping = false
  sink = next
  for (const event of queue.splice(0)) track(event)
  releaseAdopted()
}

/** Discards the queue and every future event. */
export function drop(): void {
  dropping = true
  sink = null
  queue.length = 0
  releaseAdopted()
}

/** Events waiting for a consent choice (for tests and debugging). */
export function pending(): readonly AnalyticsEvent[] {
  return queue
}

/** How many of the stored events this page has queued but not yet sent or dropped. */
let adopted = 0
let adoptedKey: string = STORAGE_KEYS.events

/**
 * Queues the events kept in session storage for this page (a redirect, a
 * click before the page script loaded, a link that left the previous page).
 * They stay stored until this page has sent or dropped them, so a page left
 * before its analytics started hands them on to the next page instead of
 * losing them.
 */
export function adoptStoredEvents(key: string = STORAGE_KEYS.events): void {
  try {
    const stored = readEvents(key)
    adopted = stored.length
    adoptedKey = key
    for (const event of stored) track(event)
    if (sink || dropping) releaseAdopted()
  } catch {
    /* storage unavailable: those events are lost, nothing else is */
  }
}

/** Removes from storage the adopted events, now sent or dropped; later ones stay. */
function releaseAdopted(): void {
  if (adopted === 0) return
  try {
    const stored = readEvents(adoptedKey)
    const rest = stored.slice(adopted)
    if (rest.length) window.sessionStorage.setItem(adoptedKey, JSON.stringify(rest))
    else window.sessionStorage.removeItem(adoptedKey)
  } catch {
    /* storage unavailable */
  }
  adopted = 0
}
