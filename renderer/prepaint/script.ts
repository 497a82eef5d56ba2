import { transformSync } from 'esbuild'
import type { Site } from '../../generator/site.ts'
import { CRAWLER_PATTERN, STORAGE_KEYS, decide, prepaint, type PrepaintData } from './language.ts'

let cached: { key: string; code: string } | undefined

/** The inline pre-paint script of every page, minified; identical on all pages (one CSP hash). */
export function prepaintScript(site: Site): string {
  const data: PrepaintData = {
    t: site.manifest.routes.filter((r) => r.translatable).map((r) => r.path),
    b: CRAWLER_PATTERN,
    k: { ...STORAGE_KEYS },
    c: Boolean(site.config.posthog.key || site.config.metaPixelId || site.config.googleAds.id),
  }
  const key = JSON.stringify(data)
  if (cached?.key === key) return cached.code
  const source = `(${prepaint.toString()})(${key},${decide.toString()})`
  const code = transformSync(source, { minify: true, loader: 'js', target: 'es2017' }).code.trim()
  cached = { key, code }
  return code
}
