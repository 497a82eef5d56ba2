import { createHash } from 'node:crypto'
import type { SiteConfig } from '../schema/config.ts'

/** 'sha256-…' source of an inline script or style body. */
export const sha256Source = (body: string) => `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`

const originOf = (url: string) => new URL(url).origin

/** PostHog serves its scripts from an "-assets" host next to the API host (us.i → us-assets.i). */
export function posthogAssetsOrigin(host: string): string {
  const url = new URL(host)
  url.hostname = url.hostname.replace(/^([a-z]+)\.i\.posthog\.com$/, '$1-assets.i.posthog.com')
  return url.origin
}

/** What a page carries that needs a third party beyond analytics (which every page may load after consent). */
export interface PageNeeds {
  /** The contact form: the email service's API. */
  contactForm: boolean
  /** The scheduling widget: its script and its frame. */
  booking: boolean
}

const EVERYTHING: PageNeeds = { contactForm: true, booking: true }

/** A page's needs, read from the islands its HTML carries. */
export const needsOf = (html: string): PageNeeds => ({
  contactForm: html.includes('data-island="contactForm"'),
  booking: html.includes('data-island="booking"'),
})

/**
 * Third-party origins per directive: exactly what the configured
 * integrations need on a page with these needs, nothing for an integration
 * that is off or that the page does not carry.
 */
export function integrationSources(config: SiteConfig, needs: PageNeeds = EVERYTHING): Record<string, string[]> {
  const s: Record<string, string[]> = { script: [], connect: [], img: [], frame: [], media: [], style: [] }
  if (needs.contactForm) s.connect!.push(originOf(config.emailjs.origin))
  if (needs.booking) {
    s.script!.push('https://assets.calendly.com')
    s.frame!.push('https://calendly.com')
  }
  if (config.posthog.key) {
    const api = originOf(config.posthog.host)
    const assets = posthogAssetsOrigin(config.posthog.host)
    s.connect!.push(api, assets)
    s.script!.push(assets)
  }
  if (config.metaPixelId) {
    s.script!.push('https://connect.facebook.net')
    s.connect!.push('https://www.facebook.com', 'https://connect.facebook.net')
    s.img!.push('https://www.facebook.com')
  }
  if (config.googleAds.id) {
    s.script!.push('https://www.googletagmanager.com')
    s.connect!.push('https://www.google.com', 'https://googleads.g.doubleclick.net', 'https://www.googletagmanager.com')
    s.img!.push('https://www.google.com', 'https://googleads.g.doubleclick.net', 'https://www.googletagmanager.com')
    s.frame!.push('https://td.doubleclick.net', 'https://www.googletagmanager.com')
  }
  for (const url of [config.productVideo.src, config.productVideo.poster])
    if (/^https?:/.test(url)) (url === config.productVideo.src ? s.media! : s.img!).push(originOf(url))
  for (const key of Object.keys(s)) s[key] = [...new Set(s[key])]
  return s
}

/**
 * The Content-Security-Policy of a page: default-src 'none', scripts only
 * from self and the hashes of the page's inline scripts, no 'unsafe-inline',
 * third parties only as the page needs them.
 */
export function buildCsp(
  config: SiteConfig,
  hashes: { scripts: string[]; styles: string[] },
  needs: PageNeeds = EVERYTHING,
): string {
  const ext = integrationSources(config, needs)
  const join = (...parts: (string | string[])[]) => parts.flat().filter(Boolean).join(' ')
  const directives: [string, string][] = [
    ['default-src', "'none'"],
    ['script-src', join("'self'", hashes.scripts, ext.script!)],
    ['style-src', join("'self'", hashes.styles, ext.style!)],
    ['img-src', join("'self'", 'data:', ext.img!)],
    ['font-src', "'self'"],
    ['connect-src', join("'self'", ext.connect!)],
    ['media-src', join("'self'", ext.media!)],
    ['frame-src', join(ext.frame!)],
    ['manifest-src', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
    ['base-uri', "'self'"],
    ['object-src', "'none'"],
  ]
  return directives
    .filter(([, v]) => v)
    .map(([k, v]) => `${k} ${v}`)
    .join('; ')
}
