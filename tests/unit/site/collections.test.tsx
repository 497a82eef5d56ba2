/**
 * Collections (site/content/): entry files become routes and copy, a listing
 * becomes its pages, both languages; and every bad entry fails naming file,
 * line and fix. The fixture: tests/fixtures/content/guides (a translatable
 * Markdown collection, two entries a page, newest first, tag pages).
 */
import type { ComponentType } from 'react'
import { describe, expect, it } from 'vitest'
import { renderDocumentHtml } from '../../../renderer/html.tsx'
import SitePage from '../../../renderer/pages/site/+Page.tsx'
import { renderSitemap } from '../../../generator/emit/sitemap.ts'
import { inboundLinks } from '../../../generator/checks/orphans.ts'
import { loadContent } from '../../../site/content/index.ts'
import { pageNumbers } from '../../../site/content/listings.ts'
import { formatProblem, type ManifestError } from '../../../site/errors.ts'
import { CollectionSchema, EntrySchema } from '../../../site/schema/collection.ts'
import { parseManifest } from '../../../site/schema/manifest.ts'
import { structuredData } from '../../../site/structured-data.ts'
import manifest from '../../../site.manifest.ts'
import { guidesCollection, guidesSite } from '../../fixtures/content/guides-site.ts'

const site = guidesSite()
const page = (url: string) => site.byUrl.get(url)!
const html = (url: string) =>
  renderDocumentHtml(site, { urlPathname: url, Page: SitePage as ComponentType, is404: false })

describe('a Markdown collection', () => {
  it('makes a page per entry file at its pattern, in Spanish where a Spanish file sits beside it', () => {
    const urls = site.pages
      .filter((p) => p.route.origin?.kind === 'entry' && p.route.origin.collection === 'guides')
      .map((p) => p.url)
    expect(urls).toEqual([
      '/guides/meta-ads-checklist/',
      '/es/guides/meta-ads-checklist/',
      '/guides/tiktok-creative-basics/',
      '/guides/weekly-reporting/',
      '/es/guides/weekly-reporting/',
    ])
    const es = page('/es/guides/meta-ads-checklist/')
    expect(es.alternates).toEqual({ en: '/guides/meta-ads-checklist/', es: '/es/guides/meta-ads-checklist/' })
    expect(es.seo.title).toBe('Lista de verificación para lanzar anuncios en Meta')
    expect(es.seo.description).toMatch(/^Qué revisar antes de que una campaña de Meta salga al aire con Arcline/)
    expect(es.seo.ogType).toBe('article')
    expect(page('/guides/tiktok-creative-basics/').alternates).toEqual({ en: '/guides/tiktok-creative-basics/' })
  })

  it('lists its entries newest first, two a page, with a page per tag, in both languages', () => {
    const listing = site.content.listings.get('guides')!
    expect(listing.map((p) => [p.path, p.entries])).toEqual([
      ['/guides', ['/guides/meta-ads-checklist', '/guides/tiktok-creative-basics']],
      ['/guides/page/2', ['/guides/weekly-reporting']],
      ['/guides/tags/checklists', ['/guides/meta-ads-checklist']],
      ['/guides/tags/meta', ['/guides/meta-ads-checklist']],
      ['/guides/tags/reporting', ['/guides/weekly-reporting']],
      ['/guides/tags/tiktok', ['/guides/tiktok-creative-basics']],
    ])
    expect(page('/es/guides/page/2/').seo.title).toBe('Guías de publicidad · Página 2')
    expect(page('/guides/tags/reporting/').seo.title).toBe('Reporting · Advertising guides')
    expect(page('/es/guides/tags/reporting/').seo.title).toBe('Informes · Guías de publicidad')
    // The orphan check sees each listing page linked as EntryList links it: from its neighbours and every other page's topics.
    const inbound = inboundLinks(site)
    for (const p of listing) expect(inbound.get(p.path)?.size, p.path).toBeGreaterThan(0)
    expect([...inbound.get('/guides/page/2')!]).toContain('/guides')
    // Each page its own description: the SEO check fails a site whose listing pages share one.
    expect(page('/guides/page/2/').seo.description).toMatch(/^Page 2: Practical guides/)
    expect(page('/es/guides/tags/reporting/').seo.description).toMatch(/^Informes: Guías prácticas/)
    const listed = site.pages.filter((p) => p.url.includes('/guides/tags/') || p.url.includes('/guides/page/'))
    for (const lang of ['en', 'es'] as const) {
      const descriptions = [page(lang === 'en' ? '/guides/' : '/es/guides/'), ...listed.filter((p) => p.lang === lang)]
      expect(new Set(descriptions.map((p) => p.seo.description)).size).toBe(descriptions.length)
    }
  })

  it('renders a Spanish listing with Spanish entries, and marks the English-only one as the site marks English links', () => {
    const out = html('/es/guides/')
    expect(out.match(/<h1[ >]/g)).toHaveLength(1)
    expect(out).toContain('href="/es/guides/meta-ads-checklist/"')
    expect(out).toContain('><span>Lista de verificación para lanzar anuncios en Meta</span></a>')
    expect(out).toMatch(
      /href="\/guides\/tiktok-creative-basics\/"[^>]* hrefLang="en"><span lang="en">TikTok creative basics for small teams<\/span>(<!-- -->)? \(en inglés\)<\/a>/,
    )
    expect(out).toMatch(/<nav aria-label="Páginas"[\s\S]*href="\/es\/guides\/page\/2\/"/)
    expect(out).toMatch(/<nav aria-label="Temas"[\s\S]*href="\/es\/guides\/tags\/reporting\/"[^>]*>Informes</)
  })

  it('renders an entry from its Markdown, with the previous and next entries and its listing', () => {
    const out = html('/guides/tiktok-creative-basics/')
    expect(out).toMatch(/<h1[^>]*>TikTok creative basics for small teams<\/h1>/)
    expect(out).toContain('<time dateTime="2026-09-15">September 15, 2026</time>')
    expect(out).toMatch(/<h2 id="hooks">Hooks<\/h2>/)
    expect(out).toMatch(/href="\/guides\/meta-ads-checklist\/"[\s\S]*A launch checklist for Meta ads/)
    expect(out).toMatch(/href="\/guides\/weekly-reporting\/"[\s\S]*Weekly reporting that a busy team reads/)
    // A Markdown link to another entry reaches its own language's version.
    expect(html('/es/guides/meta-ads-checklist/')).toContain('href="/es/guides/weekly-reporting/"')
  })

  it('gives an entry its trail and a listing its items as structured data, and the sitemap each entry’s date', () => {
    const [crumbs] = structuredData(site, page('/es/guides/weekly-reporting/')).filter(
      (d) => d['@type'] === 'BreadcrumbList',
    )
    expect((crumbs!.itemListElement as { name: string; item: string }[]).map((c) => [c.name, c.item])).toEqual([
      ['Inicio', 'https://www.example.com/es/'],
      ['Guías', 'https://www.example.com/es/guides/'],
      ['Un informe semanal que un equipo ocupado lee', 'https://www.example.com/es/guides/weekly-reporting/'],
    ])
    const [list] = structuredData(site, page('/guides/page/2/')).filter((d) => d['@type'] === 'ItemList')
    expect(list!.itemListElement).toEqual([
      {
        '@type': 'ListItem',
        position: 3,
        url: 'https://www.example.com/guides/weekly-reporting/',
        name: 'Weekly reporting that a busy team reads',
      },
    ])
    expect(renderSitemap(site)).toMatch(
      /<loc>https:\/\/www\.example\.com\/guides\/weekly-reporting\/<\/loc>\n {4}<lastmod>2026-08-20<\/lastmod>/,
    )
  })
})

describe('bad entries fail the build, naming file, line and fix', () => {
  const collections = [
    CollectionSchema.parse({ ...guidesCollection, name: 'guides', path: '/:slug' }),
    CollectionSchema.parse({
      name: 'compare',
      path: '/compare/:slug',
      folder: 'content/compare',
      translatable: false,
      schema: EntrySchema,
      sections: parseManifest(manifest).collections.find((c) => c.name === 'comparisons')!.sections,
      seo: { structuredData: 'service' },
    }),
  ]
  const problems = (() => {
    try {
      loadContent('tests/fixtures/content/bad-entries', {
        collections,
        routePaths: parseManifest(manifest).routes.map((r) => r.path),
        copy: { en: {}, es: {} },
      })
      return []
    } catch (error) {
      return (error as ManifestError).problems.map(formatProblem)
    }
  })()
  const about = (file: string) => problems.filter((p) => p.startsWith(`content/${file}`))

  it('a field that fails its schema, at its line', () => {
    expect(about('guides/bad-date.md')).toEqual([
      expect.stringMatching(
        /^content\/guides\/bad-date\.md:5 › date: expected a date written YYYY-MM-DD[\s\S]*fix: write date: date YYYY-MM-DD, e\.g\. date: 2026-11-23/,
      ),
    ])
  })

  it('a file name that is no slug, a Spanish file alone, two files of one slug', () => {
    expect(about('guides/Bad Name.md')).toEqual([expect.stringMatching(/"Bad Name" is not a slug[\s\S]*fix: rename/)])
    expect(about('guides/lonely.es.md')).toEqual([
      expect.stringMatching(/a Spanish entry with no English entry beside it/),
    ])
    expect(about('guides/twin.md')).toEqual([
      expect.stringMatching(/twin\.md, content\/guides\/twin\.yaml:1 .* two entries with the slug "twin"/),
    ])
  })

  it('an address taken by a page of the manifest', () => {
    expect(about('guides/features.md')).toEqual([
      expect.stringMatching(
        /features\.md:1 › \(path\): the address \/features is taken already, by site\.manifest\.ts/,
      ),
    ])
  })

  it('an entry missing the field its listing sorts by; a tag with no label', () => {
    expect(about('guides/undated.md')).toEqual([
      expect.stringMatching(/sorted by date, which this entry does not have[\s\S]*fix: add date:/),
    ])
    expect(about('guides/unlabelled.md')).toEqual([
      expect.stringMatching(
        /route "\/guides\/tags\/astrology" › guides\.index\.tags\.astrology: tag "astrology" has no English label/,
      ),
      expect.stringMatching(
        /tag "astrology" has no Spanish label[\s\S]*fix: add tags: \{ 'astrology': '…' \} to guides\.index in locales\/i18n\/es\/guides\.ts/,
      ),
    ])
  })

  it('a data entry: a prop its section refuses, at the prop’s line; props for a section the page does not have', () => {
    const acme = about('compare/acme.yaml')
    expect(acme).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/acme\.yaml:9 › props\.carousel: no section named "carousel"/),
        expect.stringMatching(/acme\.yaml:8 › props\.problems\.items\[0\]\.icon: Invalid option/),
        expect.stringMatching(/acme\.yaml:4 › props\.table\.competitor: Invalid input/),
      ]),
    )
  })
})

describe('the page numbers of a listing', () => {
  it('links the first, the last and two either side of the current page, with a gap for the rest', () => {
    expect(pageNumbers(1, 1)).toEqual([1])
    expect(pageNumbers(1, 5)).toEqual([1, 2, 3, 4, 5])
    expect(pageNumbers(1, 500)).toEqual([1, 2, 3, null, 500])
    expect(pageNumbers(5, 10)).toEqual([1, 2, 3, 4, 5, 6, 7, null, 10])
    expect(pageNumbers(7, 12)).toEqual([1, null, 5, 6, 7, 8, 9, null, 12])
    expect(pageNumbers(250, 500)).toEqual([1, null, 248, 249, 250, 251, 252, null, 500])
    expect(pageNumbers(500, 500)).toEqual([1, null, 498, 499, 500])
    expect(pageNumbers(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7])
    // Every page is linked from some other page, so the whole listing is reached by following links.
    for (const pages of [2, 9, 120])
      for (let n = 1; n <= pages; n++)
        expect(
          Array.from({ length: pages }, (_, i) => i + 1).some((p) => p !== n && pageNumbers(p, pages).includes(n)),
        ).toBe(true)
  })
})
