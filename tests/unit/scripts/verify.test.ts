import { describe, expect, it } from 'vitest'
import { renderHeadersFile } from '../../../hosts/headers/headers-file.ts'
import { headerPlan } from '../../../hosts/headers/plan.ts'
import { headersFor, metaPolicyOf, parseHeadersFile } from '../../../scripts/verify/build.ts'
import { policyDiff } from '../../../scripts/verify/check.ts'
import { hostOf, redirectFix } from '../../../scripts/verify/fixes.ts'
import { formatVerify } from '../../../scripts/verify/report.ts'

const POLICY = "script-src 'self' 'sha256-abc='; img-src 'self' data:; frame-ancestors 'none'"
const rules = parseHeadersFile(renderHeadersFile(headerPlan(POLICY)))
const get = (path: string, name: string) =>
  headersFor(rules, path).find(([n]) => n.toLowerCase() === name.toLowerCase())?.[1]

describe('verify: what the build promises, read from its _headers', () => {
  it('gives a page every header of the site-wide rule, the policy included', () => {
    expect(get('/about/', 'Content-Security-Policy')).toBe(POLICY)
    expect(get('/about/', 'Cache-Control')).toBe('public, max-age=0, must-revalidate')
    expect(get('/about/', 'X-Frame-Options')).toBe('DENY')
  })

  it('gives a hashed asset its own caching in place of the inherited one (the "! Cache-Control" line)', () => {
    expect(get('/assets/entries/a1b2.js', 'Cache-Control')).toBe('public, max-age=31536000, immutable')
    expect(get('/assets/entries/a1b2.js', 'Strict-Transport-Security')).toMatch(/^max-age=/)
    expect(headersFor(rules, '/assets/x.js').filter(([n]) => n === 'Cache-Control')).toHaveLength(1)
  })

  it("reads a page's own policy from its <meta>", () => {
    const html = `<head><meta charset="utf-8"><meta http-equiv="Content-Security-Policy" content="default-src &#39;none&#39;; img-src &amp;x">`
    expect(metaPolicyOf(html)).toBe("default-src 'none'; img-src &x")
    expect(metaPolicyOf('<head></head>')).toBeNull()
  })
})

describe('verify: what it says', () => {
  it('names what a served policy lacks and adds, directive by directive', () => {
    const served = "script-src 'self'; img-src 'self' data: https://evil.test; frame-ancestors 'none'"
    expect(policyDiff(POLICY, served)).toBe("script-src lacks 'sha256-abc='; img-src has extra https://evil.test")
    expect(policyDiff(POLICY, `${POLICY}, script-src 'self'`)).toMatch(/two policies joined/)
  })

  it('tells a redirect to https, to another host and one that strips the slash apart', () => {
    const from = new URL('http://site.test/about/')
    expect(redirectFix(from, new URL('https://site.test/about/'), null)).toMatch(/verify https:\/\/site\.test/)
    expect(redirectFix(from, new URL('http://www.site.test/about/'), null)).toMatch(
      /SITE_ORIGIN=http:\/\/www\.site\.test/,
    )
    expect(redirectFix(from, new URL('http://site.test/about'), 'vercel')).toMatch(/trailingSlash/)
  })

  it('knows a host by the headers it adds', () => {
    expect(hostOf(new Headers({ 'cf-ray': '1' }))).toBe('cloudflare')
    expect(hostOf(new Headers({ server: 'nginx/1.22.1' }))).toBe('nginx')
    expect(hostOf(new Headers({ 'x-nf-request-id': '1' }))).toBe('netlify')
    expect(hostOf(new Headers())).toBeNull()
  })

  it('reports a problem found on many URLs once, with where and the fix', () => {
    const problems = ['/', '/es/', '/about/'].map((url) => ({ url, what: 'X-Frame-Options header missing', fix: 'f' }))
    const text = formatVerify(
      {
        origin: 'https://site.test',
        host: null,
        problems: [...problems, { url: '/story/', what: 'answers 404', fix: 'deploy it' }],
        checked: { pages: 3, files: 1, notFound: 1 },
        notes: [],
      },
      'dist',
    )
    expect(text.split('\n')).toEqual([
      'verify https://site.test against the build in dist/',
      '✖ 3 URLs: X-Frame-Options header missing',
      '    on /, /es/, /about/',
      '    fix: f',
      '✖ /story/: answers 404',
      '    fix: deploy it',
      '2 problems on 4 of 5 URLs',
    ])
  })
})
