import { z } from 'zod'
import type { PublicAnalytics } from '../analytics.ts'
import { perLanguage } from '../lang.ts'

const url = z.url({ protocol: /^https?$/, error: 'must be an absolute http(s) URL' })
/** An absolute http(s) URL or a root-relative path served from public/. */
const urlOrPath = z.union([url, z.string().regex(/^\/[^\s]*$/)], {
  error: 'must be an absolute http(s) URL or a path starting with / (a file in public/)',
})
const optionalId = z.string().trim().default('')
/** The parts of a URL, or nothing when it is none (refinements run even after the URL check failed). */
const parsed = (v: string): URL | null => URL.parse(v)

/** An https URL on one of these hosts (or their subdomains). */
const urlOn = (hosts: string[], what: string) =>
  url.refine(
    (v) => {
      const host = parsed(v)?.hostname ?? ''
      return hosts.some((h) => host === h || host.endsWith(`.${h}`))
    },
    `must be ${what} (a URL on ${hosts.join(' or ')})`,
  )

/**
 * An EmailJS identifier. EmailJS documents no fixed shape: the dashboard
 * proposes `service_…` / `template_…` ids but lets you choose your own (its
 * own tutorial uses "contact_form", its SDK tests "my_test_template"), and
 * `default_service` is a reserved service id. So only what every id is:
 * letters, digits, "-" and "_", which catches a value pasted with spaces,
 * quotes or a URL.
 */
const emailjsId = (what: string) =>
  z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]+$/, `must be the ${what} as the EmailJS dashboard shows it: letters, digits, - and _ only`)

/**
 * A Calendly event link, as Calendly shows it under "Copy link":
 * https://calendly.com/<your link>/<event>. The inline widget takes it as is.
 */
const calendlyLink = urlOn(['calendly.com'], 'a Calendly event link, https://calendly.com/<your link>/<event>').refine(
  (v) => (parsed(v)?.pathname.split('/').filter(Boolean).length ?? 0) >= 1,
  'must name your Calendly link and event, not only calendly.com',
)

/**
 * Deploy configuration: identifiers and URLs that differ per deployment.
 * Read from the environment at build time (see `site/env.ts` for the
 * variable names: a value per declared language is `<NAME>_<CODE>`); every field has a safe local default on a reserved example
 * domain, so the site builds with no account or key.
 */
export const SiteConfigSchema = z.strictObject({
  /** Product name shown in the navigation, titles and copy. @example "Arcline" */
  brand: z.string().trim().min(2, 'must be at least 2 characters'),
  /** Legal entity used by the legal pages. @example "Arcline LLC" */
  legalName: z.string().trim().min(2, 'must be at least 2 characters'),
  /** The legal entity's postal address, as the legal pages name it. */
  legalAddress: z.string().trim().min(10, 'must be a postal address: street, city, postal code and country'),
  /** Public origin, no trailing slash; canonical URLs start with it. @example "https://www.arcline.ai" */
  origin: url.refine((v) => !v.endsWith('/'), 'must not end with a slash'),
  /** Address visitors write to and the contact form delivers to. */
  contactEmail: z.email({ error: 'must be an email address' }),
  emailjs: z.strictObject({
    /** EmailJS public key (the `user_id` of a send). @example "Xy7pQ2aB9cD4eF1gH" */
    publicKey: emailjsId('public key'),
    /** Email service id, or the reserved `default_service`. @example "service_x7k2p9q" */
    serviceId: emailjsId('service id'),
    /** Template id; the template's variables are listed in docs/deploy.md. @example "template_4bq7d2z" */
    templateId: emailjsId('template id'),
    /** API origin; the local outbox by default. @example "https://api.emailjs.com" */
    origin: url.refine((v) => !v.endsWith('/'), 'must not end with a slash'),
  }),
  /** Calendly event links, one per language. @example "https://calendly.com/arcline/demo" */
  calendly: z.strictObject(perLanguage(() => calendlyLink)),
  posthog: z.strictObject({
    /**
     * Project API key; empty disables product analytics (and the consent
     * banner if nothing else is set). PostHog's project keys start with
     * `phc_`; its personal keys (`phx_`) are secrets and never belong in a page.
     */
    key: optionalId
      .refine((v) => !v.startsWith('phx_'), {
        error:
          'is a personal API key (phx_), a secret that must never be in a web page: use the project API key (phc_)',
        abort: true,
      })
      .refine((v) => v === '' || /^phc_[A-Za-z0-9_-]+$/.test(v), 'must be the project API key, which starts with phc_'),
    /** API host. @example "https://us.i.posthog.com" */
    host: url,
    /**
     * Count visits from automated browsers (navigator.webdriver). Only the
     * end-to-end test build sets it; real traffic keeps PostHog's bot filter.
     */
    allowAutomation: z.enum(['', '0', '1', 'true', 'false']).transform((v) => v === '1' || v === 'true'),
  }),
  /** Meta Pixel id; empty disables the pixel. */
  metaPixelId: optionalId.refine((v) => v === '' || /^\d{5,20}$/.test(v), 'must be the pixel id, digits only'),
  googleAds: z.strictObject({
    /** Google tag id; empty disables it. @example "AW-123456789" */
    id: optionalId.refine((v) => v === '' || /^AW-\d+$/.test(v), 'must look like AW-123456789'),
    /** Conversion label of the booked-demo conversion. @example "AbC-D_efG-h12_34-567" */
    conversionLabel: optionalId.refine(
      (v) => /^[A-Za-z0-9_-]*$/.test(v),
      'must be the label alone (letters, digits, - and _), not the whole send_to value',
    ),
  }),
  /** The separate web app. */
  app: z.strictObject({ signIn: url, getStarted: url, register: url }),
  /** The blog, one per language. */
  blog: z.strictObject(perLanguage(() => url)),
  social: z.strictObject({
    linkedin: urlOn(['linkedin.com'], 'a LinkedIn page'),
    /** The Instagram account linked from each language's pages. */
    instagram: z.strictObject(perLanguage(() => urlOn(['instagram.com'], 'an Instagram account'))),
    youtube: urlOn(['youtube.com'], 'a YouTube channel'),
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
  productVideo: z.strictObject(perLanguage(() => z.strictObject({ src: urlOrPath, poster: urlOrPath }))),
  /** Public status page. */
  statusUrl: url,
  deploy: z.strictObject({
    /** Most files the host takes in one deploy (Cloudflare Pages: 20,000 free, 100,000 paid). @example 20000 */
    fileLimit: z.coerce
      .number({ error: 'must be a whole number of files, e.g. 20000' })
      .int('must be a whole number of files, e.g. 20000')
      .positive('must be more than 0'),
  }),
})

export type SiteConfig = z.infer<typeof SiteConfigSchema>

/** What the browser may see: ids and URLs only, no server concerns. */
export interface PublicConfig {
  contactEmail: string
  emailjs: SiteConfig['emailjs']
  analytics: PublicAnalytics
}
