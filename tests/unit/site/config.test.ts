import { describe, expect, it } from 'vitest'
import { ENV, ENV_NAMES, isExampleValue, loadSiteConfig, publicConfig, specOf } from '../../../site/config.ts'
import { ConfigError } from '../../../site/errors.ts'

/** The message of the ConfigError a load throws (fails the test when it does not throw one). */
function refusal(options: Parameters<typeof loadSiteConfig>[0]): string {
  try {
    loadSiteConfig(options)
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError)
    return (error as Error).message
  }
  throw new Error('expected the config to be refused')
}

/** Every required variable at the valid value the list shows as its example. */
const complete = Object.fromEntries(
  ENV_NAMES.filter((name) => specOf(name).production === 'required').map((name) => [name, specOf(name).example]),
)

describe('site config', () => {
  it('builds with no variables at all, on example domains and the local outbox', () => {
    const c = loadSiteConfig({ env: {}, mode: 'development' })
    expect(c.brand).toBe('Arcline')
    expect(c.legalName).toBe('Arcline LLC')
    expect(c.origin).toBe('https://www.example.com')
    expect(c.emailjs.origin).toBe('http://localhost:4174')
    expect(c.posthog.key).toBe('')
    expect(publicConfig(c).analytics).toEqual({ posthog: null, metaPixelId: null, googleAds: null })
  })

  it('names the variable of an invalid value, why, and a valid example', () => {
    const message = refusal({ env: { SITE_ORIGIN: 'ftp://x', GOOGLE_ADS_ID: '123' }, mode: 'development' })
    expect(message).toContain('  SITE_ORIGIN: must be an absolute http(s) URL; e.g. https://www.arcline.ai')
    expect(message).toContain('  GOOGLE_ADS_ID: must look like AW-123456789; e.g. AW-123456789')
  })

  it('checks ids and links by the shape each service documents', () => {
    const bad = {
      CALENDLY_URL_EN: 'https://cal.com/arcline/demo',
      CALENDLY_URL_ES: 'https://calendly.com',
      POSTHOG_KEY: 'sk_live_123',
      EMAILJS_TEMPLATE_ID: 'template 4bq7d2z',
      SOCIAL_YOUTUBE_URL: 'https://vimeo.com/arcline',
      GOOGLE_ADS_CONVERSION_LABEL: 'AW-123456789/AbC-D_efG',
    }
    const message = refusal({ env: bad, mode: 'development' })
    for (const name of Object.keys(bad)) expect(message).toMatch(new RegExp(`^  ${name}: .+; e\\.g\\. \\S+$`, 'm'))
    expect(message).toMatch(/CALENDLY_URL_EN: must be a Calendly event link/)
    expect(message).toMatch(/POSTHOG_KEY: must be the project API key, which starts with phc_/)
  })

  it("refuses PostHog's personal key, a secret, in any build", () => {
    expect(refusal({ env: { POSTHOG_KEY: 'phx_abcdef' }, mode: 'development' })).toMatch(
      /POSTHOG_KEY: is a personal API key \(phx_\), a secret/,
    )
  })

  it('accepts the ids EmailJS lets you choose (it documents no fixed shape)', () => {
    const env = { EMAILJS_SERVICE_ID: 'default_service', EMAILJS_TEMPLATE_ID: 'contact_form' }
    expect(loadSiteConfig({ env, mode: 'development' }).emailjs.templateId).toBe('contact_form')
  })

  it('refuses a production build that leaves a required variable unset, as "NAME: why; e.g. value"', () => {
    const message = refusal({ env: {}, mode: 'production' })
    const required = ENV_NAMES.filter((name) => specOf(name).production === 'required')
    expect(required).toContain('EMAILJS_TEMPLATE_ID')
    expect(message).toContain(`refuses ${required.length} variables`)
    for (const name of required)
      expect(message).toContain(`  ${name}: not set (its default is a local placeholder); e.g. ${specOf(name).example}`)
    // Never "NAME=value": that reads like a value to set, and pasting it back gives the same refusal.
    expect(message).not.toMatch(/^\s+[A-Z_]+=/m)
    expect(message).not.toContain('POSTHOG_KEY')
    expect(message).toContain('.env.production.example')
  })

  it('refuses example and local values in production, and what production must not do', () => {
    const env = {
      ...complete,
      SITE_ORIGIN: 'http://www.arcline.ai',
      CONTACT_EMAIL: 'hello@example.com',
      SITE_LEGAL_ADDRESS: specOf('SITE_LEGAL_ADDRESS').local,
      EMAILJS_ORIGIN: 'http://localhost:4174',
      POSTHOG_ALLOW_AUTOMATION: '1',
    }
    const message = refusal({ env, mode: 'production' })
    expect(message).toContain('refuses 5 variables')
    // The privacy notices name the controller's address: the local example one is no address.
    expect(message).toContain(
      `  SITE_LEGAL_ADDRESS: is the local example address; e.g. ${specOf('SITE_LEGAL_ADDRESS').example}`,
    )
    expect(message).toContain('  SITE_ORIGIN: must start with https://')
    expect(message).toContain(
      '  CONTACT_EMAIL: is an example value on a reserved example domain; e.g. hello@arcline.ai',
    )
    expect(message).toContain('  EMAILJS_ORIGIN: points at this machine; e.g. https://api.emailjs.com')
    expect(message).toContain('  POSTHOG_ALLOW_AUTOMATION: counts automated browsers as visitors')
  })

  it('accepts a complete production configuration: the examples of the list, EmailJS by default', () => {
    const c = loadSiteConfig({ env: complete, mode: 'production' })
    expect(c.origin).toBe('https://www.arcline.ai')
    expect(c.emailjs.origin).toBe('https://api.emailjs.com')
    const withAnalytics = {
      ...complete,
      POSTHOG_KEY: ENV.POSTHOG_KEY.example,
      META_PIXEL_ID: ENV.META_PIXEL_ID.example,
    }
    expect(loadSiteConfig({ env: withAnalytics, mode: 'production' }).posthog.key).toMatch(/^phc_/)
  })

  it('recognises example and local values', () => {
    expect(isExampleValue('https://www.example.com')).toBe(true)
    expect(isExampleValue('hello@example.com')).toBe(true)
    expect(isExampleValue('http://localhost:4174')).toBe(true)
    expect(isExampleValue('local-public-key')).toBe(true)
    expect(isExampleValue('https://calendly.com/example-team/demo')).toBe(true)
    expect(isExampleValue('https://www.arcline.ai')).toBe(false)
  })
})
