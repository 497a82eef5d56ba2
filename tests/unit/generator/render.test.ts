import type { ComponentType } from 'react'
import { describe, expect, it } from 'vitest'
import { notFoundProbe, readAssets } from '../../../generator/prerender/render.ts'
import { renderDocumentHtml } from '../../../renderer/html.tsx'
import ErrorPage from '../../../renderer/pages/_error/+Page.tsx'
import { loadSiteConfig } from '../../../site/config.ts'
import { prepaintScript } from '../../../renderer/inline/scripts.ts'
import rawManifest from '../../../site.manifest.ts'
import { siteOf } from '../../../generator/site.ts'

const ours =
  '<!doctype html>\n<html lang="en"><head><meta charset="utf-8"><title>t</title></head><body><main>x</main></body></html>'
const link = '<link rel="stylesheet" type="text/css" href="/assets/static/site.abc.css">'
const entry = '<script src="/assets/entries/renderer_client.abc.js" type="module" async></script>'
const byVike = ours.replace('<head>', `<head>${link}`).replace('</body>', `${entry}</body>`)

describe("the build takes what vike adds from vike's own render", () => {
  it('reads the stylesheets after <head> and the client entry before </body>, and returns our document without them', () => {
    expect(readAssets('/', byVike, ours)).toEqual({
      stylesheets: ['/assets/static/site.abc.css'],
      entry: '/assets/entries/renderer_client.abc.js',
    })
    const two = byVike.replace(link, `${link}${link.replace('site.abc', 'more.def')}`)
    expect(readAssets('/', two, ours).stylesheets).toEqual([
      '/assets/static/site.abc.css',
      '/assets/static/more.def.css',
    ])
  })

  it('stops the build, naming the page and what vike added, when vike adds anything it does not know', () => {
    const moved = ours.replace('<title>', `${link}<title>`).replace('</body>', `${entry}</body>`)
    expect(() => readAssets('/about/', moved, ours)).toThrow(
      /^about\/index\.html: vike's renderPage did not return our document with additions only after <head> and before <\/body> \(at character \d+/,
    )
    const extra = byVike.replace('</html>', '<!-- vike -->\n</html>')
    expect(() => readAssets('/', extra, ours)).toThrow(/^index\.html: vike's renderPage did not return our document/)
    const preload = byVike.replace(link, `${link}<link rel="modulepreload" href="/assets/chunks/a.js">`)
    expect(() => readAssets('/', preload, ours)).toThrow(
      /^index\.html: vike added ".*modulepreload.*" after <head>, where generator\/prerender\/render\.ts \(readAssets\) knows only <link rel="stylesheet" href> elements/,
    )
    const pageContext = byVike.replace(
      entry,
      `<script id="vike_pageContext" type="application/json">{}</script>${entry}`,
    )
    expect(() => readAssets('/', pageContext, ours)).toThrow(
      /^index\.html: vike added ".*vike_pageContext.*" before <\/body>, where .* knows only one <script type="module" src> element/,
    )
    const blocking = byVike.replace(' async></script>', '></script>')
    expect(() => readAssets('/', blocking, ours)).toThrow(/vike added .* before <\/body>/)
    expect(() => readAssets('/', ours, ours)).toThrow(/vike added "" after <head>/)
  })

  it('renders the 404 of the address\'s language: the build\'s "/es/404" is what vike renders for an unknown /es/ path', () => {
    const site = siteOf({ config: loadSiteConfig({ env: {}, mode: 'development' }) })
    const notFound = (urlPathname: string) =>
      renderDocumentHtml(site, { urlPathname, is404: true, Page: ErrorPage as ComponentType })
    // The build asks vike for each 404 by a probe under its language's prefix, and compares the two renders.
    expect(notFoundProbe('/404')).toBe('/__not_found__/')
    expect(notFoundProbe('/es/404')).toBe('/es/__not_found__/')
    const es = notFound('/es/404')
    expect(es).toContain('<html lang="es-419">')
    expect(es).toContain('href="/es/"')
    expect(notFound(notFoundProbe('/es/404'))).toBe(es)
    const en = notFound('/404')
    expect(en).toContain('<html lang="en-US">')
    expect(notFound(notFoundProbe('/404'))).toBe(en)
  })

  it('says on <html> whether the page has a Spanish twin, so the pre-paint script is the same few bytes at any size', () => {
    const config = loadSiteConfig({ env: {}, mode: 'development' })
    const site = siteOf({ config })
    const render = (urlPathname: string) =>
      renderDocumentHtml(site, { urlPathname, is404: false, Page: ErrorPage as ComponentType })
    expect(render('/features/')).toContain('<html lang="en-US" data-bilingual>')
    expect(render('/es/features/')).toContain('<html lang="es-419" data-bilingual>')
    expect(render('/privacy/')).toContain('<html lang="en-US"><head>')
    // 300 more translatable routes change nothing in the script every page carries (it once listed them all).
    const manifest = rawManifest as unknown as { routes: { path: string; translatable: boolean }[] }
    const features = manifest.routes.find((r) => r.path === '/features')!
    const bigger = {
      ...manifest,
      routes: [
        ...manifest.routes,
        ...Array.from({ length: 300 }, (_, i) => ({ ...features, path: `/guides/guide-${i}` })),
      ],
    }
    expect(prepaintScript(siteOf({ config, manifest: bigger }))).toBe(prepaintScript(site))
  })
})
