import { describe, expect, it } from 'vitest'
import manifest from '../../../site.manifest.ts'
import { loadSiteConfig } from '../../../site/config.ts'
import {
  canonicalPath,
  routePathOf,
  hasLanguagePrefix,
  homeUrl,
  langOfUrl,
  localizedPath,
  outputFileOf,
  resolveInternal,
  splitLang,
  urlOfOutputFile,
} from '../../../site/routes.ts'
import { siteOf } from '../../../generator/site.ts'

const site = siteOf({ config: loadSiteConfig({ env: {}, mode: 'development' }) })

describe('route table', () => {
  it('adds /es only through localizedPath', () => {
    expect(localizedPath('/', 'es')).toBe('/es/')
    expect(localizedPath('/', 'en')).toBe('/')
    expect(localizedPath('/features', 'es')).toBe('/es/features/')
    expect(localizedPath('/features', 'en')).toBe('/features/')
    expect(localizedPath('/vs/madgicx', 'en')).toBe('/vs/madgicx/')
  })

  it('splits a URL into language and route path', () => {
    expect(splitLang('/es')).toEqual({ lang: 'es', path: '/' })
    expect(splitLang('/es/about')).toEqual({ lang: 'es', path: '/about' })
    expect(splitLang('/estate')).toEqual({ lang: 'en', path: '/estate' })
    expect(splitLang('/es/about/')).toEqual({ lang: 'es', path: '/about' })
    expect(langOfUrl('/es/features')).toBe('es')
    expect(langOfUrl('/estimates')).toBe('en')
  })

  it('reads every spelling of a URL as the same page', () => {
    for (const spelling of ['/about', '/about/', '//about//']) expect(canonicalPath(spelling)).toBe('/about/')
    expect(canonicalPath('/')).toBe('/')
    expect(routePathOf('/es/about/')).toBe('/es/about')
    expect(homeUrl('es')).toBe('/es/')
    expect(homeUrl('en')).toBe('/')
  })

  it('knows the /es prefix, and only it', () => {
    for (const path of ['/es', '/es/', '/es/about', '/es#top']) expect(hasLanguagePrefix(path), path).toBe(true)
    for (const path of ['/', '/estimates', '/about/es', '/e']) expect(hasLanguagePrefix(path), path).toBe(false)
  })

  it('maps every URL to its pre-rendered file and back', () => {
    expect(outputFileOf('/')).toBe('index.html')
    expect(outputFileOf('/es/about')).toBe('es/about/index.html')
    for (const page of site.pages) expect(urlOfOutputFile(outputFileOf(page.url))).toBe(page.url)
    expect(urlOfOutputFile('404.html')).toBe('/404')
  })

  it('has a URL for every route and entry, a Spanish twin for each translatable one, the spec’s twins among them', () => {
    // Derived from the manifest, so that a new page, entry or collection changes nothing here.
    const english = site.pages.filter((p) => p.lang === 'en')
    const twins = english.filter((p) => p.route.translatable).map((p) => p.alternates.es)
    const es = site.pages.filter((p) => p.lang === 'es').map((p) => p.url)
    expect(es.sort()).toEqual(twins.sort())
    expect(site.pages).toHaveLength(english.length + es.length)
    for (const route of manifest.routes) expect(english.map((p) => p.route.path)).toContain(route.path)
    expect(es).toEqual(
      expect.arrayContaining([
        '/es/',
        '/es/about/',
        '/es/book-demo/',
        '/es/contact/',
        '/es/features/',
        '/es/meeting-booked/',
        '/es/privacy-summary/',
        '/es/start/',
        '/es/story/',
      ]),
    )
  })

  it('renders the story body in English on both languages', () => {
    expect(site.byUrl.get('/es/story/')?.contentLang).toBe('en')
    expect(site.byUrl.get('/es/story/')?.lang).toBe('es')
  })

  it('links to the current language where a version exists, else to English', () => {
    expect(resolveInternal('/book-demo', 'es', site.routes)).toBe('/es/book-demo/')
    expect(resolveInternal('/book-demo/', 'es', site.routes)).toBe('/es/book-demo/')
    expect(resolveInternal('/privacy', 'es', site.routes)).toBe('/privacy/')
    expect(resolveInternal('/contact#faq', 'es', site.routes)).toBe('/es/contact/#faq')
    expect(resolveInternal('/', 'es', site.routes)).toBe('/es/')
    expect(resolveInternal('/', 'en', site.routes)).toBe('/')
    expect(resolveInternal('/media/product-demo.mp4', 'es', site.routes)).toBe('/media/product-demo.mp4')
  })

  it('interpolates placeholders in SEO text', () => {
    expect(site.byUrl.get('/vs/madgicx/')?.seo.title).toBe('Arcline vs. Madgicx: AI Media Buyer Comparison')
  })
})
