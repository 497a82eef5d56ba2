import { useEffect, useRef, useState } from 'react'
import type { PublicConfig } from '../../../site/schema/config.ts'
import { sendContactMessage, type ContactMessage } from './send.ts'

/** What the form shows about its message. */
export type Status =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'success' }
  /** Offline: nothing sent; it goes once the browser is back online. */
  | { kind: 'offline' }
  | { kind: 'rate-limited' }
  | { kind: 'failed'; why: 'rejected' | 'network' | 'timeout' }

export interface DeliveryOptions {
  config: Pick<PublicConfig, 'emailjs' | 'contactEmail'>
  timeoutMs: number
  /** The message arrived: clear the form and its draft. */
  onSent: () => void
}

/**
 * Reads and checks the form when a send is about to start: null when a
 * field is invalid (the form then shows why). Called again when a send that
 * waited for the connection starts, so what goes is what the form holds then.
 */
export type Compose = () => ContactMessage | null

/**
 * Sends the form's message at most once at a time, and never loses track of
 * it: a second submit while one is sending or waiting for the connection
 * does nothing more; offline, the message waits and goes once when the
 * browser is back online; a send with no answer in time is reported as
 * such, and if its answer comes later and says it arrived, the form shows
 * that it was sent (even while a retry is in flight, whose own answer is
 * then not what decides).
 */
export function useDelivery({ config, timeoutMs, onSent }: DeliveryOptions) {
  const [status, setStatus] = useState<Status>({ kind: 'idle' })
  const attempt = useRef(0)
  /** The attempt whose success was last shown: a late answer from before it changes nothing. */
  const shownSent = useRef(0)
  const inFlight = useRef(false)
  /** A late answer said an earlier attempt arrived while a newer one was in flight. */
  const arrived = useRef(false)
  const waiting = useRef<(() => void) | null>(null)

  useEffect(
    () => () => {
      if (waiting.current) window.removeEventListener('online', waiting.current)
    },
    [],
  )

  const succeed = () => {
    shownSent.current = ++attempt.current
    onSent()
    setStatus({ kind: 'success' })
  }

  function waitForConnection(compose: Compose) {
    setStatus({ kind: 'offline' })
    if (waiting.current) return
    const resume = () => {
      waiting.current = null
      const message = compose()
      if (message) void deliver(message, compose)
      else setStatus({ kind: 'idle' })
    }
    waiting.current = resume
    window.addEventListener('online', resume, { once: true })
  }

  async function deliver(message: ContactMessage, compose: Compose) {
    const id = ++attempt.current
    inFlight.current = true
    arrived.current = false
    setStatus({ kind: 'sending' })
    const outcome = await sendContactMessage(config, message, timeoutMs)
    inFlight.current = false
    if (id !== attempt.current) return
    if (outcome.ok || arrived.current) return succeed()
    console.error('[contact] message not sent', outcome.reason, outcome.error)
    if (outcome.reason === 'offline') return waitForConnection(compose)
    if (outcome.reason === 'rate-limited') return setStatus({ kind: 'rate-limited' })
    if (outcome.reason === 'timeout')
      void outcome.late.then((late) => {
        if (!late.ok || shownSent.current > id) return
        if (inFlight.current) arrived.current = true
        else succeed()
      })
    setStatus({ kind: 'failed', why: outcome.reason })
  }

  /** The visitor asked to send (the button, Enter, "Try again", or a submit held before the code started). */
  function submit(compose: Compose) {
    if (inFlight.current) return
    if (waiting.current) return setStatus({ kind: 'offline' })
    const message = compose()
    if (!message) return setStatus({ kind: 'idle' })
    if (navigator.onLine === false) return waitForConnection(compose)
    void deliver(message, compose)
  }

  /** Back to a blank state (the visitor cleared the form): a send waiting for the connection is dropped. */
  const reset = () => {
    if (waiting.current) window.removeEventListener('online', waiting.current)
    waiting.current = null
    if (!inFlight.current) setStatus({ kind: 'idle' })
  }

  /** Shows the message as sent without sending it (the honeypot: a bot must not learn it was caught). */
  const pretendSent = () => {
    if (!inFlight.current) succeed()
  }

  return { status, submit, reset, pretendSent }
}
