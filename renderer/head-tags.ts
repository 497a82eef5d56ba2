import { publicConfig } from '../site/config.ts'
import { serializeJsonForScript } from '../site/structured-data.ts'
import type { Site } from '../site/site.ts'
import { HEADER_END_ID } from './layout/header-id.ts'

/** Static <head> entries shared by every page (before the SEO tags). */
export function baseHead(): string {
  return [
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="theme-color" content="#070b18">',
    '<meta name="color-scheme" content="light">',
    '<link rel="icon" href="/favicon.ico" sizes="32x32">',
    '<link rel="icon" href="/favicon.svg" type="image/svg+xml">',
    '<link rel="apple-touch-icon" href="/icons/apple-touch-icon.png">',
    '<link rel="manifest" href="/site.webmanifest">',
    // No first paint before the header is whole. The header is one flex row aligned to the right:
    // painted while the parser has read half of it (a slow phone, a busy network), its menu button
    // stood at the right edge and moved left when the language switch arrived, a layout shift
    // (CLS 0.0017 on /contact/ in about 1 run in 15 at 4x CPU throttling, docs/performance.md).
    // Browsers without `rel=expect` ignore it.
    `<link rel="expect" href="#${HEADER_END_ID}" blocking="render">`,
  ].join('')
}

/** The browser-visible config, for the analytics facade. */
export function publicConfigScript(site: Site): string {
  return `<script type="application/json" id="site-config">${serializeJsonForScript(publicConfig(site.config).analytics)}</script>`
}
