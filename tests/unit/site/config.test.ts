import { describe, expect, it } from 'vitest'
import { isExampleValue, loadSiteConfig, publicConfig } from '../../../site/config.ts'
import { ConfigError } from '../../../site/errors.ts'

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

  it('names the variable of an invalid value', () => {
    expect(() => loadSiteConfig({ env: { SITE_ORIGIN: 'ftp://x' }, mode: 'development' })).toThrow(
      /SITE_ORIGIN \(origin\)/,
    )
    expect(() => loadSiteConfig({ env: { GOOGLE_ADS_ID: '123' }, mode: 'development' })).toThrow(
      /GOOGLE_ADS_ID.*AW-123456789/,
    )
  })

  it('refuses example values in a production build, listing each variable', () => {
    let error: unknown
    try {
      loadSiteConfig({ env: {}, mode: 'production' })
    } catch (e) {
      error = e
    }
    expect(error).toBeInstanceOf(ConfigError)
    const message = (error as Error).message
    for (const name of [
      'SITE_ORIGIN',
      'CONTACT_EMAIL',
      'EMAILJS_PUBLIC_KEY',
      'EMAILJS_ORIGIN',
      'CALENDLY_URL_EN',
      'APP_SIGNIN_URL',
    ])
      expect(message).toContain(name)
    expect(message).not.toContain('POSTHOG_KEY')
  })

  it('accepts a complete production configuration', () => {
    const env = {
      SITE_ORIGIN: 'https://www.arcline.ai',
      CONTACT_EMAIL: 'hello@arcline.ai',
      EMAILJS_PUBLIC_KEY: 'pk_live',
      EMAILJS_SERVICE_ID: 'service_x',
      EMAILJS_TEMPLATE_ID: 'template_y',
      EMAILJS_ORIGIN: 'https://api.emailjs.com',
      CALENDLY_URL_EN: 'https://calendly.com/arcline/demo',
      CALENDLY_URL_ES: 'https://calendly.com/arcline/demo-es',
      APP_SIGNIN_URL: 'https://app.arcline.ai/login',
      APP_GET_STARTED_URL: 'https://app.arcline.ai/start',
      APP_REGISTER_URL: 'https://app.arcline.ai/register',
      BLOG_URL_EN: 'https://blog.arcline.ai',
      BLOG_URL_ES: 'https://blog.arcline.ai/es',
      SOCIAL_LINKEDIN_URL: 'https://www.linkedin.com/company/arcline',
      SOCIAL_INSTAGRAM_URL_EN: 'https://www.instagram.com/arcline',
      SOCIAL_INSTAGRAM_URL_ES: 'https://www.instagram.com/arcline.es',
      SOCIAL_YOUTUBE_URL: 'https://www.youtube.com/@arcline',
      FOUNDER_CEO_URL: 'https://www.linkedin.com/in/valeria-montes',
      FOUNDER_COO_URL: 'https://www.linkedin.com/in/andres-salgado',
      DEMO_VIDEO_URL: 'https://www.youtube.com/watch?v=abc',
      STATUS_URL: 'https://status.arcline.ai',
    }
    expect(loadSiteConfig({ env, mode: 'production' }).origin).toBe('https://www.arcline.ai')
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
