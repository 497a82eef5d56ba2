import { init, send, type EmailJSResponseStatus } from '@emailjs/browser'
import type { PublicConfig } from '../../../site/schema/config.ts'

/** Per-browser throttle key and window (EmailJS limitRate). */
export const THROTTLE_ID = 'contact-form'
export const THROTTLE_MS = 60_000

interface StorageProvider {
  get: (key: string) => Promise<string | null | undefined>
  set: (key: string, value: string) => Promise<void>
  remove: (key: string) => Promise<void>
}

/**
 * localStorage for EmailJS's limitRate, which does nothing without an
 * explicit storageProvider. Blocked storage degrades to no throttling.
 */
export const storageProvider: StorageProvider = {
  async get(key) {
    try {
      return window.localStorage.getItem(key)
    } catch {
      return null
    }
  },
  async set(key, value) {
    try {
      window.localStorage.setItem(key, value)
    } catch {
      /* throttling is best-effort */
    }
  },
  async remove(key) {
    try {
      window.localStorage.removeItem(key)
    } catch {
      /* nothing to clear */
    }
  },
}

let initialised = false

export interface ContactMessage {
  from_name: string
  from_email: string
  company: string
  message: string
}

/** Why a send failed, in the words the form uses with the visitor. */
export type FailReason =
  /** The library's own throttle, or the service's 429. */
  | 'rate-limited'
  /** The service answered with an error status (or the library refused the configuration). */
  | 'rejected'
  /** The request failed without an answer while the browser says it is online. */
  | 'network'
  /** The browser is offline: nothing was sent. */
  | 'offline'

export type SendOutcome =
  | { ok: true }
  | { ok: false; reason: FailReason; error: unknown }
  /** No answer within the time allowed; `late` settles with the request's own outcome, whenever it comes. */
  | { ok: false; reason: 'timeout'; error: unknown; late: Promise<SendOutcome> }

const statusOf = (error: unknown) =>
  error && typeof error === 'object' && 'status' in error ? (error as EmailJSResponseStatus).status : undefined

const offline = () => typeof navigator !== 'undefined' && navigator.onLine === false

/** What a rejected send means (fetch rejects with a TypeError when no answer came). */
export function failureOf(error: unknown): FailReason {
  if (statusOf(error) === 429) return 'rate-limited'
  if (error instanceof TypeError) return offline() ? 'offline' : 'network'
  return 'rejected'
}

/**
 * Sends one contact message through EmailJS; never throws. A send with no
 * answer after `timeoutMs` resolves as a timeout (the library cannot cancel
 * its request, so its outcome is handed on as `late`).
 */
export async function sendContactMessage(
  config: Pick<PublicConfig, 'emailjs' | 'contactEmail'>,
  message: ContactMessage,
  timeoutMs: number,
): Promise<SendOutcome> {
  if (!initialised) {
    init(
      {
        publicKey: config.emailjs.publicKey,
        limitRate: { id: THROTTLE_ID, throttle: THROTTLE_MS },
        storageProvider,
      },
      config.emailjs.origin,
    )
    initialised = true
  }
  const request: Promise<SendOutcome> = send(config.emailjs.serviceId, config.emailjs.templateId, {
    ...message,
    to_email: config.contactEmail,
  }).then(
    () => ({ ok: true }),
    async (error: unknown) => {
      const reason = failureOf(error)
      // limitRate stamps the time before sending: a failed send must not block the retry.
      if (reason !== 'rate-limited') await storageProvider.remove(THROTTLE_ID)
      return { ok: false, reason, error }
    },
  )
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<'timeout'>((resolve) => (timer = setTimeout(() => resolve('timeout'), timeoutMs)))
  const first = await Promise.race([request, timeout])
  clearTimeout(timer)
  if (first !== 'timeout') return first
  await storageProvider.remove(THROTTLE_ID)
  return { ok: false, reason: 'timeout', error: new Error(`no answer within ${timeoutMs} ms`), late: request }
}
