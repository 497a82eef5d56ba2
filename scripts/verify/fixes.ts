/**
 * What to do about each kind of problem `npm run verify` finds, told for the
 * host that answered when its response says which one it is (Cloudflare,
 * Netlify and Vercel name themselves; nginx in its Server header), else for
 * every host of docs/deploy.md.
 */

export type Host = 'cloudflare' | 'netlify' | 'vercel' | 'nginx'

/** The host behind a response, from the headers it adds itself. */
export function hostOf(headers: Headers): Host | null {
  const server = (headers.get('server') ?? '').toLowerCase()
  if (headers.has('cf-ray') || server === 'cloudflare') return 'cloudflare'
  if (headers.has('x-nf-request-id') || server.includes('netlify')) return 'netlify'
  if (headers.has('x-vercel-id') || server === 'vercel') return 'vercel'
  if (server.startsWith('nginx')) return 'nginx'
  return null
}

const HOST_NAMES: Record<Host, string> = {
  cloudflare: 'Cloudflare Pages',
  netlify: 'Netlify',
  vercel: 'Vercel',
  nginx: 'nginx',
}

/** One fix per host; the answering host's alone when it is known. */
function perHost(host: Host | null, fixes: Record<Host, string>): string {
  if (host) return fixes[host]
  return (Object.keys(fixes) as Host[]).map((h) => `${HOST_NAMES[h]}: ${fixes[h]}`).join('; ')
}

/** The host does not send a header of the build, or sends another value. */
export const headersFix = (host: Host | null) =>
  perHost(host, {
    cloudflare:
      'deploy the folder dist/client itself, so that its _headers file is at the root of the deployment (wrangler pages deploy dist/client, or build output directory dist/client)',
    netlify: 'publish dist/client (netlify.toml), so that its _headers file is at the root of the deploy',
    vercel: 'copy dist/deploy/vercel.json into dist/client before `vercel deploy dist/client`',
    nginx:
      'include dist/deploy/nginx.conf inside the server block, and add no add_header in a location of your own (nginx then drops every header it inherits)',
  })

/** The host answers a URL of the build with a redirect. */
export function redirectFix(from: URL, to: URL, host: Host | null): string {
  if (to.host === from.host && to.protocol !== from.protocol && to.pathname === from.pathname)
    return `the site answers on ${to.protocol}//: verify ${to.origin}`
  if (to.host !== from.host)
    return `the site answers at ${to.origin}: verify that origin, and build with SITE_ORIGIN=${to.origin} if it is the production address`
  if (to.pathname === from.pathname.replace(/\/$/, '') && from.pathname.endsWith('/'))
    return perHost(host, {
      cloudflare: 'deploy dist/client as built: each page is <path>/index.html, which Cloudflare serves at <path>/',
      netlify: 'deploy dist/client as built; remove any redirect rule that strips the trailing slash',
      vercel: 'keep "trailingSlash": true from dist/deploy/vercel.json',
      nginx:
        'remove a rewrite or return that strips the trailing slash; the include serves <path>/ from <path>/index.html',
    })
  return "a redirect rule of the host catches this URL (a _redirects file, the host's redirect settings, a rewrite): remove it"
}

/** A URL of the build is not found, or fails. */
export const missingFix = (status: number) =>
  status === 404
    ? 'deploy the whole dist/client folder of this build (an older or partial deploy lacks it)'
    : `the host answers ${status}: look at its logs`

/** The served page is not the build's page. */
export const contentFix = (host: Host | null) =>
  `deploy this build (verify compares with the build in the folder you point it at: build with the deploy's mode and variables)${
    host === 'cloudflare' || host === null
      ? "; if it still differs, the host rewrites pages: on Cloudflare turn off Email Address Obfuscation, Rocket Loader and Web Analytics' automatic setup, which change the inline code each page's policy hashes"
      : ''
  }`

/** An unknown URL is not answered with its folder's 404 page (404.html, es/404.html) and status 404. */
export const notFoundFix = (host: Host | null) =>
  perHost(host, {
    cloudflare:
      'deploy dist/client as built: Cloudflare serves the nearest 404.html up the path (404.html, es/404.html); remove a catch-all _redirects rule',
    netlify:
      'deploy dist/client with its _redirects (its /es/* rule serves es/404.html), and remove a catch-all rule such as "/* /index.html 200" (a single-page-app fallback)',
    vercel:
      'copy dist/deploy/vercel.json into the deployment: its routes serve es/404.html under /es/ and 404.html elsewhere; remove a catch-all rewrite',
    nginx:
      'include dist/deploy/nginx.conf (its error_page 404, and the one in location /es/) and remove a try_files fallback to /index.html',
  })
