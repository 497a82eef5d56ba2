import { describe, expect, it } from 'vitest'
import { loadSiteConfig } from '../../../generator/config.ts'
import { localizedPath, resolveInternal, splitLang } from '../../../generator/routes.ts'
import { createSite } from '../../../generator/site.ts'

const site = createSite({ config: loadSiteConfig({ env: {}, mode: 'development' }) })

describe('route table', () => {
  it('adds /es only through localizedPath', () => {
    expect(localizedPath('/', 'es')).toBe('/es')
    expect(localizedPath('/features', 'es')).toBe('/es/features')
    expect(localizedPath('/features', 'en')).toBe('/features')
  })

  it('splits a URL into language and route path', () => {
    expect(splitLang('/es')).toEqual({ lang: 'es', path: '/' })
    expect(splitLang('/es/about')).toEqual({ lang: 'es', path: '/about' })
    expect(splitLang('/estate')).toEqual({ lang: 'en', path: '/estate' })
  })

  it('has 22 URLs: 14 English routes and exactly the 8 Spanish twins of the spec', () => {
    expect(site.pages).toHaveLength(22)
    const es = site.pages.filter((p) => p.lang === 'es').map((p) => p.url)
    expect(es.sort()).toEqual(
      [
        '/es',
        '/es/about',
        '/es/book-demo',
        '/es/contact',
        '/es/features',
        '/es/meeting-booked',
        '/es/start',
        '/es/story',
      ].sort(),
    )
    expect(site.pages.filter((p) => p.lang === 'en')).toHaveLength(14)
  })

  it('renders the story body in English on both languages', () => {
    expect(site.byUrl.get('/es/story')?.contentLang).toBe('en')
    expect(site.byUrl.get('/es/story')?.lang).toBe('es')
  })

  it('links to the current language where a version exists, else to English', () => {
    expect(resolveInternal('/book-demo', 'es', site.routes)).toBe('/es/book-demo')
    expect(resolveInternal('/privacy', 'es', site.routes)).toBe('/privacy')
    expect(resolveInternal('/contact#faq', 'es', site.routes)).toBe('/es/contact#faq')
    expect(resolveInternal('/', 'es', site.routes)).toBe('/es')
  })

  it('interpolates placeholders in SEO text', () => {
    expect(site.byUrl.get('/vs/madgicx')?.seo.title).toBe('Arcline vs Madgicx: AI Media Buyer Comparison')
  })
})
