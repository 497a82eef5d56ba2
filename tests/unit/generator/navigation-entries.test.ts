/**
 * The navigation as manifest data: the checks on its entries and the orphan
 * check over the links pages make (fixtures in tests/fixtures/nav-*.fixture.ts
 * and orphan-page.fixture.ts hold one failure each).
 */
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { runChecks } from '../../../generator/checks/index.ts'
import { inboundLinks } from '../../../generator/checks/orphans.ts'
import { loadSiteConfig } from '../../../site/config.ts'
import { formatProblem } from '../../../site/errors.ts'
import { navigationLinks } from '../../../site/navigation-links.ts'
import { siteOf } from '../../../generator/site.ts'
import { cloneManifest, route } from '../../fixtures/util.ts'

const config = loadSiteConfig({ env: {}, mode: 'development' })
const problemsOf = (manifest: unknown, check: string) =>
  runChecks({ raw: manifest, config }).byCheck.get(check)!.map(formatProblem)

describe('navigation entries', () => {
  it('lists every link in display order with the key it is written at', () => {
    const site = siteOf({ config })
    const links = navigationLinks(site.manifest.navigation)
    expect(links[0]).toEqual({ key: 'navigation.header.menu[0]', link: { to: '/', label: 'common.nav.home' } })
    expect(links.find((l) => l.link.to === 'ext:email')?.key).toBe('navigation.footer.groups[3].links[2]')
    // A route may appear in several places: /contact is in the header and two footer groups.
    expect(links.filter((l) => l.link.to === '/contact')).toHaveLength(3)
  })

  it('refuses a target written with /es, a group id used twice and a target listed twice in one group', () => {
    const m = cloneManifest()
    m.navigation.header.menu[1]!.to = '/es/features'
    m.navigation.footer.groups[4]!.id = 'product'
    m.navigation.footer.groups[1]!.links.push({ to: '/about', label: 'common.footer.links.about' })
    expect(problemsOf(m, 'navigation')).toEqual([
      'site.manifest.ts › route "/es/features" › navigation.header.menu[1].to: navigation entry points at no page: no route "/es/features" in site.manifest.ts\n    fix: write "/features": Spanish pages link to the /es twin by themselves',
      `site.manifest.ts › route "*" › navigation.footer.groups[4].id: footer group id "product" is also navigation.footer.groups[0]'s\n    fix: give each group its own id (add-page places pages with --nav footer:<id>)`,
      'site.manifest.ts › route "/about" › navigation.footer.groups[1].links[3].to: "/about" is listed twice in navigation.footer.groups[1].links (also [0])\n    fix: remove one of the two entries; a page may appear once per menu or group',
    ])
  })
})

describe('orphan pages', () => {
  it('counts links from other pages: sections, copy and navigation', () => {
    const inbound = inboundLinks(siteOf({ config }))
    // Only the about page's copy links to the story.
    expect([...inbound.get('/story')!]).toEqual(['/about'])
    expect(inbound.get('/meeting-booked')).toBeUndefined()
    // Out of the footer, the story is still linked from /about: not an orphan.
    const m = cloneManifest()
    const company = m.navigation.footer.groups[1]!
    company.links = company.links.filter((l) => l.to !== '/story')
    expect(problemsOf(m, 'orphans')).toEqual([])
  })

  it('names a listing nothing links to at its collection’s index, with the link to write', () => {
    const m = cloneManifest() as unknown as { collections: { name: string; index?: unknown }[] }
    m.collections.find((c) => c.name === 'solutions')!.index = {
      path: '/solutions',
      copy: { en: { title: 'Solutions', intro: 'How teams use {brand} for their ads.', empty: 'None yet.' } },
      seo: {
        en: {
          title: 'Solutions',
          description:
            'How e-commerce brands, agencies and growing teams use {brand} to plan, launch and report on ads.',
          keywords: ['solutions'],
        },
      },
    }
    // No line: the file on disk does not write this index (the manifest is changed in memory).
    expect(problemsOf(m, 'orphans')).toEqual([
      expect.stringMatching(
        /^site\.manifest\.ts › collection solutions › index: orphan listing: \/solutions is in no navigation and no other page links to it\n +fix: place it in the navigation \(under navigation in site\.manifest\.ts: \{ to: '\/solutions', label: 'listings\.solutions\.title' \}/,
      ),
    ])
  })

  it('does not count a link a page makes to itself', () => {
    const m = cloneManifest()
    const booked = route(m, '/meeting-booked')
    delete booked.unlinked
    ;(booked.sections[2]!.props as { items: { href: string }[] }).items[0]!.href = '/meeting-booked'
    expect(inboundLinks(siteOf({ config, manifest: m })).get('/meeting-booked')).toBeUndefined()
    // Named at the line that writes the route's path (found in the file, not counted).
    const line =
      readFileSync('site.manifest.ts', 'utf8')
        .split('\n')
        .findIndex((l) => l.includes("path: '/meeting-booked'")) + 1
    expect(problemsOf(m, 'orphans')).toEqual([
      expect.stringMatching(
        new RegExp(`^site\\.manifest\\.ts:${line} › route "/meeting-booked" › routes\\[6\\]: orphan page`),
      ),
    ])
  })
})
