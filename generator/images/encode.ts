/**
 * The images of the Markdown texts, encoded by sharp (libvips) into the
 * files site/content/images.ts planned: AVIF and WebP at each width, and a
 * fallback in the original's format. An encoded file is kept in a cache
 * folder (node_modules/.cache/images/, or SITE_IMAGE_CACHE) under its own
 * name, which carries a hash of the original's bytes and of the encoding
 * options: a build after a change encodes only the images that changed, and
 * copies the others. A cached file unused for 30 days is removed by the next
 * build. SVGs are copied as they are.
 */
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs'
import { basename, join, resolve } from 'node:path'
import sharp from 'sharp'
import { CONTENT_IMAGE_DIR, IMAGE_OPTIONS, type ContentImage, type ImageFile } from '../../site/content/images.ts'
import type { Problem } from '../../site/errors.ts'

/** The cache folder: SITE_IMAGE_CACHE, or node_modules/.cache/images/ of the working directory. */
export const imageCacheDir = (): string => resolve(process.env.SITE_IMAGE_CACHE ?? 'node_modules/.cache/images')

const KEEP_DAYS = 30
/** Images encoded at once: libvips already spreads one image over every core. */
const AT_ONCE = 2

export interface ImageCounts {
  /** Images whose files were all taken from the cache (or copied, for SVGs). */
  reused: number
  /** Images with at least one file encoded in this build. */
  encoded: number
  /** Files encoded in this build. */
  filesEncoded: number
}

function encoder(pipeline: sharp.Sharp, file: ImageFile): sharp.Sharp {
  const sized = pipeline.clone().resize({ width: file.width, height: file.height, fit: 'fill' })
  switch (file.format) {
    case 'avif':
      return sized.avif(IMAGE_OPTIONS.avif)
    case 'webp':
      return sized.webp(IMAGE_OPTIONS.webp)
    case 'jpeg':
      return sized.jpeg(IMAGE_OPTIONS.jpeg)
    default:
      return sized.png(IMAGE_OPTIONS.png)
  }
}

const filesOf = (image: ContentImage) => [...image.variants, image.fallback]

/** Encodes what the cache lacks of one image; how many files it encoded. */
async function encodeImage(root: string, image: ContentImage, cacheDir: string): Promise<number> {
  if (image.format === 'svg') return 0
  const missing = filesOf(image).filter((f) => !existsSync(join(cacheDir, basename(f.path))))
  const now = new Date()
  for (const f of filesOf(image)) if (!missing.includes(f)) utimesSync(join(cacheDir, basename(f.path)), now, now)
  if (missing.length === 0) return 0
  // Turned upright by its EXIF orientation, as its planned size already is.
  const pipeline = sharp(readFileSync(join(root, image.source)), { failOn: 'error' }).rotate()
  await Promise.all(
    missing.map(async (file) => {
      const bytes = await encoder(pipeline, file).toBuffer()
      const cached = join(cacheDir, basename(file.path))
      // Two builds may encode the same file at once: each writes its own, then renames it into place.
      const temporary = `${cached}.${process.pid}.${Math.random().toString(36).slice(2)}`
      writeFileSync(temporary, bytes)
      renameSync(temporary, cached)
    }),
  )
  return missing.length
}

/**
 * Encodes every image into the cache (what is cached already is kept); a
 * file libvips cannot decode is a problem naming it.
 */
export async function encodeImages(
  root: string,
  images: Iterable<ContentImage>,
  cacheDir = imageCacheDir(),
): Promise<{ counts: ImageCounts; problems: Problem[] }> {
  mkdirSync(cacheDir, { recursive: true })
  const counts: ImageCounts = { reused: 0, encoded: 0, filesEncoded: 0 }
  const problems: Problem[] = []
  const queue = [...images]
  const lane = async () => {
    for (let image = queue.shift(); image; image = queue.shift()) {
      try {
        const files = await encodeImage(root, image, cacheDir)
        counts.filesEncoded += files
        if (files > 0) counts.encoded++
        else counts.reused++
      } catch (error) {
        problems.push({
          check: 'images',
          file: image.source,
          route: '*',
          key: '(image)',
          message: `cannot be encoded: ${(error as Error).message}`,
          hint: 'open the file in an image editor and save it again as PNG or JPEG',
        })
      }
    }
  }
  await Promise.all(Array.from({ length: AT_ONCE }, lane))
  return { counts, problems }
}

/** Writes every file of the images into the site (`dist`, the folder served): from the cache, an SVG from its source. */
export function writeImages(root: string, images: Iterable<ContentImage>, dist: string, cacheDir = imageCacheDir()) {
  const dir = join(dist, CONTENT_IMAGE_DIR)
  mkdirSync(dir, { recursive: true })
  for (const image of images)
    for (const file of filesOf(image))
      copyFileSync(
        image.format === 'svg' ? join(root, image.source) : join(cacheDir, basename(file.path)),
        join(dir, basename(file.path)),
      )
}

/** Removes cached files unused for KEEP_DAYS days; how many. */
export function pruneImageCache(cacheDir = imageCacheDir(), now = Date.now()): number {
  if (!existsSync(cacheDir)) return 0
  let removed = 0
  for (const name of readdirSync(cacheDir)) {
    const file = join(cacheDir, name)
    if (now - statSync(file).mtimeMs > KEEP_DAYS * 86_400_000) {
      rmSync(file, { force: true })
      removed++
    }
  }
  return removed
}
