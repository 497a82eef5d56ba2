import type { Problem } from '../../site/errors.ts'

/**
 * The hosts' documented limits on the files the build writes for them:
 * Cloudflare Pages reads at most 100 rules of `_headers` and 2,000
 * characters a line (Netlify has no smaller limit); Vercel accepts at most
 * 1,024 entries in `headers` (held for `routes` too, which carry them here).
 */
export const HOST_LIMITS = { rules: 100, lineLength: 2000, vercelHeaders: 1024 } as const

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
  const json = JSON.parse(text) as { headers?: unknown[]; routes?: unknown[] }
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
