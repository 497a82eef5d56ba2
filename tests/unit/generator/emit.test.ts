import { describe, expect, it } from 'vitest'
import { loadSiteConfig } from '../../../generator/config.ts'
import { buildCsp, integrationSources, needsOf, sha256Source } from '../../../generator/emit/csp.ts'
import { deferEntry } from '../../../generator/emit/defer-entry.ts'
import { renderHeadersFile } from '../../../generator/emit/headers.ts'
import { classesInHtml, classesOf, pruneCss } from '../../../generator/emit/prune-css.ts'
import { renderRobots, renderSitemap } from '../../../generator/emit/sitemap.ts'
import { createSite } from '../../../generator/site.ts'
import { headersFor, matches, parseHeadersFile } from '../../../server/headers.ts'

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
    const plain = integrationSources(full, { contactForm: false, booking: false })
    expect(JSON.stringify(plain)).not.toMatch(/emailjs|calendly/)
    expect(plain.connect).toContain('https://us.i.posthog.com')
    expect(integrationSources(full, { contactForm: true, booking: false }).connect).toContain('https://api.emailjs.com')
    const booking = integrationSources(full, { contactForm: false, booking: true })
    expect(booking.script).toContain('https://assets.calendly.com')
    expect(booking.frame).toEqual(expect.arrayContaining(['https://calendly.com']))
    expect(needsOf('<div data-island="booking" data-strategy="visible">')).toEqual({
      contactForm: false,
      booking: true,
    })
  })
})

describe('_headers', () => {
  const text = renderHeadersFile([
    { path: '/', csp: "default-src 'none'; style-src 'sha256-home'" },
    { path: '/es', csp: "default-src 'none'; style-src 'sha256-es'" },
    { path: '/404.html', csp: "default-src 'none'" },
  ])
  const rules = parseHeadersFile(text)

  it('gives each page its own policy, and keeps policies off images and scripts', () => {
    expect(headersFor(rules, '/').get('Content-Security-Policy')).toBe("default-src 'none'; style-src 'sha256-home'")
    expect(headersFor(rules, '/es').get('Content-Security-Policy')).toBe("default-src 'none'; style-src 'sha256-es'")
    expect(headersFor(rules, '/assets/entries/x.js').get('Content-Security-Policy')).toBeUndefined()
    for (const rule of rules)
      expect(rule.headers.filter(([k]) => k === 'Content-Security-Policy').length).toBeLessThanOrEqual(1)
  })

  it('applies the security headers everywhere', () => {
    const h = headersFor(rules, '/images/x.webp')
    expect(h.get('Strict-Transport-Security')).toMatch(/max-age=(\d+)/)
    expect(Number(h.get('Strict-Transport-Security')!.match(/max-age=(\d+)/)![1])).toBeGreaterThanOrEqual(15_552_000)
    expect(h.get('X-Content-Type-Options')).toBe('nosniff')
    expect(h.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin')
    expect(h.get('Cross-Origin-Opener-Policy')).toBe('same-origin')
    expect(h.get('Permissions-Policy')).toContain('camera=()')
  })

  it('caches hashed assets for a year and revalidates HTML, without overlapping rules', () => {
    expect(headersFor(rules, '/assets/entries/x.js').get('Cache-Control')).toBe('public, max-age=31536000, immutable')
    expect(headersFor(rules, '/es').get('Cache-Control')).toBe('public, max-age=0, must-revalidate')
    const assetBlocks = rules.filter(
      (r) => r.headers.some(([k]) => k === 'Cache-Control') && matches(r.pattern, '/assets/x.js'),
    )
    expect(assetBlocks).toHaveLength(1)
  })
})

describe('sitemap and robots', () => {
  const site = createSite({ config: local })
  const xml = renderSitemap(site)
  it('lists every indexable URL, not the noindex ones', () => {
    expect(xml.match(/<loc>/g)).toHaveLength(20)
    expect(xml).not.toContain('meeting-booked')
    expect(xml).toContain('<loc>https://www.example.com/es/features</loc>')
  })
  it('lists alternates of translatable routes only', () => {
    expect(xml).toContain('<xhtml:link rel="alternate" hreflang="x-default" href="https://www.example.com/story"/>')
    const privacy = xml.split('<url>').find((u) => u.includes('/privacy</loc>'))!
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
    expect(out).toMatch(/<script>\(function\(\w+\)\{.*\}\)\("\/assets\/entries\/client\.abc\.js"\)<\/script>/)
  })

  it('waits for the first contentful paint, with a timer as fallback', () => {
    expect(out).toContain('first-contentful-paint')
    expect(out).toMatch(/setTimeout\(\w+,3e3\)/)
    // Plain browser code: nothing a bundler helper would have to define.
    expect(out).not.toMatch(/__name|__import|require\(/)
  })
})
