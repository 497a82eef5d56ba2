/**
 * The analytics services, loaded only after consent (this module is itself
 * loaded on demand): PostHog (posthog-js, slim build), the Meta Pixel and the
 * Google tag, each only when configured. Returns the sink the facade feeds.
 */
import { SERVICES } from '../../site/services.ts'
import type { PublicAnalytics } from '../../site/analytics.ts'
import type { AnalyticsEvent } from './events.ts'

type Analytics = PublicAnalytics
type Fbq = ((...args: unknown[]) => void) & {
  queue?: unknown[]
  callMethod?: (...a: unknown[]) => void
  loaded?: boolean
  version?: string
  push?: unknown
}
type PostHog = { capture: (name: string, props?: Record<string, unknown>) => void; opt_out_capturing: () => void }

declare global {
  interface Window {
    fbq?: Fbq
    _fbq?: Fbq
    dataLayer?: unknown[]
    gtag?: (...args: unknown[]) => void
  }
}

function injectScript(src: string, name: string): void {
  const script = document.createElement('script')
  script.src = src
  script.async = true
  script.onerror = () =>
    console.error(`[analytics] ${name} could not load (blocked or offline); continuing without it.`)
  document.head.append(script)
}

/** The Meta Pixel's standard loader, written as code (no inline script, no CSP exception). */
function loadPixel(id: string): Fbq {
  if (!window.fbq) {
    const fbq: Fbq = function (...args: unknown[]) {
      if (fbq.callMethod) fbq.callMethod(...args)
      else fbq.queue!.push(args)
    }
    fbq.push = fbq
    fbq.loaded = true
    fbq.version = '2.0'
    fbq.queue = []
    window.fbq = window._fbq = fbq
    injectScript(SERVICES.metaPixel.script, SERVICES.metaPixel.name)
  }
  window.fbq!('init', id)
  window.fbq!('track', 'PageView')
  return window.fbq!
}

function loadGtag(id: string): (...args: unknown[]) => void {
  window.dataLayer = window.dataLayer ?? []
  window.gtag =
    window.gtag ??
    function gtag() {
      // gtag.js reads the arguments object itself, as its own snippet does.
      // eslint-disable-next-line prefer-rest-params
      window.dataLayer!.push(arguments)
    }
  injectScript(`${SERVICES.googleAds.script}?id=${encodeURIComponent(id)}`, SERVICES.googleAds.name)
  window.gtag('js', new Date())
  window.gtag('config', id)
  return window.gtag
}

async function loadPosthog(config: NonNullable<Analytics['posthog']>): Promise<PostHog | null> {
  try {
    const { default: posthog } = await import('posthog-js/dist/module.slim')
    posthog.init(config.key, {
      api_host: config.host,
      person_profiles: 'identified_only',
      capture_pageview: true,
      capture_pageleave: false,
      autocapture: false,
      disable_session_recording: true,
      disable_surveys: true,
      opt_out_useragent_filter: config.allowAutomation,
    })
    return posthog as unknown as PostHog
  } catch (error) {
    console.error('[analytics] product analytics could not start', error)
    return null
  }
}

export interface Destinations {
  send(event: AnalyticsEvent): void
  /** Consent withdrawn: stop every service that is running. */
  revoke(): void
}

/**
 * Starts every configured service and returns one sink for all of them; the advertising tags (the
 * Pixel, the Google tag) only when `advertising` (off under Global Privacy Control, consent.ts).
 */
export async function startDestinations(
  config: Analytics,
  { advertising }: { advertising: boolean } = { advertising: true },
): Promise<Destinations> {
  const pixel = advertising && config.metaPixelId ? loadPixel(config.metaPixelId) : null
  const gtag = advertising && config.googleAds ? loadGtag(config.googleAds.id) : null
  const posthog = config.posthog ? await loadPosthog(config.posthog) : null
  return {
    send(event) {
      posthog?.capture(event.name, event.props)
      if (event.name !== 'demo_scheduled') return
      pixel?.('track', 'Schedule', { value: 0, currency: 'USD' })
      if (gtag && config.googleAds)
        gtag('event', 'conversion', {
          send_to: `${config.googleAds.id}/${config.googleAds.conversionLabel}`,
          value: 1,
          currency: 'USD',
        })
    },
    revoke() {
      posthog?.opt_out_capturing()
      pixel?.('consent', 'revoke')
      gtag?.('consent', 'update', {
        ad_storage: 'denied',
        analytics_storage: 'denied',
        ad_user_data: 'denied',
        ad_personalization: 'denied',
      })
    },
  }
}
