import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import vike from 'vike/plugin'
import { defineConfig } from 'vite'

export default defineConfig({
  plugins: [react(), tailwindcss(), vike()],
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
