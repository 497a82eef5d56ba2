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
 * every path. Each pre-rendered page gets its own block: its own
 * Content-Security-Policy (only the hashes of its inline code, so the policy
 * is as strict as the page allows and no byte of it rides on images and
 * scripts) and HTML revalidation. Hashed assets are immutable. No two
 * blocks set the same header for one path, since both hosts would merge them.
 */
export function renderHeadersFile(pages: readonly { path: string; csp: string }[]): string {
  const block = (path: string, headers: [string, string][]) =>
    `${path}\n${headers.map(([k, v]) => `  ${k}: ${v}`).join('\n')}\n`
  const out = [block('/*', SECURITY_HEADERS)]
  out.push(block('/assets/*', [['Cache-Control', IMMUTABLE]]))
  for (const page of pages)
    out.push(
      block(page.path, [
        ['Content-Security-Policy', page.csp],
        ['Cache-Control', HTML_CACHE],
      ]),
    )
  const text = out.join('\n')
  const long = text.split('\n').find((line) => line.length >= 2000)
  if (long) throw new Error(`_headers: a line is ${long.length} characters; hosts cap lines at 2,000`)
  return text
}
