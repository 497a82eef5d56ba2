import { describe, expect, it } from 'vitest'
import { loadSiteConfig } from '../../../site/config.ts'
import {
  buildCsp,
  integrationSources,
  metaPolicy,
  needsOf,
  parsePolicy,
  sha256Source,
  siteHeaderPolicy,
} from '../../../generator/emit/csp.ts'
import { deferEntry } from '../../../generator/emit/defer-entry.ts'
import { renderHeadersFile } from '../../../hosts/headers/headers-file.ts'
import {
  CLOUDFLARE_FILE_LIMITS,
  deployFileProblems,
  deployFiles,
  headersFileProblems,
  vercelProblems,
} from '../../../hosts/headers/limits.ts'
import { renderNginx } from '../../../hosts/headers/nginx-include.ts'
import { headerPlan, SECURITY_HEADERS } from '../../../hosts/headers/plan.ts'
import { renderVercel } from '../../../hosts/headers/vercel-json.ts'
import { classesInHtml, classesOf, pruneCss } from '../../../generator/emit/prune-css.ts'
import { renderRobots, renderSitemap } from '../../../generator/emit/sitemap.ts'
import { siteOf } from '../../../generator/site.ts'
import { formatProblem } from '../../../site/errors.ts'
import { parseAllHeaders } from '@netlify/headers-parser'
import { mkdirSync, mkdtempSync, truncateSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

const local = loadSiteConfig({ env: {}, mode: 'development' })
const full = loadSiteConfig({
  env: {
    POSTHOG_KEY: 'phc_x',
    META_PIXEL_ID: '1234567890',
    GOOGLE_ADS_ID: 'AW-1',
    EMAILJS_ORIGIN: 'https://api.emailjs.com',
  },
  mode: 'development',
})

describe('content security policy', () => {
  it('hashes inline scripts and never allows unsafe-inline scripts', () => {
    const csp = buildCsp(local, { scripts: [sha256Source('console.log(1)')], styles: [] })
    expect(csp).toContain("default-src 'none'")
    expect(csp).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]{44}'/)
    expect(csp).not.toContain('unsafe-inline')
    for (const d of ["form-action 'self'", "frame-ancestors 'none'", "base-uri 'self'", "object-src 'none'"])
      expect(csp).toContain(d)
  })

  it('allows exactly the hosts of the configured integrations', () => {
    const off = integrationSources(local)
    // The local outbox is plain http: written without a scheme, it is allowed only over the page's own
    // scheme, so the same build served over https allows no plaintext connection.
    expect(off.connect).toEqual(['localhost:4174'])
    expect(JSON.stringify(off)).not.toMatch(/posthog|facebook|google/)
    const on = integrationSources(full)
    expect(on.connect).toContain('https://api.emailjs.com')
    expect(on.connect).toContain('https://us.i.posthog.com')
    expect(on.script).toContain('https://us-assets.i.posthog.com')
    expect(on.script).toContain('https://connect.facebook.net')
    expect(on.script).toContain('https://www.googletagmanager.com')
    expect(on.frame).toContain('https://calendly.com')
  })

  it('names the email service and the scheduler only on pages that carry them', () => {
    const plain = integrationSources(full, new Set())
    expect(JSON.stringify(plain)).not.toMatch(/emailjs|calendly/)
    expect(plain.connect).toContain('https://us.i.posthog.com')
    expect(integrationSources(full, new Set(['emailService'])).connect).toContain('https://api.emailjs.com')
    const booking = integrationSources(full, new Set(['scheduler']))
    expect(booking.script).toContain('https://assets.calendly.com')
    expect(booking.frame).toEqual(expect.arrayContaining(['https://calendly.com']))
    expect([...needsOf('<div data-island="booking" data-strategy="visible">')]).toEqual(['scheduler'])
    expect([...needsOf('<div data-island="contactForm"><div data-island="video">')]).toEqual(['emailService'])
    expect([...needsOf('<p>data-island="booking" in text is not an island</p>')]).toEqual([])
  })
})

describe('a policy per page in the page, one site-wide policy in the header', () => {
  const hashes = (n: number) => ({
    scripts: [sha256Source('prepaint'), sha256Source('loader')],
    styles: [sha256Source(`css ${n}`)],
  })
  const plain = buildCsp(full, hashes(1), new Set())
  const contact = buildCsp(full, hashes(2), new Set(['emailService']))
  const booking = buildCsp(full, hashes(3), new Set(['scheduler']))
  const site = siteHeaderPolicy([plain, contact, booking])

  it("a page's <meta> policy is its own policy less what a <meta> cannot carry", () => {
    const meta = metaPolicy(booking)
    expect(meta).not.toContain('frame-ancestors')
    expect(meta).toContain("default-src 'none'")
    expect(meta).toContain(sha256Source('css 3'))
    expect(meta).toContain('https://calendly.com')
    expect([...parsePolicy(meta).keys()]).toEqual(
      [...parsePolicy(booking).keys()].filter((d) => d !== 'frame-ancestors'),
    )
  })

  it('the header policy never narrows a page: every source a page allows, the header allows', () => {
    const header = parsePolicy(site)
    for (const page of [plain, contact, booking].map(parsePolicy))
      for (const name of header.keys()) {
        const own = page.get(name) ?? page.get('default-src')!
        for (const source of own.filter((s) => s !== "'none'"))
          expect(header.get(name), `${name} ${source}`).toContain(source)
      }
    expect(header.get('frame-ancestors')).toEqual(["'none'"])
    expect(header.get('object-src')).toEqual(["'none'"])
  })

  it('the header policy bounds what no page allows: no unsafe-inline, no styles, no stranger host', () => {
    expect(site).not.toContain('unsafe-inline')
    expect(site).not.toContain('style-src')
    expect(site).not.toContain('default-src')
    expect(site).not.toContain(sha256Source('css 1'))
    expect(parsePolicy(site).get('script-src')).toEqual(
      expect.arrayContaining([sha256Source('prepaint'), sha256Source('loader')]),
    )
    expect(site).not.toContain('*')
  })

  it('the header policy has the same length for 1,000 pages as for 3', () => {
    const many = Array.from({ length: 1000 }, (_, i) =>
      buildCsp(full, hashes(i), new Set(i % 2 ? [] : ['emailService'])),
    )
    expect(siteHeaderPolicy([...many, booking])).toBe(site)
  })

  it('a page that states a document directive differently is refused', () => {
    expect(() => siteHeaderPolicy([plain, plain.replace("form-action 'self'", "form-action 'none'")])).toThrow(
      /form-action/,
    )
  })
})

describe('headers for every host, from one plan of three rules', () => {
  const plan = headerPlan("script-src 'self'; frame-ancestors 'none'")
  const text = renderHeadersFile(plan)

  it("_headers: Netlify's own parser reads it, the assets keeping their own caching", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'headers-'))
    writeFileSync(join(dir, '_headers'), text)
    const { headers, errors } = await parseAllHeaders({
      headersFiles: [join(dir, '_headers')],
      configHeaders: [],
      minimal: true,
    })
    expect(errors).toEqual([])
    const rule = (path: string) => headers.find((h) => h.for === path)!.values as Record<string, string>
    expect(rule('/*')['Content-Security-Policy']).toBe("script-src 'self'; frame-ancestors 'none'")
    expect(rule('/*')['Cache-Control']).toBe('public, max-age=0, must-revalidate')
    expect(rule('/assets/*')['Cache-Control']).toBe('public, max-age=31536000, immutable')
    expect(rule('/og/*')['Cache-Control']).toBe('public, max-age=31536000, immutable')
    expect(headers).toHaveLength(3)
  })

  it('_headers: the asset rule detaches the inherited caching before setting its own (Cloudflare joins duplicates)', () => {
    for (const prefix of ['/assets/*', '/og/*']) {
      const assets = text.split('\n\n').find((b) => b.startsWith(prefix))!
      expect(
        assets
          .trim()
          .split('\n')
          .slice(1)
          .map((l) => l.trim()),
      ).toEqual(['! Cache-Control', 'Cache-Control: public, max-age=31536000, immutable'])
    }
    expect(text).toContain('/*\n  Strict-Transport-Security: max-age=31536000; includeSubDomains\n')
    for (const [name] of SECURITY_HEADERS) expect(text.split(`${name}:`)).toHaveLength(2)
  })

  it("fails the build when a file would break a host's limits, naming the rule and the fix", () => {
    expect(headersFileProblems(text)).toEqual([])
    const many = Array.from({ length: 101 }, (_, i) => `/page-${i}/\n  X-A: b\n`).join('\n')
    expect(headersFileProblems(many).map((p) => p.message)).toEqual([
      '101 header rules; Cloudflare Pages applies at most 100',
    ])
    const long = renderHeadersFile(headerPlan(`script-src ${"'sha256-x' ".repeat(200)}`))
    const [problem] = headersFileProblems(long)
    expect(problem).toMatchObject({ check: 'host-limits', route: '/*', key: 'Content-Security-Policy' })
    expect(formatProblem(problem!)).toMatch(
      /_headers › route "\/\*" › Content-Security-Policy: a line of \d+ characters/,
    )
    expect(problem!.hint).toMatch(/inline script/)
    const vercel = JSON.stringify({ routes: Array.from({ length: 1025 }, () => ({})) })
    expect(vercelProblems(vercel).map((p) => p.message)).toEqual(['1025 routes; Vercel accepts at most 1024'])
  })

  it('fails the build when the site has more files than the host takes, or one file too large for it', () => {
    const dir = mkdtempSync(join(tmpdir(), 'deploy-files-'))
    mkdirSync(join(dir, 'og'))
    for (const name of ['index.html', 'og/a.png', 'og/b.png']) writeFileSync(join(dir, name), 'x')
    const files = deployFiles(dir)
    expect(files).toEqual({ count: 3, largest: { file: 'index.html', bytes: 1 } })
    expect(deployFileProblems(files, 3)).toEqual([])
    const [over] = deployFileProblems(files, 2, 'dist/client')
    expect(over).toMatchObject({ check: 'host-limits', file: 'dist/client', key: 'files' })
    expect(formatProblem(over!)).toContain('3 files to deploy; the host takes at most 2 (DEPLOY_FILE_LIMIT)')
    expect(over!.hint).toContain('DEPLOY_FILE_LIMIT=100000')
    // A sparse file: its size is what the host counts, no 26 MiB written.
    truncateSync(join(dir, 'og/b.png'), 26 * 1024 * 1024)
    expect(deployFileProblems(deployFiles(dir), 3).map((p) => [p.file, p.message])).toEqual([
      ['dist/client/og/b.png', 'a file of 26.0 MiB; Cloudflare Pages takes files of at most 25 MiB'],
    ])
  })

  it('reads the file limit from DEPLOY_FILE_LIMIT, Cloudflare Pages free plan by default, and refuses a non-number', () => {
    expect(loadSiteConfig({ env: {}, mode: 'development' }).deploy.fileLimit).toBe(CLOUDFLARE_FILE_LIMITS.free)
    expect(loadSiteConfig({ env: { DEPLOY_FILE_LIMIT: '100000' }, mode: 'development' }).deploy.fileLimit).toBe(100_000)
    expect(() => loadSiteConfig({ env: { DEPLOY_FILE_LIMIT: 'lots' }, mode: 'development' })).toThrow(
      /DEPLOY_FILE_LIMIT.*whole number of files/s,
    )
  })

  it('nginx: headers once in the server block, always; the asset location repeats them with its caching', () => {
    const conf = renderNginx(plan)
    const server = conf.split('\nlocation ')[0]!
    for (const [name] of SECURITY_HEADERS) expect(server).toContain(`add_header ${name} `)
    const locations = conf.split('\nlocation ').slice(1)
    const withHeaders = locations.filter((l) => l.includes('add_header'))
    expect(withHeaders.map((l) => l.split(' ')[1])).toEqual(['/assets/', '/og/'])
    for (const location of withHeaders) {
      for (const [name] of SECURITY_HEADERS) expect(location).toContain(`add_header ${name} `)
      expect(location).toContain('add_header Cache-Control "public, max-age=31536000, immutable" always;')
      expect(location).not.toContain('must-revalidate')
    }
    expect(conf).toContain('error_page 404 /404.html;')
    for (const line of conf.split('\n').filter((l) => l.trim().startsWith('add_header')))
      expect(line).toMatch(/ always;$/)
  })

  it('vercel.json: trailing-slash redirects, then the catch-all headers first so the assets keep their caching', () => {
    const json = JSON.parse(renderVercel(plan)) as { routes: { src?: string; status?: number; continue?: boolean }[] }
    expect(json.routes.filter((r) => r.status === 308)).toHaveLength(2)
    expect(json.routes.filter((r) => r.continue).map((r) => r.src)).toEqual([
      '^(?:/(.*))$',
      '^/assets(?:/(.*))$',
      '^/og(?:/(.*))$',
    ])
  })
})

describe('sitemap and robots', () => {
  const site = siteOf({ config: local })
  const xml = renderSitemap(site)
  it('lists every indexable URL, not the noindex ones', () => {
    // One <loc> per page, less the pages kept out of search (noindex).
    const indexable = site.pages.filter((p) => p.seo.robots.startsWith('index'))
    expect(indexable.length).toBeLessThan(site.pages.length)
    expect(xml.match(/<loc>/g)).toHaveLength(indexable.length)
    expect(xml).not.toContain('meeting-booked')
    expect(xml).toContain('<loc>https://www.example.com/es/features/</loc>')
  })
  it('lists alternates of translatable routes only', () => {
    expect(xml).toContain('<xhtml:link rel="alternate" hreflang="x-default" href="https://www.example.com/story/"/>')
    const privacy = xml.split('<url>').find((u) => u.includes('/privacy/</loc>'))!
    expect(privacy).not.toContain('xhtml:link')
  })
  it('points robots.txt at the sitemap', () => {
    expect(renderRobots(site)).toContain('Sitemap: https://www.example.com/sitemap.xml')
  })
})

describe('per-page CSS pruning', () => {
  const css = [
    '.hidden{display:none}',
    '.consent-pending .\\[\\.consent-pending_\\&\\]\\:block{display:block}',
    '.md\\:grid-cols-2:hover{color:red}',
    '.unused{color:blue}',
    'a{color:inherit}',
  ].join('')

  it('reads class names as the browser does, entities decoded', () => {
    const html = '<section class="hidden [.consent-pending_&amp;]:block"></section>'
    expect([...classesInHtml(html)]).toEqual(['hidden', '[.consent-pending_&]:block'])
  })

  it('keeps rules whose classes the page or its client code uses, and drops the rest', () => {
    const used = new Set([
      ...classesInHtml('<div class="hidden [.consent-pending_&amp;]:block md:grid-cols-2"></div>'),
      'consent-pending',
    ])
    const out = pruneCss(css, used)
    expect(out).toContain('.consent-pending .\\[\\.consent-pending_\\&\\]\\:block')
    expect(out).toContain('.md\\:grid-cols-2:hover')
    expect(out).toContain('a{color:inherit}')
    expect(out).not.toContain('.unused')
  })

  it('drops a rule when one of its classes is only set by script the page lacks', () => {
    const out = pruneCss(css, classesInHtml('<div class="[.consent-pending_&amp;]:block"></div>'))
    expect(out).not.toContain('consent-pending')
  })

  it('names every class of a selector, unescaped', () => {
    expect(classesOf('.md\\:grid-cols-2:hover .a-b')).toEqual(['md:grid-cols-2', 'a-b'])
  })
})

describe('deferred client entry', () => {
  const html = '<body><main></main></body>'
  const out = deferEntry(html, '/assets/entries/client.abc.js', false)

  it('writes an inline loader of the entry before </body>, no module script', () => {
    expect(out).not.toContain('type="module"')
    expect(out).toMatch(
      /^<body><main><\/main><script>(?:"use strict";)?\(\(\)=>\{.*"\/assets\/entries\/client\.abc\.js".*\}\)\(\)<\/script><\/body>$/,
    )
    expect(() => deferEntry('<main></main>', '/e.js', false, 'x/index.html')).toThrow(
      /^x\/index\.html: generator\/emit\/defer-entry\.ts found no <\/body>/,
    )
  })

  it('waits for the visitor to act, or for the first contentful paint where the page needs it at once', () => {
    for (const type of ['pointerdown', 'touchstart', 'keydown', 'focusin', 'scroll']) expect(out).toContain(`"${type}"`)
    expect(out).toContain('first-contentful-paint')
    expect(out).toMatch(/setTimeout\(\w+,3e3\)/)
    // Plain browser code: nothing a bundler helper would have to define.
    expect(out).not.toMatch(/__name|__import|require\(/)
  })
})

describe('the build names the pages that would push the site-wide policy past a host limit', () => {
  it('a page with an inline script of its own adds to the header; too many fail with the routes named', async () => {
    const { postbuild } = await import('../../../generator/postbuild.ts')
    const dist = join(mkdtempSync(join(tmpdir(), 'postbuild-')), 'client')
    mkdirSync(dist, { recursive: true })
    const site = siteOf({ config: local })
    const outcome = (url: string, own: string) => ({
      url,
      file: 'x.html',
      csp: buildCsp(local, { scripts: [sha256Source('shared'), sha256Source(own)], styles: [sha256Source(url)] }),
      facts: { url, file: 'x.html', ids: [], refs: [], alternates: [], socialImages: [] },
      problems: [],
    })
    const shared = postbuild(site, dist, [outcome('/', 'x'), outcome('/about/', 'x')])
    expect(shared.byCheck.get('host-limits')).toEqual([])
    const many = postbuild(
      site,
      dist,
      Array.from({ length: 40 }, (_, i) => outcome(`/page-${i}/`, `own ${i}`)),
    )
    const [problem] = many.byCheck.get('host-limits')!
    expect(problem).toMatchObject({ route: '/*', key: 'Content-Security-Policy' })
    expect(problem!.hint).toMatch(/pages with inline scripts of their own: \/page-0\/, \/page-1\//)
  })
})
