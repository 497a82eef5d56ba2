import { describe, expect, it, vi } from 'vitest'
import { decide, type DecideInput } from '../../../renderer/prepaint/language.ts'

const translatable = ['/', '/features', '/about', '/story', '/contact', '/book-demo', '/meeting-booked', '/start']
const input = (over: Partial<DecideInput>): DecideInput => ({
  path: '/',
  stored: null,
  firstVisitDone: false,
  browserLang: 'en-US',
  crawler: false,
  translatable,
  ...over,
})

/** The pre-paint script as it ships, for the default configuration. */
async function inlineScript(): Promise<string> {
  vi.resetModules()
  const { prepaintScript } = await import('../../../renderer/prepaint/script.ts')
  const { createSite } = await import('../../../generator/site.ts')
  const { loadSiteConfig } = await import('../../../generator/config.ts')
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

describe('language redirect decision', () => {
  it('stored es sends translatable English pages to /es, and leaves other paths', () => {
    expect(decide(input({ stored: 'es', path: '/' }))).toEqual({ to: '/es', reason: 'preference' })
    expect(decide(input({ stored: 'es', path: '/features' }))).toEqual({ to: '/es/features', reason: 'preference' })
    expect(decide(input({ stored: 'es', path: '/privacy' }))).toBeNull()
    expect(decide(input({ stored: 'es', path: '/es/features' }))).toBeNull()
  })

  it('stored en sends /es pages to the unprefixed path', () => {
    expect(decide(input({ stored: 'en', path: '/es' }))).toEqual({ to: '/', reason: 'preference' })
    expect(decide(input({ stored: 'en', path: '/es/about' }))).toEqual({ to: '/about', reason: 'preference' })
    expect(decide(input({ stored: 'en', path: '/about', browserLang: 'es-ES' }))).toBeNull()
  })

  it('first visit: a Spanish browser goes to /es, once', () => {
    expect(decide(input({ browserLang: 'es-MX', path: '/contact' }))).toEqual({ to: '/es/contact', reason: 'browser' })
    expect(decide(input({ browserLang: 'es', path: '/' }))).toEqual({ to: '/es', reason: 'browser' })
    expect(decide(input({ browserLang: 'es-ES', path: '/contact', firstVisitDone: true }))).toBeNull()
    expect(decide(input({ browserLang: 'es-ES', path: '/vs/madgicx' }))).toBeNull()
  })

  it('without a stored preference a non-Spanish browser on /es goes to English on every view', () => {
    expect(decide(input({ browserLang: 'fr', path: '/es/start', firstVisitDone: true }))).toEqual({
      to: '/start',
      reason: 'browser',
    })
    expect(decide(input({ browserLang: '', path: '/es' }))).toEqual({ to: '/', reason: 'browser' })
  })

  it('honours an explicit ?lang= choice for the view (toggle with blocked storage)', () => {
    expect(decide(input({ browserLang: 'es-ES', path: '/', explicit: 'en' }))).toBeNull()
    expect(decide(input({ browserLang: 'fr', path: '/es/about', explicit: 'es' }))).toBeNull()
    expect(decide(input({ browserLang: 'fr', path: '/es/about', explicit: 'en' }))).toEqual({
      to: '/about',
      reason: 'browser',
    })
  })

  it('never redirects crawlers, and never to the page it is on', () => {
    expect(decide(input({ crawler: true, stored: 'es', path: '/' }))).toBeNull()
    expect(decide(input({ path: '/features/', stored: 'es' }))).toEqual({ to: '/es/features', reason: 'preference' })
  })

  it('can never loop: following any redirect leads to a page that stays', () => {
    const paths = ['/', '/features', '/es/features', '/es', '/privacy', '/es/privacy', '/nope', '/es/nope']
    for (const stored of [null, 'en', 'es'] as const)
      for (const browserLang of ['en-US', 'es-ES', 'es-MX', 'fr', ''])
        for (const start of paths)
          for (const firstVisitDone of [false, true]) {
            let path = start
            for (let hop = 0; hop < 3; hop++) {
              const r = decide(input({ path, stored, browserLang, firstVisitDone: firstVisitDone || hop > 0 }))
              if (!r) break
              expect(hop, `${stored}/${browserLang}/${start}`).toBeLessThan(1)
              path = r.to
            }
          }
  })

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
    expect(replaced).toEqual(['/es/features'])
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
