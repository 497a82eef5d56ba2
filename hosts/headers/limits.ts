import { readdirSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { z } from 'zod'
import type { Problem } from '../../site/errors.ts'
import { MESSAGES_LANG } from '../../site/messages-lang.ts'

/** What the limit counts in vercel.json: its header rules, or the routes that carry them. */
const VercelEntries = z.object({ headers: z.array(z.unknown()).optional(), routes: z.array(z.unknown()).optional() })

/**
 * The hosts' documented limits on the files the build writes for them:
 * Cloudflare Pages reads at most 100 rules of `_headers` and 2,000
 * characters a line (Netlify has no smaller limit); Vercel accepts at most
 * 1,024 entries in `headers` (held for `routes` too, which carry them here).
 */
export const HOST_LIMITS = { rules: 100, lineLength: 2000, vercelHeaders: 1024, fileMiB: 25 } as const

/** Files Cloudflare Pages takes in one deploy (since 2026-01-23): DEPLOY_FILE_LIMIT's default is the free plan's. */
export const CLOUDFLARE_FILE_LIMITS = { free: 20_000, paid: 100_000 } as const

const problem = (file: string, route: string, key: string, message: string, hint: string): Problem => ({
  check: 'host-limits',
  file,
  route,
  key,
  message,
  hint,
})

/**
 * Problems of a `_headers` file against the hosts' limits, each naming the
 * rule: more rules than Cloudflare applies, or a line longer than it reads.
 */
export function headersFileProblems(text: string, file = 'dist/client/_headers'): Problem[] {
  const problems: Problem[] = []
  const lines = text.split('\n')
  const rules = lines.filter((l) => l.startsWith('/'))
  if (rules.length > HOST_LIMITS.rules)
    problems.push(
      problem(
        file,
        '*',
        'rules',
        `${rules.length} header rules; Cloudflare Pages applies at most ${HOST_LIMITS.rules}`,
        'rules must not grow with pages: set per-page values in the page (generator/emit/csp.ts), not as a rule of hosts/headers/',
      ),
    )
  let rule = '*'
  for (const line of lines) {
    if (line.startsWith('/')) rule = line
    if (line.length > HOST_LIMITS.lineLength)
      problems.push(
        problem(
          file,
          rule,
          line.trim().split(':')[0]!,
          `a line of ${line.length} characters; Cloudflare Pages reads at most ${HOST_LIMITS.lineLength}`,
          line.trim().startsWith('Content-Security-Policy')
            ? 'the site-wide policy lists every third-party host and every inline script of the site: move a page-specific inline script into a module, or drop an integration'
            : 'shorten the value in hosts/headers/plan.ts',
        ),
      )
  }
  return problems
}

/** Problems of `vercel.json` against Vercel's limit on entries (its header rules are written as routes). */
export function vercelProblems(text: string, file = 'dist/deploy/vercel.json'): Problem[] {
  const json = VercelEntries.parse(JSON.parse(text))
  const [key, entries] = json.routes ? ['routes', json.routes.length] : ['headers', json.headers?.length ?? 0]
  return entries > HOST_LIMITS.vercelHeaders
    ? [
        problem(
          file,
          '*',
          key,
          `${entries} ${key === 'routes' ? 'routes' : 'header entries'}; Vercel accepts at most ${HOST_LIMITS.vercelHeaders}`,
          'entries must not grow with pages: see hosts/headers/vercel-json.ts',
        ),
      ]
    : []
}

/** The files a deploy uploads: every file of the built site folder, and the largest. */
export function deployFiles(dist: string): { count: number; largest: { file: string; bytes: number } } {
  let count = 0
  const largest = { file: '', bytes: 0 }
  for (const entry of readdirSync(dist, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue
    count++
    const path = join(entry.parentPath, entry.name)
    const bytes = statSync(path).size
    if (bytes > largest.bytes) Object.assign(largest, { file: relative(dist, path), bytes })
  }
  return { count, largest }
}

/**
 * Problems of the built site folder against the host's limits on files:
 * more files than `fileLimit` (DEPLOY_FILE_LIMIT: Cloudflare Pages takes
 * 20,000 on its free plan, 100,000 on a paid one), or a file over 25 MiB
 * (Cloudflare Pages' limit per file). Each page adds its HTML and its social
 * image, so a growing collection reaches the limit first.
 */
export function deployFileProblems(
  files: ReturnType<typeof deployFiles>,
  fileLimit: number,
  folder = 'dist/client',
): Problem[] {
  const problems: Problem[] = []
  if (files.count > fileLimit)
    problems.push(
      problem(
        folder,
        '*',
        'files',
        `${files.count.toLocaleString(MESSAGES_LANG)} files to deploy; the host takes at most ${fileLimit.toLocaleString(MESSAGES_LANG)} (DEPLOY_FILE_LIMIT)`,
        `each page is two files (its HTML and its social image): on a Cloudflare Pages paid plan set DEPLOY_FILE_LIMIT=${CLOUDFLARE_FILE_LIMITS.paid}; otherwise publish fewer pages (a collection's entries are files in content/)`,
      ),
    )
  const mib = files.largest.bytes / 1024 / 1024
  if (mib > HOST_LIMITS.fileMiB)
    problems.push(
      problem(
        `${folder}/${files.largest.file}`,
        '*',
        'size',
        `a file of ${mib.toFixed(1)} MiB; Cloudflare Pages takes files of at most ${HOST_LIMITS.fileMiB} MiB`,
        'serve large media from a media host (PRODUCT_VIDEO_SRC takes an https:// URL) or make the file smaller',
      ),
    )
  return problems
}
