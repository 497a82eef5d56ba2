/**
 * The images of the Markdown texts as the site reads them
 * (site/content/images.ts, image-size.ts): size from the file's header
 * (EXIF orientation applied) equal to what sharp decodes, the widths built
 * (never wider than the original), and every image the build refuses,
 * named at its file and line with the fix.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'
import { loadDocuments } from '../../../site/content/documents.ts'
import { readImageHeader } from '../../../site/content/image-size.ts'
import { planImage, widthsFor, type ContentImage } from '../../../site/content/images.ts'
import { formatProblem } from '../../../site/errors.ts'

const square = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#5b37e6' } })

describe('an image’s size, read from its header', () => {
  it('PNG, JPEG and WebP (lossy and lossless) give the size sharp decodes', async () => {
    const files = {
      png: await square(1200, 675).png().toBuffer(),
      jpeg: await square(800, 600).jpeg().toBuffer(),
      webp: await square(640, 360).webp().toBuffer(),
      webpLossless: await square(333, 222).webp({ lossless: true }).toBuffer(),
      webpAlpha: await sharp({ create: { width: 50, height: 70, channels: 4, background: '#0000' } })
        .webp()
        .toBuffer(),
    }
    for (const [name, bytes] of Object.entries(files)) {
      const meta = await sharp(bytes).metadata()
      expect(readImageHeader(bytes), name).toEqual({ format: meta.format, width: meta.width, height: meta.height })
    }
  })

  it('a JPEG stored sideways (EXIF orientation 6) is as wide as it is shown upright', async () => {
    const bytes = await square(800, 600).jpeg().withMetadata({ orientation: 6 }).toBuffer()
    const upright = await sharp(bytes).rotate().toBuffer({ resolveWithObject: true })
    expect(readImageHeader(bytes)).toEqual({ format: 'jpeg', width: 600, height: 800 })
    expect([upright.info.width, upright.info.height]).toEqual([600, 800])
  })

  it('an SVG: width and height in px, or the viewBox, or one side and the viewBox’s ratio', () => {
    const svg = (attrs: string) =>
      Buffer.from(`<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" ${attrs}></svg>`)
    expect(readImageHeader(svg('width="120" height="40px"'))).toEqual({ format: 'svg', width: 120, height: 40 })
    expect(readImageHeader(svg('viewBox="0 0 640 24"'))).toEqual({ format: 'svg', width: 640, height: 24 })
    expect(readImageHeader(svg('width="320" viewBox="0 0 640 24"'))).toEqual({ format: 'svg', width: 320, height: 12 })
    expect(readImageHeader(svg('width="100%"'))).toMatchObject({ error: expect.stringMatching(/without a size/) })
  })
})

describe('the files planned for an image', () => {
  it('widths up to 1536 px, never wider than the original', () => {
    expect(widthsFor(2400)).toEqual([480, 768, 1152, 1536])
    expect(widthsFor(1200)).toEqual([480, 768, 1152, 1200])
    expect(widthsFor(480)).toEqual([480])
    expect(widthsFor(300)).toEqual([300])
  })

  it('AVIF and WebP at each width, the fallback in the original’s format, named by a hash of the bytes', async () => {
    const bytes = await square(1200, 675).png().toBuffer()
    const plan = planImage('content/guides/images/Weekly Report.png', bytes) as ContentImage
    expect(plan.variants.map((v) => `${v.format} ${v.width}x${v.height}`)).toEqual([
      'avif 480x270',
      'avif 768x432',
      'avif 1152x648',
      'avif 1200x675',
      'webp 480x270',
      'webp 768x432',
      'webp 1152x648',
      'webp 1200x675',
    ])
    expect(plan.fallback).toMatchObject({ format: 'png', width: 768, height: 432 })
    expect(plan.fallback.path).toMatch(/^\/assets\/img\/weekly-report-768\.[0-9a-f]{10}\.png$/)
    const other = planImage(
      'content/guides/images/Weekly Report.png',
      await square(1200, 675).png({ compressionLevel: 1 }).toBuffer(),
    ) as ContentImage
    expect(other.fallback.path).not.toBe(plan.fallback.path)
  })
})

describe('an image the build refuses, at its file and line', () => {
  let lines: string[] = []
  beforeAll(async () => {
    const root = mkdtempSync(join(tmpdir(), 'content-images-'))
    const dir = join(root, 'content/documents')
    mkdirSync(join(dir, 'images'), { recursive: true })
    writeFileSync(join(dir, 'images/chart.png'), await square(400, 300).png().toBuffer())
    writeFileSync(join(dir, 'images/spin.gif'), await square(10, 10).gif().toBuffer())
    writeFileSync(join(dir, 'images/active.svg'), '<svg viewBox="0 0 10 10" onload="alert(1)"></svg>')
    writeFileSync(join(root, 'outside.png'), await square(10, 10).png().toBuffer())
    writeFileSync(
      join(dir, 'bad.md'),
      [
        '---',
        'title: Images',
        '---',
        '',
        '![A chart](./images/missing.png)',
        '',
        '![](./images/chart.png)',
        '',
        '![A chart](./images/chart.png "Spend")',
        '',
        '![A chart](./images/chart.png "decorative")',
        '',
        '![A chart](https://example.com/chart.png)',
        '',
        '![A chart](/images/chart.png)',
        '',
        '![A chart](../../outside.png)',
        '',
        '![A spinner](./images/spin.gif)',
        '',
        '![A drawing](./images/active.svg)',
        '',
        '![A chart](./images/chart.png) and ![](./images/chart.png "decorative") are fine.',
        '',
        '![A file](file:///etc/passwd)',
        '',
      ].join('\n'),
    )
    lines = loadDocuments(root).problems.map(formatProblem)
  })
  const at = (line: number) => lines.filter((l) => l.startsWith(`content/documents/bad.md:${line} `))

  it('a missing file, naming the path it looked for', () => {
    expect(at(5)).toEqual([
      'content/documents/bad.md:5 › image ./images/missing.png: no such file (content/documents/images/missing.png)\n' +
        "    fix: put the image at content/documents/images/missing.png, or correct the path: it is read from the text's folder, content/documents/",
    ])
  })

  it('no alt text, unless marked decorative; a title other than "decorative"; decorative with alt text', () => {
    expect(at(7)).toEqual([
      expect.stringMatching(/› body: image \.\/images\/chart\.png: no alt text\n {4}fix: .*"decorative"/),
    ])
    expect(at(9)).toEqual([expect.stringMatching(/a title \("Spend"\) is not shown to most readers/)])
    expect(at(11)).toEqual([expect.stringMatching(/is marked "decorative" and has alt text/)])
  })

  it('a remote URL, an absolute path, a file outside content/', () => {
    expect(at(13)).toEqual([
      expect.stringMatching(
        /image https:\/\/example\.com\/chart\.png: a remote image.*\n.*download it into content\/documents\/images\//,
      ),
    ])
    expect(at(15)).toEqual([expect.stringMatching(/image \/images\/chart\.png: an absolute path/)])
    // Another scheme is no remote image to download: named by its scheme.
    expect(at(25)).toEqual([
      expect.stringMatching(
        /image file:\/\/\/etc\/passwd: an image address with the scheme file:, which the site does not publish/,
      ),
    ])
    expect(at(17)).toEqual([
      expect.stringMatching(/image \.\.\/\.\.\/outside\.png: a file outside content\/ \(outside\.png\)/),
    ])
  })

  it('a GIF, and an SVG that could run a script', () => {
    expect(at(19)).toEqual([expect.stringMatching(/image \.\/images\/spin\.gif: a GIF/)])
    expect(at(21)).toEqual([expect.stringMatching(/image \.\/images\/active\.svg: an SVG with a script/)])
  })

  it('nothing else: a described image and a decorative one pass', () => {
    expect(at(23)).toEqual([])
    expect(lines).toHaveLength(10)
  })
})
