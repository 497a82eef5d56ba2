import { configLinkKey, ENGLISH_ONLY_EXTERNAL, externalUrl as configUrl } from '../site/external-links.ts'
import { resolveInternal } from '../site/routes.ts'
import type { ExternalLink } from '../site/external-links.ts'
import { DEFAULT_LANG, type Lang } from '../site/lang.ts'
import type { Site } from '../site/site.ts'

export interface ResolvedLink {
  href: string
  external: boolean
  /** Language of the target's content: a page of this site (/es/story: "en") or an English-only destination (the web app). */
  contentLang?: Lang
}

/** URL of an `ext:<key>` link for a language. */
export function externalUrl(site: Site, key: ExternalLink, lang: Lang): string {
  return configUrl(site.config, key, lang)
}

/** Turns a manifest or copy href into the URL this page links to. */
export function resolveLink(site: Site, href: string, lang: Lang): ResolvedLink {
  const key = configLinkKey(href)
  if (key) {
    const url = externalUrl(site, key, lang)
    const english = ENGLISH_ONLY_EXTERNAL.includes(key)
    return { href: url, external: !url.startsWith('mailto:'), ...(english ? { contentLang: DEFAULT_LANG } : {}) }
  }
  if (href.startsWith('/') && !href.startsWith('//')) {
    const target = resolveInternal(href, lang, site.routes)
    return { href: target, external: false, contentLang: site.byUrl.get(target.split('#')[0]!)?.contentLang }
  }
  if (href.startsWith('#')) return { href, external: false }
  return { href, external: !href.startsWith('mailto:') }
}
