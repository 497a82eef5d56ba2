import { resolveInternal } from '../generator/routes.ts'
import type { ExternalLink } from '../generator/schema/sections/index.ts'
import type { Lang } from '../generator/schema/route.ts'
import type { Site } from '../generator/site.ts'

export interface ResolvedLink {
  href: string
  external: boolean
}

/** URL of an `ext:<key>` link for a language. */
export function externalUrl(site: Site, key: ExternalLink, lang: Lang): string {
  const c = site.config
  const urls: Record<ExternalLink, string> = {
    signIn: c.app.signIn,
    getStarted: c.app.getStarted,
    register: c.app.register,
    blog: c.blog[lang],
    demoVideo: c.demoVideoUrl,
    linkedin: c.social.linkedin,
    instagram: c.social.instagram[lang],
    youtube: c.social.youtube,
    status: c.statusUrl,
    calendly: c.calendly[lang],
    founderCeo: c.founders.ceo,
    founderCoo: c.founders.coo,
  }
  return urls[key]
}

/** Turns a manifest or copy href into the URL this page links to. */
export function resolveLink(site: Site, href: string, lang: Lang): ResolvedLink {
  if (href.startsWith('ext:')) return { href: externalUrl(site, href.slice(4) as ExternalLink, lang), external: true }
  if (href.startsWith('/') && !href.startsWith('//'))
    return { href: resolveInternal(href, lang, site.routes), external: false }
  if (href.startsWith('#')) return { href, external: false }
  return { href, external: !href.startsWith('mailto:') }
}
