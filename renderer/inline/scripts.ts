/**
 * The inline scripts of every page, bundled at build time by esbuild into
 * minified IIFEs from real modules (renderer/inline/*.entry.ts), so they can
 * import the core's helpers and run the same whether the build is started by
 * vike, tsx or a test. Server-side only.
 */
import { buildSync } from 'esbuild'
import { join } from 'node:path'
import { analyticsEnabled } from '../../site/analytics.ts'
import { publicAnalytics } from '../../site/config.ts'
import { CRAWLER_PATTERN } from '../../site/language.ts'
import { NO_MEMO, type SiteMemo } from '../../site/memo.ts'
import type { Site } from '../../site/site.ts'
import type { LoaderData } from './loader.entry.ts'
import type { PrepaintData } from './prepaint.ts'

/** Inline code must run in every browser the site supports without a polyfill. */
const TARGET = 'es2017'

/**
 * Bundles one entry of renderer/inline/ with build-time constants. The
 * entry is found from the working directory (the repository root, where
 * every npm script runs), not from this module's URL: vike bundles this file
 * into dist/server, where the sources are not. Bundled once per entry,
 * constants and root in the site's memo.
 */
export function bundleInline(
  entry: string,
  defines: Record<string, unknown>,
  memo: SiteMemo = NO_MEMO,
  root = process.cwd(),
): string {
  const define = Object.fromEntries(Object.entries(defines).map(([k, v]) => [k, JSON.stringify(v)]))
  return memo.once('inline-script', JSON.stringify([entry, define, root]), () => {
    const out = buildSync({
      entryPoints: [join(root, 'renderer/inline', entry)],
      bundle: true,
      format: 'iife',
      minify: true,
      target: TARGET,
      // Every browser with the paint timing the loader waits for has import(); older ones keep the HTML.
      supported: { 'dynamic-import': true },
      platform: 'browser',
      define,
      write: false,
      logLevel: 'silent',
    })
    return out.outputFiles[0]!.text.trim().replace(/;$/, '')
  })
}

/** What the pre-paint script needs to know about the site. */
export function prepaintData(site: Site): PrepaintData {
  return {
    crawlers: CRAWLER_PATTERN,
    analytics: analyticsEnabled(publicAnalytics(site.config)),
  }
}

/** The pre-paint script of every page, minified; identical on all pages (one CSP hash). */
export function prepaintScript(site: Site): string {
  return bundleInline('prepaint.entry.ts', { __PREPAINT_DATA__: prepaintData(site) }, site.memo)
}

/**
 * The loader that imports the client entry at `src` on the visitor's first
 * sign of acting, or once the first contentful paint is reported when the
 * page needs it at once (renderer/inline/loader.entry.ts).
 */
export function loaderScript(src: string, analytics: boolean, memo: SiteMemo = NO_MEMO): string {
  const data: LoaderData = { src, analytics }
  return bundleInline('loader.entry.ts', { __LOADER__: data }, memo)
}

/** The contact form's draft keeper, placed right after the form's island (renderer/inline/contact-draft.entry.ts). */
export function contactDraftScript(memo: SiteMemo = NO_MEMO): string {
  return bundleInline('contact-draft.entry.ts', {}, memo)
}

/** The header's fold: its menu behind its button when the labels do not fit the bar (renderer/inline/nav-fold.entry.ts). */
export function navFoldScript(memo: SiteMemo = NO_MEMO): string {
  return bundleInline('nav-fold.entry.ts', {}, memo)
}
