import { describe, expect, it } from 'vitest'
import { loadSiteConfig } from '../../../site/config.ts'
import { buildHead, buildNotFoundHead, renderHead, type HeadTag } from '../../../site/head.ts'
import { siteOf } from '../../../generator/site.ts'
import { serializeJsonForScript, structuredData } from '../../../site/structured-data.ts'

const site = siteOf({ config: loadSiteConfig({ env: {}, mode: 'development' }) })
const head = (url: string) => buildHead(site, site.byUrl.get(url)!)
const links = (tags: HeadTag[], rel: string) =>
  tags
    .filter((t): t is Extract<HeadTag, { tag: 'link' }> => t.tag === 'link' && t.attrs.rel === rel)
    .map((t) => t.attrs)
const meta = (tags: HeadTag[], key: string) =>
  tags.find(
    (t): t is Extract<HeadTag, { tag: 'meta' }> =>
      t.tag === 'meta' && (t.attrs.name === key || t.attrs.property === key),
  )?.attrs.content

describe('head builder', () => {
  it('gives a translatable page its own canonical and reciprocal absolute alternates with x-default', () => {
    const es = head('/es/features/')
    expect(links(es, 'canonical')).toEqual([{ rel: 'canonical', href: 'https://www.example.com/es/features/' }])
    expect(links(es, 'alternate')).toEqual([
      { rel: 'alternate', hreflang: 'en', href: 'https://www.example.com/features/' },
      { rel: 'alternate', hreflang: 'es', href: 'https://www.example.com/es/features/' },
      { rel: 'alternate', hreflang: 'x-default', href: 'https://www.example.com/features/' },
    ])
    expect(links(head('/features/'), 'alternate')).toEqual(links(es, 'alternate'))
    expect(meta(es, 'og:locale')).toBe('es_LA')
    expect(meta(es, 'og:locale:alternate')).toBe('en_US')
  })

  it('gives a page without a Spanish version no alternates', () => {
    const tags = head('/privacy/')
    expect(links(tags, 'alternate')).toEqual([])
    expect(meta(tags, 'og:locale:alternate')).toBeUndefined()
  })

  it('carries title, description, keywords, robots, Open Graph and Twitter tags', () => {
    const tags = head('/')
    expect(tags[0]).toEqual({ tag: 'title', text: 'AI Media Buyer for Meta, Google & TikTok Ads | Arcline' })
    expect(meta(tags, 'robots')).toBe('index,follow')
    expect(meta(tags, 'og:image')).toMatch(/^https:\/\/www\.example\.com\/og\/home-en\.[0-9a-f]{8}\.png$/)
    expect(meta(tags, 'twitter:image')).toBe(meta(tags, 'og:image'))
    expect(meta(tags, 'og:image:type')).toBe('image/png')
    expect(meta(tags, 'og:image:width')).toBe('1200')
    expect(meta(tags, 'og:image:height')).toBe('630')
    expect(meta(tags, 'twitter:card')).toBe('summary_large_image')
    expect(meta(tags, 'keywords')).toContain('AI media buyer')
  })

  it('marks the meeting-booked pages and the 404 page noindex', () => {
    expect(meta(head('/meeting-booked/'), 'robots')).toBe('noindex,follow')
    expect(meta(head('/es/meeting-booked/'), 'robots')).toBe('noindex,follow')
    expect(meta(buildNotFoundHead(site), 'robots')).toBe('noindex,follow')
  })

  it("gives each 404 page its language's home image: a 404 has no address of its own to share", () => {
    expect(meta(buildNotFoundHead(site, 'en'), 'og:image')).toBe(meta(head('/'), 'og:image'))
    expect(meta(buildNotFoundHead(site, 'es'), 'og:image')).toBe(meta(head('/es/'), 'og:image'))
    expect(meta(buildNotFoundHead(site, 'es'), 'twitter:image')).toBe(meta(head('/es/'), 'og:image'))
  })

  it('escapes attribute values', () => {
    expect(renderHead([{ tag: 'meta', attrs: { name: 'x', content: '"><script>' } }])).toBe(
      '<meta name="x" content="&quot;&gt;&lt;script&gt;">',
    )
  })
})

describe('structured data', () => {
  const types = (url: string) => structuredData(site, site.byUrl.get(url)!).map((d) => d['@type'])

  it('describes the organization on the home page, with founders, sameAs and a contact point', () => {
    const [org] = structuredData(site, site.byUrl.get('/')!)
    expect(org).toMatchObject({ '@type': 'Organization', name: 'Arcline', url: 'https://www.example.com/' })
    expect(org!.founder).toHaveLength(2)
    expect(org!.sameAs).toContain('https://www.instagram.com/example')
    expect(org!.contactPoint).toMatchObject({ email: 'hello@example.com' })
    const [orgEs] = structuredData(site, site.byUrl.get('/es/')!)
    expect(orgEs!.sameAs).toContain('https://www.instagram.com/example.es')
  })

  it('describes the website by its brand and home on other pages, and the page as one of its pages', () => {
    const [webSite, webPage] = structuredData(site, site.byUrl.get('/contact/')!)
    const home = structuredData(site, site.byUrl.get('/')!).find((d) => d['@type'] === 'WebSite')!
    expect(webSite).toMatchObject({ '@type': 'WebSite', name: site.config.brand, url: home.url, '@id': home['@id'] })
    expect(webPage).toMatchObject({
      '@type': 'WebPage',
      url: 'https://www.example.com/contact/',
      isPartOf: { '@id': home['@id'] },
    })
    // No WebSite anywhere is named after a page or placed at a page's address.
    for (const page of site.pages)
      for (const doc of structuredData(site, page).filter((d) => d['@type'] === 'WebSite'))
        expect([doc.name, doc.url]).toEqual([site.config.brand, home.url])
  })

  it('offers no price for the Shopify web application: $500 alone is not the whole price (issue 40), and never 297', () => {
    const docs = structuredData(site, site.byUrl.get('/solutions/shopify-ads-automation/')!)
    const app = docs.find((d) => d['@type'] === 'WebApplication')!
    expect(app).toMatchObject({ applicationCategory: 'BusinessApplication', operatingSystem: 'Web browser' })
    const all = JSON.stringify(site.pages.map((p) => structuredData(site, p)))
    expect(all).not.toMatch(/"offers"|"price"/)
    expect(all).not.toContain('297')
  })

  it('speaks the page’s language: Spanish words on Spanish pages, the body’s language tag as inLanguage', () => {
    const service = structuredData(site, site.byUrl.get('/es/features/')!)[0]!
    expect(service).toMatchObject({
      '@type': 'Service',
      serviceType: 'Automatización de publicidad con IA',
      areaServed: 'Todo el mundo',
      inLanguage: 'es-419',
    })
    const [org] = structuredData(site, site.byUrl.get('/es/')!)
    expect(org!.contactPoint).toMatchObject({ contactType: 'atención al cliente', availableLanguage: ['en', 'es'] })
    // /es/story's body is English under Spanish search texts.
    expect(structuredData(site, site.byUrl.get('/es/story/')!)[0]).toMatchObject({ inLanguage: 'en-US' })
  })

  it('adds FAQPage from the FAQ the page renders', () => {
    expect(types('/contact/')).toContain('FAQPage')
    const faq = structuredData(site, site.byUrl.get('/solutions/shopify-ads-automation/')!).find(
      (d) => d['@type'] === 'FAQPage',
    )!
    expect(faq.mainEntity).toHaveLength(5)
    expect(types('/about/')).not.toContain('FAQPage')
    expect(types('/features/')).toEqual(['Service'])
  })

  it('serialises so no string can close the script element', () => {
    const out = serializeJsonForScript({ a: '</script><script>alert(1)</script>', b: '\u2028' })
    expect(out).not.toContain('</script>')
    expect(out).not.toContain('<')
    expect(JSON.parse(out)).toEqual({ a: '</script><script>alert(1)</script>', b: '\u2028' })
  })
})
