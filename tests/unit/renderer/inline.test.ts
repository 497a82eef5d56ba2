import { chromium } from '@playwright/test'
import { describe, expect, it, vi } from 'vitest'
import { CHROMIUM_ARGS, testChromiumPath } from '../../../scripts/chromium.ts'
import { runWithin } from '../../harness/limits.ts'

/** The pre-paint script as it ships, for the default configuration. */
async function inlineScript(): Promise<string> {
  vi.resetModules()
  const { prepaintScript } = await import('../../../renderer/inline/scripts.ts')
  const { siteOf } = await import('../../../generator/site.ts')
  const { loadSiteConfig } = await import('../../../site/config.ts')
  return prepaintScript(siteOf({ config: loadSiteConfig({ env: {}, mode: 'development' }) }))
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
    const listeners: string[] = []
    const document = {
      documentElement: {
        // /features has a Spanish twin, as its built page says.
        hasAttribute: (name: string) => name === 'data-bilingual',
        classList: { add: (c: string) => classes.add(c), toggle: (c: string, on: boolean) => on && classes.add(c) },
        style: {},
      },
      addEventListener: (type: string) => listeners.push(type),
    }
    const location = { pathname: '/features', search: '', hash: '', replace: (u: string) => replaced.push(u) }
    const sessionStorage = { getItem: () => null, setItem: () => undefined }
    runInPage(code, { window, document, location, sessionStorage, console })
    expect(classes.has('js')).toBe(true)
    expect(replaced).toEqual(['/es/features/'])
    expect(store.get('first-visit-done')).toBe('1')
    // The one early-interaction capture is installed before anything else runs.
    expect(listeners.sort()).toEqual(['auxclick', 'click', 'submit'])
  })
})

/** A page with the pre-paint script and one control of each kind the early capture knows. */
const EARLY_PAGE = (
  prepaint: string,
  path: string,
) => `<!doctype html><html data-bilingual><head><script>${prepaint}</script></head><body>
<h1>${path}</h1>
<a id="toggle" href="/es/about/" data-lang-toggle="es" data-early="language">ES</a>
<a id="cta" href="/book-demo/" data-track="cta_click" data-track-props='{"label":"hero","page_type":"solution"}' data-early="cta">Demo</a>
<section id="banner" data-early="consent"><button id="accept">Accept</button><button id="decline">Decline</button><a id="policy" href="#policy">Policy</a></section>
<div id="island" data-island="contactForm" data-early="island"><form id="form"><input name="n" value="x"><button id="send">Send</button></form></div>
<div id="ready" data-early="consent" data-early-ready><button id="ready-button">Ready</button></div>
</body></html>`

describe('early-interaction capture in a real browser (pre-paint script)', () => {
  it('holds taps and submits on in-page controls (the latest per control), keeps link clicks for the next page', async () => {
    const prepaint = await inlineScript()
    const browser = await chromium.launch({ executablePath: testChromiumPath(), args: CHROMIUM_ARGS })
    try {
      const page = await (await browser.newContext({ locale: 'en-US' })).newPage()
      const errors: string[] = []
      page.on('pageerror', (e) => errors.push(e.message))
      await page.route('http://site.test/**', (route) =>
        route.fulfill({
          contentType: 'text/html',
          body: EARLY_PAGE(prepaint, new URL(route.request().url()).pathname),
        }),
      )
      await page.addInitScript(() => {
        if (!sessionStorage.getItem('seeded')) {
          sessionStorage.setItem('seeded', '1')
          localStorage.setItem('preferred-language', 'en')
        }
      })
      await page.goto('http://site.test/about/')
      const held = () =>
        page.evaluate(() =>
          (
            (window as unknown as { __earlyInteractions: { control: string; type: string; target: Element }[] })
              .__earlyInteractions ?? []
          ).map((h) => `${h.control}:${h.type}:${h.target.id}`),
        )
      await page.click('#accept')
      await page.click('#decline')
      // A plain link inside a held control still works by itself; a ready control is left alone.
      await page.click('#policy')
      await page.click('#ready-button')
      await page.click('#send')
      await page.locator('input[name="n"]').press('Enter')
      // Enter in the form presses its default button: held as that button's click.
      expect(await held()).toEqual(['consent:click:decline', 'island:click:send'])
      expect(new URL(page.url()).pathname).toBe('/about/')
      expect(new URL(page.url()).hash).toBe('#policy')
      expect(await page.locator('#banner').getAttribute('data-early-held')).toBe('')
      // Link clicks navigate; what they report or store is kept for the code that runs next.
      await page.click('#cta', { modifiers: ['Control'] })
      await page.click('#toggle')
      await page.waitForURL('http://site.test/es/about/')
      // The next page's language rules applied the kept choice before deciding: no redirect back.
      expect(await page.evaluate(() => localStorage.getItem('preferred-language'))).toBe('es')
      expect(
        await page.evaluate(() => JSON.parse(sessionStorage.getItem('pending-analytics-events') ?? '[]') as unknown),
      ).toEqual([{ name: 'language_toggle', props: { from: '/about/', to: '/es/about/', lang: 'es' } }])
      // The demo click is left for the analytics of the client script (renderer/shell/track.ts).
      expect(
        await page.evaluate(() => JSON.parse(sessionStorage.getItem('early-interactions') ?? '[]') as unknown),
      ).toEqual([
        {
          control: 'cta',
          from: '/about/',
          to: '/book-demo/',
          data: { track: 'cta_click', trackProps: '{"label":"hero","page_type":"solution"}', early: 'cta' },
        },
      ])
      expect(errors).toEqual([])
    } finally {
      await browser.close()
    }
  })
})

/** The inline scripts as a separate `tsx` process makes them (not vike, not this test runner). */
function scriptsFromTsx(): { prepaint: string; loader: string } {
  const code = `
    import { loaderScript, prepaintScript } from './renderer/inline/scripts.ts'
    import { siteOf } from './generator/site.ts'
    import { loadSiteConfig } from './site/config.ts'
    const site = siteOf({ config: loadSiteConfig({ env: {}, mode: 'development' }) })
    process.stdout.write(JSON.stringify({ prepaint: prepaintScript(site), loader: loaderScript('/assets/entries/probe.js', false) }))`
  const out = runWithin('node_modules/.bin/tsx', ['--eval', code])
  if (out.status !== 0) throw new Error(out.stderr)
  return JSON.parse(out.stdout) as { prepaint: string; loader: string }
}

async function scriptsInProcess(): Promise<{ prepaint: string; loader: string }> {
  const { loaderScript } = await import('../../../renderer/inline/scripts.ts')
  return { prepaint: await inlineScript(), loader: loaderScript('/assets/entries/probe.js', false) }
}

describe('inline scripts in a real browser, however the build is started', () => {
  for (const [how, make] of [
    ['in the test process', scriptsInProcess],
    ['in a tsx process', async () => scriptsFromTsx()],
  ] as const)
    it(`${how}: the pre-paint script redirects a Spanish first visit; the loader imports the entry when the visitor acts`, async () => {
      const { prepaint, loader } = await make()
      expect(prepaint).not.toMatch(/__name|require\(/)
      const browser = await chromium.launch({ executablePath: testChromiumPath(), args: CHROMIUM_ARGS })
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
            body: `<!doctype html><html data-bilingual><head><script>${prepaint}</script></head><body><h1>${pathname}</h1><script>${loader}</script></body></html>`,
          })
        })
        const entryRequests: string[] = []
        page.on('request', (r) => r.url().endsWith('/probe.js') && entryRequests.push(r.url()))
        await page.goto('http://site.test/features')
        await expect.poll(() => new URL(page.url()).pathname).toBe('/es/features/')
        // A page that needs none of it at once: nothing is fetched until the visitor acts.
        await page.waitForLoadState('networkidle')
        expect(entryRequests).toEqual([])
        await page.keyboard.press('Shift')
        await page.waitForFunction(() => (window as unknown as { entryLoaded?: boolean }).entryLoaded === true)
        expect(entryRequests).toHaveLength(1)
        expect(await page.evaluate(() => document.documentElement.classList.contains('js'))).toBe(true)
        expect(await page.evaluate(() => localStorage.getItem('first-visit-done'))).toBe('1')
        expect(errors).toEqual([])
      } finally {
        await browser.close()
      }
    })
})

describe('the loader fetches the entry at once where the page needs it (real browser)', () => {
  const cases: [string, { body: string; analytics: boolean; consent?: string }, boolean][] = [
    [
      'an island that starts by itself (the booking widget)',
      { body: '<div data-island="booking" data-strategy="visible"></div>', analytics: false },
      true,
    ],
    [
      'an island that waits for the visitor (the video)',
      { body: '<div data-island="video" data-strategy="interaction"></div>', analytics: false },
      false,
    ],
    ['an error page (it logs the missing path)', { body: '', analytics: false }, true],
    ['a stored analytics consent (the page view)', { body: '', analytics: true, consent: 'granted' }, true],
    ['analytics configured, no choice yet', { body: '', analytics: true }, false],
  ]
  it.each(cases)('%s', async (_name, { body, analytics, consent }, atOnce) => {
    const { loaderScript } = await import('../../../renderer/inline/scripts.ts')
    const loader = loaderScript('/assets/entries/probe.js', analytics)
    const browser = await chromium.launch({ executablePath: testChromiumPath(), args: CHROMIUM_ARGS })
    try {
      const page = await browser.newPage()
      const requests: string[] = []
      page.on('request', (r) => r.url().endsWith('/probe.js') && requests.push(r.url()))
      await page.route('http://site.test/**', (route) =>
        new URL(route.request().url()).pathname === '/assets/entries/probe.js'
          ? route.fulfill({ contentType: 'text/javascript', body: 'window.entryLoaded = true' })
          : route.fulfill({
              contentType: 'text/html',
              body: `<!doctype html><html><body${body === '' && !analytics ? ' data-page="404"' : ''}><h1>Page</h1>${body}<script>${loader}</script></body></html>`,
            }),
      )
      if (consent) await page.addInitScript((c) => localStorage.setItem('analytics-consent', c), consent)
      await page.goto('http://site.test/page/')
      if (atOnce) await page.waitForFunction(() => (window as unknown as { entryLoaded?: boolean }).entryLoaded)
      else {
        await page.waitForLoadState('networkidle')
        expect(requests).toEqual([])
        await page.keyboard.press('Shift')
        await page.waitForFunction(() => (window as unknown as { entryLoaded?: boolean }).entryLoaded)
      }
      expect(requests).toHaveLength(1)
    } finally {
      await browser.close()
    }
  })
})
