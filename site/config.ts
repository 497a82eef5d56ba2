import { loadEnv } from 'vite'
import type { PublicAnalytics } from './analytics.ts'
import { SiteConfigSchema, type PublicConfig, type SiteConfig } from './schema/config.ts'
import { ConfigError } from './errors.ts'

/** Environment variable → config path. The one list README documents. */
export const ENV_VARS = {
  SITE_BRAND: 'brand',
  SITE_LEGAL_NAME: 'legalName',
  SITE_ORIGIN: 'origin',
  CONTACT_EMAIL: 'contactEmail',
  EMAILJS_PUBLIC_KEY: 'emailjs.publicKey',
  EMAILJS_SERVICE_ID: 'emailjs.serviceId',
  EMAILJS_TEMPLATE_ID: 'emailjs.templateId',
  EMAILJS_ORIGIN: 'emailjs.origin',
  CALENDLY_URL_EN: 'calendly.en',
  CALENDLY_URL_ES: 'calendly.es',
  POSTHOG_KEY: 'posthog.key',
  POSTHOG_HOST: 'posthog.host',
  POSTHOG_ALLOW_AUTOMATION: 'posthog.allowAutomation',
  META_PIXEL_ID: 'metaPixelId',
  GOOGLE_ADS_ID: 'googleAds.id',
  GOOGLE_ADS_CONVERSION_LABEL: 'googleAds.conversionLabel',
  APP_SIGNIN_URL: 'app.signIn',
  APP_GET_STARTED_URL: 'app.getStarted',
  APP_REGISTER_URL: 'app.register',
  BLOG_URL_EN: 'blog.en',
  BLOG_URL_ES: 'blog.es',
  SOCIAL_LINKEDIN_URL: 'social.linkedin',
  SOCIAL_INSTAGRAM_URL_EN: 'social.instagram.en',
  SOCIAL_INSTAGRAM_URL_ES: 'social.instagram.es',
  SOCIAL_YOUTUBE_URL: 'social.youtube',
  FOUNDER_CEO_URL: 'founders.ceo',
  FOUNDER_COO_URL: 'founders.coo',
  DEMO_VIDEO_URL: 'demoVideoUrl',
  PRODUCT_VIDEO_SRC: 'productVideo.en.src',
  PRODUCT_VIDEO_POSTER: 'productVideo.en.poster',
  PRODUCT_VIDEO_SRC_ES: 'productVideo.es.src',
  PRODUCT_VIDEO_POSTER_ES: 'productVideo.es.poster',
  STATUS_URL: 'statusUrl',
} as const

export type EnvVar = keyof typeof ENV_VARS

/** Safe local defaults: reserved example domains and the local outbox. */
export const DEFAULTS: Record<EnvVar, string> = {
  SITE_BRAND: 'Arcline',
  SITE_LEGAL_NAME: '',
  SITE_ORIGIN: 'https://www.example.com',
  CONTACT_EMAIL: 'hello@example.com',
  EMAILJS_PUBLIC_KEY: 'local-public-key',
  EMAILJS_SERVICE_ID: 'local_outbox',
  EMAILJS_TEMPLATE_ID: 'contact_form',
  EMAILJS_ORIGIN: 'http://localhost:4174',
  CALENDLY_URL_EN: 'https://calendly.com/example-team/demo',
  CALENDLY_URL_ES: 'https://calendly.com/example-team/demo-es',
  POSTHOG_KEY: '',
  POSTHOG_HOST: 'https://us.i.posthog.com',
  POSTHOG_ALLOW_AUTOMATION: '',
  META_PIXEL_ID: '',
  GOOGLE_ADS_ID: '',
  GOOGLE_ADS_CONVERSION_LABEL: '',
  APP_SIGNIN_URL: 'https://app.example.com/login',
  APP_GET_STARTED_URL: 'https://app.example.com/get-started',
  APP_REGISTER_URL: 'https://app.example.com/register',
  BLOG_URL_EN: 'https://blog.example.com/en',
  BLOG_URL_ES: 'https://blog.example.com/es',
  SOCIAL_LINKEDIN_URL: 'https://www.linkedin.com/company/example',
  SOCIAL_INSTAGRAM_URL_EN: 'https://www.instagram.com/example',
  SOCIAL_INSTAGRAM_URL_ES: 'https://www.instagram.com/example.es',
  SOCIAL_YOUTUBE_URL: 'https://www.youtube.com/@example',
  FOUNDER_CEO_URL: 'https://www.linkedin.com/in/example-ceo',
  FOUNDER_COO_URL: 'https://www.linkedin.com/in/example-coo',
  DEMO_VIDEO_URL: 'https://www.youtube.com/watch?v=example',
  PRODUCT_VIDEO_SRC: '/media/product-demo.mp4',
  PRODUCT_VIDEO_POSTER: '/media/product-demo-poster.avif',
  PRODUCT_VIDEO_SRC_ES: '/media/product-demo.es.mp4',
  PRODUCT_VIDEO_POSTER_ES: '/media/product-demo-poster.es.avif',
  STATUS_URL: 'https://status.example.com',
}

/** Optional integrations: left empty they are simply off, also in production. */
const OPTIONAL: ReadonlySet<EnvVar> = new Set([
  'POSTHOG_KEY',
  'POSTHOG_ALLOW_AUTOMATION',
  'META_PIXEL_ID',
  'GOOGLE_ADS_ID',
  'GOOGLE_ADS_CONVERSION_LABEL',
])

export interface LoadOptions {
  /** Build mode; `production` refuses example values. Default: SITE_MODE or "development". */
  mode?: string
  /** Variables to read; default: process.env merged over `.env` and `.env.<mode>`. */
  env?: Record<string, string | undefined>
  /** Directory holding the .env files. */
  root?: string
}

/** The mode a build runs in (`--mode` of the build CLI sets SITE_MODE). */
export function currentMode(): string {
  return process.env.SITE_MODE ?? 'development'
}

function setPath(target: Record<string, unknown>, path: string, value: string): void {
  const keys = path.split('.')
  let node = target
  for (const key of keys.slice(0, -1)) node = (node[key] ??= {}) as Record<string, unknown>
  node[keys.at(-1)!] = value
}

/** An example or local value that must never reach production. */
export function isExampleValue(value: string): boolean {
  if (value === '') return false
  if (/^local[-_]/i.test(value)) return true
  if (/(^|[./@-])example([./-]|$)/i.test(value) || /example\.(com|org|net)/i.test(value)) return true
  try {
    const host = new URL(value).hostname
    return host === 'localhost' || host === '127.0.0.1' || host.endsWith('.test') || host.endsWith('.localhost')
  } catch {
    return false
  }
}

/**
 * Reads, validates and returns the site config. Throws a ConfigError whose
 * message names each bad variable and how to fix it.
 */
export function loadSiteConfig(options: LoadOptions = {}): SiteConfig {
  const mode = options.mode ?? currentMode()
  const env = options.env ?? { ...loadEnv(mode, options.root ?? process.cwd(), ''), ...process.env }
  const values = Object.fromEntries(
    (Object.keys(ENV_VARS) as EnvVar[]).map((name) => [name, env[name]?.trim() || DEFAULTS[name]]),
  ) as Record<EnvVar, string>
  values.SITE_LEGAL_NAME ||= `${values.SITE_BRAND} LLC`

  const raw: Record<string, unknown> = {}
  for (const name of Object.keys(ENV_VARS) as EnvVar[]) setPath(raw, ENV_VARS[name], values[name])

  const parsed = SiteConfigSchema.safeParse(raw)
  if (!parsed.success) {
    const byPath = Object.fromEntries(Object.entries(ENV_VARS).map(([k, v]) => [v, k]))
    const lines = parsed.error.issues.map((issue) => {
      const path = issue.path.join('.')
      return `  ${byPath[path] ?? path} (${path}): ${issue.message}`
    })
    throw new ConfigError(`site config: invalid value${lines.length > 1 ? 's' : ''}\n${lines.join('\n')}`)
  }

  if (mode === 'production') {
    const bad = (Object.keys(ENV_VARS) as EnvVar[]).filter(
      (name) => !OPTIONAL.has(name) && isExampleValue(values[name]),
    )
    if (bad.length > 0) {
      throw new ConfigError(
        `site config: a production build refuses example or local values. Set these variables (or put them in .env.production):\n` +
          bad.map((name) => `  ${name}=${values[name]}`).join('\n'),
      )
    }
  }
  return parsed.data
}

/** The analytics integrations as the browser sees them (`null` = off). */
export function publicAnalytics(config: SiteConfig): PublicAnalytics {
  return {
    posthog: config.posthog.key
      ? { key: config.posthog.key, host: config.posthog.host, allowAutomation: config.posthog.allowAutomation }
      : null,
    metaPixelId: config.metaPixelId || null,
    googleAds: config.googleAds.id
      ? { id: config.googleAds.id, conversionLabel: config.googleAds.conversionLabel }
      : null,
  }
}

/** The subset of config that pages hand to the browser. */
export function publicConfig(config: SiteConfig): PublicConfig {
  return { contactEmail: config.contactEmail, emailjs: config.emailjs, analytics: publicAnalytics(config) }
}
