import { canonicalUrl, hasTwins } from '../../site/routes.ts'
import type { Site } from '../../site/site.ts'
import { escapeHtml } from '../../site/escape.ts'
import { DEFAULT_LANG, LANGS } from '../../site/lang.ts'
import { HREFLANG } from '../../site/lang-tags.ts'

const esc = escapeHtml

/** Pages search engines may index (robots without noindex). */
export const indexablePages = (site: Site) => site.pages.filter((p) => !p.seo.robots.includes('noindex'))

/** sitemap.xml: every indexable URL, with xhtml:link alternates for translatable routes and lastmod for entries. */
export function renderSitemap(site: Site): string {
  const origin = site.config.origin
  const urls = indexablePages(site).map((page) => {
    const alternates = hasTwins(page.alternates)
      ? [
          ...LANGS.map(
            (lang) =>
              `    <xhtml:link rel="alternate" hreflang="${HREFLANG[lang]}" href="${esc(canonicalUrl(origin, page.alternates[lang]!))}"/>`,
          ),
          `    <xhtml:link rel="alternate" hreflang="x-default" href="${esc(canonicalUrl(origin, page.alternates[DEFAULT_LANG]))}"/>`,
        ]
      : []
    // A collection entry's last change (its `updated`, else its `date`): what lastmod is for.
    const lastmod = page.route.origin?.lastmod ? [`    <lastmod>${page.route.origin.lastmod}</lastmod>`] : []
    return [
      `  <url>`,
      `    <loc>${esc(canonicalUrl(origin, page.url))}</loc>`,
      ...lastmod,
      ...alternates,
      `  </url>`,
    ].join('\n')
  })
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${urls.join('\n')}
</urlset>
`
}

export function renderRobots(site: Site): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${canonicalUrl(site.config.origin, '/sitemap.xml')}\n`
}

/** The web app manifest, named after the configured brand. */
export function renderWebManifest(site: Site): string {
  return JSON.stringify(
    {
      name: site.config.brand,
      short_name: site.config.brand,
      description: site.manifest.routes.find((r) => r.path === '/')?.seo[DEFAULT_LANG].description ?? '',
      start_url: '/',
      display: 'browser',
      background_color: '#ffffff',
      theme_color: '#070b18',
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
        { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
    null,
    2,
  )
}
