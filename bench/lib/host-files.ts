/**
 * What a deploy uploads, against the hosts' limits on files: Cloudflare
 * Pages takes at most 20,000 files a site on its free plan and 100,000 on a
 * paid one (since 2026-01-23), each at most 25 MiB. The build itself fails
 * over DEPLOY_FILE_LIMIT, the header rules' and Vercel's routes' limits
 * (hosts/headers/limits.ts); this reports where a size stands.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { CLOUDFLARE_FILE_LIMITS, HOST_LIMITS } from '../../hosts/headers/limits.ts'

export const FILE_LIMITS = { ...CLOUDFLARE_FILE_LIMITS, fileMiB: HOST_LIMITS.fileMiB } as const

export interface DeployFiles {
  files: number
  html: number
  images: number
  /** The largest file, and its size in MiB. */
  largest: { file: string; mib: number }
  totalMiB: number
  headerRules: number
  vercelRoutes: number
}

/** Counts the files of a built `dist` folder (dist/client is what is uploaded). */
export function deployFiles(dist: string): DeployFiles {
  const client = join(dist, 'client')
  const out: DeployFiles = {
    files: 0,
    html: 0,
    images: 0,
    largest: { file: '', mib: 0 },
    totalMiB: 0,
    headerRules: 0,
    vercelRoutes: 0,
  }
  for (const entry of readdirSync(client, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue
    const path = join(entry.parentPath, entry.name)
    const mib = statSync(path).size / 1024 / 1024
    out.files++
    out.totalMiB += mib
    if (entry.name.endsWith('.html')) out.html++
    if (/\.(png|jpe?g|webp|avif)$/.test(entry.name)) out.images++
    if (mib > out.largest.mib) out.largest = { file: relative(client, path), mib }
  }
  out.headerRules = readFileSync(join(client, '_headers'), 'utf8')
    .split('\n')
    .filter((l) => l.startsWith('/')).length
  const vercel = JSON.parse(readFileSync(join(dist, 'deploy/vercel.json'), 'utf8')) as { routes?: unknown[] }
  out.vercelRoutes = vercel.routes?.length ?? 0
  return out
}

/** One line per limit: the count, the limit and whether it holds. */
export function fileLimitLines(d: DeployFiles): string[] {
  const holds = (ok: boolean) => (ok ? 'within' : 'OVER')
  return [
    `files to upload: ${d.files} (${d.html} HTML, ${d.images} images), ${d.totalMiB.toFixed(0)} MiB; Cloudflare Pages: ${holds(d.files <= FILE_LIMITS.free)} the free plan's ${FILE_LIMITS.free}, ${holds(d.files <= FILE_LIMITS.paid)} a paid plan's ${FILE_LIMITS.paid}`,
    `largest file: ${d.largest.file}, ${d.largest.mib.toFixed(2)} MiB (${holds(d.largest.mib <= FILE_LIMITS.fileMiB)} ${FILE_LIMITS.fileMiB} MiB)`,
    `header rules: ${d.headerRules} (Cloudflare applies 100); Vercel routes: ${d.vercelRoutes} (at most 1,024)`,
  ]
}
