import { expect, test } from '@playwright/test'
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { isSpanish, settle, shellReady, trackRequests, URLS, watchErrors } from './helpers.ts'
import { loadSiteConfig } from '../../site/config.ts'
import { siteOf } from '../../generator/site.ts'
import { parsePage } from '../../generator/html-checks/dom.ts'
import { numberIssues, numberForms } from '../../generator/html-checks/es-numbers.ts'
import { HTML_LANG } from '../../site/lang-tags.ts'

test.describe('pre-rendered pages', () => {
  test('the build has every URL of the route table, each Spanish twin among them', () => {
    // Derived from the manifest (the e2e mode's site), so a new page or entry changes nothing here.
    const site = siteOf({ config: loadSiteConfig({ mode: 'e2e' }) })
    expect(URLS).toEqual(site.pages.map((p) => p.url))
    const twins = site.pages.flatMap((p) => (p.lang === 'en' && p.alternates.es ? [p.alternates.es] : []))
    expect(URLS.filter(isSpanish).sort()).toEqual(twins.sort())
    expect(twins.length).toBeGreaterThan(0)
  })

  test('Spanish pages write numbers as Intl.NumberFormat("es-419") does: text, JSON-LD and product screens', async ({
    request,
  }) => {
    test.setTimeout(120_000)
    const issues: string[] = []
    const screens = new Set<string>(['/media/product-demo-poster.es.svg'])
    for (const url of URLS.filter(isSpanish)) {
      const res = await request.get(url, { timeout: 15_000 })
      expect(res.status(), url).toBe(200)
      const html = await res.text()
      // The same rule the build applies (text, read attributes, JSON-LD; English text inside left alone).
      const page = parsePage(url, url, html)
      for (const p of numberForms.page!(page, {} as never)) issues.push(`${url} › ${p.key}: ${p.message}`)
      for (const m of html.matchAll(/(?:src|data-src)="([^"]+\.es\.svg)"/g)) screens.add(m[1]!)
    }
    expect(screens.size, 'the Spanish pages show the Spanish product screens').toBeGreaterThan(5)
    for (const screen of screens) {
      const res = await request.get(screen, { timeout: 15_000 })
      expect(res.status(), screen).toBe(200)
      for (const [, text] of (await res.text()).matchAll(/<text[^>]*>([^<]*)<\/text>/g))
        for (const i of numberIssues(text!.replace(/&amp;/g, '&'), HTML_LANG.es))
          issues.push(`${screen}: "${i.text}" (${i.what}) in "${text}"`)
    }
    expect(issues).toEqual([])
  })

  for (const url of URLS) {
    test(`${url} answers 200 with its h1 and whole content in the raw HTML`, async ({ request }) => {
      const res = await request.get(url)
      expect(res.status()).toBe(200)
      expect(res.headers()['content-type']).toContain('text/html')
      const html = await res.text()
      expect(html).toMatch(new RegExp(`<html lang="${isSpanish(url) ? 'es-419' : 'en-US'}"`))
      expect(html.match(/<h1[\s>]/g)).toHaveLength(1)
      const h1 = html
        .match(/<h1[^>]*>([\s\S]*?)<\/h1>/)![1]!
        .replace(/<[^>]+>/g, '')
        .trim()
      expect(h1.length).toBeGreaterThan(5)
      expect(html).toContain('<footer')
      expect(html).toContain('<main')
      // What a visitor or a crawler can read: the markup and its JSON data, less inline code
      // (minified code may hold `${x}`).
      const text = html.replace(/<script(?![^>]*type="application\/(?:ld\+)?json")[^>]*>[\s\S]*?<\/script>/g, '')
      // Any language's pending marker ([ES-PENDING], [PT-PENDING]): a stub never reaches a page.
      expect(text).not.toMatch(/lorem ipsum|\bTODO\b|\[[A-Z]{2,3}(?:-[A-Z0-9]+)*-PENDING\]|\{[a-zA-Z]+\}/)
    })
  }

  test('an unknown path gets the 404 page with status 404', { tag: '@hosts' }, async ({ request, page }) => {
    const res = await request.get('/no/such/page')
    expect(res.status()).toBe(404)
    const html = await res.text()
    expect(html).toContain('Page not found')
    expect(html).toContain('noindex')
    const logs: string[] = []
    page.on('console', (m) => logs.push(m.text()))
    await settle(page, '/no/such/page')
    await page.goto('/no/such/page')
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Page not found')
    await expect(page.getByRole('link', { name: 'Return to home' })).toHaveAttribute('href', '/')
    await expect.poll(() => logs.join('\n')).toContain('/no/such/page')
  })

  test(
    'an unknown /es/ path gets the Spanish 404 page, which logs the path too',
    { tag: '@hosts' },
    async ({ page }) => {
      const logs: string[] = []
      page.on('console', (m) => logs.push(m.text()))
      await settle(page, '/es/no/such/page')
      const res = await page.goto('/es/no/such/page')
      expect(res?.status()).toBe(404)
      await expect(page.locator('html')).toHaveAttribute('lang', 'es-419')
      await expect(page.getByRole('heading', { level: 1 })).toContainText('No encontramos esta página')
      await expect(page.getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute('href', '/es/')
      await expect.poll(() => logs.join('\n')).toContain('/es/no/such/page')
    },
  )

  test('every page loads in a browser without console errors', { tag: '@hosts' }, async ({ page }) => {
    test.setTimeout(120_000)
    const watcher = watchErrors(page, [/net::ERR_BLOCKED_BY_CLIENT/])
    await page.route(/^https:\/\//, (route) => route.abort('blockedbyclient'))
    const requests = trackRequests(page)
    for (const url of URLS) {
      await settle(page, url)
      await page.goto(url)
      await requests.quiet()
      await expect(page.locator('h1')).toHaveCount(1)
    }
    watcher.expectNone()
  })
})

test.describe('home page', () => {
  const sections = {
    en: [
      'Your AI media buyer',
      'Trusted by growing brands',
      'Ads that keep adjusting to results',
      'One prompt. Meta, Google and TikTok.',
      'What lean marketing teams tell us',
      'The numbers behind the work',
      'Ready to meet your AI media buyer?',
    ],
    es: [
      'Tu comprador de medios con IA',
      'Marcas en crecimiento',
      'Anuncios que se ajustan a los resultados',
      'Una instrucción. Meta, Google y TikTok.',
      'Lo que nos cuentan los equipos',
      'Las cifras detrás del trabajo',
      '¿Listo para conocer a tu comprador',
    ],
  }
  for (const [lang, url] of [
    ['en', '/'],
    ['es', '/es/'],
  ] as const) {
    test(`shows every section in order (${lang})`, async ({ page }) => {
      await settle(page, url)
      await page.goto(url)
      const headings = await page.locator('main h1, main h2').allTextContents()
      let last = -1
      for (const title of sections[lang]) {
        const index = headings.findIndex((h) => h.includes(title))
        expect(index, `"${title}" in ${JSON.stringify(headings)}`).toBeGreaterThan(last)
        last = index
      }
      await expect(
        page.getByRole('link', { name: lang === 'en' ? 'Book a free demo' : 'Agenda una demo gratuita' }),
      ).toHaveAttribute('href', lang === 'en' ? '/book-demo/' : '/es/book-demo/')
      await expect(
        page.getByRole('link', { name: lang === 'en' ? 'Start for free' : 'Empieza gratis' }).first(),
      ).toHaveAttribute('href', lang === 'en' ? '/features/' : '/es/features/')
      await expect(page.locator('main blockquote')).toHaveCount(6)
      await expect(page.getByRole('img', { name: 'Google' }).first()).toBeVisible()
      // Each language writes its figures its own way (docs/editing.md, "Figures in each language").
      const stats = {
        en: ['200+', '95%', '3x', '4.9/5', '1K+', '$50M+'],
        es: ['+200', '95%', '3 veces', '4.9/5', '+1,000', '+US$50 M'],
      }
      for (const stat of stats[lang]) await expect(page.locator('main')).toContainText(stat)
    })
  }

  test('every image has its size and an alt text', async ({ page }) => {
    await settle(page, '/')
    await page.goto('/')
    for (const img of await page.locator('img').all()) {
      expect(await img.getAttribute('width')).toBeTruthy()
      expect(await img.getAttribute('height')).toBeTruthy()
      expect(await img.getAttribute('alt')).not.toBeNull()
    }
  })
})

test.describe('islands', () => {
  test('a page without islands loads no React and at most 5 KiB of JS', async ({ page }) => {
    const js: string[] = []
    page.on('response', (r) => r.url().endsWith('.js') && js.push(new URL(r.url()).pathname))
    await settle(page, '/about/')
    await page.goto('/about/')
    // Everything the page loads before an interaction has loaded once the shell reports ready.
    await shellReady(page)
    await page.waitForLoadState('networkidle')
    const bytes = js.reduce((n, p) => n + gzipSync(readFileSync(join('dist-e2e/client', p))).length, 0)
    expect(js.length).toBeGreaterThan(0)
    for (const p of js)
      expect(readFileSync(join('dist-e2e/client', p), 'utf8')).not.toContain('react.transitional.element')
    expect(bytes).toBeLessThanOrEqual(5 * 1024)
  })

  test('an island whose code throws keeps its server HTML and logs the error', async ({ page }) => {
    const errors: string[] = []
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()))
    await settle(page, '/')
    // Replace the video island's module with one that throws.
    await page.route(/\/assets\/chunks\/.*\.js$/, async (route) => {
      const response = await route.fetch()
      const body = await response.text()
      if (body.includes('video island without its play overlay'))
        return route.fulfill({ response, body: 'export default function mount() { throw new Error("boom") }' })
      return route.fulfill({ response, body })
    })
    await page.goto('/')
    const island = page.locator('[data-island="video"]')
    await shellReady(page)
    // The video starts when the visitor reaches for it.
    await island.hover()
    await expect.poll(() => errors.join('\n')).toMatch(/island:video.*keeps its server-rendered content/)
    await expect(island).toHaveAttribute('data-hydrated', 'failed')
    // The poster still links to the clip.
    await expect(island.locator('a[data-video-play]')).toBeVisible()
    // A chunk still in flight when the test ends must not fail the worker's next test ("route.fetch: Test ended").
    await page.unrouteAll({ behavior: 'ignoreErrors' })
  })

  test('a React island that throws while hydrating restores its server HTML', async ({ page }) => {
    const errors: string[] = []
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()))
    await settle(page, '/contact/')
    await page.goto('/contact/')
    const island = page.locator('[data-island="contactForm"]')
    const serverHtml = await island.innerHTML()
    // Corrupt the serialised props: the form component throws when it renders.
    await island.evaluate((el) => el.setAttribute('data-props', '{"idPrefix":"contact"}'))
    await page.getByLabel('Name').focus()
    await expect.poll(() => errors.join('\n')).toMatch(/island:contactForm.*(crashed|could not start)/)
    await expect(island).toHaveAttribute('data-hydrated', 'failed')
    await expect.poll(() => island.innerHTML()).toBe(serverHtml)
    await expect(page.getByLabel('Name')).toBeVisible()
  })

  test('the browser bundle carries no server code', () => {
    const files = (dir: string): string[] =>
      readdirSync(dir).flatMap((f) => (statSync(join(dir, f)).isDirectory() ? files(join(dir, f)) : [join(dir, f)]))
    for (const file of files('dist-e2e/client/assets').filter((f) => f.endsWith('.js'))) {
      const code = readFileSync(file, 'utf8')
      expect(code, file).not.toMatch(/ZodError|\$ZodType|zod\.dev/)
      expect(code, file).not.toContain('site.manifest')
      expect(code, file).not.toContain('onBeforePrerenderStart')
      expect(code, file).not.toContain('terms-and-conditions')
    }
  })
})
