/**
 * The one list of deploy variables: where each goes in the config, its local
 * default, what a production build demands of it, and a valid production
 * value to show when one is refused. `site/config.ts` reads the environment
 * with it; `npm run config:docs` writes docs/configuration.md and
 * .env.production.example from it (a unit test fails when they are stale).
 */
import { DEFAULT_LANG, LANGS, type Lang } from './lang.ts'
import { LANGUAGE_NAME } from './lang-tags.ts'
import { localizedFile } from './images.ts'

/** What a production build (`--mode production`) demands of a variable. */
export type ProductionRule =
  /** Must be set, to a value that is not an example or local one. */
  | 'required'
  /** The default serves; a value that is set must not be an example or local one. */
  | 'default'
  /** Left empty, the integration is off. */
  | 'optional'

export interface EnvVarSpec {
  /** Where the value goes in the site config (`site/schema/config.ts`), as a dot path. */
  path: string
  /** Heading it is listed under in docs/configuration.md. */
  group: string
  /** What it is, one line (Markdown). */
  description: string
  /** Local default: the site builds and runs with it, with no account. */
  local: string
  /** The default of a production build, when it differs from `local`. */
  productionDefault?: string
  production: ProductionRule
  /** A valid production value, shown beside a refusal and in the docs. Empty for "leave it empty". */
  example: string
  /** A production-only refusal beyond the schema and the example check: why, or null. */
  productionCheck?: (value: string) => string | null
}

const httpsOnly = (value: string) =>
  value.startsWith('https://') ? null : 'must start with https:// (every page sends HSTS, so browsers use https only)'

/**
 * A variable with a value per declared language is `<NAME>_<CODE>`, CODE the
 * language's code in capitals with any "-" written "_" (`CALENDLY_URL_ES`;
 * a language declared as `pt` reads `CALENDLY_URL_PT`, one declared as
 * `pt-BR` reads `CALENDLY_URL_PT_BR`). The default language's takes the
 * suffix too (`CALENDLY_URL_EN`), except where `bare` says its variable is
 * the bare NAME (`PRODUCT_VIDEO_SRC`).
 */
export const envNameOf = (name: string, lang: Lang, bare = false): string =>
  bare && lang === DEFAULT_LANG ? name : `${name}_${lang.toUpperCase().replace(/[^A-Z0-9]/g, '_')}`

/** A language as the specs of its variables see it. */
interface LanguageVars {
  lang: Lang
  /** Its name in English ("Spanish"), for the docs. */
  name: string
  /** Whether it is the default language. */
  isDefault: boolean
  /** Its code as a URL segment or file suffix ("es"). */
  slug: string
}

/** The variables of every declared language, in the order of the declaration. */
const eachLanguage = (specs: (language: LanguageVars) => Record<string, EnvVarSpec>): Record<string, EnvVarSpec> =>
  Object.assign(
    {},
    ...LANGS.map((lang) =>
      specs({ lang, name: LANGUAGE_NAME[lang], isDefault: lang === DEFAULT_LANG, slug: lang.toLowerCase() }),
    ),
  ) as Record<string, EnvVarSpec>

const calendly = ({ lang, name, isDefault, slug }: LanguageVars): Record<string, EnvVarSpec> => ({
  [envNameOf('CALENDLY_URL', lang)]: {
    path: `calendly.${lang}`,
    group: 'Demo booking (Calendly)',
    description: `Calendly event link of the ${name} demo${isDefault ? ' ([setup](deploy.md#calendly))' : ''}.`,
    local: `https://calendly.com/example-team/demo${isDefault ? '' : `-${slug}`}`,
    production: 'required',
    example: `https://calendly.com/arcline/demo${isDefault ? '' : `-${slug}`}`,
  },
})

const blog = ({ lang, name, slug }: LanguageVars): Record<string, EnvVarSpec> => ({
  [envNameOf('BLOG_URL', lang)]: {
    path: `blog.${lang}`,
    group: 'Links',
    description: `The ${name} blog.`,
    local: `https://blog.example.com/${slug}`,
    production: 'required',
    example: `https://blog.arcline.ai/${slug}`,
  },
})

const instagram = ({ lang, name, isDefault, slug }: LanguageVars): Record<string, EnvVarSpec> => ({
  [envNameOf('SOCIAL_INSTAGRAM_URL', lang)]: {
    path: `social.instagram.${lang}`,
    group: 'Links',
    description: `Instagram account linked from ${name} pages.`,
    local: `https://www.instagram.com/example${isDefault ? '' : `.${slug}`}`,
    production: 'required',
    example: `https://www.instagram.com/arcline${isDefault ? '' : `.${slug}`}`,
  },
})

/** The tour's clip and poster of a language: the file `npm run assets -- --tour` draws from its screens. */
const productVideo = ({ lang, name, isDefault }: LanguageVars): Record<string, EnvVarSpec> => {
  const clip = localizedFile('/media/product-demo.mp4', lang)
  const poster = localizedFile('/media/product-demo-poster.avif', lang)
  return {
    [envNameOf('PRODUCT_VIDEO_SRC', lang, true)]: {
      path: `productVideo.${lang}.src`,
      group: 'Media',
      description: isDefault
        ? `The click-to-play clip on the ${name} home and start pages: a file in \`public/\` or an https URL (a self-made tour by default).`
        : `The same clip on ${name} pages, whose screens show ${name} words: by default the tour drawn with the ${name} screens.`,
      local: clip,
      production: 'default',
      example: clip,
    },
    [envNameOf('PRODUCT_VIDEO_POSTER', lang, true)]: {
      path: `productVideo.${lang}.poster`,
      group: 'Media',
      description: isDefault ? 'Its poster image.' : `Its poster image (${name}).`,
      local: poster,
      production: 'default',
      example: poster,
    },
  }
}

/** Variables in the order the docs list them. */
const VARS = {
  SITE_BRAND: {
    path: 'brand',
    group: 'Site',
    description: 'Product name shown in the navigation, titles and copy (`{brand}`).',
    local: 'Arcline',
    production: 'default',
    example: 'Arcline',
  },
  SITE_LEGAL_NAME: {
    path: 'legalName',
    group: 'Site',
    description: 'Legal entity named by the legal pages; empty = the brand followed by "LLC".',
    local: '',
    production: 'default',
    example: 'Arcline LLC',
  },
  SITE_LEGAL_ADDRESS: {
    path: 'legalAddress',
    group: 'Site',
    description:
      "Postal address of the legal entity: the privacy notice and the privacy policy name it as the controller's ({legalAddress}).",
    local: '100 Example Street, Suite 200, Wilmington, DE 19801, USA',
    production: 'required',
    example: '1 Main Street, Suite 200, Wilmington, DE 19801, USA',
    productionCheck: (value) => (/\bexample\b/i.test(value) ? 'is the local example address' : null),
  },
  SITE_ORIGIN: {
    path: 'origin',
    group: 'Site',
    description:
      'Public origin, no trailing slash: canonical URLs, the sitemap, social tags and JSON-LD start with it.',
    local: 'https://www.example.com',
    production: 'required',
    example: 'https://www.arcline.ai',
    productionCheck: httpsOnly,
  },
  CONTACT_EMAIL: {
    path: 'contactEmail',
    group: 'Site',
    description: "Address shown on the site; the contact form delivers to it (the template's `{{to_email}}`).",
    local: 'hello@example.com',
    production: 'required',
    example: 'hello@arcline.ai',
  },
  EMAILJS_PUBLIC_KEY: {
    path: 'emailjs.publicKey',
    group: 'Contact form (EmailJS)',
    description: 'EmailJS dashboard › Account › General › Public Key.',
    local: 'local-public-key',
    production: 'required',
    example: 'Xy7pQ2aB9cD4eF1gH',
  },
  EMAILJS_SERVICE_ID: {
    path: 'emailjs.serviceId',
    group: 'Contact form (EmailJS)',
    description: "EmailJS dashboard › Email Services › the service's Service ID (or `default_service`).",
    local: 'local_outbox',
    production: 'required',
    example: 'service_x7k2p9q',
  },
  EMAILJS_TEMPLATE_ID: {
    path: 'emailjs.templateId',
    group: 'Contact form (EmailJS)',
    description:
      "EmailJS dashboard › Email Templates › the template's Template ID ([its variables](deploy.md#emailjs)).",
    local: 'contact_form',
    production: 'required',
    example: 'template_4bq7d2z',
  },
  EMAILJS_ORIGIN: {
    path: 'emailjs.origin',
    group: 'Contact form (EmailJS)',
    description: 'API origin the form posts to: the local outbox in development, EmailJS in production.',
    local: 'http://localhost:4174',
    productionDefault: 'https://api.emailjs.com',
    production: 'default',
    example: 'https://api.emailjs.com',
    productionCheck: httpsOnly,
  },
  ...eachLanguage(calendly),
  POSTHOG_KEY: {
    path: 'posthog.key',
    group: 'Analytics (each off when empty)',
    description:
      'PostHog project API key (`phc_…`). With no analytics key at all, no analytics or advertising tag loads and no consent banner shows.',
    local: '',
    production: 'optional',
    example: 'phc_9fK2xQ7mVb3LzT1rN8sYw4HcJ6dPq0aE5uGiRt2',
  },
  POSTHOG_HOST: {
    path: 'posthog.host',
    group: 'Analytics (each off when empty)',
    description: 'PostHog API host: `https://us.i.posthog.com` or `https://eu.i.posthog.com`, or your own proxy.',
    local: 'https://us.i.posthog.com',
    production: 'default',
    example: 'https://eu.i.posthog.com',
  },
  POSTHOG_ALLOW_AUTOMATION: {
    path: 'posthog.allowAutomation',
    group: 'Analytics (each off when empty)',
    description: 'Counts automated browsers as visitors: only the end-to-end test build sets it (`.env.e2e`).',
    local: '',
    production: 'optional',
    example: '',
    productionCheck: (value) =>
      value === '1' || value === 'true'
        ? 'counts automated browsers as visitors; only the end-to-end test build sets it'
        : null,
  },
  META_PIXEL_ID: {
    path: 'metaPixelId',
    group: 'Analytics (each off when empty)',
    description: 'Meta Pixel id (Events Manager › Data sources).',
    local: '',
    production: 'optional',
    example: '123456789012345',
  },
  GOOGLE_ADS_ID: {
    path: 'googleAds.id',
    group: 'Analytics (each off when empty)',
    description: 'Google tag id of the Ads account.',
    local: '',
    production: 'optional',
    example: 'AW-123456789',
  },
  GOOGLE_ADS_CONVERSION_LABEL: {
    path: 'googleAds.conversionLabel',
    group: 'Analytics (each off when empty)',
    description: 'Conversion label of the booked-demo conversion (Google Ads › Goals › Conversions › tag setup).',
    local: '',
    production: 'optional',
    example: 'AbC-D_efG-h12_34-567',
  },
  APP_SIGNIN_URL: {
    path: 'app.signIn',
    group: 'Links',
    description: 'Sign-in page of the web app.',
    local: 'https://app.example.com/login',
    production: 'required',
    example: 'https://app.arcline.ai/login',
  },
  APP_GET_STARTED_URL: {
    path: 'app.getStarted',
    group: 'Links',
    description: 'Where "Get started" leads in the web app.',
    local: 'https://app.example.com/get-started',
    production: 'required',
    example: 'https://app.arcline.ai/get-started',
  },
  APP_REGISTER_URL: {
    path: 'app.register',
    group: 'Links',
    description: 'Sign-up page of the web app.',
    local: 'https://app.example.com/register',
    production: 'required',
    example: 'https://app.arcline.ai/register',
  },
  ...eachLanguage(blog),
  SOCIAL_LINKEDIN_URL: {
    path: 'social.linkedin',
    group: 'Links',
    description: 'LinkedIn company page.',
    local: 'https://www.linkedin.com/company/example',
    production: 'required',
    example: 'https://www.linkedin.com/company/arcline',
  },
  ...eachLanguage(instagram),
  SOCIAL_YOUTUBE_URL: {
    path: 'social.youtube',
    group: 'Links',
    description: 'YouTube channel.',
    local: 'https://www.youtube.com/@example',
    production: 'required',
    example: 'https://www.youtube.com/@arcline',
  },
  FOUNDER_CEO_URL: {
    path: 'founders.ceo',
    group: 'Links',
    description: "The CEO's profile (About page, JSON-LD `sameAs`).",
    local: 'https://www.linkedin.com/in/example-ceo',
    production: 'required',
    example: 'https://www.linkedin.com/in/valeria-montes',
  },
  FOUNDER_COO_URL: {
    path: 'founders.coo',
    group: 'Links',
    description: "The COO's profile.",
    local: 'https://www.linkedin.com/in/example-coo',
    production: 'required',
    example: 'https://www.linkedin.com/in/andres-salgado',
  },
  STATUS_URL: {
    path: 'statusUrl',
    group: 'Links',
    description: 'Public status page.',
    local: 'https://status.example.com',
    production: 'required',
    example: 'https://status.arcline.ai',
  },
  DEMO_VIDEO_URL: {
    path: 'demoVideoUrl',
    group: 'Media',
    description: 'External video behind "Watch the demo".',
    local: 'https://www.youtube.com/watch?v=example',
    production: 'required',
    example: 'https://www.youtube.com/watch?v=A1b2C3d4E5f',
  },
  ...eachLanguage(productVideo),
  DEPLOY_FILE_LIMIT: {
    path: 'deploy.fileLimit',
    group: 'Deploy',
    description:
      'Most files the host takes in one deploy: the build fails above it, naming the count. 20,000 is Cloudflare Pages on its free plan; 100,000 on a paid plan.',
    local: '20000',
    production: 'default',
    example: '20000',
  },
} as const satisfies Record<string, EnvVarSpec>

/** Every variable: those of one value, and `<NAME>_<CODE>` for each declared language. */
export const ENV: typeof VARS & Readonly<Record<string, EnvVarSpec>> = VARS

/** A variable's name (those of each language follow the declared languages). */
export type EnvVar = Extract<keyof typeof ENV, string>

/** Every variable, in the list's order. */
export const ENV_NAMES = Object.keys(ENV) as EnvVar[]

/** The spec of a variable (widened, so optional fields read as optional). */
export const specOf = (name: EnvVar): EnvVarSpec => ENV[name]!

/**
 * Why a value is an example or local one that must never reach production,
 * or null: a reserved example domain, this machine, or a `local` placeholder.
 */
export function exampleReason(value: string): string | null {
  if (value === '') return null
  if (/^local[-_]/i.test(value)) return 'is a local placeholder'
  if (/(^|[./@-])example([./-]|$)/i.test(value) || /example\.(com|org|net)/i.test(value))
    return 'is an example value on a reserved example domain'
  try {
    const host = new URL(value).hostname
    if (host === 'localhost' || host === '127.0.0.1' || host.endsWith('.localhost')) return 'points at this machine'
    if (host.endsWith('.test')) return 'is on a reserved test domain'
  } catch {
    /* not a URL */
  }
  return null
}
