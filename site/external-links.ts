import { DEFAULT_LANG, LANGS, type Lang } from './lang.ts'
import type { SiteConfig } from './schema/config.ts'

/** Deploy-config links a section or the navigation may point at (`ext:<key>`); see site/config.ts. `ext:email` is a mailto: link to the contact address. */
export const EXTERNAL_LINKS = [
  'signIn',
  'getStarted',
  'register',
  'blog',
  'demoVideo',
  'linkedin',
  'instagram',
  'youtube',
  'status',
  'calendly',
  'founderCeo',
  'founderCoo',
  'email',
] as const
export type ExternalLink = (typeof EXTERNAL_LINKS)[number]

const EXT = 'ext:'

/** Whether an href points at a URL of the deploy config (`ext:<key>`), known key or not. */
export const isConfigLink = (href: string): boolean => href.startsWith(EXT)

/** The config key an `ext:<key>` href names, or undefined for any other href and for an unknown key. */
export function configLinkKey(href: string): ExternalLink | undefined {
  if (!isConfigLink(href)) return undefined
  const key = href.slice(EXT.length)
  return EXTERNAL_LINKS.find((k) => k === key)
}

/** The href of a config link: `ext:<key>`. */
export const configLink = (key: string): string => `${EXT}${key}`

/** URL of an `ext:<key>` link for a language (deploy config, site/config.ts). */
export function externalUrl(config: SiteConfig, key: ExternalLink, lang: Lang): string {
  const urls: Record<ExternalLink, string> = {
    signIn: config.app.signIn,
    getStarted: config.app.getStarted,
    register: config.app.register,
    blog: config.blog[lang],
    demoVideo: config.demoVideoUrl,
    linkedin: config.social.linkedin,
    instagram: config.social.instagram[lang],
    youtube: config.social.youtube,
    status: config.statusUrl,
    calendly: config.calendly[lang],
    founderCeo: config.founders.ceo,
    founderCoo: config.founders.coo,
    email: `mailto:${config.contactEmail}`,
  }
  return urls[key]
}

/**
 * Destinations whose content exists in English only: the web app, the status
 * page, the demo video and the YouTube channel. A Spanish page marks a link to
 * them as it marks a link to an English-only page of this site (hreflang="en"
 * and "(en inglés)"; renderer/ui/Link.tsx, checked by
 * generator/html-checks/english-content-links.ts). Links whose URL is set per
 * language (blog, Instagram, scheduling) follow the page; LinkedIn shows its
 * pages in the visitor's own language.
 */
export const ENGLISH_ONLY_EXTERNAL: readonly ExternalLink[] = [
  'signIn',
  'getStarted',
  'register',
  'status',
  'demoVideo',
  'youtube',
]

/** The English-only external URLs of this deployment, as the other languages' pages link them, each with its `ext:` key. */
export function englishOnlyExternalUrls(config: SiteConfig): Map<string, ExternalLink> {
  const others = LANGS.filter((lang) => lang !== DEFAULT_LANG)
  return new Map(others.flatMap((lang) => ENGLISH_ONLY_EXTERNAL.map((key) => [externalUrl(config, key, lang), key])))
}
