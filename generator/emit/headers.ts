/** Security headers every response carries (besides the CSP). */
export const SECURITY_HEADERS: [string, string][] = [
  ['Strict-Transport-Security', 'max-age=31536000; includeSubDomains'],
  ['X-Content-Type-Options', 'nosniff'],
  ['Referrer-Policy', 'strict-origin-when-cross-origin'],
  [
    'Permissions-Policy',
    'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=(), browsing-topics=()',
  ],
  ['Cross-Origin-Opener-Policy', 'same-origin'],
  ['X-Frame-Options', 'DENY'],
]

const HTML_CACHE = 'public, max-age=0, must-revalidate'
const IMMUTABLE = 'public, max-age=31536000, immutable'

/**
 * The `_headers` file (Netlify / Cloudflare Pages). Security headers apply to
 * every path; HTML revalidates (one block per pre-rendered URL, so no rule
 * ever overlaps the immutable rule of hashed assets, which both hosts would
 * otherwise merge).
 */
export function renderHeadersFile(csp: string, htmlPaths: readonly string[]): string {
  const block = (path: string, headers: [string, string][]) =>
    `${path}\n${headers.map(([k, v]) => `  ${k}: ${v}`).join('\n')}\n`
  const out = [block('/*', [['Content-Security-Policy', csp], ...SECURITY_HEADERS])]
  out.push(block('/assets/*', [['Cache-Control', IMMUTABLE]]))
  out.push(block('/fonts/*', [['Cache-Control', IMMUTABLE]]))
  for (const path of htmlPaths) out.push(block(path, [['Cache-Control', HTML_CACHE]]))
  const text = out.join('\n')
  const long = text.split('\n').find((line) => line.length >= 2000)
  if (long) throw new Error(`_headers: a line is ${long.length} characters; hosts cap lines at 2,000`)
  return text
}
