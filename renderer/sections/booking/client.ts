import { track } from '../../analytics/facade.ts'
import type { Mount } from '../../islands/types.ts'
import { withProps } from '../../islands/with-props.ts'
import { isRecord } from '../../../site/guards.ts'
import { isOriginOf, SERVICES } from '../../../site/services.ts'

export const WIDGET_SCRIPT = SERVICES.scheduler.script
const LOAD_TIMEOUT_MS = 12_000

interface BookingProps {
  /** The language's scheduling link. */
  url: string
}

const isBookingProps = (value: unknown): value is BookingProps => isRecord(value) && typeof value.url === 'string'

interface CalendlyGlobal {
  initInlineWidget(options: { url: string; parentElement: HTMLElement }): void
}

declare global {
  interface Window {
    /** Set by Calendly's widget script once it has loaded. */
    Calendly?: CalendlyGlobal
  }
}

/** True for messages from the scheduler's domain or one of its subdomains over https, and nothing else. */
export const isSchedulerOrigin = (origin: string): boolean => isOriginOf(origin, SERVICES.scheduler.messagesFrom)

/** The identifier of a scheduled event, for duplicate suppression. */
export function scheduledId(payload: unknown): string | undefined {
  const p = payload as { event?: { uri?: unknown }; invitee?: { uri?: unknown }; uri?: unknown } | undefined
  const id = p?.event?.uri ?? p?.invitee?.uri ?? p?.uri
  return typeof id === 'string' && id ? id : undefined
}

/** The widget URL with the parameters Calendly needs to post events to this page. */
export function widgetUrl(url: string, host: string): string {
  const u = new URL(url)
  u.searchParams.set('embed_domain', host)
  u.searchParams.set('embed_type', 'Inline')
  return u.toString()
}

const mount: Mount<BookingProps> = (element, { url }) => {
  const frame = element.querySelector<HTMLElement>('[data-booking-frame]')!
  const fallback = element.querySelector<HTMLElement>('[data-booking-fallback]')!
  const dialog = element.querySelector<HTMLDialogElement>('[data-booking-dialog]')!
  const processed = new Set<string>()
  let anonymousHandled = false
  let opener: Element | null = null

  const showFallback = (reason: string, error?: unknown) => {
    // Blocked or offline is expected (ad blockers, strict networks): a warning, and a working fallback.
    console.warn(`[booking] scheduling widget unavailable (${reason}); showing the direct link instead.`, error ?? '')
    frame.dataset.failed = ''
    fallback.dataset.show = ''
  }

  /** Completion callback: from the widget's message, once per scheduled event. */
  const onScheduled = (payload: unknown) => {
    const id = scheduledId(payload)
    if (id) {
      if (processed.has(id)) return
      processed.add(id)
    } else {
      console.warn('[booking] scheduled event without an identifier; only the first one is processed.')
      if (anonymousHandled) return
      anonymousHandled = true
    }
    opener = document.activeElement
    if (!dialog.open) dialog.showModal()
    window.scrollTo({ top: 0 })
    track({ name: 'demo_scheduled', props: id ? { event_uri: id } : {} })
  }

  window.addEventListener('message', (event: MessageEvent) => {
    if (!isSchedulerOrigin(event.origin)) return
    const data = event.data as { event?: unknown; payload?: unknown } | null
    if (data && typeof data === 'object' && data.event === 'calendly.event_scheduled') onScheduled(data.payload)
  })

  dialog.querySelector('[data-booking-close]')?.addEventListener('click', () => dialog.close())
  dialog.addEventListener('close', () => {
    if (opener instanceof HTMLElement && opener.isConnected) opener.focus()
  })

  /** Loads the scheduler's script and starts the widget: nothing of the scheduler's is fetched before this. */
  const loadWidget = () => {
    if (frame.hasAttribute('data-open')) return
    frame.dataset.open = ''
    ask?.setAttribute('data-hidden', '')
    loading?.setAttribute('data-show', '')
    const timer = window.setTimeout(() => showFallback('timeout'), LOAD_TIMEOUT_MS)
    const script = document.createElement('script')
    script.src = WIDGET_SCRIPT
    script.async = true
    script.onerror = (error) => {
      window.clearTimeout(timer)
      showFallback('script blocked or offline', error)
    }
    script.onload = () => {
      window.clearTimeout(timer)
      const calendly = window.Calendly
      if (!calendly) return showFallback('no Calendly global')
      try {
        loading?.remove()
        calendly.initInlineWidget({ url: widgetUrl(url, window.location.host), parentElement: frame })
      } catch (error) {
        showFallback('init failed', error)
      }
    }
    document.head.append(script)
  }

  const ask = frame.querySelector<HTMLElement>('[data-booking-ask]')
  const loading = frame.querySelector<HTMLElement>('[data-booking-loading]')
  const show = frame.querySelector<HTMLButtonElement>('[data-booking-show]')
  show?.addEventListener('click', () => {
    loadWidget()
    // The button is gone with its panel: focus moves to the calendar's box rather than to the page's start.
    frame.tabIndex = -1
    frame.focus({ preventScroll: true })
  })
  // Only on the visitor's request, consent or not: the consent banner asks about analytics and
  // advertising measurement, not about the scheduler's cookies (issue 53).
}
export default withProps('booking', isBookingProps, mount)
