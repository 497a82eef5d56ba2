import { spawnSync } from 'node:child_process'
import { chromium } from '@playwright/test'
import { describe, expect, it, vi } from 'vitest'
import { CHROMIUM_ARGS, chromiumPath } from '../../../scripts/chromium.ts'

/** The pre-paint script as it ships, for the default configuration. */
async function inlineScript(): Promise<string> {
  vi.resetModules()
  const { prepaintScript } = await import('../../../renderer/inline/scripts.ts')
  const { createSite } = await import('../../../site/site.ts')
  const { loadSiteConfig } = await import('../../../site/config.ts')
  return prepaintScript(createSite({ config: loadSiteConfig({ env: {}, mode: 'development' }) }))
}

/** Runs the inline script against stand-ins for the browser globals it reads. */
function runInPage(
  code: string,
  g: {
    window: { navigator: unknown }
    document: unknown
    location: unknown
    sessionStorage: unknown
    console: unknown
  },
) {
  new Function('window', 'document', 'location', 'navigator', 'sessionStorage', 'console', code)(
    g.window,
    g.document,
    g.location,
    g.window.navigator,
    g.sessionStorage,
    g.console,
  )
}

describe('pre-paint script (stand-in globals)', () => {
  it('the inline script is self-contained and runs in a bare page', async () => {
    const code = await inlineScript()
    const replaced: string[] = []
    const store = new Map<string, string>()
    const classes = new Set<string>()
    const window = {
      localStorage: {
        getItem: (k: string) => store.get(k) ?? null,
        setItem: (k: string, v: string) => store.set(k, v),
      },
      navigator: { languages: ['es-ES'], language: 'es-ES', userAgent: 'Mozilla/5.0' },
    }
    const document = { documentElement: { classList: { add: (c: string) => classes.add(c) }, style: {} } }
    const location = { pathname: '/features', search: '', hash: '', replace: (u: string) => replaced.push(u) }
    const sessionStorage = { getItem: () => null, setItem: () => undefined }
    runInPage(code, { window, document, location, sessionStorage, console })
    expect(classes.has('js')).toBe(true)
    expect(replaced).toEqual(['/es/features/'])
    expect(store.get('first-visit-done')).toBe('1')
  })

  it('handles early clicks from <head>: stores the toggle choice (or passes it in the address) and keeps demo clicks', async () => {
    const code = await inlineScript()
    const run = (storage: 'ok' | 'throws', trackingOn = false) => {
      const store = new Map<string, string>()
      const session = new Map<string, string>()
      const listeners: Record<string, (e: unknown) => void> = {}
      const errors: unknown[] = []
      const localStorage = {
        getItem: (k: string) => {
          if (storage === 'throws') throw new Error('SecurityError')
          return store.get(k) ?? null
        },
        setItem: (k: string, v: string) => {
          if (storage === 'throws') throw new Error('SecurityError')
          store.set(k, v)
        },
      }
      const window = {
        get localStorage() {
          if (storage === 'throws') throw new Error('SecurityError')
          return localStorage
        },
        navigator: { languages: ['en-US'], language: 'en-US', userAgent: 'Mozilla/5.0' },
      }
      const document = {
        documentElement: { classList: { add: () => undefined }, style: {}, hasAttribute: () => trackingOn },
        addEventListener: (type: string, fn: (e: unknown) => void) => (listeners[type] = fn),
      }
      const location = { pathname: '/about', search: '', hash: '', replace: () => undefined }
      const sessionStorage = {
        getItem: (k: string) => session.get(k) ?? null,
        setItem: (k: string, v: string) => session.set(k, v),
      }
      runInPage(code, {
        window,
        document,
        location,
        sessionStorage,
        console: { error: (...a: unknown[]) => errors.push(a) },
      })
      const link = { pathname: '/es/about', search: '', getAttribute: () => 'es' }
      const other = { closest: () => null }
      listeners.click!({ target: other })
      expect(store.has('preferred-language')).toBe(false)
      listeners.click!({ target: { closest: (sel: string) => (sel === 'a[data-lang-toggle]' ? link : null) } })
      const cta = { getAttribute: () => '{"label":"hero","page_type":"solution"}' }
      listeners.click!({
        type: 'click',
        target: { closest: (sel: string) => (sel.includes('cta_click') ? cta : null) },
      })
      return { store, session, link, errors }
    }
    const ok = run('ok')
    expect(ok.store.get('preferred-language')).toBe('es')
    expect(ok.link.search).toBe('')
    expect(JSON.parse(ok.session.get('pending-analytics-events')!)).toEqual([
      { name: 'language_toggle', props: { from: '/about', to: '/es/about', lang: 'es' } },
      { name: 'cta_click', props: { label: 'hero', page_type: 'solution' } },
    ])
    // Once the client script reports clicks itself (<html data-tracking>), nothing is kept twice.
    const later = run('ok', true)
    expect(JSON.parse(later.session.get('pending-analytics-events')!).map((e: { name: string }) => e.name)).toEqual([
      'language_toggle',
    ])
    const blocked = run('throws')
    expect(blocked.link.search).toBe('?lang=es')
    expect(blocked.errors.length).toBeGreaterThan(0)
  })
})

/** The inline scripts as a separate `tsx` process makes them (not vike, not this test runner). */
function scriptsFromTsx(): { prepaint: string; loader: string } {
  const code = `
    import { loaderScript, prepaintScript } from './renderer/inline/scripts.ts'
    import { createSite } from './site/site.ts'
    import { loadSiteConfig } from './site/config.ts'
    const site = createSite({ config: loadSiteConfig({ env: {}, mode: 'development' }) })
    process.stdout.write(JSON.stringify({ prepaint: prepaintScript(site), loader: loaderScript('/assets/entries/probe.js') }))`
  const out = spawnSync('node_modules/.bin/tsx', ['--eval', code], { encoding: 'utf8' })
  if (out.status !== 0) throw new Error(out.stderr)
  return JSON.parse(out.stdout) as { prepaint: string; loader: string }
}

async function scriptsInProcess(): Promise<{ prepaint: string; loader: string }> {
  const { loaderScript } = await import('../../../renderer/inline/scripts.ts')
  return { prepaint: await inlineScript(), loader: loaderScript('/assets/entries/probe.js') }
}

describe('inline scripts in a real browser, however the build is started', () => {
  for (const [how, make] of [
    ['in the test process', scriptsInProcess],
    ['in a tsx process', async () => scriptsFromTsx()],
  ] as const)
    it(`${how}: the pre-paint script redirects a Spanish first visit, and the loader imports the entry`, async () => {
      const { prepaint, loader } = await make()
      expect(prepaint).not.toMatch(/__name|require\(/)
      const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS })
      try {
        const context = await browser.newContext({ locale: 'es-ES' })
        const page = await context.newPage()
        const errors: string[] = []
        page.on('pageerror', (e) => errors.push(e.message))
        await page.route('http://site.test/**', (route) => {
          const { pathname } = new URL(route.request().url())
          if (pathname === '/assets/entries/probe.js')
            return route.fulfill({ contentType: 'text/javascript', body: 'window.entryLoaded = true' })
          return route.fulfill({
            contentType: 'text/html',
            body: `<!doctype html><html><head><script>${prepaint}</script></head><body><h1>${pathname}</h1><script>${loader}</script></body></html>`,
          })
        })
        await page.goto('http://site.test/features')
        await expect.poll(() => new URL(page.url()).pathname).toBe('/es/features/')
        await page.waitForFunction(() => (window as unknown as { entryLoaded?: boolean }).entryLoaded === true)
        expect(await page.evaluate(() => document.documentElement.classList.contains('js'))).toBe(true)
        expect(await page.evaluate(() => localStorage.getItem('first-visit-done'))).toBe('1')
        expect(errors).toEqual([])
      } finally {
        await browser.close()
      }
    })
})
