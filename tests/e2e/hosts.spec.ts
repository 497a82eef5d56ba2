/**
 * What a visitor and a crawler get from the host itself, on each host's own
 * runtime (Playwright projects "cloudflare" and "nginx"): every URL the site
 * names answers 200 without a redirect, with the site's headers and its own
 * policy first in its <head>; an unknown path answers 404 with the 404 page
 * of its language (/es/… in Spanish), the headers and the 404 page's own
 * policy; security.txt as plain text; the spec's spellings ("/about")
 * reach their page in one redirect; every page's social image is a PNG of
 * the right size, cached for good, and so is every file of a Markdown text's picture.
 */
import { createHash } from 'node:crypto'
import { expect, test, type APIRequestContext, type APIResponse } from '@playwright/test'
import { blockThirdParties, pagePolicyOf, URLS } from './helpers.ts'

const CSP = 'content-security-policy'
const sha = (body: string) => `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`

/** The hashes a page's own policy must allow: its inline scripts (not JSON data) and styles. */
function inlineHashes(html: string): { scripts: string[]; styles: string[] } {
  const scripts = [
    ...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*type="application\/(?:ld\+)?json")[^>]*>([\s\S]*?)<\/script>/g),
  ]
  const styles = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)]
  return { scripts: scripts.map((m) => sha(m[1]!)), styles: styles.map((m) => sha(m[1]!)) }
}

/**
 * The site-wide header policy: one policy (a host that joins two rules' values with a comma would enforce
 * both), stating what a <meta> cannot (frame-ancestors) and no unsafe-inline.
 */
function headerPolicy(res: APIResponse): string {
  const value = res.headers()[CSP] ?? ''
  expect(value.match(/frame-ancestors/g), `${res.url()}: one policy, not several`).toHaveLength(1)
  expect(value).toContain("frame-ancestors 'none'")
  expect(value).not.toContain('unsafe-inline')
  return value
}

/** The page's own policy, in its <head>: it allows its own inline code, by hash. */
function expectOwnPolicy(html: string, where: string): string {
  const policy = pagePolicyOf(html)
  expect(policy, `${where}: a policy first in <head>`).toBeTruthy()
  expect(policy).toContain("default-src 'none'")
  expect(policy).not.toContain('unsafe-inline')
  const { scripts, styles } = inlineHashes(html)
  expect(styles.length, where).toBeGreaterThan(0)
  for (const hash of [...scripts, ...styles]) expect(policy, `${where} allows its own inline code`).toContain(hash)
  return policy!
}

function expectSecurityHeaders(res: APIResponse) {
  const h = res.headers()
  expect(h['strict-transport-security'], res.url()).toMatch(/max-age=\d{8}/)
  expect(h['x-content-type-options']).toBe('nosniff')
  expect(h['referrer-policy']).toBe('strict-origin-when-cross-origin')
  expect(h['x-frame-options']).toBe('DENY')
  expect(h['cross-origin-opener-policy']).toBe('same-origin')
}

const get = (request: APIRequestContext, path: string) => request.get(path, { maxRedirects: 0 })

test.describe('the host serves the site as written', { tag: '@hosts' }, () => {
  test('every page answers 200 at its URL, with no redirect, the headers and its own policy', async ({ request }) => {
    const headerPolicies = new Set<string>()
    for (const url of URLS) {
      const res = await get(request, url)
      expect(res.status(), url).toBe(200)
      expect(res.headers()['content-type']).toContain('text/html')
      expectSecurityHeaders(res)
      expect(res.headers()['cache-control']).toBe('public, max-age=0, must-revalidate')
      const site = headerPolicy(res)
      headerPolicies.add(site)
      const own = expectOwnPolicy(await res.text(), url)
      // The header policy never narrows the page's: each script source the page allows, it allows too.
      const scriptSources = (p: string) => p.match(/script-src ([^;]*)/)![1]!.split(' ')
      for (const source of scriptSources(own)) expect(scriptSources(site), url).toContain(source)
    }
    expect(headerPolicies.size, 'one site-wide header policy').toBe(1)
  })

  test('every link, canonical, alternate and asset the pages name answers 200 without a redirect', async ({
    request,
  }) => {
    test.setTimeout(120_000)
    const targets = new Map<string, string>()
    for (const url of URLS) {
      const html = await (await get(request, url)).text()
      for (const m of html.matchAll(/\s(?:href|src|poster|content)="((?:https:\/\/www\.example\.com)?\/[^"#?]*)/g)) {
        const path = m[1]!.replace('https://www.example.com', '') || '/'
        if (!path.startsWith('//')) targets.set(path, url)
      }
    }
    expect(targets.size).toBeGreaterThan(40)
    const failures: string[] = []
    for (const [path, from] of targets) {
      const res = await get(request, path)
      if (res.status() !== 200)
        failures.push(`${path} (linked from ${from}): ${res.status()} ${res.headers().location ?? ''}`)
    }
    expect(failures).toEqual([])
  })

  test('an unknown path answers 404 with the 404 page of its language and its policy', async ({ request }) => {
    for (const path of ['/no-such-page', '/es/no-such-page/', '/es/no/such', '/assets/none.js', '/about/more/']) {
      const res = await get(request, path)
      expect(res.status(), path).toBe(404)
      const html = await res.text()
      if (path.startsWith('/es/')) {
        expect(html, path).toContain('<html lang="es-419">')
        expect(html, path).toContain('No encontramos esta página')
      } else {
        expect(html, path).toContain('<html lang="en-US">')
        expect(html, path).toContain('Page not found')
      }
      expect(html).toMatch(/<meta name="robots" content="noindex/)
      expectSecurityHeaders(res)
      headerPolicy(res)
      expectOwnPolicy(html, path)
    }
  })

  test('/.well-known/security.txt answers as plain UTF-8 text with the fields of RFC 9116', async ({ request }) => {
    const res = await get(request, '/.well-known/security.txt')
    expect(res.status()).toBe(200)
    expect(res.headers()['content-type']).toBe('text/plain; charset=utf-8')
    expectSecurityHeaders(res)
    const fields = new Map(
      (await res.text())
        .split('\n')
        .filter((line) => /^[A-Z][\w-]*: /.test(line))
        .map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 2)]),
    )
    expect(fields.get('Contact')).toMatch(/^mailto:\S+@\S+$/)
    expect(Date.parse(fields.get('Expires')!)).toBeGreaterThan(Date.now())
    expect(fields.get('Policy')).toBe('https://www.example.com/security/#responsible-disclosure')
    expect(fields.get('Preferred-Languages')).toBe('en, es')
    expect(fields.get('Canonical')).toBe('https://www.example.com/.well-known/security.txt')
  })

  test("the spec's spellings reach their page in one redirect", async ({ request }) => {
    for (const [spelling, url] of [
      ['/about', '/about/'],
      ['/es', '/es/'],
      ['/es/about', '/es/about/'],
      ['/vs/madgicx', '/vs/madgicx/'],
    ]) {
      const res = await get(request, spelling!)
      expect([301, 308], spelling).toContain(res.status())
      expect(new URL(res.headers().location!, 'http://host').pathname).toBe(url)
      expect((await get(request, url!)).status()).toBe(200)
    }
  })

  test("every page's social image is a 1200×630 PNG, served as image/png and immutable", async ({ request }) => {
    test.setTimeout(90_000)
    const origin = 'https://www.example.com'
    const images = new Map<string, string>()
    for (const url of [...URLS, '/no-such-page', '/es/no-such-page/']) {
      const html = await (await get(request, url)).text()
      const og = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1]
      const twitter = /<meta name="twitter:image" content="([^"]+)"/.exec(html)?.[1]
      expect(og, `${url}: og:image`).toMatch(new RegExp(`^${origin}/og/[\\w-]+-(en|es)\\.[0-9a-f]{8}\\.png$`))
      expect(twitter, `${url}: twitter:image is og:image`).toBe(og)
      expect(og, `${url}: an image in the page's language`).toContain(url.startsWith('/es') ? '-es.' : '-en.')
      images.set(og!.slice(origin.length), url)
    }
    // One image per page; the 404s show their home page's.
    expect(images.size).toBe(URLS.length)
    for (const [path, from] of images) {
      const res = await get(request, path)
      expect(res.status(), `${path} (named by ${from})`).toBe(200)
      expect(res.headers()['content-type'], path).toBe('image/png')
      expect(res.headers()['cache-control'], path).toBe('public, max-age=31536000, immutable')
      expectSecurityHeaders(res)
      const png = await res.body()
      expect(png.subarray(0, 8).toString('hex'), `${path} is a PNG`).toBe('89504e470d0a1a0a')
      expect([png.readUInt32BE(16), png.readUInt32BE(20)], `${path}: width and height`).toEqual([1200, 630])
    }
  })

  test("the story's picture: every file it names is served with its image type and immutable", async ({ request }) => {
    const html = await (await get(request, '/story/')).text()
    const picture = /<picture>[\s\S]*?<\/picture>/.exec(html)?.[0] ?? ''
    const files = [
      ...new Set([...picture.matchAll(/(\/assets\/img\/[\w.-]+\.(avif|webp|png|jpg))/g)].map((m) => m[1]!)),
    ]
    // AVIF and WebP at four widths, the PNG fallback.
    expect(files, 'the files the picture names').toHaveLength(9)
    const types: Record<string, string> = {
      avif: 'image/avif',
      webp: 'image/webp',
      png: 'image/png',
      jpg: 'image/jpeg',
    }
    for (const path of files) {
      const res = await get(request, path)
      expect(res.status(), path).toBe(200)
      expect(res.headers()['content-type'], path).toBe(types[path.split('.').pop()!])
      expect(res.headers()['cache-control'], path).toBe('public, max-age=31536000, immutable')
      expectSecurityHeaders(res)
    }
  })

  test('hashed assets are immutable and text is compressed', async ({ request }) => {
    const html = await (await get(request, '/')).text()
    const assets = [...html.matchAll(/"(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]!)
    expect(assets.length).toBeGreaterThan(0)
    for (const asset of assets) {
      const res = await request.get(asset, { headers: { 'accept-encoding': 'br, gzip' } })
      expect(res.status()).toBe(200)
      expect(res.headers()['cache-control']).toBe('public, max-age=31536000, immutable')
      expect(['br', 'gzip']).toContain(res.headers()['content-encoding'])
    }
  })
})

test.describe('language rules read both spellings as one route', { tag: '@hosts' }, () => {
  for (const [stored, spelling, want] of [
    ['es', '/features', '/es/features/'],
    ['es', '/es/features', '/es/features/'],
    ['en', '/es/about', '/about/'],
    ['en', '/es', '/'],
  ] as const)
    test(`stored ${stored}: ${spelling} ends on ${want}, with one language redirect at most`, async ({ browser }) => {
      const context = await browser.newContext({ locale: 'fr-FR' })
      await context.addInitScript((lang) => localStorage.setItem('preferred-language', lang), stored)
      const page = await context.newPage()
      await blockThirdParties(page)
      const committed: string[] = []
      page.on(
        'framenavigated',
        (f) => f === page.mainFrame() && f.url().startsWith('http') && committed.push(new URL(f.url()).pathname),
      )
      await page.goto(spelling)
      await expect(page).toHaveURL((u) => u.pathname === want)
      await expect(page.locator('h1')).toBeVisible()
      // The host's redirect is not a page view; the language rule replaces at most once.
      expect(committed.filter((p) => p !== want).length).toBeLessThanOrEqual(1)
      expect(committed.at(-1)).toBe(want)
      expect(await page.evaluate(() => history.length)).toBe(2)
      await context.close()
    })
})
