import { describe, expect, it } from 'vitest'
import { decide, type DecideInput } from '../../../site/language.ts'

const translatable = ['/', '/features', '/about', '/story', '/contact', '/book-demo', '/meeting-booked', '/start']
// The page states whether it has a Spanish twin; here, as the built pages of these routes would.
const input = (over: Partial<Omit<DecideInput, 'hasTwins'>>): DecideInput => {
  const path = over.path ?? '/'
  const route = path.replace(/^\/es(?=\/|$)/, '').replace(/(.)\/$/, '$1') || '/'
  return {
    path,
    stored: null,
    firstVisitDone: false,
    browserLang: 'en-US',
    crawler: false,
    hasTwins: translatable.includes(route),
    ...over,
  }
}

describe('language redirect decision', () => {
  it('stored es sends translatable English pages to /es, and leaves other paths', () => {
    expect(decide(input({ stored: 'es', path: '/' }))).toEqual({ to: '/es/', reason: 'preference' })
    expect(decide(input({ stored: 'es', path: '/features' }))).toEqual({ to: '/es/features/', reason: 'preference' })
    expect(decide(input({ stored: 'es', path: '/privacy' }))).toBeNull()
    expect(decide(input({ stored: 'es', path: '/es/features' }))).toBeNull()
  })

  it('stored en sends /es pages to the unprefixed path', () => {
    expect(decide(input({ stored: 'en', path: '/es' }))).toEqual({ to: '/', reason: 'preference' })
    expect(decide(input({ stored: 'en', path: '/es/about' }))).toEqual({ to: '/about/', reason: 'preference' })
    expect(decide(input({ stored: 'en', path: '/about', browserLang: 'es-ES' }))).toBeNull()
  })

  it('first visit: a Spanish browser goes to /es, once', () => {
    expect(decide(input({ browserLang: 'es-MX', path: '/contact' }))).toEqual({ to: '/es/contact/', reason: 'browser' })
    expect(decide(input({ browserLang: 'es', path: '/' }))).toEqual({ to: '/es/', reason: 'browser' })
    expect(decide(input({ browserLang: 'es-ES', path: '/contact', firstVisitDone: true }))).toBeNull()
    expect(decide(input({ browserLang: 'es-ES', path: '/vs/madgicx' }))).toBeNull()
  })

  it('without a stored preference a non-Spanish browser on /es goes to English on every view', () => {
    expect(decide(input({ browserLang: 'fr', path: '/es/start', firstVisitDone: true }))).toEqual({
      to: '/start/',
      reason: 'browser',
    })
    expect(decide(input({ browserLang: '', path: '/es' }))).toEqual({ to: '/', reason: 'browser' })
  })

  it('honours an explicit ?lang= choice for the view (toggle with blocked storage)', () => {
    expect(decide(input({ browserLang: 'es-ES', path: '/', explicit: 'en' }))).toBeNull()
    expect(decide(input({ browserLang: 'fr', path: '/es/about', explicit: 'es' }))).toBeNull()
    expect(decide(input({ browserLang: 'fr', path: '/es/about', explicit: 'en' }))).toEqual({
      to: '/about/',
      reason: 'browser',
    })
  })

  it('never redirects crawlers, and never to the page it is on', () => {
    expect(decide(input({ crawler: true, stored: 'es', path: '/' }))).toBeNull()
    expect(decide(input({ path: '/features/', stored: 'es' }))).toEqual({ to: '/es/features/', reason: 'preference' })
  })

  it("reads both spellings of a URL as the same route, redirecting to the site's form only", () => {
    for (const path of ['/features', '/features/'])
      expect(decide(input({ stored: 'es', path }))).toEqual({ to: '/es/features/', reason: 'preference' })
    for (const path of ['/es/about', '/es/about/']) {
      expect(decide(input({ stored: 'es', path }))).toBeNull()
      expect(decide(input({ stored: 'en', path }))).toEqual({ to: '/about/', reason: 'preference' })
    }
    for (const path of ['/es', '/es/'])
      expect(decide(input({ stored: 'en', path }))).toEqual({ to: '/', reason: 'preference' })
  })

  it('can never loop: following any redirect leads to a page that stays', () => {
    const paths = [
      '/',
      '/features',
      '/features/',
      '/es/features',
      '/es/features/',
      '/es',
      '/es/',
      '/privacy/',
      '/es/privacy',
      '/nope',
      '/es/nope/',
    ]
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
})
