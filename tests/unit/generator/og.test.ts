import { mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { cardLayout, cardSvg } from '../../../generator/og/card.ts'
import { designFingerprint, designProblem } from '../../../generator/og/design.ts'
import { createOgWriter, pruneOgCache } from '../../../generator/og/images.ts'
import { loadCardFont } from '../../../generator/og/font.ts'
import { measure, wrap } from '../../../generator/og/layout.ts'
import { pngSize } from '../../../generator/og/png.ts'
import { createCardDrawer, drawCardWhole } from '../../../generator/og/raster.ts'
import { loadSiteConfig } from '../../../site/config.ts'
import { OG_DESIGN, ogCardOf, ogImageOf, ogImagePath, type OgCard } from '../../../site/og-image.ts'
import { siteOf } from '../../../generator/site.ts'
import { pngRows, unfilterRows } from './png-data.ts'

const cache = mkdtempSync(join(tmpdir(), 'og-test-'))
const font = loadCardFont(join(cache, 'fonts'))
const site = siteOf({ config: loadSiteConfig({ env: {}, mode: 'development' }) })
const home = site.byUrl.get('/es/')!
const card: OgCard = ogCardOf(site.config, home)
const TEXT_WIDTH = 1040
const drawer = createCardDrawer(font)
const drawCard = (c: OgCard) => drawer.draw(c)

/** Bytes a pixel of a PNG from png.ts: RGB (colour type 2) or RGBA (6). */
const channelsOf = (png: Buffer) => ({ 2: 3, 6: 4 })[png[25]!] ?? 0

/** The RGBA pixels of a card's PNG (rows unfiltered or "Up", as png.ts writes them). */
function pixelsOf(png: Buffer): Buffer {
  const channels = channelsOf(png)
  const unfiltered = unfilterRows(pngRows(png), 1200 * channels, 630)
  if (channels === 4) return unfiltered
  const out = Buffer.alloc(1200 * 630 * 4, 255)
  for (let i = 0, j = 0; i < unfiltered.length; i += 3, j += 4) unfiltered.copy(out, j, i, i + 3)
  return out
}

describe('social images', () => {
  it('are 1200×630 PNGs whose pixel data is complete', () => {
    const png = drawCard(card)
    expect(pngSize(png)).toEqual({ width: 1200, height: 630 })
    // RGB, as a card is opaque: every row's bytes and its filter byte.
    expect(channelsOf(png)).toBe(3)
    expect(pngRows(png).length).toBe((1200 * 3 + 1) * 630)
    expect(pngSize(Buffer.from('not a png at all, not at all'))).toBeNull()
  })

  it('are named by the page and a hash that changes with title, description, brand and language, and nothing else', () => {
    const path = ogImagePath('/es/', card)
    expect(path).toMatch(/^\/og\/home-es\.[0-9a-f]{8}\.png$/)
    expect(ogImageOf(site.config, home)).toBe(path)
    const hash = (c: OgCard, design?: string) => ogImagePath('/es/', c, design).split('.')[1]
    for (const change of [
      { title: `${card.title}!` },
      { description: `${card.description} Más.` },
      { brand: 'Northwind' },
      { lang: 'en' as const },
    ])
      expect(hash({ ...card, ...change }), JSON.stringify(change)).not.toBe(hash(card))
    expect(hash(card, 'another drawing')).not.toBe(hash(card))
    // What the card does not show leaves the name as it is.
    const page = { ...home, seo: { ...home.seo, keywords: ['otra'], robots: 'noindex,follow' as const } }
    expect(ogImageOf(site.config, page)).toBe(path)
    expect(ogImagePath('/es/vs/madgicx/', card)).toMatch(/^\/og\/vs-madgicx-es\./)
  })

  it('show another brand on every card when SITE_BRAND changes', () => {
    const other = siteOf({ config: loadSiteConfig({ env: { SITE_BRAND: 'Northwind' }, mode: 'development' }) })
    for (const page of other.pages) expect(ogCardOf(other.config, page).brand).toBe('Northwind')
    expect(cardSvg(ogCardOf(other.config, other.pages[0]!), font)).toContain('>Northwind</text>')
  })

  it("fit the site's longest title whole, in both languages, every line within the text width", () => {
    for (const lang of ['en', 'es'] as const) {
      const longest = site.pages
        .filter((p) => p.lang === lang)
        .reduce((a, b) => (b.seo.title.length > a.seo.title.length ? b : a))
      const { title, description } = cardLayout(ogCardOf(site.config, longest), font)
      expect(title.lines.join(' '), longest.url).toBe(longest.seo.title)
      for (const line of [...title.lines])
        expect(measure(font.faces[800], line, title.size)).toBeLessThanOrEqual(TEXT_WIDTH)
      for (const line of description) expect(measure(font.faces[400], line, 30)).toBeLessThanOrEqual(TEXT_WIDTH)
    }
  })

  it('clamp a very long Spanish title with an ellipsis, and break a word wider than a line', () => {
    const long = {
      ...card,
      title:
        '¿Cómo planifica, lanza y optimiza la inteligencia artificial tus campañas de Meta, Google y TikTok sin contratos anuales ni comisiones ocultas? ¡Descúbrelo año tras año con ñandúes!',
      description: `${card.description} `.repeat(4),
    }
    const { title, description } = cardLayout(long, font)
    expect(title.lines.length).toBeLessThanOrEqual(4)
    expect(title.lines.at(-1)).toMatch(/…$/)
    expect(title.lines[0]).toMatch(/^¿Cómo/)
    for (const line of title.lines) expect(measure(font.faces[800], line, title.size)).toBeLessThanOrEqual(TEXT_WIDTH)
    expect(description.at(-1)).toMatch(/…$/)
    for (const line of description) expect(measure(font.faces[400], line, 30)).toBeLessThanOrEqual(TEXT_WIDTH)

    const word = wrap(font.faces[800], 'Supercalifragilísticoespialidosoñandúmente'.repeat(3), 76, TEXT_WIDTH, 3)
    expect(word.lines.length).toBeGreaterThan(1)
    for (const line of word.lines) expect(measure(font.faces[800], line, 76)).toBeLessThanOrEqual(TEXT_WIDTH)
    // Accented letters, ñ and the opening marks are measured, not counted as nothing.
    for (const ch of ['é', 'ñ', '¿', '¡', 'Ñ']) expect(measure(font.faces[400], ch, 100)).toBeGreaterThan(20)
  })

  it('laid word by word look as drawn whole by resvg (words within half a pixel), on every card of the site', () => {
    const fresh = createCardDrawer(font)
    for (const page of site.pages) {
      const c = ogCardOf(site.config, page)
      const [laid, whole] = [pixelsOf(fresh.draw(c)), drawCardWhole(c, font)]
      let sum = 0
      for (let i = 0; i < laid!.length; i++) sum += Math.abs(laid![i]! - whole![i]!)
      // Measured: 0.24-1.9 a byte on the 22 cards; a word missing or a line out of place is far more.
      expect(sum / laid!.length, page.url).toBeLessThan(2.5)
    }
    // A card without its title is far from it: the measure can fail.
    const untitled = pixelsOf(fresh.draw({ ...card, title: '' }))
    const full = drawCardWhole(card, font)
    let sum = 0
    for (let i = 0; i < full.length; i++) sum += Math.abs(untitled[i]! - full[i]!)
    expect(sum / full.length).toBeGreaterThan(5)
  }, 240_000) // 44 drawings decoded in JavaScript: about 2 s on a quiet machine, 75 s seen under load

  it('are drawn once: a second build copies them from the cache, a changed card is drawn again', () => {
    const dir = mkdtempSync(join(tmpdir(), 'og-cache-'))
    const dist = (n: number) => mkdtempSync(join(tmpdir(), `og-dist-${n}-`))
    const first = createOgWriter(site.config, dist(1), dir)
    const pages = site.pages.slice(0, 3)
    expect(pages.map((p) => first.write(p))).toEqual(['drawn', 'drawn', 'drawn'])
    const out = dist(2)
    const second = createOgWriter(site.config, out, dir)
    expect(pages.map((p) => second.write(p))).toEqual(['reused', 'reused', 'reused'])
    expect(second.counts).toEqual({ drawn: 0, reused: 3 })
    const file = join(out, ogImageOf(site.config, pages[0]!))
    expect(readFileSync(file).equals(drawCard(ogCardOf(site.config, pages[0]!)))).toBe(true)
    const changed = { ...pages[0]!, seo: { ...pages[0]!.seo, title: 'A title written since the last build' } }
    expect(second.write(changed)).toBe('drawn')
    expect(pruneOgCache(dir)).toBe(0)
    expect(pruneOgCache(dir, Date.now() + 31 * 86_400_000)).toBe(4)
  })

  it('are one file with their cached drawing, and never written through it', () => {
    const cacheDir = mkdtempSync(join(tmpdir(), 'og-cache-'))
    const out = mkdtempSync(join(tmpdir(), 'og-dist-'))
    const page = site.pages[0]!
    const cachedOf = () => readdirSync(cacheDir).filter((f) => f.endsWith('.png'))
    const target = join(out, ogImageOf(site.config, page))
    // Drawn: the site's file is written once and the cache holds it under a second name.
    expect(createOgWriter(site.config, out, cacheDir).write(page)).toBe('drawn')
    const [name] = cachedOf()
    const cached = join(cacheDir, name!)
    expect(statSync(target).ino).toBe(statSync(cached).ino)
    expect(statSync(cached).nlink).toBe(2)
    // Reused into a folder that still has the file: the old name is replaced, nothing is copied.
    expect(createOgWriter(site.config, out, cacheDir).write(page)).toBe('reused')
    expect(statSync(target).ino).toBe(statSync(cached).ino)
    expect(statSync(cached).nlink).toBe(2)
    // Drawn again (another cache) over a site file that is a cached drawing's other name:
    // a new file, so the first cache's drawing keeps its bytes and loses only that name.
    const before = readFileSync(cached)
    const otherCache = mkdtempSync(join(tmpdir(), 'og-cache-'))
    expect(createOgWriter(site.config, out, otherCache).write(page)).toBe('drawn')
    expect(statSync(target).ino).not.toBe(statSync(cached).ino)
    expect(statSync(cached).nlink).toBe(1)
    expect(readFileSync(cached).equals(before)).toBe(true)
    expect(readFileSync(target).equals(before)).toBe(true)
  })

  it('stop the build when the drawing changed but OG_DESIGN did not, giving the value to write', () => {
    expect(designProblem(font)).toBeNull()
    expect(OG_DESIGN).toBe(designFingerprint(font))
    const problem = designProblem(font, '0000000000000000')!
    expect(problem).toMatchObject({ check: 'og-design', file: 'site/og-image.ts', key: 'OG_DESIGN' })
    expect(problem.hint).toContain(`OG_DESIGN = '${designFingerprint(font)}'`)
  })
})
