/**
 * The third-party services the site may talk to, in one list: for each, the
 * script a page loads and the origins its Content-Security-Policy must allow,
 * per directive. The CSP (generator/emit/csp.ts), the islands (the booking
 * widget's script and the origin its messages must come from), analytics
 * (renderer/analytics/destinations.ts), the Lighthouse runs (which block them
 * all, there being no network) and the tests read it from here, so moving a
 * service to another host is a one-line edit (tests/unit/site/services.test.ts).
 *
 * Hosts that a deployment configures (the email API, PostHog's host) are in
 * site.config through site/env.ts; only what they imply is written here.
 * Browser-safe: data only.
 */

/** A CSP fetch directive a service needs sources in. */
export type Directive = 'script' | 'connect' | 'img' | 'frame' | 'media' | 'style'

export interface FixedService {
  /** What visitors and logs call it. */
  readonly name: string
  /** The script a page loads for it, if any. */
  readonly script?: string
  /** The origins each directive must allow when the service is on. */
  readonly sources: Readonly<Partial<Record<Directive, readonly string[]>>>
  /** The site's (registrable) domain its messages come from: the host itself or a subdomain of it. */
  readonly messagesFrom?: string
}

export const SERVICES = {
  /** Calendly's inline scheduling widget, on the booking pages (the `scheduler` island service). */
  scheduler: {
    name: 'Calendly',
    script: 'https://assets.calendly.com/assets/external/widget.js',
    sources: { script: ['https://assets.calendly.com'], frame: ['https://calendly.com'] },
    messagesFrom: 'calendly.com',
  },
  /** The Meta Pixel, after consent when configured (`META_PIXEL_ID`). */
  metaPixel: {
    name: 'Meta Pixel',
    script: 'https://connect.facebook.net/en_US/fbevents.js',
    sources: {
      script: ['https://connect.facebook.net'],
      connect: ['https://www.facebook.com', 'https://connect.facebook.net'],
      img: ['https://www.facebook.com'],
    },
  },
  /** The Google tag for Google Ads conversions, after consent when configured (`GOOGLE_ADS_ID`). */
  googleAds: {
    name: 'Google tag',
    script: 'https://www.googletagmanager.com/gtag/js',
    sources: {
      script: ['https://www.googletagmanager.com'],
      connect: ['https://www.google.com', 'https://googleads.g.doubleclick.net', 'https://www.googletagmanager.com'],
      img: ['https://www.google.com', 'https://googleads.g.doubleclick.net', 'https://www.googletagmanager.com'],
      frame: ['https://td.doubleclick.net', 'https://www.googletagmanager.com'],
    },
  },
} as const satisfies Record<string, FixedService>

/** PostHog serves its scripts from an "-assets" host next to the API host (us.i → us-assets.i). */
export function posthogAssetsOrigin(host: string): string {
  const url = new URL(host)
  url.hostname = url.hostname.replace(/^([a-z]+)\.i\.posthog\.com$/, '$1-assets.i.posthog.com')
  return url.origin
}

/** PostHog's cloud domain: what the Lighthouse runs block (the host itself is configured). */
export const POSTHOG_DOMAIN = 'posthog.com'

/** True when `origin` is `domain` or one of its subdomains over https (a message's origin, say). */
export function isOriginOf(origin: string, domain: string): boolean {
  try {
    const url = new URL(origin)
    return url.protocol === 'https:' && (url.hostname === domain || url.hostname.endsWith(`.${domain}`))
  } catch {
    return false
  }
}

/**
 * The host of every origin of every service, and PostHog's domain: what a
 * content blocker, or the offline Lighthouse runs, would block.
 */
export function serviceHosts(services: Record<string, FixedService> = SERVICES): string[] {
  const hosts = Object.values(services).flatMap((s) => [
    ...(s.script ? [new URL(s.script).hostname] : []),
    ...Object.values(s.sources).flatMap((origins) => origins.map((o) => new URL(o).hostname)),
  ])
  return [...new Set([...hosts, POSTHOG_DOMAIN])].sort()
}
