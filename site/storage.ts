/**
 * Browser storage the site uses, named once. The pre-paint script, the
 * client shell and the tooling (tests, bench, screenshots) all read these.
 * Pure data: safe in the browser bundle.
 */
export const STORAGE_KEYS = {
  /** localStorage: "en" | "es", the visitor's chosen language. */
  pref: 'preferred-language',
  /** localStorage: "1" once the first-visit language rule has run. */
  first: 'first-visit-done',
  /** localStorage: "granted" | "denied", the analytics consent choice. */
  consent: 'analytics-consent',
  /** sessionStorage: analytics events kept for a later page (redirects, early clicks, links that leave). */
  events: 'pending-analytics-events',
  /** sessionStorage: link clicks made before their code started, for the code that runs next (site/early-interactions.ts). */
  early: 'early-interactions',
  /**
   * sessionStorage: what the visitor has typed in the contact form and not yet sent
   * (renderer/sections/contact/draft.ts). Strictly necessary, this tab only, never sent
   * anywhere; removed once the message is sent or the form is cleared.
   */
  contactDraft: 'contact-form-draft',
} as const

/**
 * At most this many analytics events wait anywhere (the in-memory queue
 * before a consent choice, and the session-storage list handed to the next
 * page); the oldest are dropped first.
 */
export const PENDING_EVENTS_CAP = 50
