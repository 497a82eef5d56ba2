/**
 * Response headers as one host-neutral plan, rendered for each host the site
 * deploys to (`headers-file.ts`: `_headers` for Cloudflare Pages and Netlify;
 * `nginx-include.ts`; `vercel-json.ts`). One source, so the hosts
 * cannot drift apart.
 *
 * The plan has a fixed number of rules, whatever the number of pages: each
 * page's own Content-Security-Policy (the hashes of its own inline code, its
 * own third parties) travels in the page, as a `<meta http-equiv>` element
 * placed before any script or style (generator/emit/csp.ts); the response
 * header carries one site-wide policy with what a `<meta>` cannot say
 * (`frame-ancestors`) and a ceiling no page can exceed.
 */
import { OG_DIR } from '../../site/og-image.ts'
import { notFoundUrl, outputFileOf } from '../../site/routes.ts'
import { DEFAULT_LANG } from '../../site/lang.ts'

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

export const CSP = 'Content-Security-Policy'
export const CACHE_CONTROL = 'Cache-Control'
/** Pages, images and icons: files that keep their name across deploys are revalidated. */
export const REVALIDATE = 'public, max-age=0, must-revalidate'
/** Files named by their content: kept for a year and never revalidated. */
export const IMMUTABLE = 'public, max-age=31536000, immutable'
/**
 * The folders of files named by their content: vike's (Vite's) build assets
 * and the social images, whose names carry a hash of what they draw
 * (site/og-image.ts).
 */
export const IMMUTABLE_PREFIXES = ['/assets/', OG_DIR] as const

/** A file served with a type of its own, which a host's default might get wrong or leave without a charset. */
export interface TypedFile {
  /** e.g. "/.well-known/security.txt" */
  path: string
  /** e.g. "text/plain; charset=utf-8" */
  type: string
}

/** The 404 page served for unknown paths under a prefix. */
export interface NotFoundPage {
  /** e.g. "/es/" ("/" for every other path). */
  prefix: string
  /** The file, as a path: "/es/404.html". */
  page: string
}

export interface HeaderPlan {
  /** Every response, the 404 page for an unknown path included. */
  everywhere: [string, string][]
  /** What files named by their content (IMMUTABLE_PREFIXES) change: they never revalidate. */
  assets: [string, string][]
  /** Files with a type of their own. */
  types: TypedFile[]
  /** The 404 page of each prefix, the most specific first; the last one's prefix is "/". */
  notFound: NotFoundPage[]
}

/** What a build adds to the headers: typed files and the 404 page of each language. */
export interface PlanOptions {
  types?: TypedFile[]
  notFound?: NotFoundPage[]
}

/** The site's one 404 page when no other is given. */
export const ROOT_NOT_FOUND: NotFoundPage = { prefix: '/', page: `/${outputFileOf(notFoundUrl(DEFAULT_LANG))}` }

/** The plan of a build: the security headers, the site-wide policy and the caching of each kind of file. */
export function headerPlan(sitePolicy: string, options: PlanOptions = {}): HeaderPlan {
  const notFound = [...(options.notFound ?? [ROOT_NOT_FOUND])].sort((a, b) => b.prefix.length - a.prefix.length)
  if (notFound.at(-1)?.prefix !== '/') throw new Error('the 404 pages need one for the prefix "/"')
  return {
    everywhere: [...SECURITY_HEADERS, [CSP, sitePolicy], [CACHE_CONTROL, REVALIDATE]],
    assets: [[CACHE_CONTROL, IMMUTABLE]],
    types: options.types ?? [],
    notFound,
  }
}

/** The headers of a hashed asset: everything, with the asset's caching in place of the default. */
export const assetHeaders = (plan: HeaderPlan): [string, string][] => {
  const replaced = new Set(plan.assets.map(([name]) => name))
  return [...plan.everywhere.filter(([name]) => !replaced.has(name)), ...plan.assets]
}
