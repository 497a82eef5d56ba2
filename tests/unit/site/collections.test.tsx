/**
 * Collections (site/content/): entry files become routes and copy, a listing
 * becomes its pages, both languages; and every bad entry fails naming file,
 * line and fix. The fixture: tests/fixtures/content/guides (a translatable
 * Markdown collection, two entries a page, newest first, tag pages).
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { ComponentType } from 'react'
import { describe, expect, expectTypeOf, it } from 'vitest'
import { z } from 'zod'
import type { CopyKey } from '../../../locales/index.ts'
import { renderDocumentHtml } from '../../../renderer/html.tsx'
import SitePage from '../../../renderer/pages/site/+Page.tsx'
import { EntryCard } from '../../../renderer/cards/EntryCard.tsx'
import type { CardProps } from '../../../renderer/cards/types.ts'
import { renderSitemap } from '../../../generator/emit/sitemap.ts'
import { inboundLinks } from '../../../generator/checks/orphans.ts'
import { collectionEntry, wordsOf, WORDS_PER_MINUTE } from '../../../site/content/collection-entry.ts'
import { loadContent } from '../../../site/content/index.ts'
import { unreadFolders } from '../../../generator/checks/content-folders.ts'
import { defineLoader, readJson, type LoadedEntry } from '../../../site/content/loader.ts'
import { pageNumbers } from '../../../site/content/listings.ts'
import { formatProblem, type ManifestError } from '../../../site/errors.ts'
import { CollectionSchema, EntrySchema, type CollectionInput } from '../../../site/schema/collection.ts'
import { loadSiteConfig } from '../../../site/config.ts'
import { siteOf } from '../../../generator/site.ts'
import { textAt } from '../../../site/text.ts'
import { createMemo } from '../../../generator/memo.ts'
import { parseManifest } from '../../../site/schema/manifest.ts'
import { structuredData } from '../../../site/structured-data.ts'
import manifest from '../../../site.manifest.ts'
import {
  guidesCollection,
  guidesCopy,
  guidesInputs,
  guidesRoot,
  guidesSite,
} from '../../fixtures/content/guides-site.ts'
import { planAccept } from '../../../generator/translations/accept.ts'
import { parseRecord, type Records } from '../../../generator/translations/record.ts'
import { translationStatus } from '../../../generator/translations/status.ts'

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

  it('gives a Markdown entry its body, read once: blocks, the headings its page anchors, and a reading time on its card', () => {
    const entry = collectionEntry(site, '/guides/tiktok-creative-basics', 'en')
    expect(entry.body!.blocks.length).toBeGreaterThan(1)
    expect(entry.body!.headings).toEqual([{ depth: 2, text: 'Hooks', id: 'hooks' }])
    // The anchors the card or a table of contents names are the ones the page gives its headings.
    const out = html('/guides/tiktok-creative-basics/')
    for (const h of entry.body!.headings) expect(out).toContain(`<h${h.depth} id="${h.id}">${h.text}</h${h.depth}>`)
    // Words as a reader reads them: a link's address and a heading's {#anchor} are not words.
    expect(wordsOf(['## Hooks {#hooks}', 'Read [the weekly guide](/guides/weekly-reporting) first.'])).toBe(6)
    expect(entry.body!.words).toBe(wordsOf(entry.body!.blocks)) // no placeholder in this text
    expect(entry.body!.minutes).toBe(Math.max(1, Math.round(entry.body!.words / WORDS_PER_MINUTE)))
    // Made once per entry and language: asked again on another card, the same body.
    const memoSite = { ...site, memo: createMemo() }
    expect(collectionEntry(memoSite, entry.path, 'en').body).toBe(collectionEntry(memoSite, entry.path, 'en').body)
    // An entry with no Spanish file is shown in English on a Spanish page: the same body; one with Spanish, its own.
    expect(collectionEntry(memoSite, entry.path, 'es').body).toBe(collectionEntry(memoSite, entry.path, 'en').body)
    const weekly = (lang: 'en' | 'es') => collectionEntry(memoSite, '/guides/weekly-reporting', lang).body!
    expect(weekly('es').blocks).not.toEqual(weekly('en').blocks)
    expect(weekly('es')).toBe(weekly('es'))
    // Another site in the same process (the dev server after an edit, another test) never gets this one's body.
    const edited = guidesSite()
    const root = edited.content.entryAt('/guides/weekly-reporting')!.root
    ;(textAt(edited, 'en', `${root}.body`) as string[]).push('A paragraph added since, of exactly nine more words.')
    const other = collectionEntry({ ...edited, memo: memoSite.memo }, '/guides/weekly-reporting', 'en').body!
    expect(other.words).toBe(weekly('en').words + 9)
    // Its card shows it after the date, in the page's language.
    expect(html('/guides/')).toMatch(
      /<time dateTime="2026-09-15">September 15, 2026<\/time><span aria-hidden="true"> · <\/span><span>1 min read<\/span>/,
    )
    expect(html('/es/guides/')).toContain('<span>1 min de lectura</span>')
    expectTypeOf(entry.body!.headings[0]!.id).toEqualTypeOf<string>()
  })

  it('gives a data entry (YAML) no body', () => {
    const real = siteOf({ manifest, config: loadSiteConfig({ env: {}, mode: 'development' }) })
    expect(collectionEntry(real, '/solutions/shopify-ads-automation', 'en').body).toBeUndefined()
    expect(collectionEntry(real, '/solutions/shopify-ads-automation', 'en').data.title).toBeTruthy()
  })

  it('types the entry of a card for any collection with the fields of EntrySchema only', () => {
    const real = siteOf({ manifest, config: loadSiteConfig({ env: {}, mode: 'development' }) })
    const { entry } = { entry: collectionEntry(real, '/solutions/shopify-ads-automation', 'en') } satisfies CardProps
    expectTypeOf(entry.data.title).toEqualTypeOf<string>()
    expectTypeOf(entry.data.tags).toEqualTypeOf<string[] | undefined>()
    // A field of no collection's schema, or one collection's own, is a type error, not an `unknown` that
    // String() would print as "undefined" (the type check of `npm run check` holds this line).
    // @ts-expect-error -- no such field on an entry of any collection
    expect(entry.data.industy).toBeUndefined()
  })

  it('leads back to its listing, not home, once at the top; the pager closes the page', () => {
    const out = html('/guides/tiktok-creative-basics/')
    const main = out.slice(out.indexOf('<main'), out.indexOf('</main>'))
    const back = [...main.matchAll(/<a [^>]*href="([^"]*)"[^>]*>(?:(?!<\/a>)[\s\S])*?<span[^>]*>([^<]*)<\/span><\/a>/g)]
      .map((m) => [m[1], m[2]])
      .filter(([, text]) => text === 'Guides' || text === 'Back to home')
    expect(back).toEqual([['/guides/', 'Guides']])
    // The pager names the listing too, after the entry: two ways to it, no way home from the body.
    expect(main.match(/href="\/guides\/"/g)).toHaveLength(2)
    expect(main).not.toContain('Back to home')
    const es = html('/es/guides/meta-ads-checklist/')
    expect(es.slice(es.indexOf('<main'))).toMatch(/href="\/es\/guides\/"[^>]*>[\s\S]*?Guías/)
  })

  it('switches language to the listing from an entry with no version in that language, not to the home page', () => {
    const englishOnly = (collection: string) =>
      site.pages.find(
        (p) => p.route.origin?.kind === 'entry' && p.route.origin.collection === collection && !p.route.translatable,
      )!.url
    const toggle = (url: string) => html(url).match(/<a [^>]*href="([^"]*)"[^>]*data-lang-toggle="es"/)?.[1]
    expect(toggle(englishOnly('guides'))).toBe('/es/guides/')
    // An entry of a collection without a listing: that language's home, as before.
    expect(toggle(englishOnly('comparisons'))).toBe('/es/')
    // An entry with its Spanish leads to it, as every page does.
    expect(toggle('/guides/meta-ads-checklist/')).toBe('/es/guides/meta-ads-checklist/')
  })

  it('gives an entry its trail and a listing its items as structured data, and the sitemap each entry’s date', async () => {
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
    // The Spanish listing names each entry in Spanish where it has a Spanish text, else in English, saying so.
    const [spanish] = structuredData(site, page('/es/guides/')).filter((d) => d['@type'] === 'ItemList')
    const items = spanish!.itemListElement as { url: string; name: string; inLanguage?: string }[]
    const translated = (url: string) =>
      site.content.entryAt(new URL(url).pathname.replace(/^\/es/, '').replace(/\/$/, ''))!.files.es
    expect(items.some((i) => translated(i.url)) && items.some((i) => !translated(i.url))).toBe(true)
    for (const item of items)
      expect([item.url, item.inLanguage]).toEqual([item.url, translated(item.url) ? undefined : 'en-US'])
    // Named as the English listing names it where untranslated, differently where translated.
    const [english] = structuredData(site, page('/guides/')).filter((d) => d['@type'] === 'ItemList')
    const englishName = new Map(
      (english!.itemListElement as { url: string; name: string }[]).map((i) => [i.url, i.name]),
    )
    for (const item of items)
      expect(item.name === englishName.get(item.url.replace('.com/es/', '.com/')), item.url).toBe(!translated(item.url))
    // Its English names, so tagged, are no English left in the Spanish JSON-LD.
    const { structuredDataLanguage } = await import('../../../generator/checks/structured-data-language.ts')
    const listed = structuredDataLanguage.run({ site } as never) as { route: string; key?: string }[]
    expect(listed.filter((p) => p.route === '/es/guides/' && p.key?.includes('itemListElement'))).toEqual([])
  })
})

describe('a listing whose texts are written in the manifest', () => {
  // The guides' listing with its texts beside its search texts (index.copy per language), none in locales/.
  const own = {
    en: { ...guidesCopy.en.index, title: 'Field guides', intro: 'Written beside the listing in the manifest.' },
    es: { ...guidesCopy.es.index, title: 'Guías de campo', intro: 'Escritas junto al listado en el manifiesto.' },
  }
  const inline = (copy: Record<string, unknown> = own): CollectionInput => ({
    ...guidesCollection,
    index: { ...guidesCollection.index!, copy: copy as typeof own },
  })
  const made = () => {
    const { manifest, copy } = guidesInputs(inline())
    // Linked from the footer by its own title: no label in locales/ either.
    manifest.navigation.footer.groups[2]!.links.at(-1)!.label = 'listings.guides.title'
    delete (copy.en as Record<string, unknown>).guides
    delete (copy.es as Record<string, unknown>).guides
    return siteOf({ manifest, copy, root: guidesRoot(), config: loadSiteConfig({ env: {}, mode: 'development' }) })
  }
  const ownSite = made()
  const render = (url: string) =>
    renderDocumentHtml(ownSite, { urlPathname: url, Page: SitePage as ComponentType, is404: false })

  it('shows them in each language: heading, intro, tag labels, and the tag pages’ search titles', () => {
    for (const [lang, url] of [
      ['en', '/guides/'],
      ['es', '/es/guides/'],
    ] as const) {
      const out = render(url)
      expect(out).toMatch(new RegExp(`<h1[^>]*>${own[lang].title}</h1>`))
      expect(out).toContain(own[lang].intro)
      expect(out).toMatch(new RegExp(`href="${url}tags/reporting/"[^>]*>${own[lang].tags.reporting}<`))
      // The footer's link to the listing, on every page of the language, says the listing's title.
      expect(render(lang === 'en' ? '/about/' : '/es/about/')).toMatch(
        new RegExp(`<a [^>]*href="${url}"[^>]*>${own[lang].title}</a>`),
      )
    }
    expect(ownSite.byUrl.get('/es/guides/tags/reporting/')!.seo.title).toBe('Informes · Guías de publicidad')
    const [crumbs] = structuredData(ownSite, ownSite.byUrl.get('/es/guides/weekly-reporting/')!).filter(
      (d) => d['@type'] === 'BreadcrumbList',
    )
    expect((crumbs!.itemListElement as { name: string }[])[1]!.name).toBe(own.es.title)
  })

  it('tracks their translation in the manifest’s record, as its search texts: missing until accepted, then stale when the English changes', () => {
    const none: Records = { files: new Map(), problems: [] }
    const texts = translationStatus(ownSite, none)
      .filter((t) => t.recordKey.startsWith('/guides copy.'))
      .sort((a, b) => (a.recordKey < b.recordKey ? -1 : 1))
    expect(texts.map((t) => [t.recordKey, t.status, t.reason, t.file, t.record])).toEqual(
      ['empty', 'intro', 'tags.checklists', 'tags.meta', 'tags.reporting', 'tags.tiktok', 'title']
        .sort()
        .map((field) => [
          `/guides copy.es.${field}`,
          'missing',
          'unaccepted',
          'site.manifest.ts',
          'locales/i18n/es/site.manifest.sources.json',
        ]),
    )
    const plan = planAccept(translationStatus(ownSite, none), none, ['/guides'])
    const accepted: Records = {
      files: new Map([...plan.write].map(([file, text]) => [file, parseRecord(text, file).entries])),
      problems: [],
    }
    const after = (site: typeof ownSite) =>
      translationStatus(site, accepted).filter((t) => t.recordKey.startsWith('/guides copy.'))
    expect(new Set(after(ownSite).map((t) => t.status))).toEqual(new Set(['fresh']))
    own.en.intro = 'Written beside the listing, and changed since.'
    try {
      expect(
        after(made())
          .filter((t) => t.status === 'stale')
          .map((t) => t.recordKey),
      ).toEqual(['/guides copy.es.intro'])
    } finally {
      own.en.intro = 'Written beside the listing in the manifest.'
    }
  })

  it('refuses a tag without its label in a language, naming the manifest’s field to add', () => {
    const { reporting: _reporting, ...tags } = own.es.tags
    const { manifest, copy } = guidesInputs(inline({ ...own, es: { ...own.es, tags } }))
    let problems: string[] = []
    try {
      siteOf({ manifest, copy, root: guidesRoot(), config: loadSiteConfig({ env: {}, mode: 'development' }) })
    } catch (error) {
      problems = (error as ManifestError).problems.map(formatProblem)
    }
    expect(problems).toEqual([
      expect.stringMatching(
        /^content\/guides\/weekly-reporting\.md › route "\/guides\/tags\/reporting" › collections › guides › index\.copy\.es\.tags\.reporting: tag "reporting" has no Spanish label\n {4}fix: add tags: \{ 'reporting': '…' \} to index\.copy\.es of the collection "guides" in site\.manifest\.ts/,
      ),
    ])
  })

  it('refuses a listing whose texts and search texts are not in the same languages, naming the field and the fix', () => {
    const { es: _es, ...english } = own
    const parsed = CollectionSchema.safeParse(inline(english))
    expect(parsed.success).toBe(false)
    expect(parsed.error!.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      [
        'index.copy.es',
        "the listing's search texts are written in Spanish (seo.es), its texts are not: add copy.es: { title, intro, empty }",
      ],
    ])
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
        /^content\/guides\/bad-date\.md:5 › date: 2026-02-30 is no day of the calendar: write a date that exists, YYYY-MM-DD[\s\S]*fix: write date: date YYYY-MM-DD, e\.g\. date: 2026-11-23/,
      ),
    ])
  })

  it('a field of another type, saying what it got; a misspelt field, with the field it most likely means', () => {
    expect(about('guides/wrong-type.md')).toEqual([
      'content/guides/wrong-type.md:5 › summary: expected text, got a number: 42\n    fix: write summary: text, e.g. summary: "Ten checks that save a week of guessing." (docs/editing.md#add-an-entry)',
    ])
    // One problem: the field written misspelt, not also the field it means as missing.
    expect(about('guides/misspelt.md')).toEqual([
      'content/guides/misspelt.md:3 › descripton: unknown field: descripton (did you mean description?)\n    fix: rename it description, or remove it; the fields here: title, description, keywords, seoTitle, summary, date, updated, tags, structuredData (docs/editing.md#add-an-entry)',
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

/** Customer stories read from a JSON export by a loader of their own: one function, no entry files. */
const StorySchema = EntrySchema.extend({ industry: z.string().min(1), result: z.string().min(1) })
declare module '../../../site/content/entry.ts' {
  interface CollectionSchemas {
    'exported-stories': typeof StorySchema
  }
}
const EXPORT = 'tests/fixtures/content/customers-export.json'
type Exported = { slug: string; en: { body: string }; es?: { body: string } }
const fromExport = (story: Exported): LoadedEntry => {
  const source = ({ body, ...data }: { body: string }) => ({ file: EXPORT, data, body })
  return { id: story.slug, en: source(story.en), ...(story.es ? { es: source(story.es) } : {}) }
}
const storiesCollection = (
  loader = defineLoader('customers-export', () =>
    (JSON.parse(readFileSync(EXPORT, 'utf8')) as Exported[]).map(fromExport),
  ),
): CollectionInput => ({
  name: 'exported-stories',
  path: '/stories/:slug',
  translatable: true,
  schema: StorySchema,
  text: ['industry', 'result'],
  loader,
  sections: [{ type: 'longform', props: { toc: false } }],
  seo: { structuredData: 'webPage', ogType: 'article' },
  index: {
    path: '/stories',
    copy: 'stories.index' as CopyKey,
    seo: {
      en: {
        title: 'Customer stories',
        description: 'How teams plan, launch and report on their ad campaigns with one weekly plan.',
        keywords: ['customer stories'],
      },
      es: {
        title: 'Casos de clientes',
        description: 'Cómo los equipos planifican, lanzan y miden sus campañas de anuncios con un plan semanal.',
        keywords: ['casos de clientes'],
      },
    },
  },
})
function storiesSite(collection = storiesCollection()) {
  const { manifest, copy } = guidesInputs()
  manifest.collections.push(collection)
  copy.en.stories = {
    index: { title: 'Customer stories', intro: 'Teams that run their ads with one plan.', empty: 'No stories yet.' },
  }
  copy.es.stories = {
    index: {
      title: 'Casos de clientes',
      intro: 'Equipos que llevan sus anuncios con un plan.',
      empty: 'Todavía no hay casos.',
    },
  }
  return siteOf({ manifest, copy, root: guidesRoot(), config: loadSiteConfig({ env: {}, mode: 'development' }) })
}

/** The problems of the stories' site with `collection`, as the check prints them. */
function problemsOf(collection: CollectionInput): string[] {
  try {
    storiesSite(collection)
    return []
  } catch (error) {
    return (error as ManifestError).problems.map(formatProblem)
  }
}

describe('a loader of its own', () => {
  const exported = JSON.parse(readFileSync(EXPORT, 'utf8')) as (Exported & {
    en: { title: string; industry: string }
    es?: { title: string; industry: string }
  })[]
  const stories = storiesSite()
  const render = (url: string) =>
    renderDocumentHtml(stories, { urlPathname: url, Page: SitePage as ComponentType, is404: false })

  it('gives typed entries: the schema’s fields, in the language shown', () => {
    for (const story of exported)
      for (const lang of ['en', 'es'] as const) {
        const entry = collectionEntry<'exported-stories'>(stories, `/stories/${story.slug}`, lang)
        const text = (lang === 'es' && story.es) || story.en
        expect(entry.data.industry).toBe(text.industry)
        expectTypeOf(entry.data.industry).toEqualTypeOf<string>()
        // @ts-expect-error a field the schema lacks does not compile
        expect(entry.data.industy).toBeUndefined()
      }
  })

  it('renders its entries: a page each, in Spanish where the export has Spanish, and its listing in both languages', () => {
    const urls = stories.pages
      .filter((p) => p.route.origin?.kind === 'entry' && p.route.origin.collection === 'exported-stories')
      .map((p) => p.url)
    expect(urls).toEqual(exported.flatMap((s) => [`/stories/${s.slug}/`, ...(s.es ? [`/es/stories/${s.slug}/`] : [])]))
    for (const story of exported) {
      expect(render(`/stories/${story.slug}/`)).toContain(story.en.title.replace(/&/g, '&amp;'))
      if (story.es) expect(render(`/es/stories/${story.slug}/`)).toContain(story.es.title)
    }
    expect(render('/stories/northwind-outfitters/')).toMatch(/<h2 id="what-changed">What changed<\/h2>/)
    for (const story of exported) expect(render('/stories/')).toContain(`href="/stories/${story.slug}/"`)
    expect(render('/es/stories/')).toContain(exported[0]!.es!.title)
  })

  it('shows an entry’s own fields under its title where the long text lists them, in the page’s language', () => {
    const withFields = storiesSite({
      ...storiesCollection(),
      sections: [{ type: 'longform', props: { toc: false, fields: ['industry', 'result'] } }],
    })
    const page = (url: string) =>
      renderDocumentHtml(withFields, { urlPathname: url, Page: SitePage as ComponentType, is404: false })
    const story = exported.find((s) => s.es)!
    const header = (html: string) =>
      html.slice(html.indexOf('<header', html.indexOf('<main')), html.indexOf('</header>', html.indexOf('<main')))
    const pills = (html: string) =>
      [...header(html).matchAll(/<li class="rounded-lg[^"]*">([^<]*)<\/li>/g)].map((m) => m[1])
    const en = story.en as unknown as { industry: string; result: string }
    const es = story.es as unknown as { industry: string; result: string }
    expect(pills(page(`/stories/${story.slug}/`))).toEqual(
      [en.industry, en.result].map((t) => t.replace(/&/g, '&amp;')),
    )
    expect(pills(page(`/es/stories/${story.slug}/`))).toEqual(
      [es.industry, es.result].map((t) => t.replace(/&/g, '&amp;')),
    )
    // Without the prop, none (the legal pages and every long text before it).
    expect(pills(render(`/stories/${story.slug}/`))).toEqual([])
    // A field the schema lacks fails the manifest, at the field, naming the ones there are.
    expect(
      problemsOf({ ...storiesCollection(), sections: [{ type: 'longform', props: { fields: ['industy'] } }] }),
    ).toEqual([
      expect.stringMatching(
        /collection exported-stories › sections\[0\]\.props\.fields\[0\]: "industy" is no field of the collection's schema \(did you mean industry\?\): write one of .*industry, result/,
      ),
    ])
  })

  it('draws an entry section with a card typed for the collection: its own fields, typed, in the page’s language', () => {
    // The card an `entry` section names (renderer/cards/StoryFactsCard.tsx on a site): `entry.data` typed
    // from the schema, `level` 1 as the page's first section.
    function StoryFactsCard({ entry, level }: CardProps<'exported-stories'>) {
      expectTypeOf(entry.data.industry).toEqualTypeOf<string>()
      const Heading = level === 1 ? 'h1' : 'h2'
      return (
        <section data-facts={entry.collection} lang={entry.lang}>
          <Heading>{entry.data.title}</Heading>
          <p>{entry.data.industry}</p>
          <p>{entry.data.result}</p>
        </section>
      )
    }
    const withCard = storiesSite({
      ...storiesCollection(),
      sections: [
        { type: 'entry', props: { card: 'storyFacts' } },
        { type: 'longform', props: { toc: false } },
      ],
    })
    const page = (url: string) =>
      renderDocumentHtml(withCard, {
        urlPathname: url,
        Page: SitePage as ComponentType,
        is404: false,
        cards: { entry: EntryCard, storyFacts: StoryFactsCard },
      })
    const story = exported.find((s) => s.es)!
    for (const lang of ['en', 'es'] as const) {
      const text = story[lang]! as unknown as { title: string; industry: string; result: string }
      const html = page(lang === 'en' ? `/stories/${story.slug}/` : `/es/stories/${story.slug}/`)
      const facts = /<section data-facts="exported-stories"[^>]*>(.*?)<\/section>/s.exec(html)?.[1]
      const amp = (t: string) => t.replace(/&/g, '&amp;')
      expect(facts, lang).toBe(`<h1>${amp(text.title)}</h1><p>${amp(text.industry)}</p><p>${amp(text.result)}</p>`)
    }
  })

  it('records its Spanish under content/, where the records are read, not beside the export it reads', () => {
    const story = exported.find((s) => s.es)!
    expect(stories.content.translationOf(`content.exported-stories.${story.slug}.title`, 'es')).toEqual({
      file: EXPORT,
      record: 'content/exported-stories/es.sources.json',
      recordKey: `${story.slug}.title`,
      entry: `exported-stories/${story.slug}`,
    })
  })

  it('a loader that throws, or an entry that fails the schema, fails naming the collection, the loader and the fix', () => {
    const problems = (collection: CollectionInput) => {
      try {
        storiesSite(collection)
        return []
      } catch (error) {
        return (error as ManifestError).problems.map(formatProblem)
      }
    }
    const thrown = problems(
      storiesCollection(
        defineLoader('customers-export', () => {
          throw new Error(`ENOENT: no such file or directory, open 'data/customers.json'`)
        }),
      ),
    )
    expect(thrown).toEqual([
      expect.stringMatching(
        /^site\.manifest\.ts › collection exported-stories › loader: the loader "customers-export" of collection "exported-stories" threw: ENOENT: no such file or directory, open 'data\/customers\.json'\n +fix: correct what the loader "customers-export" reads/,
      ),
    ])
    const missing = problems(
      storiesCollection(
        defineLoader('customers-export', () => [
          {
            id: 'acme',
            en: {
              file: EXPORT,
              data: { title: 'Acme', description: 'x'.repeat(60), keywords: ['acme'], result: 'More sales' },
            },
          },
        ]),
      ),
    )
    expect(missing).toEqual([
      expect.stringMatching(
        /^tests\/fixtures\/content\/customers-export\.json › route "\/stories\/acme" › industry: missing: a required field/,
      ),
    ])
  })

  it('an id that is no slug names the file the loader read, without a line it does not know', () => {
    const [story] = JSON.parse(readFileSync(EXPORT, 'utf8')) as Exported[]
    const thrown = problemsOf(
      storiesCollection(defineLoader('customers-export', () => [fromExport({ ...story!, slug: 'Lumen Skincare!' })])),
    )
    expect(thrown).toEqual([
      expect.stringMatching(
        /^tests\/fixtures\/content\/customers-export\.json › route "\/stories\/Lumen Skincare!" › \(id\): "Lumen Skincare!" is not a slug/,
      ),
    ])
  })

  it('a loader’s error names what it read as written, not as the absolute path it opened', () => {
    const thrown = problemsOf(
      storiesCollection(
        defineLoader('customers-export', ({ root }) => JSON.parse(readFileSync(join(root, 'data/none.json'), 'utf8'))),
      ),
    )
    expect(thrown).toEqual([
      expect.stringMatching(
        /^site\.manifest\.ts › collection exported-stories › loader: the loader "customers-export" of collection "exported-stories" threw: ENOENT: no such file or directory, open 'data\/none\.json'\n/,
      ),
    ])
  })

  it('a JSON export that does not parse names its file, line and column (readJson)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'loader-json-'))
    writeFileSync(join(dir, 'customers.json'), '[\n  { "slug": "acme",\n  }\n]\n')
    const thrown = problemsOf(
      storiesCollection(defineLoader('customers-export', () => readJson(dir, 'customers.json') as LoadedEntry[])),
    )
    expect(thrown).toEqual([
      expect.stringMatching(
        /^site\.manifest\.ts › collection exported-stories › loader: the loader "customers-export" of collection "exported-stories" threw: customers\.json:3:3: Expected double-quoted property name in JSON\n/,
      ),
    ])
  })

  it('entry files a loader leaves behind, and a folder of no collection, are named: nothing reads them', () => {
    const root = mkdtempSync(join(tmpdir(), 'unread-content-'))
    try {
      for (const file of [
        'content/exported-stories/lumen.md',
        'content/exported-stories/es.sources.json',
        'content/drafts/plan.md',
        'content/drafts/notes.yaml',
        'content/empty/images/logo.svg',
      ]) {
        mkdirSync(join(root, file, '..'), { recursive: true })
        writeFileSync(join(root, file), '')
      }
      const collections = parseManifest({ ...guidesInputs().manifest, collections: [storiesCollection()] }).collections
      const problems = unreadFolders(root, collections).map(formatProblem)
      expect(problems).toEqual([
        `content/drafts/notes.yaml › route "*" › (folder): content/drafts/ is the folder of no collection, so its 2 files (notes.yaml, plan.md) are read by nothing\n    fix: declare a collection with folder: 'content/drafts' in site.manifest.ts (docs/editing.md#pages-from-files-collections), or remove the folder`,
        `content/exported-stories/lumen.md › route "*" › (folder): collection "exported-stories" reads its entries with the loader "customers-export", so the entry file of content/exported-stories/ (lumen.md) is read by nothing\n    fix: remove it (the loader's entries take their place; content/exported-stories/ keeps only its *.sources.json records), or read them as files: folder: 'content/exported-stories' in place of the loader`,
      ])
    } finally {
      rmSync(root, { recursive: true, force: true })
    }
  })

  it('an async loader is refused: a loader is synchronous, and the fix says how to read files', () => {
    const thrown = problemsOf(
      storiesCollection(
        // @ts-expect-error a loader returns its entries, not a Promise of them
        defineLoader('customers-export', async () => []),
      ),
    )
    expect(thrown).toEqual([
      `site.manifest.ts › collection exported-stories › loader: the loader "customers-export" of collection "exported-stories" returned a Promise: a loader is synchronous\n    fix: return the entries themselves from the loader "customers-export" in site.manifest.ts, not a Promise: read files with fs.readFileSync, not fs.promises or fetch (docs/editing.md#a-loader-of-its-own)`,
    ])
  })
  it('a loader that returns what is not entries is refused, naming what is wrong and the shape to return', () => {
    const refused = (returned: unknown) =>
      problemsOf(
        storiesCollection(
          // @ts-expect-error a loader written without types may return anything: the core checks, not trusts, it
          defineLoader('customers-export', () => returned),
        ),
      )
    const shape = `return [{ id, en: { file, data }, es? }] or { entries, problems } from the loader "customers-export" in site.manifest.ts (docs/editing.md#a-loader-of-its-own)`
    const prefix =
      'site.manifest.ts › collection exported-stories › loader: the loader "customers-export" of collection "exported-stories" returned what is not entries'
    expect(refused(undefined)).toEqual([`${prefix}: it returned nothing\n    fix: ${shape}`])
    expect(refused({ entries: 'acme' })).toEqual([`${prefix}: it returned no list\n    fix: ${shape}`])
    expect(refused([{ en: { file: EXPORT, data: {} } }])).toEqual([
      `${prefix}: an entry has no id (a string: the slug of its address)\n    fix: ${shape}`,
    ])
    expect(refused({ entries: [{ id: 'acme', en: { data: {} } }] })).toEqual([
      `${prefix}: entry "acme" has no en source { file, data }\n    fix: ${shape}`,
    ])
  })
})

describe('the files loader', () => {
  it('reads JSON entries beside Markdown and YAML, each field at its line', () => {
    const root = mkdtempSync(join(tmpdir(), 'files-loader-'))
    mkdirSync(join(root, 'content/notes'), { recursive: true })
    const fields = { title: 'A note in JSON', description: 'd'.repeat(60), keywords: ['notes'] }
    writeFileSync(join(root, 'content/notes/from-json.json'), JSON.stringify(fields, null, 2))
    writeFileSync(
      join(root, 'content/notes/from-json.es.json'),
      JSON.stringify({ ...fields, title: 'Una nota en JSON' }),
    )
    writeFileSync(join(root, 'content/notes/bad.json'), JSON.stringify({ ...fields, date: '23/11/2026' }, null, 2))
    // The folder's translation record is JSON too, and no entry.
    writeFileSync(join(root, 'content/notes/es.sources.json'), '{}')
    const collection = CollectionSchema.parse({
      name: 'notes',
      path: '/notes/:slug',
      folder: 'content/notes',
      translatable: true,
      schema: EntrySchema,
      sections: [{ type: 'pageHero' }],
      seo: { structuredData: 'webPage' },
    })
    const problems = (() => {
      try {
        loadContent(root, { collections: [collection] })
        return []
      } catch (error) {
        return (error as ManifestError).problems.map(formatProblem)
      }
    })()
    // The good entry is read; the bad one names its file, the field's line (the 7th of the file) and the fix.
    expect(problems).toEqual([
      expect.stringMatching(
        /^content\/notes\/bad\.json:7 › date: expected a date written YYYY-MM-DD[\s\S]*fix: write "date": date YYYY-MM-DD, e\.g\. "date": "2026-/,
      ),
    ])
    // A date written in the form that does not exist is told so.
    writeFileSync(join(root, 'content/notes/bad.json'), JSON.stringify({ ...fields, date: '2026-02-30' }, null, 2))
    expect(() => loadContent(root, { collections: [collection] })).toThrow(
      /content\/notes\/bad\.json:7 › date: 2026-02-30 is no day of the calendar: write a date that exists, YYYY-MM-DD/,
    )
    rmSync(join(root, 'content/notes/bad.json'))
    const content = loadContent(root, { collections: [collection] })
    expect(content.entries.get('notes')!.map((e) => [e.path, e.files])).toEqual([
      ['/notes/from-json', { en: 'content/notes/from-json.json', es: 'content/notes/from-json.es.json' }],
    ])
    expect(
      (content.text.es.content as Record<string, Record<string, { title: string }>>).notes!['from-json']!.title,
    ).toBe('Una nota en JSON')
  })
  it('names a JSON entry that JSON refuses at its line, and a Markdown entry without frontmatter, each with its fix', () => {
    const root = mkdtempSync(join(tmpdir(), 'files-loader-'))
    mkdirSync(join(root, 'content/notes'), { recursive: true })
    // A comma after the last field: YAML, which reads the fields' lines, would take it; JSON does not.
    writeFileSync(join(root, 'content/notes/trailing.json'), '{\n  "title": "A note",\n}\n')
    writeFileSync(join(root, 'content/notes/bare.md'), 'title: A note\n\nIts text.\n')
    const collection = CollectionSchema.parse({
      name: 'notes',
      path: '/notes/:slug',
      folder: 'content/notes',
      translatable: false,
      schema: EntrySchema,
      sections: [{ type: 'longform' }],
      seo: { structuredData: 'webPage' },
    })
    let problems: string[] = []
    try {
      loadContent(root, { collections: [collection] })
    } catch (error) {
      problems = (error as ManifestError).problems.map(formatProblem)
    }
    expect(problems).toEqual([
      'content/notes/bare.md:1 › (frontmatter): no frontmatter: the file must start with a line "---", its fields, and "---"\n    fix: start the file with a line "---", then its fields (title: …, description: …, keywords: […]), then a line "---" before its text',
      'content/notes/trailing.json:3 › (file): not valid JSON: Expected double-quoted property name\n    fix: fix the JSON at that line or the end of the one before: every key and text in double quotes, a comma between two fields and none after the last',
    ])
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
