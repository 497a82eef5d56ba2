import { createHash } from 'node:crypto'
import { islandsIn, servicesOf, type IslandService } from '../../site/islands.ts'
import type { SiteConfig } from '../../site/schema/config.ts'

/** 'sha256-…' source of an inline script or style body. */
export const sha256Source = (body: string) => `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`

const originOf = (url: string) => new URL(url).origin

/** PostHog serves its scripts from an "-assets" host next to the API host (us.i → us-assets.i). */
export function posthogAssetsOrigin(host: string): string {
  const url = new URL(host)
  url.hostname = url.hostname.replace(/^([a-z]+)\.i\.posthog\.com$/, '$1-assets.i.posthog.com')
  return url.origin
}

/**
 * The third-party services a page needs beyond analytics (which every page
 * may load after consent): those of the islands it carries (site/islands.ts).
 */
export type PageNeeds = ReadonlySet<IslandService>

const EVERYTHING: PageNeeds = new Set<IslandService>(['emailService', 'scheduler'])

/** A page's needs, from the islands its built HTML carries. */
export const needsOf = (html: string): PageNeeds => servicesOf(islandsIn(html))

/**
 * Third-party origins per directive: exactly what the configured
 * integrations need on a page with these needs, nothing for an integration
 * that is off or that the page does not carry.
 */
export function integrationSources(config: SiteConfig, needs: PageNeeds = EVERYTHING): Record<string, string[]> {
  const s: Record<string, string[]> = { script: [], connect: [], img: [], frame: [], media: [], style: [] }
  if (needs.has('emailService')) s.connect!.push(originOf(config.emailjs.origin))
  if (needs.has('scheduler')) {
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
