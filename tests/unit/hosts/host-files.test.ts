import { parseAllHeaders } from '@netlify/headers-parser'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { renderHeadersFile } from '../../../hosts/headers/headers-file.ts'
import { renderNginx } from '../../../hosts/headers/nginx-include.ts'
import { headerPlan } from '../../../hosts/headers/plan.ts'
import { renderRedirectsFile } from '../../../hosts/headers/redirects-file.ts'
import { renderVercel, type VercelRoute } from '../../../hosts/headers/vercel-json.ts'
import { renderSecurityTxt, securityTxtProblems } from '../../../generator/emit/security-txt.ts'
import { parsePage } from '../../../generator/html-checks/dom.ts'
import { checkPages } from '../../../generator/html-checks/index.ts'
import { securityTxtPolicy } from '../../../generator/html-checks/security-txt.ts'
import { formatProblem } from '../../../site/errors.ts'
import { loadSiteConfig } from '../../../site/config.ts'
import { siteOf } from '../../../generator/site.ts'

const plan = headerPlan("script-src 'self'; frame-ancestors 'none'", {
  types: [{ path: '/.well-known/security.txt', type: 'text/plain; charset=utf-8' }],
  notFound: [
    { prefix: '/', page: '/404.html' },
    { prefix: '/es/', page: '/es/404.html' },
  ],
})

describe('the 404 page of each language, on every host', () => {
  it('orders the 404 pages from the most specific prefix and needs one for "/"', () => {
    expect(plan.notFound.map((n) => n.prefix)).toEqual(['/es/', '/'])
    expect(() => headerPlan('x', { notFound: [{ prefix: '/es/', page: '/es/404.html' }] })).toThrow(/"\/"/)
  })

  it('Netlify: a 404 rule for /es/* in _redirects; the root 404.html needs none', () => {
    const rules = renderRedirectsFile(plan)
      .split('\n')
      .filter((l) => l && !l.startsWith('#'))
    expect(rules).toEqual(['/es/* /es/404.html 404'])
  })

  it('nginx: error_page of the Spanish page inside a location for /es/, the English one for the rest', () => {
    const conf = renderNginx(plan)
    expect(conf).toContain('\nerror_page 404 /404.html;\n')
    const es = conf.slice(conf.indexOf('location ^~ /es/ {'))
    expect(es.slice(0, es.indexOf('\n}'))).toContain('error_page 404 /es/404.html;')
    for (const page of ['/404.html', '/es/404.html'])
      expect(conf).toMatch(new RegExp(`location = ${page} \\{\\n  internal;`))
    // The location holds no add_header, so it keeps every header of the server block.
    expect(es.slice(0, es.indexOf('\n}'))).not.toContain('add_header')
  })

  it('Vercel: after the filesystem, a 404 route per prefix, the Spanish one first', () => {
    const { routes } = JSON.parse(renderVercel(plan)) as { routes: VercelRoute[] }
    const after = routes.slice(routes.findIndex((r) => r.handle === 'filesystem') + 1)
    expect(after).toEqual([
      { src: '^/es/.*$', status: 404, dest: '/es/404.html' },
      { src: '^/.*$', status: 404, dest: '/404.html' },
    ])
    const notFound = (path: string) => after.find((r) => new RegExp(r.src!).test(path))?.dest
    expect(notFound('/es/no/such/page')).toBe('/es/404.html')
    expect(notFound('/no/such/page')).toBe('/404.html')
    expect(notFound('/estimates/')).toBe('/404.html')
  })

  it('Vercel: the trailing-slash routes redirect a page path, never a file', () => {
    const { routes } = JSON.parse(renderVercel(plan)) as { routes: VercelRoute[] }
    const redirect = (path: string) => {
      const route = routes.find((r) => r.status === 308 && new RegExp(r.src!).test(path))
      return route ? path.replace(new RegExp(route.src!), route.headers!.Location!) : null
    }
    expect(redirect('/about')).toBe('/about/')
    expect(redirect('/es/about')).toBe('/es/about/')
    expect(redirect('/about/')).toBeNull()
    expect(redirect('/.well-known/security.txt')).toBeNull()
    expect(redirect('/favicon.ico/')).toBe('/favicon.ico')
  })
})

describe('/.well-known/security.txt', () => {
  const site = siteOf({ config: loadSiteConfig({ env: {}, mode: 'development' }) })
  const text = renderSecurityTxt(site, { expires: '2027-05-24', policySection: 'responsible-disclosure' })

  it('carries the fields of RFC 9116 from the config and the facts', () => {
    const lines = text.split('\n').filter((l) => l && !l.startsWith('#'))
    expect(lines).toEqual([
      'Contact: mailto:hello@example.com',
      'Expires: 2027-05-24T00:00:00.000Z',
      'Policy: https://www.example.com/security/#responsible-disclosure',
      'Preferred-Languages: en, es',
      'Canonical: https://www.example.com/.well-known/security.txt',
    ])
  })

  it('is served as text/plain; charset=utf-8 by every host', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'headers-'))
    writeFileSync(join(dir, '_headers'), renderHeadersFile(plan))
    const { headers, errors } = await parseAllHeaders({
      headersFiles: [join(dir, '_headers')],
      configHeaders: [],
      minimal: true,
    })
    expect(errors).toEqual([])
    const rule = headers.find((h) => h.for === '/.well-known/security.txt')!
    expect(rule.values).toEqual({ 'Content-Type': 'text/plain; charset=utf-8' })
    const conf = renderNginx(plan)
    expect(conf).toContain(
      'location = /.well-known/security.txt {\n  types { }\n  default_type "text/plain; charset=utf-8";\n}',
    )
    const { routes } = JSON.parse(renderVercel(plan)) as { routes: VercelRoute[] }
    const typed = routes.find((r) => r.headers?.['Content-Type'])!
    expect(new RegExp(typed.src!).test('/.well-known/security.txt')).toBe(true)
    expect(typed).toMatchObject({ headers: { 'Content-Type': 'text/plain; charset=utf-8' }, continue: true })
  })

  it('fails the build when /security lacks the section the Policy field points at', () => {
    const security = (id: string) => [
      parsePage('/security/', 'security/index.html', `<!doctype html><html><body><h2 id="${id}">x</h2></body></html>`),
    ]
    const problems = (id: string) =>
      checkPages(site, security(id), () => true, [securityTxtPolicy]).get('security-txt-policy')!
    expect(problems('responsible-disclosure')).toEqual([])
    expect(formatProblem(problems('disclosure')[0]!)).toMatch(
      /site\.facts\.ts › route "\/\.well-known\/security\.txt" › securityTxt\.policySection: .*#responsible-disclosure, an id that page does not have/,
    )
  })

  it('fails the build once Expires has passed, or when it is more than a year ahead, naming the fact to change', () => {
    const today = new Date('2026-11-24T15:00:00Z')
    expect(securityTxtProblems('2027-05-24', today)).toEqual([])
    expect(securityTxtProblems('2027-11-24', today)).toEqual([])
    const [past] = securityTxtProblems('2026-11-24', today)
    expect(formatProblem(past!)).toMatch(/site\.facts\.ts.*security\.txt.*securityTxt\.expires.*expired on 2026-11-24/s)
    expect(past!.hint).toMatch(/before 2027-11-24/)
    const [far] = securityTxtProblems('2027-11-25', today)
    expect(far!.message).toMatch(/366 days ahead: more than a year/)
    expect(securityTxtProblems('next May', today)[0]!.message).toMatch(/not a date/)
  })
})
