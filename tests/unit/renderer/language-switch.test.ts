/**
 * Where the language switch leads (renderer/layout/language-switch.ts), on
 * pages rendered from the repository's manifest: a page's own version in the
 * other language; for an English-only page, the page its `inOtherLanguages`
 * names there (/privacy → /es/privacy-summary/), else the home page. The
 * stand-in is no translation: hreflang and the sitemap ignore it.
 */
import type { ComponentType } from 'react'
import { describe, expect, it } from 'vitest'
import { renderDocumentHtml } from '../../../renderer/html.tsx'
import ErrorPage from '../../../renderer/pages/_error/+Page.tsx'
import { switchHref } from '../../../renderer/layout/language-switch.ts'
import { renderSitemap } from '../../../generator/emit/sitemap.ts'
import { siteOf } from '../../../generator/site.ts'
import { loadSiteConfig } from '../../../site/config.ts'
import { cloneManifest, route } from '../../fixtures/util.ts'

const config = loadSiteConfig({ env: {}, mode: 'development' })
const site = siteOf({ config })
// The layout (and so the switch) is the same whatever the page's body: the error page's is the cheapest to render.
const render = (url: string) =>
  renderDocumentHtml(site, { urlPathname: url, is404: false, Page: ErrorPage as ComponentType })
const toggle = (html: string) => /<a ([^>]*data-lang-toggle="[^"]+"[^>]*)>/.exec(html)![1]!
const hrefOf = (html: string) => /href="([^"]*)"/.exec(toggle(html))![1]

describe('the language switch', () => {
  it('leads from the English-only privacy policy to the Spanish privacy summary', () => {
    const html = render('/privacy/')
    expect(hrefOf(html)).toBe('/es/privacy-summary/')
    expect(toggle(html)).toMatch(/hreflang="es"/i)
    expect(toggle(html)).toContain('data-lang-toggle="es"')
  })

  it('leads home from an English-only page that names no page for the other languages', () => {
    for (const url of ['/security/', '/terms-and-conditions/', '/terms-and-conditions/2024-12-31/'])
      expect(hrefOf(render(url)), url).toBe('/es/')
  })

  it('leads from a translatable page to its own twin, both ways', () => {
    expect(hrefOf(render('/features/'))).toBe('/es/features/')
    expect(hrefOf(render('/privacy-summary/'))).toBe('/es/privacy-summary/')
    expect(hrefOf(render('/es/privacy-summary/'))).toBe('/privacy-summary/')
  })

  it('makes no translation of the stand-in: no hreflang alternate, no sitemap alternate, no data-bilingual', () => {
    const privacy = render('/privacy/')
    expect(privacy).not.toMatch(/<link[^>]*rel="alternate"/)
    expect(privacy).toContain('<html lang="en-US"><head>')
    const summary = render('/es/privacy-summary/')
    const alternates = [...summary.matchAll(/<link[^>]*rel="alternate"[^>]*href="([^"]*)"/g)].map((m) => m[1])
    expect(alternates.length).toBeGreaterThan(0)
    for (const href of alternates) expect(href).toMatch(/\/privacy-summary\/$/)
    const sitemap = renderSitemap(site)
    const entry = /<url>\s*<loc>[^<]*\/privacy\/<\/loc>[\s\S]*?<\/url>/.exec(sitemap)![0]
    expect(entry).not.toContain('xhtml:link')
    expect(sitemap.match(/href="[^"]*\/privacy\/"/g)).toBeNull()
  })

  it('leads home when the page it names has no version in that language (the check refuses that manifest)', () => {
    const m = cloneManifest()
    route(m, '/privacy').inOtherLanguages = '/security'
    const unchecked = siteOf({ config, manifest: m })
    expect(switchHref(unchecked, unchecked.byUrl.get('/privacy/'), 'es')).toBe('/es/')
  })
})
