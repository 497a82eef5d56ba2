/**
 * The deploy configuration and the authoring commands with a third language
 * declared (pt-BR under /pt, the mock of tests/unit/site/third-language.test.ts),
 * none of it written for Portuguese: its variables are `<NAME>_PT`.
 */
import { describe, expect, it, vi } from 'vitest'
import type { Lang } from '../../../site/lang.ts'

vi.mock('../../../site.languages.ts', async (importOriginal) => {
  const real = ((await importOriginal()) as { default: { default: string; languages: readonly object[] } }).default
  return {
    default: {
      ...real,
      languages: [...real.languages, { code: 'pt', tag: 'pt-BR', prefix: '/pt', label: 'Português (dados de teste)' }],
    },
  }
})

const { ENV, ENV_NAMES, envNameOf } = await import('../../../site/env.ts')
const { loadSiteConfig } = await import('../../../site/config.ts')

/** The third language: not in the repository's Lang type, which follows the real declaration. */
const PT = 'pt' as Lang

describe('the deploy configuration of a third language', () => {
  it('reads <NAME>_PT for each per-language variable, beside the real names', () => {
    const perLanguage = [
      'CALENDLY_URL',
      'BLOG_URL',
      'SOCIAL_INSTAGRAM_URL',
      'PRODUCT_VIDEO_SRC',
      'PRODUCT_VIDEO_POSTER',
    ]
    for (const name of perLanguage) expect(ENV_NAMES).toContain(`${name}_PT`)
    // The real site's names stay as they are: the default language's clip is the bare name.
    for (const name of ['CALENDLY_URL_EN', 'CALENDLY_URL_ES', 'PRODUCT_VIDEO_SRC', 'PRODUCT_VIDEO_SRC_ES'])
      expect(ENV_NAMES).toContain(name)
    expect(ENV_NAMES).not.toContain('PRODUCT_VIDEO_SRC_EN')
    expect(ENV.BLOG_URL_PT!.description).toBe('The Portuguese blog.')
  })

  it('puts the value of CALENDLY_URL_PT in its config, and its local defaults follow the code', () => {
    const env = { CALENDLY_URL_PT: 'https://calendly.com/arcline/demo-pt' }
    const config = loadSiteConfig({ env, mode: 'development' })
    expect(config.calendly[PT]).toBe('https://calendly.com/arcline/demo-pt')
    expect(config.blog[PT]).toBe('https://blog.example.com/pt')
    expect(config.social.instagram[PT]).toBe('https://www.instagram.com/example.pt')
    expect(config.productVideo[PT]).toEqual({
      src: '/media/product-demo.pt.mp4',
      poster: '/media/product-demo-poster.pt.avif',
    })
  })

  it('refuses a production build without its links, naming its variables', () => {
    let message = ''
    try {
      loadSiteConfig({ env: {}, mode: 'production' })
    } catch (error) {
      message = (error as Error).message
    }
    expect(message).toContain(
      '  CALENDLY_URL_PT: not set (its default is a local placeholder); e.g. https://calendly.com/arcline/demo-pt',
    )
    expect(message).toContain('  BLOG_URL_PT: not set')
    expect(message).not.toContain('PRODUCT_VIDEO_SRC_PT')
  })

  it('writes a code with a region as CODE_REGION', () => {
    expect(envNameOf('CALENDLY_URL', 'pt-BR' as typeof PT)).toBe('CALENDLY_URL_PT_BR')
    expect(envNameOf('PRODUCT_VIDEO_SRC', PT, true)).toBe('PRODUCT_VIDEO_SRC_PT')
  })
})
