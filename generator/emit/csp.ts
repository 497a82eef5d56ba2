import { createHash } from 'node:crypto'
import { islandsIn, servicesOf, type IslandService } from '../../site/islands.ts'
import type { SiteConfig } from '../../site/schema/config.ts'
import { type Directive, type FixedService, posthogAssetsOrigin, SERVICES } from '../../site/services.ts'

/** 'sha256-…' source of an inline script or style body. */
export const sha256Source = (body: string) => `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`

/**
 * The CSP source of a service's origin. A plain-http origin (the local outbox
 * of `npm start` and the tests; production requires https, site/env.ts) is
 * written without its scheme, which CSP reads as the page's own scheme: the
 * page reaches it when served over http, and the same build served over https
 * allows no plaintext connection (Mozilla's Observatory takes 20 points for an
 * `http:` source on an https site).
 */
function originOf(url: string): string {
  const parsed = new URL(url)
  return parsed.protocol === 'http:' ? parsed.host : parsed.origin
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
export function integrationSources(
  config: SiteConfig,
  needs: PageNeeds = EVERYTHING,
  services: Record<keyof typeof SERVICES, FixedService> = SERVICES,
): Record<Directive, string[]> {
  const s: Record<Directive, string[]> = { script: [], connect: [], img: [], frame: [], media: [], style: [] }
  const allow = (service: FixedService) => {
    for (const [directive, origins] of Object.entries(service.sources)) s[directive as Directive].push(...origins)
  }
  if (needs.has('emailService')) s.connect.push(originOf(config.emailjs.origin))
  if (needs.has('scheduler')) allow(services.scheduler)
  if (config.posthog.key) {
    const assets = posthogAssetsOrigin(config.posthog.host)
    s.connect.push(originOf(config.posthog.host), assets)
    s.script.push(assets)
  }
  if (config.metaPixelId) allow(services.metaPixel)
  if (config.googleAds.id) allow(services.googleAds)
  for (const { src, poster } of Object.values(config.productVideo)) {
    if (/^https?:/.test(src)) s.media.push(originOf(src))
    if (/^https?:/.test(poster)) s.img.push(originOf(poster))
  }
  for (const key of Object.keys(s) as Directive[]) s[key] = [...new Set(s[key])]
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
    ['script-src', join("'self'", hashes.scripts, ext.script)],
    ['style-src', join("'self'", hashes.styles, ext.style)],
    ['img-src', join("'self'", 'data:', ext.img)],
    ['font-src', "'self'"],
    ['connect-src', join("'self'", ext.connect)],
    ['media-src', join("'self'", ext.media)],
    ['frame-src', join(ext.frame)],
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

/** Directives a `<meta>` policy cannot carry (CSP Level 3, §"meta element"). */
const HEADER_ONLY = /^(frame-ancestors|report-uri|report-to|sandbox)$/

/** A policy as an ordered map of directive → sources. */
export function parsePolicy(policy: string): Map<string, string[]> {
  const out = new Map<string, string[]>()
  for (const part of policy.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/)
    if (name && !out.has(name)) out.set(name, sources)
  }
  return out
}

const renderPolicy = (directives: Map<string, string[]>) =>
  [...directives].map(([name, sources]) => [name, ...sources].join(' ')).join('; ')

/** A page's policy as its `<meta>` element carries it: without what a `<meta>` cannot say. */
export function metaPolicy(policy: string): string {
  return renderPolicy(new Map([...parsePolicy(policy)].filter(([name]) => !HEADER_ONLY.test(name))))
}

/** The fetch directives a site-wide header bounds, each falling back to default-src (CSP3). */
const CEILING = [
  'script-src',
  'connect-src',
  'img-src',
  'font-src',
  'media-src',
  'frame-src',
  'manifest-src',
  'object-src',
]
/** Document directives that every page states the same way. */
const SITE_WIDE = ['base-uri', 'form-action', 'frame-ancestors']

/** Keywords and hashes, then schemes, then hosts, each alphabetically: the same header whatever the page order. */
const rank = (source: string) => (source.startsWith("'") ? 0 : source.endsWith(':') ? 1 : 2)
const bySource = (a: string, b: string) => rank(a) - rank(b) || (a < b ? -1 : a > b ? 1 : 0)

/**
 * The one policy of the response header, for every page and the 404 page:
 * what a `<meta>` cannot carry (`frame-ancestors`), the document directives
 * the pages share, and a ceiling for each fetch directive: the union of what
 * the pages' own policies allow (a page that states none allows what its
 * `default-src` allows). Two policies are both enforced, so the header never
 * narrows a page's own policy and still bounds a page whose `<meta>` were
 * lost. Styles are left to each page's policy: their hashes differ on every
 * page, and a union of them would grow with the site. The header's size
 * depends on the site's integrations and shared inline scripts, not on its
 * number of pages.
 */
export function siteHeaderPolicy(pagePolicies: readonly string[]): string {
  const parsed = pagePolicies.map(parsePolicy)
  const out = new Map<string, string[]>()
  for (const name of CEILING) {
    const union = new Set<string>()
    for (const page of parsed)
      for (const source of page.get(name) ?? page.get('default-src') ?? ['*']) union.add(source)
    if (union.size > 1) union.delete("'none'")
    if (!union.has('*')) out.set(name, [...union].sort(bySource))
  }
  for (const name of SITE_WIDE) {
    const values = new Set(parsed.map((page) => (page.get(name) ?? []).join(' ')))
    if (values.size !== 1 || [...values][0] === '')
      throw new Error(
        `every page must state ${name} the same way (found: ${[...values].map((v) => v || 'none').join(' | ')})`,
      )
    out.set(name, [...values][0]!.split(' '))
  }
  return renderPolicy(out)
}
