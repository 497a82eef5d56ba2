import { expect, test, type Page } from '@playwright/test'
import { blockThirdParties, pagePolicyOf, settle, shellReady, trackRequests, URLS } from './helpers.ts'
import { clickInWidget, showCalendar, stubCalendly, stubGtag, stubPixel, stubPosthog } from './stubs.ts'
import { OUTBOX_ORIGIN } from './ports.ts'
import { type FixedService, SERVICES } from '../../site/services.ts'

/** Records every CSP violation the page reports, from the first script on. */
async function watchCsp(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __csp: string[] }
    w.__csp = []
    document.addEventListener('securitypolicyviolation', (e) => w.__csp.push(`${e.violatedDirective} ${e.blockedURI}`))
  })
  const consoleCsp: string[] = []
  const errors: string[] = []
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) consoleCsp.push(m.text())
    if (m.type() === 'error') errors.push(m.text())
  })
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`))
  return {
    violations: async () => [
      ...consoleCsp,
      ...(await page.evaluate(() => (window as unknown as { __csp: string[] }).__csp)),
    ],
    errors,
  }
}

async function withServices(page: Page) {
  await blockThirdParties(page)
  await stubPosthog(page)
  await stubPixel(page)
  await stubGtag(page)
  await stubCalendly(page)
}

test.describe('content security policy in force', () => {
  test(
    'every page, both languages, with consent accepted: no violation, no console error',
    { tag: '@hosts' },
    async ({ page }) => {
      test.setTimeout(180_000)
      await withServices(page)
      const csp = await watchCsp(page)
      await settle(page, '/', { consent: 'granted' })
      const all: string[] = []
      const requests = trackRequests(page)
      for (const url of URLS) {
        await page.goto(url)
        // The stored consent starts the services at once: the page is judged once they have loaded.
        await requests.quiet()
        all.push(...(await csp.violations()).map((v) => `${url}: ${v}`))
      }
      expect(all).toEqual([])
      expect(csp.errors).toEqual([])
    },
  )

  test('the consent banner, the contact send and the booking flow run under the policy', async ({ page }) => {
    await withServices(page)
    const csp = await watchCsp(page)
    await settle(page, '/contact/', { consent: null })
    await page.goto('/contact/')
    await page.getByRole('button', { name: 'Accept' }).click()
    await page.locator('form [name="name"]').fill('Ana')
    await page.locator('form [name="email"]').fill('ana@x.io')
    await page.locator('form [name="message"]').fill(`CSP check ${Date.now()}`)
    await page.locator('form button[type="submit"]').click()
    await expect(page.getByRole('status')).toContainText('Message sent')
    expect(await csp.violations()).toEqual([])
    await page.goto('/es/book-demo/', { waitUntil: 'networkidle' })
    await showCalendar(page)
    await clickInWidget(page, 'schedule-a')
    await expect(page.getByRole('dialog')).toBeVisible()
    await page.goto('/start/')
    await page.locator('[data-video-play]').click()
    await expect(page.locator('video')).toBeVisible()
    expect(await csp.violations()).toEqual([])
    expect(csp.errors).toEqual([])
  })
})

// What the host answers: on both runtimes.
test.describe('response headers', { tag: '@hosts' }, () => {
  test("the 404 page's policy allows only the 404 page; a page's allows only its own inline code", async ({
    request,
  }) => {
    const policyAt = async (url: string) => pagePolicyOf(await (await request.get(url)).text())!
    const home = await policyAt('/')
    const privacy = await policyAt('/privacy/')
    const missing = await policyAt('/no-such-page')
    const styleHash = (p: string) => p.match(/style-src 'self' ('sha256-[^']+')/)?.[1]
    expect(styleHash(home)).toBeTruthy()
    expect(styleHash(home)).not.toBe(styleHash(privacy))
    expect(home).not.toContain(styleHash(privacy)!)
    expect(missing).not.toContain(styleHash(home)!)
    expect(missing).not.toMatch(/calendly|emailjs|localhost:\d+/)
    const image = await request.get('/favicon.svg')
    expect(image.headers()['x-content-type-options']).toBe('nosniff')
  })

  test('hashed assets are cached for a year; text is compressed', async ({ request, page }, testInfo) => {
    const scripts: string[] = []
    page.on('response', (r) => r.url().includes('/assets/') && scripts.push(r.url()))
    await page.goto('/')
    // The page's script loads when the visitor acts.
    await shellReady(page)
    await page.waitForLoadState('networkidle')
    expect(scripts.length).toBeGreaterThan(0)
    // Cloudflare's edge sends Brotli; Debian's nginx has no Brotli module and sends gzip (hosts/headers/nginx-include.ts).
    const encoding = testInfo.project.name === 'nginx' ? 'gzip' : 'br'
    for (const url of scripts) {
      const res = await request.get(url, { headers: { 'accept-encoding': 'br, gzip' } })
      expect(res.headers()['cache-control']).toBe('public, max-age=31536000, immutable')
      expect(res.headers()['content-encoding'], url).toBe(encoding)
    }
  })

  test('each policy names exactly the hosts of the configured integrations its page carries', async ({ request }) => {
    // Every source that is not a keyword ('self', a hash) or data:, whatever its form.
    const hostsOf = async (url: string) =>
      new Set(
        pagePolicyOf(await (await request.get(url)).text())!
          .split(';')
          .flatMap((directive) => directive.trim().split(/\s+/).slice(1))
          .filter((source) => !source.startsWith("'") && source !== 'data:'),
      )
    // The e2e build configures PostHog (us.i.posthog.com), the Meta Pixel and the Google tag.
    const originsOf = (service: FixedService) => Object.values(service.sources).flat()
    const analytics = [
      ...new Set([
        ...originsOf(SERVICES.metaPixel),
        ...originsOf(SERVICES.googleAds),
        'https://us-assets.i.posthog.com',
        'https://us.i.posthog.com',
      ]),
    ]
    expect([...(await hostsOf('/'))].sort()).toEqual(analytics.sort())
    // The local outbox is plain http, so its source has no scheme: the page's own (generator/emit/csp.ts).
    expect([...(await hostsOf('/contact/'))].sort()).toEqual([new URL(OUTBOX_ORIGIN).host, ...analytics].sort())
    expect([...(await hostsOf('/es/book-demo/'))].sort()).toEqual(
      [...originsOf(SERVICES.scheduler), ...analytics].sort(),
    )
  })

  test('sitemap and robots are served', async ({ request }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text()
    // Every page but those kept out of search (noindex), read from the pages themselves.
    const indexable: string[] = []
    for (const url of URLS)
      if (!/<meta name="robots" content="noindex/.test(await (await request.get(url)).text())) indexable.push(url)
    expect(indexable.length).toBeLessThan(URLS.length)
    expect([...sitemap.matchAll(/<loc>https:\/\/www\.example\.com([^<]*)<\/loc>/g)].map((m) => m[1]).sort()).toEqual(
      indexable.sort(),
    )
    expect(await (await request.get('/robots.txt')).text()).toContain('Sitemap: https://www.example.com/sitemap.xml')
    const manifest = await (await request.get('/site.webmanifest')).json()
    expect(manifest.name).toBe('Arcline')
    for (const icon of manifest.icons as { src: string }[]) expect((await request.get(icon.src)).status()).toBe(200)
  })
})
