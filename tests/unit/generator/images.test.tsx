/**
 * The images of the Markdown texts at build (generator/images/): every
 * planned file encoded in its format at its size, a second build encodes
 * nothing, and a page shows them as a <picture> with srcsets, width, height
 * and alt, in HTML that html-validate accepts. The fixture: the guides
 * (tests/fixtures/content/guides), whose weekly report shows a PNG drawn
 * from an SVG and whose TikTok guide a decorative SVG.
 */
import { existsSync, mkdtempSync, readdirSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { basename, join } from 'node:path'
import type { ComponentType } from 'react'
import sharp from 'sharp'
import { HtmlValidate } from 'html-validate'
import { describe, expect, it } from 'vitest'
import { encodeImages, writeImages } from '../../../generator/images/encode.ts'
import { VALIDATOR_CONFIG } from '../../../generator/html-checks/validate.ts'
import { renderDocumentHtml } from '../../../renderer/html.tsx'
import SitePage from '../../../renderer/pages/site/+Page.tsx'
import { guidesRoot, guidesSite } from '../../fixtures/content/guides-site.ts'

const site = guidesSite()
const root = guidesRoot()
// The guides' own images (the fixture's root links the real documents too, the story's image among them).
const images = [...site.content.images.values()].filter((i) => i.source.startsWith('content/guides/'))
const report = images.find((i) => i.source === 'content/guides/images/weekly-report.png')!
const divider = images.find((i) => i.source === 'content/guides/images/divider.svg')!
const html = (url: string) =>
  renderDocumentHtml(site, { urlPathname: url, Page: SitePage as ComponentType, is404: false })

describe('encoding', () => {
  const cache = mkdtempSync(join(tmpdir(), 'image-cache-'))
  const dist = mkdtempSync(join(tmpdir(), 'image-dist-'))

  it('writes every planned file, in its format at its size, never wider than the original', async () => {
    expect(report).toMatchObject({ format: 'png', width: 1200, height: 675 })
    const first = await encodeImages(root, images, cache)
    expect(first.problems).toEqual([])
    expect(first.counts).toEqual({ encoded: 1, reused: 1, filesEncoded: 9 })
    writeImages(root, images, dist, cache)
    for (const file of [...report.variants, report.fallback]) {
      const meta = await sharp(join(dist, file.path)).metadata()
      expect({ path: file.path, format: meta.format, width: meta.width, height: meta.height }).toEqual({
        path: file.path,
        format: file.format === 'avif' ? 'heif' : file.format,
        width: file.width,
        height: file.height,
      })
      if (file.format === 'avif') expect(meta.compression).toBe('av1')
    }
    expect(Math.max(...report.variants.map((v) => v.width))).toBe(1200)
    expect(existsSync(join(dist, divider.fallback.path))).toBe(true)
    expect(readdirSync(join(dist, 'assets/img')).sort()).toEqual(
      [...report.variants, report.fallback, divider.fallback].map((f) => basename(f.path)).sort(),
    )
  })

  it('a second build encodes nothing: every file comes from the cache', async () => {
    const second = await encodeImages(root, images, cache)
    expect(second.counts).toEqual({ encoded: 0, reused: 2, filesEncoded: 0 })
  })

  it('the browser downloads less than the original: WebP and AVIF at every width', () => {
    for (const v of report.variants) {
      expect(statSync(join(dist, v.path)).size, v.path).toBeLessThan(report.bytes)
    }
  })

  it('a file sharp cannot decode is a problem naming it', async () => {
    const broken = { ...report, source: 'content/guides/weekly-reporting.md', variants: [report.variants[0]!] }
    broken.variants[0] = { ...broken.variants[0]!, path: '/assets/img/broken-480.0000000000.avif' }
    const { problems } = await encodeImages(root, [broken], mkdtempSync(join(tmpdir(), 'image-cache-')))
    expect(problems).toEqual([
      expect.objectContaining({
        file: 'content/guides/weekly-reporting.md',
        message: expect.stringMatching(/^cannot be encoded: /),
      }),
    ])
  })
})

describe('on the page', () => {
  const page = html('/guides/weekly-reporting/')
  const picture = /<picture>[\s\S]*?<\/picture>/.exec(page)?.[0] ?? ''

  it('a <picture>: AVIF then WebP with every width, the fallback with width, height, alt, lazy and async', () => {
    const srcset = (type: string) =>
      new RegExp(`<source type="image/${type}" srcSet="([^"]+)" sizes="([^"]+)"/>`).exec(picture)?.slice(1)
    const widths = (s: string | undefined) => s?.split(', ').map((c) => c.split(' ')[1])
    expect(widths(srcset('avif')?.[0])).toEqual(['480w', '768w', '1152w', '1200w'])
    expect(widths(srcset('webp')?.[0])).toEqual(['480w', '768w', '1152w', '1200w'])
    expect(srcset('avif')?.[1]).toBe('(min-width: 832px) 768px, calc(100vw - 2.5rem)')
    expect(picture.indexOf('image/avif')).toBeLessThan(picture.indexOf('image/webp'))
    expect(picture).toContain(
      `<img src="${report.fallback.path}" width="768" height="432" alt="A one-page weekly report: spend by platform as bars and, beside them, the week&#x27;s changes: two done, one waiting for approval" loading="lazy" decoding="async"/>`,
    )
  })

  it('the Spanish page shows the same files with its own alt text', () => {
    const es = html('/es/guides/weekly-reporting/')
    expect(es).toContain(`src="${report.fallback.path}"`)
    expect(es).toMatch(/alt="Un informe semanal de una página: la inversión por plataforma en barras/)
  })

  it('an SVG is its own file, sized from its viewBox; a decorative image has an empty alt', () => {
    expect(html('/guides/tiktok-creative-basics/')).toContain(
      `<img src="${divider.fallback.path}" width="640" height="24" alt="" loading="lazy" decoding="async"/>`,
    )
  })

  it('html-validate accepts the page', () => {
    const report = new HtmlValidate(VALIDATOR_CONFIG).validateStringSync(page, 'page.html')
    expect(report.results.flatMap((r) => r.messages.map((m) => `${m.ruleId}: ${m.message}`))).toEqual([])
  })
})
