import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { listingPagesOf, MAX_ENTRIES, pagesOf, requestProblem, syntheticSite } from '../../../scripts/synthetic/plan.ts'
import { writeSyntheticSite } from '../../../scripts/synthetic/write.ts'
import {
  bundleReady,
  createQueue,
  laneCount,
  markBundled,
  markFailed,
  take,
} from '../../../generator/prerender/lanes.ts'

const REPO = resolve(import.meta.dirname, '../../..')

describe('a synthetic-site request', () => {
  it('refuses what makes no sense, saying what to ask for', () => {
    expect(requestProblem({ entries: 1000, translated: 400 })).toBeNull()
    expect(requestProblem({ entries: 0, translated: 0 })).toMatch(/--entries must be a whole number .* at least 1/)
    expect(requestProblem({ entries: Number('abc'), translated: 0 })).toMatch(/got NaN/)
    expect(requestProblem({ entries: 2.5, translated: 0 })).toMatch(/whole number/)
    expect(requestProblem({ entries: 10, translated: -1 })).toMatch(/--translated must be a whole number, 0 or more/)
    expect(requestProblem({ entries: 10, translated: 11 })).toMatch(/cannot exceed --entries \(10\)/)
    expect(requestProblem({ entries: MAX_ENTRIES + 1, translated: 0 })).toMatch(/at most/)
    expect(MAX_ENTRIES).toBeGreaterThanOrEqual(10_000)
    expect(() => syntheticSite({ entries: 3, translated: 4 })).toThrow(/cannot exceed/)
  })

  it('makes distinct addresses, titles and descriptions up to the largest request, each within the SEO lengths', () => {
    const site = syntheticSite({ entries: MAX_ENTRIES, translated: MAX_ENTRIES })
    expect(new Set(site.entries.map((e) => e.slug)).size).toBe(MAX_ENTRIES)
    for (const lang of ['en', 'es'] as const) {
      const titles = site.entries.map((e) => e.title[lang]!)
      expect(new Set(titles).size, lang).toBe(MAX_ENTRIES)
      expect(Math.max(...titles.map((t) => t.length)), lang).toBeLessThanOrEqual(56)
    }
    const descriptions = Object.values(site.files).map((f) => /description: "?([^"\n]+)/.exec(f)![1]!)
    expect(new Set(descriptions).size).toBe(2 * MAX_ENTRIES)
    expect(Math.max(...descriptions.map((d) => d.length))).toBeLessThanOrEqual(170)
  })

  it('writes Markdown entries with frontmatter, the first ones translated, each linking to the next', () => {
    const site = syntheticSite({ entries: 1000, translated: 400 })
    expect(Object.keys(site.files)).toHaveLength(1400)
    expect(site.entries.filter((e) => e.title.es)).toHaveLength(400)
    expect(site.files[`${site.entries[400]!.slug}.es.md`]).toBeUndefined()
    const first = site.files[`${site.entries[0]!.slug}.md`]!
    expect(first).toMatch(/^---\n\{ title: .+, date: 2026-10-30, tags: \[ [a-z-]+, [a-z-]+ \] \}\n---\n/)
    expect(first).toContain(`[next ones](${site.entries[1]!.path})`)
    for (const feature of [/^## /m, /^### /m, /^- /m, /^1\. /m, /^Table: /m, /^\| --- /m, /\*\*[^*]+\*\*/])
      expect(first.replace(/\| -+ /g, '| --- '), String(feature)).toMatch(feature)
    const spanish = site.files[`${site.entries[0]!.slug}.es.md`]!
    expect(spanish).toMatch(/^---\n\{ title: .+, summary: .+ \}\n---\n\nEstas notas/)
    expect(spanish).not.toMatch(/date:|tags:/)
    // Every channel and theme is used, so tag pages exist at any size worth measuring.
    expect(new Set(site.entries.flatMap((e) => e.tags)).size).toBe(16)
    const channels = site.entries.slice(0, 12).map((e) => e.tags[0])
    expect(new Set(channels).size, 'neighbours on different channels').toBe(6)
    expect(listingPagesOf(site.entries)).toBeGreaterThan(50)
    expect(pagesOf(site)).toBe(1400 + 2 * listingPagesOf(site.entries))
  })
})

describe('writing a synthetic site', () => {
  const dirs: string[] = []
  afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })))

  it('refuses to write into the repository itself', () => {
    const before = readFileSync(join(REPO, 'site.manifest.ts'), 'utf8')
    expect(() => writeSyntheticSite(REPO, syntheticSite({ entries: 1, translated: 0 }), REPO)).toThrow(
      /scratch copy, never into the repository/,
    )
    expect(readFileSync(join(REPO, 'site.manifest.ts'), 'utf8')).toBe(before)
  })

  it('refuses a folder that is not a copy of the repository, naming the file', () => {
    const dir = mkdtempSync(join(tmpdir(), 'synthetic-empty-'))
    dirs.push(dir)
    expect(() => writeSyntheticSite(dir, syntheticSite({ entries: 1, translated: 0 }), REPO)).toThrow(
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

  it('hands each page to one lane, and none once a lane has failed', () => {
    const queue = createQueue()
    expect([take(queue, 3), take(queue, 3), take(queue, 3), take(queue, 3)]).toEqual([0, 1, 2, -1])
    const failed = createQueue()
    expect(take(failed, 3)).toBe(0)
    markFailed(failed)
    expect(take(failed, 3)).toBe(-1)
  })

  it("lets the lanes start only once vike's builds are over, and says how they ended", async () => {
    const queue = createQueue()
    let ready: boolean | undefined
    const waiting = bundleReady(queue).then((ok) => (ready = ok))
    // A turn of the event loop: a wait that had not been told would not have resolved.
    await new Promise((r) => setImmediate(r))
    expect(ready).toBeUndefined()
    markBundled(queue, true)
    await waiting
    expect(ready).toBe(true)
    const broken = createQueue()
    markBundled(broken, false)
    expect(await bundleReady(broken)).toBe(false)
  })
})
