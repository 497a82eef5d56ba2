/**
 * The pool of the pages' facts (generator/prerender/fact-pool.ts): a page's
 * facts read the same after it, and what two pages repeat is one object.
 */
import { expect, it } from 'vitest'
import { FactPool } from '../../../generator/prerender/fact-pool.ts'
import type { PageOutcome } from '../../../generator/prerender/page.ts'

const outcome = (url: string, own: string): PageOutcome =>
  structuredClone({
    url,
    file: `${url.slice(1)}index.html`,
    csp: "default-src 'self'; script-src 'sha256-abc'",
    facts: {
      url,
      file: `${url.slice(1)}index.html`,
      ids: ['main', 'site-menu'],
      refs: [
        ['a', 'href', '/features/'],
        ['a', 'href', '/contact/'],
        ['a', 'href', own],
        ['meta', 'content', `https://example.com/og${url}card.png`],
      ],
      alternates: [
        ['en', url],
        ['x-default', url],
      ],
      socialImages: [['og:image', `https://example.com/og${url}card.png`]],
    },
    problems: [],
  })

it('keeps every fact of a page as it was', () => {
  const pool = new FactPool()
  for (const [url, own] of [
    ['/a/', '/b/'],
    ['/b/', '/a/'],
    ['/c/', '/features/'],
  ] as const) {
    const page = outcome(url, own)
    expect(pool.keep(page)).toEqual(outcome(url, own))
  }
})

it('keeps one copy of what pages repeat: the same link, the same ids, the same policy', () => {
  const pool = new FactPool()
  const a = pool.keep(outcome('/a/', '/b/'))
  const b = pool.keep(outcome('/b/', '/features/'))
  // Two pages' copies of the same link are one array; different links stay different.
  expect(b.facts.refs[0]).toBe(a.facts.refs[0])
  expect(b.facts.refs[1]).toBe(a.facts.refs[1])
  expect(b.facts.refs[2]).toBe(a.facts.refs[0])
  expect(b.facts.refs[3]).not.toBe(a.facts.refs[3])
  expect(b.facts.ids).toBe(a.facts.ids)
  expect(b.facts.alternates[0]).not.toBe(a.facts.alternates[0])
  // A later page with the first page's alternates (its twin's facts, say) shares them.
  expect(pool.keep(outcome('/a/', '/b/')).facts.alternates[0]).toBe(a.facts.alternates[0])
  // The page's own facts are its own.
  expect(b.facts.url).toBe('/b/')
  expect(b.facts.socialImages).toEqual([['og:image', 'https://example.com/og/b/card.png']])
})
