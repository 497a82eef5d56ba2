import { resolveInternal } from '../site/routes.ts'
import type { ExternalLink } from '../site/schema/sections/index.ts'
import type { Lang } from '../site/schema/route.ts'
import type { Site } from '../site/site.ts'

export interface ResolvedLink {
  href: string
  external: boolean
  /** Language of the target page's content, for a page of this site (/es/story: "en"). */
  contentLang?: Lang
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
    email: `mailto:${c.contactEmail}`,
  }
  return urls[key]
}

/** Turns a manifest or copy href into the URL this page links to. */
export function resolveLink(site: Site, href: string, lang: Lang): ResolvedLink {
  if (href.startsWith('ext:')) {
    const url = externalUrl(site, href.slice(4) as ExternalLink, lang)
    return { href: url, external: !url.startsWith('mailto:') }
  }
  if (href.startsWith('/') && !href.startsWith('//')) {
    const target = resolveInternal(href, lang, site.routes)
    return { href: target, external: false, contentLang: site.byUrl.get(target.split('#')[0]!)?.contentLang }
  }
  if (href.startsWith('#')) return { href, external: false }
  return { href, external: !href.startsWith('mailto:') }
}
