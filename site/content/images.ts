/**
 * The images of the Markdown texts: files beside the text
 * (`content/<folder>/images/chart.png`, written `![alt](./images/chart.png)`),
 * each shown as AVIF and WebP at a few widths with a fallback in its own
 * format. This module decides every output file's name and size when the
 * site is read (from the file's header and a hash of its bytes and of
 * IMAGE_OPTIONS), so a page can be rendered before anything is encoded; the
 * build encodes them (generator/images/). Server-only.
 */
import { createHash } from 'node:crypto'
import { readFileSync, statSync } from 'node:fs'
import { basename, extname, join, posix } from 'node:path'
import { readImageHeader, type SourceFormat } from './image-size.ts'

/** Where the encoded files are served: a folder of files named by their content (cached for a year). */
export const CONTENT_IMAGE_DIR = '/assets/img/'

/**
 * How every image is encoded; part of each file's hash, so changing a value
 * renames (and re-encodes) every file. Widths: the text column is at most
 * 768 CSS px wide (Longform's max-w-3xl), so 1536 covers it on a 2× screen;
 * 480 serves a phone at 1×. Never wider than the original. AVIF effort 2:
 * measured on the story's 1600 px PNG, effort 4 took 3-4× the time (9 s
 * against 2.6 s for the four widths) for files 1-9% smaller.
 */
export const IMAGE_OPTIONS = {
  version: 1,
  widths: [480, 768, 1152, 1536],
  avif: { quality: 55, effort: 2 },
  webp: { quality: 80, effort: 4 },
  jpeg: { quality: 82, mozjpeg: true },
  png: { compressionLevel: 9, adaptiveFiltering: true },
} as const

/** The widest the text column shows an image, in CSS px (Longform's max-w-3xl). */
export const TEXT_COLUMN_PX = 768

export type EncodedFormat = 'avif' | 'webp' | 'png' | 'jpeg'

/** One file the build writes for an image. */
export interface ImageFile {
  /** Its URL path, under CONTENT_IMAGE_DIR. */
  path: string
  format: EncodedFormat | 'svg'
  width: number
  height: number
}

/** An image of a Markdown text, with every file the build makes of it. */
export interface ContentImage {
  /** Repository-relative path of the original. */
  source: string
  format: SourceFormat
  /** Displayed size of the original (EXIF orientation applied). */
  width: number
  height: number
  /** Bytes of the original. */
  bytes: number
  /** AVIF then WebP, each at every width, narrowest first (none for an SVG). */
  variants: ImageFile[]
  /**
   * The `<img src>`, for a browser that reads neither AVIF nor WebP: the
   * original's format at the column's width (an SVG: the file itself). Its
   * width and height are the `<img>`'s, so they set the image's ratio and,
   * when it is narrower than the column, its size on the page.
   */
  fallback: ImageFile
}

/** Why an image cannot be shown, and the fix. */
export interface ImageRefusal {
  message: string
  hint: string
}

const fallbackFormat = (format: SourceFormat): EncodedFormat | 'svg' =>
  format === 'jpeg' ? 'jpeg' : format === 'svg' ? 'svg' : 'png'

const EXT: Record<EncodedFormat | 'svg', string> = { avif: 'avif', webp: 'webp', png: 'png', jpeg: 'jpg', svg: 'svg' }

/** The widths an image is encoded at: those below its own width, and its own width up to the widest. */
export function widthsFor(width: number): number[] {
  const widest = IMAGE_OPTIONS.widths.at(-1)!
  return [...IMAGE_OPTIONS.widths.filter((w) => w < Math.min(width, widest)), Math.min(width, widest)]
}

/** What an SVG shown as an image must not carry: it would run if the file were opened on its own. */
const SVG_ACTIVE = /<script\b|\son[a-z]+\s*=|javascript:|<foreignObject\b/i

const stemOf = (source: string) =>
  basename(source, extname(source))
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '') || 'image'

/** Builds the plan of an image from its bytes (exported for tests). */
export function planImage(source: string, bytes: Buffer): ContentImage | ImageRefusal {
  const header = readImageHeader(bytes)
  if (!header.format) return { message: header.error, hint: header.hint }
  if (header.format === 'svg' && SVG_ACTIVE.test(bytes.toString('utf8')))
    return {
      message: 'an SVG with a script, an event handler or embedded HTML',
      hint: 'export it again as a plain drawing (no scripts, no on…= attributes, no <foreignObject>)',
    }
  const hash = createHash('sha256').update(bytes).update(JSON.stringify(IMAGE_OPTIONS)).digest('hex').slice(0, 10)
  const { width, height } = header
  const stem = stemOf(source)
  const file = (format: EncodedFormat | 'svg', w: number): ImageFile => {
    const h = Math.max(1, Math.round((height * w) / width))
    const name = format === 'svg' ? `${stem}.${hash}.svg` : `${stem}-${w}.${hash}.${EXT[format]}`
    return { path: `${CONTENT_IMAGE_DIR}${name}`, format, width: w, height: format === 'svg' ? height : h }
  }
  const widths = header.format === 'svg' ? [] : widthsFor(width)
  return {
    source,
    format: header.format,
    width,
    height,
    bytes: bytes.length,
    variants: (['avif', 'webp'] as const).flatMap((format) => widths.map((w) => file(format, w))),
    fallback: file(fallbackFormat(header.format), header.format === 'svg' ? width : Math.min(width, TEXT_COLUMN_PX)),
  }
}

/**
 * The plan of the image at `source` (repository-relative) under `root`, read
 * when the site is loaded: once per site (a site's texts name a few images;
 * hashing a 130 KB PNG takes well under a millisecond).
 */
export function readContentImage(root: string, source: string): ContentImage | ImageRefusal | undefined {
  const path = join(root, source)
  try {
    if (!statSync(path).isFile()) return undefined
  } catch {
    return undefined
  }
  return planImage(source, readFileSync(path))
}

/** The `sizes` of an image: the text column's width, or the image's own when narrower. */
export function sizesOf(image: ContentImage): string {
  const shown = Math.min(image.width, TEXT_COLUMN_PX)
  // The page's side padding is 2.5rem on a phone: below the column's width, the image fills what is left.
  return `(min-width: ${shown + 64}px) ${shown}px, calc(100vw - 2.5rem)`
}

/** The `srcset` of one format's variants. */
export const srcsetOf = (image: ContentImage, format: EncodedFormat): string =>
  image.variants
    .filter((v) => v.format === format)
    .map((v) => `${v.path} ${v.width}w`)
    .join(', ')

/**
 * The image a Markdown text at `file` (repository-relative) names as `url`,
 * or why it cannot be shown. Only files beside the texts are shown: a remote
 * image could be neither sized nor compressed, would tell another site who
 * reads the page, and would need the Content-Security-Policy opened to it.
 */
export function resolveContentImage(root: string, file: string, url: string): ContentImage | ImageRefusal {
  const folder = posix.dirname(file)
  const beside = `${folder}/images/`
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(url)?.[1]?.toLowerCase()
  if (scheme && !['http', 'https'].includes(scheme))
    return {
      message: `an image address with the scheme ${scheme}:, which the site does not publish: it shows only image files it builds`,
      hint: `put the file in ${beside} and write the path from the text's folder: ./images/<file name>`,
    }
  if (/^[a-z][a-z0-9+.-]*:|^\/\//i.test(url))
    return {
      message: 'a remote image: the site shows only image files it builds',
      hint: `download it into ${beside} and write ./images/<file name> (a remote image cannot be sized or compressed, tells its host who reads the page, and the Content-Security-Policy allows images from this site only)`,
    }
  if (url.startsWith('/'))
    return {
      message: 'an absolute path',
      hint: `put the file in ${beside} and write the path from the text's folder: ./images/<file name>`,
    }
  let path: string
  try {
    path = decodeURI(url.split(/[?#]/)[0]!)
  } catch {
    path = url
  }
  const source = posix.normalize(posix.join(folder, path))
  if (!source.startsWith('content/') || source.split('/').includes('..'))
    return {
      message: `a file outside content/ (${source})`,
      hint: `put the file in ${beside} and write ./images/<file name>`,
    }
  return (
    readContentImage(root, source) ?? {
      message: `no such file (${source})`,
      hint: `put the image at ${source}, or correct the path: it is read from the text's folder, ${folder}/`,
    }
  )
}
