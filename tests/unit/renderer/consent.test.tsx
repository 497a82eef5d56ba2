import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { loadSiteConfig } from '../../../site/config.ts'
import { siteOf } from '../../../generator/site.ts'
import { PageProvider } from '../../../renderer/context.tsx'
import { pageContextValue } from '../../../renderer/context-value.ts'
import { publicConfigScript } from '../../../renderer/head-tags.ts'
import { ConsentBanner } from '../../../renderer/layout/ConsentBanner.tsx'
import { Footer } from '../../../renderer/layout/Footer.tsx'
import { prepaintScript } from '../../../renderer/inline/scripts.ts'

const render = (env: Record<string, string>) => {
  const site = siteOf({ config: loadSiteConfig({ env, mode: 'development' }) })
  const ctx = pageContextValue(site, site.byUrl.get('/')!, '/')
  const html = renderToString(
    <PageProvider value={ctx}>
      <ConsentBanner />
      <Footer />
    </PageProvider>,
  )
  return { html, config: publicConfigScript(site), prepaint: prepaintScript(site) }
}

describe('consent with no analytics configured (the local default)', () => {
  it('renders no banner and no cookie-settings button, and tells the browser nothing is configured', () => {
    const { html, config, prepaint } = render({})
    expect(html).not.toContain('consent-banner')
    expect(html).not.toContain('data-consent-open')
    expect(config).toContain('"posthog":null')
    expect(prepaint).toMatch(/analytics:!1/)
  })

  it('renders the banner when any service is configured', () => {
    const envs: Record<string, string>[] = [
      { POSTHOG_KEY: 'phc_x' },
      { META_PIXEL_ID: '1234567890' },
      { GOOGLE_ADS_ID: 'AW-1' },
    ]
    for (const env of envs) {
      const { html, prepaint } = render(env)
      expect(html).toContain('id="consent-banner"')
      expect(html).toContain('data-consent-open')
      expect(prepaint).toMatch(/analytics:!0/)
    }
  })
})
