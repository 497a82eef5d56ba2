import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { analyticsEnabled } from '../../../site/analytics.ts'
import { ISLANDS, ISLAND_NAMES, islandsIn, servicesOf } from '../../../site/islands.ts'
import { linksIn, parseRichText, plainText } from '../../../site/markup.ts'
import { loaders } from '../../../renderer/islands/loaders.ts'

const ROOT = resolve(import.meta.dirname, '../../..')
const walk = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? walk(join(dir, e.name)) : /\.tsx?$/.test(e.name) ? [join(dir, e.name)] : [],
  )
const importsOf = (file: string) =>
  [...readFileSync(file, 'utf8').matchAll(/(?:from|import)\s*\(?\s*['"](\.[^'"]+)['"]/g)].map((m) =>
    relative(ROOT, resolve(file, '..', m[1]!)),
  )

describe('the site core', () => {
  it('imports neither the build tooling nor the renderer', () => {
    for (const file of walk(join(ROOT, 'site')))
      for (const target of importsOf(file))
        expect(target, `${relative(ROOT, file)} imports ${target}`).not.toMatch(
          /^(generator|renderer|scripts|server)\//,
        )
  })

  it('is what the renderer imports: no renderer file reaches into the build tooling', () => {
    for (const file of walk(join(ROOT, 'renderer')))
      for (const target of importsOf(file))
        expect(target, `${relative(ROOT, file)} imports ${target}`).not.toMatch(/^generator\//)
  })

  it('writes the /es prefix in one module only', () => {
    const offenders = [...walk(join(ROOT, 'site')), ...walk(join(ROOT, 'renderer')), ...walk(join(ROOT, 'generator'))]
      .filter((f) => !f.endsWith(join('site', 'routes.ts')))
      .filter((f) => /['"`]\/es['"`/]/.test(readFileSync(f, 'utf8').replace(/^\s*(\*|\/\/|\/\*).*$/gm, '')))
      .map((f) => relative(ROOT, f))
    expect(offenders).toEqual([])
  })
})

describe('island registry', () => {
  it('names client sources that exist and a client loader for every island', () => {
    for (const name of ISLAND_NAMES) {
      for (const source of ISLANDS[name].clientSources) expect(existsSync(join(ROOT, source)), source).toBe(true)
      expect(typeof loaders[name]).toBe('function')
    }
    expect(Object.keys(loaders).sort()).toEqual([...ISLAND_NAMES].sort())
  })

  it('reads the islands a page carries from its markup, and the services they need', () => {
    const html = '<div data-island="contactForm" data-strategy="interaction"></div><div data-island="video"></div>'
    expect([...islandsIn(html)].sort()).toEqual(['contactForm', 'video'])
    expect([...islandsIn('<div data-island="nope">')]).toEqual([])
    expect([...servicesOf(islandsIn(html))]).toEqual(['emailService'])
  })
})

describe('copy markup', () => {
  it('splits text, bold and links in order, and strips them for plain text', () => {
    const text = 'Read **the story** or [write to us](/contact#form), today.'
    expect(parseRichText(text)).toEqual([
      { kind: 'text', text: 'Read ' },
      { kind: 'bold', text: 'the story' },
      { kind: 'text', text: ' or ' },
      { kind: 'link', text: 'write to us', href: '/contact#form' },
      { kind: 'text', text: ', today.' },
    ])
    expect(plainText(text)).toBe('Read the story or write to us, today.')
    expect(linksIn(text)).toEqual(['/contact#form'])
    expect(parseRichText('plain')).toEqual([{ kind: 'text', text: 'plain' }])
  })
})

describe('analytics switch', () => {
  it('is on when any one integration is configured', () => {
    const off = { posthog: null, metaPixelId: null, googleAds: null }
    expect(analyticsEnabled(off)).toBe(false)
    expect(analyticsEnabled(null)).toBe(false)
    expect(analyticsEnabled({ ...off, metaPixelId: '123' })).toBe(true)
    expect(analyticsEnabled({ ...off, googleAds: { id: 'AW-1', conversionLabel: '' } })).toBe(true)
    expect(analyticsEnabled({ ...off, posthog: { key: 'k', host: 'h', allowAutomation: false } })).toBe(true)
  })
})
