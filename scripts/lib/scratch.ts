/**
 * A scratch copy of the repository: what the generator, the type-check and
 * the build read, with node_modules linked. Each copy is its own Vite root,
 * so vike only sees the copy's renderer/ files; the real manifest and
 * locales/ are never written. Used by the add-page tests and the synthetic
 * site of `npm run bench:build` and CI.
 */
import { cpSync, mkdirSync, mkdtempSync, symlinkSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'

/** What the generator, the type-check and the build read (scripts/assets: logos drawn at build). */
export const SCRATCH_ENTRIES = [
  'site.manifest.ts',
  'site.facts.ts',
  'site.claims.ts',
  'site.languages.ts',
  'locales',
  'content',
  'site',
  'generator',
  'hosts',
  'renderer',
  'public',
  'scripts/assets',
  'tsconfig.json',
  'package.json',
  'vite.config.ts',
  '.typesafe-i18n.json',
  '.prettierrc.json',
  '.prettierignore',
] as const

/** A fresh copy of the repository at `root` in a new temp folder (or `dir`), node_modules linked. */
export function makeScratchCopy(root = process.cwd(), prefix = 'site-scratch-', dir?: string): string {
  const out = dir ?? mkdtempSync(join(tmpdir(), prefix))
  for (const entry of SCRATCH_ENTRIES) {
    mkdirSync(dirname(join(out, entry)), { recursive: true })
    cpSync(join(root, entry), join(out, entry), { recursive: true })
  }
  symlinkSync(resolve(root, 'node_modules'), join(out, 'node_modules'))
  return out
}
