import type { ComponentType } from 'react'
import { describe, expect, it } from 'vitest'
import { inject, notFoundProbe, readInjection } from '../../../generator/prerender/render.ts'
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

describe('the build renders as vike does', () => {
  it('reads what vike added (its stylesheet after <head>, its entry before </body>) and adds the same to any page', () => {
    const injection = readInjection('/', byVike, ours)
    expect(injection).toEqual({ stylesheets: link, entry })
    const other = ours.replace('<main>x</main>', '<main>y</main>')
    expect(inject(other, injection)).toBe(byVike.replace('<main>x</main>', '<main>y</main>'))
  })

  it('stops the build, naming the page and where the two differ, when vike writes anything else', () => {
    const moved = ours.replace('<title>', `${link}<title>`).replace('</body>', `${entry}</body>`)
    expect(() => readInjection('/about/', moved, ours)).toThrow(/\/about\/: the page renderer .*\(at character \d+/)
    const extra = byVike.replace('</html>', '<!-- vike -->\n</html>')
    expect(() => readInjection('/', extra, ours)).toThrow(/no longer writes what vike's renderPage writes/)
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
