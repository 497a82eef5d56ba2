import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import vike from 'vike/plugin'
import { dirname, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { defineConfig, type Plugin } from 'vite'
import { siteInDev } from './generator/dev/site.ts'
import { contentImagesInDev } from './generator/images/dev.ts'

/**
 * The site (site/site.ts: the manifest, the copy of every page, the config)
 * stays out of vike's server bundle: the build renders pages in processes
 * that have already loaded it (generator/prerender/), and the bundle's import of
 * it finds that same module, parsed once. Bundled, it would be copied into
 * the server build at every build, the more so the larger the site.
 */
const SITE_MODULE = resolve('site/site.ts')
const siteOutsideServerBundle: Plugin = {
  name: 'site-outside-server-bundle',
  // The dev server loads every module itself (`npm run dev`); only the server build leaves the site out.
  apply: 'build',
  enforce: 'pre',
  applyToEnvironment: (environment) => environment.name === 'ssr',
  resolveId(source, importer) {
    if (importer && source.startsWith('.') && resolve(dirname(importer), source) === SITE_MODULE)
      return { id: pathToFileURL(SITE_MODULE).href, external: true }
  },
}

export default defineConfig({
  plugins: [siteOutsideServerBundle, siteInDev(), contentImagesInDev(), react(), tailwindcss(), vike()],
  build: {
    // SITE_OUT_DIR lets the e2e build (different config) live beside the default one.
    outDir: process.env.SITE_OUT_DIR ?? 'dist',
    target: 'es2022',
    // Tailwind 4's own browser baseline: no colour fallbacks or prefixes for older engines.
    cssTarget: ['chrome111', 'edge111', 'firefox128', 'safari16.4'],
  },
  server: { port: 3000 },
  preview: { port: 4173 },
})
