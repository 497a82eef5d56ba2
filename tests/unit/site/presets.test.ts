import { getSite } from '../../../generator/site.ts'
import { describe, expect, it } from 'vitest'
import { ManifestError } from '../../../site/errors.ts'
import { zodProblems } from '../../../site/schema/manifest.ts'
import { expandPresets } from '../../../site/schema/presets.ts'
import manifest from '../../../site.manifest.ts'

/** The problems a manifest source is refused with, or [] when it expands. */
const refusal = (raw: unknown) => {
  try {
    expandPresets(raw, 'site.manifest.ts', zodProblems)
    return []
  } catch (error) {
    if (!(error instanceof ManifestError)) throw error
    return error.problems.map(({ route, key, message, hint }) => ({ route, key, message, hint }))
  }
}

const presets = {
  page: [
    { name: 'hero', type: 'pageHero', props: { tone: 'dark', secondary: { href: '#more' } } },
    { name: 'table', type: 'comparison', id: 'more' },
  ],
}
const use = (props: Record<string, unknown> = {}) => ({
  routes: [{ path: '/a', sections: { preset: 'page', copy: 'a', props } }],
  presets,
})

describe('section presets (site/schema/presets.ts)', () => {
  it('gives a route the preset’s sections in order, copy keys under its prefix, props merged with the route’s winning', () => {
    const { raw } = expandPresets(
      use({ hero: { tone: 'light', primary: { href: '/x' } }, table: { competitor: 'Them' } }),
      'site.manifest.ts',
      zodProblems,
    )
    expect(raw).toEqual({
      routes: [
        {
          path: '/a',
          sections: [
            {
              type: 'pageHero',
              copy: 'a.hero',
              props: { tone: 'light', secondary: { href: '#more' }, primary: { href: '/x' } },
            },
            { type: 'comparison', copy: 'a.table', id: 'more', props: { competitor: 'Them' } },
          ],
        },
      ],
    })
  })

  it('leaves a manifest without presets as it is', () => {
    const raw = { routes: [{ path: '/', sections: [] }] }
    expect(expandPresets(raw, 'site.manifest.ts', zodProblems).raw).toBe(raw)
  })

  it('names the route, the unknown preset and the known ones', () => {
    expect(refusal({ ...use(), routes: [{ path: '/a', sections: { preset: 'pages', copy: 'a' } }] })).toEqual([
      {
        route: '/a',
        key: 'sections.preset',
        message: 'unknown preset "pages"',
        hint: 'use one of: page (declared under presets in site.manifest.ts)',
      },
    ])
  })

  it('names the route and the preset when a route gives props to a section the preset lacks', () => {
    expect(refusal(use({ faq: { items: [] } }))).toEqual([
      {
        route: '/a',
        key: 'sections.props.faq',
        message: 'preset "page" has no section named "faq"',
        hint: 'use one of its sections: hero, table',
      },
    ])
  })

  it('refuses a preset with an unknown section type or a name used twice, naming the preset', () => {
    const bad = { page: [...presets.page, { name: 'hero', type: 'carousel' }] }
    expect(refusal({ ...use(), presets: bad }).map((p) => `${p.route} ${p.key}: ${p.message}`)).toEqual([
      expect.stringMatching(/^\* presets\.page\[2\]\.type: /),
    ])
    const twice = { page: [...presets.page, { name: 'hero', type: 'faq' }] }
    expect(refusal({ ...use(), presets: twice }).map((p) => `${p.route} ${p.key}: ${p.message}`)).toEqual([
      '* presets.page[2].name: section name "hero" is used twice',
    ])
  })

  it('the repository’s comparison and solution pages share one preset and expand to valid sections', () => {
    // They are collection entries (content/comparisons/, content/solutions/): their routes are the site's.
    const routes = getSite().manifest.routes.filter((r) =>
      ['/vs/madgicx', '/solutions/ai-media-buyer'].includes(r.path),
    )
    expect(routes).toHaveLength(2)
    for (const route of routes)
      expect(route.sections.map((s) => s.type)).toEqual(manifest.presets.comparisonPage.map((s) => s.type))
  })
})
