import { describe, expect, it } from 'vitest'
import { loadSiteConfig } from '../../../site/config.ts'
import { buildCsp, integrationSources, needsOf, sha256Source } from '../../../generator/emit/csp.ts'
import { deferEntry } from '../../../generator/emit/defer-entry.ts'
import {
  headerPlan,
  headersFileProblems,
  renderHeadersFile,
  renderNginx,
  renderVercel,
  SECURITY_HEADERS,
} from '../../../generator/emit/headers.ts'
import { classesInHtml, classesOf, pruneCss } from '../../../generator/emit/prune-css.ts'
import { renderRobots, renderSitemap } from '../../../generator/emit/sitemap.ts'
import { createSite } from '../../../site/site.ts'
import { formatProblem } from '../../../site/errors.ts'
import { parseAllHeaders } from '@netlify/headers-parser'
import { mkdtempSync, writeFileSync } from 'node:fs'
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
    expect(off.connect).toEqual(['http://localhost:4174'])
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

describe('headers for every host, from one plan', () => {
  const home = "default-src 'none'; style-src 'sha256-home'"
  const es = "default-src 'none'; style-src 'sha256-es'"
  const notFound = "default-src 'none'; style-src 'sha256-404'"
  const plan = headerPlan(
    [
      { url: '/es/', csp: es },
      { url: '/', csp: home },
    ],
    notFound,
  )
  const text = renderHeadersFile(plan)

  it("_headers: Netlify's own parser reads it without error, each page keeping its own policy", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'headers-'))
    writeFileSync(join(dir, '_headers'), text)
    const { headers, errors } = await parseAllHeaders({
      headersFiles: [join(dir, '_headers')],
      configHeaders: [],
      minimal: true,
    })
    expect(errors).toEqual([])
    const rule = (path: string) => headers.find((h) => h.for === path)!.values as Record<string, string>
    expect(rule('/')['Content-Security-Policy']).toBe(home)
    expect(rule('/es/')['Content-Security-Policy']).toBe(es)
    expect(rule('/*')['Content-Security-Policy']).toBe(notFound)
    expect(rule('/assets/*')['Cache-Control']).toBe('public, max-age=31536000, immutable')
    expect(rule('/es/')['Cache-Control']).toBe('public, max-age=0, must-revalidate')
  })

  it('_headers: every page detaches the inherited policy before setting its own (Cloudflare joins duplicates)', () => {
    const blocks = text.split('\n\n').filter((b) => b.startsWith('/'))
    for (const block of blocks.filter((b) => !b.startsWith('/*') && !b.startsWith('/assets/'))) {
      const lines = block
        .trim()
        .split('\n')
        .slice(1)
        .map((l) => l.trim())
      expect(lines[0]).toBe('! Content-Security-Policy')
      expect(lines.filter((l) => l.startsWith('Content-Security-Policy:'))).toHaveLength(1)
    }
    expect(text).toContain('/*\n  Strict-Transport-Security: max-age=31536000; includeSubDomains\n')
    for (const [name] of SECURITY_HEADERS) expect(text.split(`${name}:`)).toHaveLength(2)
  })

  it("fails the build when a future page would break the hosts' limits, naming the rule", () => {
    expect(headersFileProblems(text)).toEqual([])
    const many = headerPlan(
      Array.from({ length: 100 }, (_, i) => ({ url: `/page-${i}/`, csp: home })),
      notFound,
    )
    expect(headersFileProblems(renderHeadersFile(many)).map((p) => p.message)).toEqual([
      '102 header rules; Cloudflare Pages applies at most 100',
    ])
    const long = headerPlan(
      [{ url: '/heavy/', csp: `default-src 'none'; style-src ${"'sha256-x' ".repeat(200)}` }],
      notFound,
    )
    const [problem] = headersFileProblems(renderHeadersFile(long))
    expect(problem).toMatchObject({ check: 'host-limits', route: '/heavy/', key: 'Content-Security-Policy' })
    expect(formatProblem(problem!)).toMatch(
      /_headers › route "\/heavy\/" › Content-Security-Policy: a line of \d+ characters/,
    )
  })

  it('nginx: every location repeats the security headers, always, since one add_header drops the inherited ones', () => {
    const conf = renderNginx(plan)
    const locations = conf.split('\nlocation ').slice(1)
    expect(locations.length).toBeGreaterThanOrEqual(4)
    for (const location of locations.filter((l) => l.includes('add_header')))
      for (const [name] of SECURITY_HEADERS) expect(location, location.split('\n')[0]).toContain(`add_header ${name} `)
    expect(conf).toContain(`location = /es/ {\n  try_files /es/index.html =404;`)
    expect(conf).toContain('location = / {\n  try_files /index.html =404;')
    expect(conf).toContain('error_page 404 /404.html;')
    for (const line of conf.split('\n').filter((l) => l.trim().startsWith('add_header')))
      expect(line).toMatch(/ always;$/)
  })

  it("vercel.json: trailing-slash URLs, the catch-all first so each page's own policy wins", () => {
    const json = JSON.parse(renderVercel(plan)) as { trailingSlash: boolean; headers: { source: string }[] }
    expect(json.trailingSlash).toBe(true)
    expect(json.headers[0]!.source).toBe('/(.*)')
    expect(json.headers.map((h) => h.source)).toEqual(['/(.*)', '/assets/(.*)', '/', '/es/'])
  })
})

describe('sitemap and robots', () => {
  const site = createSite({ config: local })
  const xml = renderSitemap(site)
  it('lists every indexable URL, not the noindex ones', () => {
    expect(xml.match(/<loc>/g)).toHaveLength(20)
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
  const html = '<body><main></main><script src="/assets/entries/client.abc.js" type="module" async></script></body>'
  const out = deferEntry(html)

  it('replaces the module script with an inline loader of the same entry', () => {
    expect(out).not.toContain('type="module"')
    expect(out).toMatch(
      /^<body><main><\/main><script>(?:"use strict";)?\(\(\)=>\{.*"\/assets\/entries\/client\.abc\.js".*\}\)\(\)<\/script><\/body>$/,
    )
  })

  it('waits for the first contentful paint, with a timer as fallback', () => {
    expect(out).toContain('first-contentful-paint')
    expect(out).toMatch(/setTimeout\(\w+,3e3\)/)
    // Plain browser code: nothing a bundler helper would have to define.
    expect(out).not.toMatch(/__name|__import|require\(/)
  })
})
