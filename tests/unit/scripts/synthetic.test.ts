import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { createSite } from '../../../site/site.ts'
import { loadSiteConfig } from '../../../site/config.ts'
import { copyTrees } from '../../../locales/index.ts'
import manifest from '../../../site.manifest.ts'
import { MAX_ROUTES, pagesOf, requestProblem, syntheticSite } from '../../../scripts/synthetic/plan.ts'
import { writeSyntheticSite } from '../../../scripts/synthetic/write.ts'
import { laneCount } from '../../../generator/build/pages.ts'

const REPO = resolve(import.meta.dirname, '../../..')

describe('a synthetic-site request', () => {
  it('refuses what makes no sense, saying what to ask for', () => {
    expect(requestProblem({ routes: 1000, translatable: 400 })).toBeNull()
    expect(requestProblem({ routes: 0, translatable: 0 })).toMatch(/--routes must be a whole number .* at least 1/)
    expect(requestProblem({ routes: Number('abc'), translatable: 0 })).toMatch(/got NaN/)
    expect(requestProblem({ routes: 2.5, translatable: 0 })).toMatch(/whole number/)
    expect(requestProblem({ routes: 10, translatable: -1 })).toMatch(/--translatable must be a whole number, 0 or more/)
    expect(requestProblem({ routes: 10, translatable: 11 })).toMatch(/cannot exceed --routes \(10\)/)
    expect(requestProblem({ routes: MAX_ROUTES + 1, translatable: 0 })).toMatch(/at most/)
    expect(() => syntheticSite({ routes: 3, translatable: 4 })).toThrow(/cannot exceed/)
  })

  it('makes distinct paths and search texts, each route linking to the next of its kind', () => {
    const site = syntheticSite({ routes: 1000, translatable: 400 })
    expect(site.routes).toHaveLength(1000)
    expect(pagesOf({ routes: 1000, translatable: 400 })).toBe(1400)
    const paths = site.routes.map((r) => r.path)
    expect(new Set(paths).size).toBe(1000)
    for (const lang of ['en', 'es'] as const) {
      const seo = site.routes.flatMap((r) => (r.seo[lang] ? [r.seo[lang]] : []))
      expect(new Set(seo.map((s) => s.title)).size).toBe(seo.length)
      expect(new Set(seo.map((s) => s.description)).size).toBe(seo.length)
    }
    expect(site.routes.filter((r) => r.translatable)).toHaveLength(400)
    const guides = site.routes.filter((r) => r.translatable)
    expect(guides[0]!.sections.at(-1)!.props).toMatchObject({ secondary: { href: guides[1]!.path } })
    expect(site.documents['library-doc0001']).toMatch(/^---\ntitle: .+\nsummary: .+\n---\n/)
    expect(site.documents['library-doc0001']).toContain(
      `](${site.routes.find((r) => !r.translatable && r.path.endsWith('0002'))!.path})`,
    )
  })

  it('parses with the manifest schema and route table of the real site', () => {
    const synthetic = syntheticSite({ routes: 30, translatable: 10 })
    const copy = {
      en: { ...copyTrees.en, synthetic: synthetic.copy.en },
      es: { ...copyTrees.es, synthetic: synthetic.copy.es },
    }
    const site = createSite({
      manifest: { ...manifest, routes: [...manifest.routes, ...synthetic.routes] },
      config: loadSiteConfig({ env: {}, mode: 'development' }),
      copy,
    })
    expect(site.pages.length).toBe(24 + 40)
  })
})

describe('writing a synthetic site', () => {
  const dirs: string[] = []
  afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })))

  it('refuses to write into the repository itself', () => {
    const before = readFileSync(join(REPO, 'site.manifest.ts'), 'utf8')
    expect(() => writeSyntheticSite(REPO, syntheticSite({ routes: 1, translatable: 0 }), REPO)).toThrow(
      /scratch copy, never into the repository/,
    )
    expect(readFileSync(join(REPO, 'site.manifest.ts'), 'utf8')).toBe(before)
  })

  it('refuses a folder that is not a copy of the repository, naming the file', () => {
    const dir = mkdtempSync(join(tmpdir(), 'synthetic-empty-'))
    dirs.push(dir)
    expect(() => writeSyntheticSite(dir, syntheticSite({ routes: 1, translatable: 0 }), REPO)).toThrow(
      /site\.manifest\.ts/,
    )
  })
})

describe('lanes of the page build', () => {
  it('one lane for a small site, one per core for a large one', () => {
    expect(laneCount(23, 2)).toBe(1)
    expect(laneCount(1400, 2)).toBe(2)
    expect(laneCount(1400, 8)).toBe(8)
    expect(laneCount(100, 8)).toBe(3)
    expect(laneCount(5, 1)).toBe(1)
  })
})
