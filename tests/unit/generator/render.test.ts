import type { ComponentType } from 'react'
import { describe, expect, it } from 'vitest'
import { inject, notFoundProbe, readInjection } from '../../../generator/build/render.ts'
import { renderDocumentHtml } from '../../../renderer/html.tsx'
import ErrorPage from '../../../renderer/pages/_error/+Page.tsx'
import { loadSiteConfig } from '../../../site/config.ts'
import { createSite } from '../../../site/site.ts'

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
    const site = createSite({ config: loadSiteConfig({ env: {}, mode: 'development' }) })
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
})
