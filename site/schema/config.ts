import { z } from 'zod'
import type { PublicAnalytics } from '../analytics.ts'

const url = z.url({ protocol: /^https?$/ })
/** An absolute http(s) URL or a root-relative path served from public/. */
const urlOrPath = z.union([url, z.string().regex(/^\/[^\s]*$/, 'must be an absolute URL or a path starting with /')])
const optionalId = z.string().trim().default('')

/**
 * Deploy configuration: identifiers and URLs that differ per deployment.
 * Read from the environment at build time (see `site/config.ts` for the
 * variable names); every field has a safe local default on a reserved example
 * domain, so the site builds with no account or key.
 */
export const SiteConfigSchema = z.strictObject({
  /** Product name shown in the navigation, titles and copy. @example "Arcline" */
  brand: z.string().trim().min(2),
  /** Legal entity used by the legal pages. @example "Arcline LLC" */
  legalName: z.string().trim().min(2),
  /** Public origin, no trailing slash; canonical URLs start with it. @example "https://www.arcline.ai" */
  origin: url.refine((v) => !v.endsWith('/'), 'must not end with a slash'),
  /** Address visitors write to and the contact form delivers to. */
  contactEmail: z.email(),
  emailjs: z.strictObject({
    /** EmailJS public key (the `user_id` of a send). */
    publicKey: z.string().trim().min(1),
    serviceId: z.string().trim().min(1),
    templateId: z.string().trim().min(1),
    /** API origin; the local outbox by default. @example "https://api.emailjs.com" */
    origin: url.refine((v) => !v.endsWith('/'), 'must not end with a slash'),
  }),
  /** Calendly scheduling links, one per language. */
  calendly: z.strictObject({ en: url, es: url }),
  posthog: z.strictObject({
    /** Project API key; empty disables product analytics (and the consent banner if nothing else is set). */
    key: optionalId,
    /** API host. @example "https://us.i.posthog.com" */
    host: url,
    /**
     * Count visits from automated browsers (navigator.webdriver). Only the
     * end-to-end test build sets it; real traffic keeps PostHog's bot filter.
     */
    allowAutomation: z.enum(['', '0', '1', 'true', 'false']).transform((v) => v === '1' || v === 'true'),
  }),
  /** Meta Pixel id; empty disables the pixel. */
  metaPixelId: optionalId.refine((v) => v === '' || /^\d{5,20}$/.test(v), 'must be digits'),
  googleAds: z.strictObject({
    /** Google tag id; empty disables it. @example "AW-123456789" */
    id: optionalId.refine((v) => v === '' || /^AW-\d+$/.test(v), 'must look like AW-123456789'),
    /** Conversion label of the booked-demo conversion. */
    conversionLabel: optionalId,
  }),
  /** The separate web app. */
  app: z.strictObject({ signIn: url, getStarted: url, register: url }),
  blog: z.strictObject({ en: url, es: url }),
  social: z.strictObject({
    linkedin: url,
    instagram: z.strictObject({ en: url, es: url }),
    youtube: url,
  }),
  /** Founders' professional-network profiles. */
  founders: z.strictObject({ ceo: url, coo: url }),
  /** External demo video behind "watch demo". */
  demoVideoUrl: url,
  /**
   * The click-to-play product clip on the home and start pages, per language:
   * the clip and its poster show the product's screens, whose words are in
   * the page's language.
   */
  productVideo: z.strictObject({
    en: z.strictObject({ src: urlOrPath, poster: urlOrPath }),
    es: z.strictObject({ src: urlOrPath, poster: urlOrPath }),
  }),
  /** Public status page. */
  statusUrl: url,
})

export type SiteConfig = z.infer<typeof SiteConfigSchema>

/** What the browser may see: ids and URLs only, no server concerns. */
export interface PublicConfig {
  contactEmail: string
  emailjs: SiteConfig['emailjs']
  analytics: PublicAnalytics
}
