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

export type SendOutcome = { ok: true } | { ok: false; reason: 'rate-limited' | 'failed'; error: unknown }

const statusOf = (error: unknown) =>
  error && typeof error === 'object' && 'status' in error ? (error as EmailJSResponseStatus).status : undefined

/** Sends one contact message through EmailJS; never throws. */
export async function sendContactMessage(
  config: Pick<PublicConfig, 'emailjs' | 'contactEmail'>,
  message: ContactMessage,
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
  try {
    await send(config.emailjs.serviceId, config.emailjs.templateId, { ...message, to_email: config.contactEmail })
    return { ok: true }
  } catch (error) {
    if (statusOf(error) === 429) return { ok: false, reason: 'rate-limited', error }
    // limitRate stamps the time before sending: a failed send must not block the retry.
    await storageProvider.remove(THROTTLE_ID)
    return { ok: false, reason: 'failed', error }
  }
}
