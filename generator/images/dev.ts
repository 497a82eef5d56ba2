/**
 * `npm run dev`: the dev server serves the Markdown texts' images at the
 * addresses the pages name (/assets/img/…), encoding an image the first
 * time one of its files is asked for (into the same cache as the build), so
 * a text's new image shows on the next reload without a build.
 */
import { readFileSync } from 'node:fs'
import { basename, extname, join } from 'node:path'
import type { Plugin } from 'vite'
import { CONTENT_IMAGE_DIR } from '../../site/content/images.ts'
import type { Site } from '../../site/site.ts'
import { encodeImages, imageCacheDir } from './encode.ts'

const TYPES: Record<string, string> = {
  '.avif': 'image/avif',
  '.webp': 'image/webp',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.svg': 'image/svg+xml',
}

export function contentImagesInDev(): Plugin {
  return {
    name: 'content-images-in-dev',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const path = decodeURI((req.url ?? '').split('?')[0]!)
        if (!path.startsWith(CONTENT_IMAGE_DIR)) return next()
        // The site as the dev server's renderer loads it: what the page being viewed names.
        const serve = async () => {
          const { getSite } = (await server.ssrLoadModule('/generator/site.ts')) as { getSite: () => Site }
          const image = [...getSite().content.images.values()].find((i) =>
            [...i.variants, i.fallback].some((f) => f.path === path),
          )
          if (!image) return next()
          const root = server.config.root
          const { problems } = await encodeImages(root, [image])
          if (problems.length > 0) throw new Error(problems.map((p) => `${p.file}: ${p.message}`).join('\n'))
          const file = image.format === 'svg' ? join(root, image.source) : join(imageCacheDir(), basename(path))
          res.setHeader('Content-Type', TYPES[extname(path)] ?? 'application/octet-stream')
          res.setHeader('Cache-Control', 'no-cache')
          res.end(readFileSync(file))
        }
        serve().catch(next)
      })
    },
  }
}
