import { IMMUTABLE_PREFIXES, type HeaderPlan } from './plan.ts'
import { escapeRegExp } from '../../site/escape.ts'

/** A route of vercel.json's `routes` (Vercel's routing rules, the form its own build output uses). */
export interface VercelRoute {
  src?: string
  dest?: string
  status?: number
  headers?: Record<string, string>
  continue?: boolean
  handle?: 'filesystem'
}

/** A path as a PCRE source matching exactly it. */
const exactly = (path: string) => `^${escapeRegExp(path)}$`

/**
 * `vercel.json` for a static deploy of the built folder, as `routes`: a 404
 * page per language prefix needs a route with a status after the filesystem
 * check (`{ "handle": "filesystem" }`), which only `routes` can say, and
 * Vercel refuses `routes` beside `headers` or `trailingSlash`. So those are
 * written as the routes Vercel itself turns them into (its
 * @vercel/routing-utils `getTransformedRoutes`, checked on 6.6.0 for
 * `trailingSlash: true` and these headers): the trailing-slash redirects, then
 * each header rule as a `continue` route, the catch-all first so the assets'
 * caching wins. Then the filesystem, then the 404 pages, the most specific
 * prefix first. (Vercel's own transform exempts `/.well-known` from every
 * rule; security.txt's type route is written anyway, and Vercel serves a .txt
 * file as text/plain by itself.) Unverified on a runtime: no local Vercel
 * runtime runs offline (docs/deploy.md).
 */
export function renderVercel(plan: HeaderPlan): string {
  const headerRoute = (src: string, list: [string, string][]): VercelRoute => ({
    src,
    headers: Object.fromEntries(list),
    continue: true,
  })
  const routes: VercelRoute[] = [
    // trailingSlash: true: "/about" → "/about/", and a file asked for with a slash loses it.
    { src: '^/((?:[^/]+/)*[^/\\.]+)$', headers: { Location: '/$1/' }, status: 308 },
    { src: '^/((?:[^/]+/)*[^/]+\\.\\w+)/$', headers: { Location: '/$1' }, status: 308 },
    headerRoute('^(?:/(.*))$', plan.everywhere),
    ...IMMUTABLE_PREFIXES.map((prefix) => headerRoute(`^${prefix.replace(/\/$/, '')}(?:/(.*))$`, plan.assets)),
    ...plan.types.map((t) => headerRoute(exactly(t.path), [['Content-Type', t.type]])),
    { handle: 'filesystem' },
    ...plan.notFound.map((n) => ({ src: `^${n.prefix}.*$`, status: 404, dest: n.page })),
  ]
  const config = { $schema: 'https://openapi.vercel.sh/vercel.json', routes }
  return `${JSON.stringify(config, null, 2)}\n`
}
