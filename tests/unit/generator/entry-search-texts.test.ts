/**
 * An entry's search texts (its title or seoTitle, its description) are its
 * own fields: the checks that read a page's search texts (seo, claim-words,
 * facts, social-cards) name the entry's file and the field's line, not site.manifest.ts,
 * which does not write them. The site: the guides fixture, one guide's texts
 * changed in a copy of its folder.
 */
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { claimWords } from '../../../generator/checks/claim-words.ts'
import { facts } from '../../../generator/checks/facts.ts'
import { seo } from '../../../generator/checks/seo.ts'
import { socialCards } from '../../../generator/checks/social-cards.ts'
import type { CheckContext } from '../../../generator/checks/types.ts'
import { siteOf } from '../../../generator/site.ts'
import { loadSiteConfig } from '../../../site/config.ts'
import { formatProblem } from '../../../site/errors.ts'
import { GUIDES_FIXTURE, guidesInputs } from '../../fixtures/content/guides-site.ts'

const ENTRY = 'content/guides/weekly-reporting.md'
const root = mkdtempSync(join(tmpdir(), 'entry-search-texts-'))
afterAll(() => rmSync(root, { recursive: true, force: true }))
mkdirSync(join(root, 'content'))
for (const name of readdirSync('content')) symlinkSync(resolve('content', name), join(root, 'content', name))
cpSync(join(GUIDES_FIXTURE, 'content/guides'), join(root, 'content/guides'), { recursive: true })

/** The site with the guide's front matter lines replaced. */
function siteWith(lines: Record<string, string>) {
  const text = readFileSync(join(GUIDES_FIXTURE, ENTRY), 'utf8')
  writeFileSync(
    join(root, ENTRY),
    Object.entries(lines).reduce((t, [field, line]) => t.replace(new RegExp(`^${field}: .*$`, 'm'), line), text),
  )
  const { manifest, copy } = guidesInputs()
  return siteOf({ manifest, copy, root, config: loadSiteConfig({ env: {}, mode: 'development' }) })
}

const run = (check: typeof seo, site: ReturnType<typeof siteWith>) =>
  check
    .run({ site, files: { manifest: 'site.manifest.ts', locales: {} } } as unknown as CheckContext)
    .filter((p) => p.route.includes('weekly-reporting') || p.file === ENTRY)
    .map(formatProblem)

describe('an entry’s search texts, named where the entry writes them', () => {
  it('a title too long for search: the entry’s file at its line, and the fix names seoTitle and the limit', () => {
    const title = 'Weekly reporting that a busy team reads, every single Monday, without five dashboards'
    const site = siteWith({ title: `title: ${title}` })
    const brand = site.config.brand
    const own = 70 - ` | ${brand}`.length
    expect(run(seo, site)).toEqual([
      `${ENTRY}:2 › title: title is ${title.length + ` | ${brand}`.length} characters (with the brand suffix); keep it between 10 and 70\n    fix: shorten the title, or set seoTitle, the search title (at most ${own} characters, with " | ${brand}" at most 70): ${JSON.stringify(title)}`,
    ])
    // An entry with a seoTitle is searched by it: its line is named.
    const seoTitle = `${title} (its search title)`
    const withSeoTitle = siteWith({ title: `title: Weekly reporting\nseoTitle: ${seoTitle}` })
    expect(run(seo, withSeoTitle)[0]).toMatch(new RegExp(`^${ENTRY}:3 › seoTitle: title is \\d+ characters`))
  })

  it('a translation’s title too long: seoTitle goes in the English file first, as a translation writes its fields', () => {
    const SPANISH = ENTRY.replace(/\.md$/, '.es.md')
    const original = readFileSync(join(GUIDES_FIXTURE, SPANISH), 'utf8')
    const long = 'Un informe semanal que un equipo ocupado lee cada lunes, sin abrir cinco paneles distintos'
    writeFileSync(join(root, SPANISH), original.replace(/^title: .*$/m, `title: ${long}`))
    try {
      const problems = run(seo, siteWith({}))
      expect(problems).toEqual([
        expect.stringContaining(
          `${SPANISH}:2 › title: title is ${long.length + ` | ${siteWith({}).config.brand}`.length} characters`,
        ),
      ])
      expect(problems[0]).toContain('in the English file first: a translation writes the fields its English writes')
    } finally {
      writeFileSync(join(root, SPANISH), original)
    }
  })

  it('a character the social image cannot draw: the entry’s file at its line', () => {
    const site = siteWith({ title: 'title: Weekly reporting that a busy team reads 漢' })
    expect(run(socialCards, site)).toEqual([
      expect.stringMatching(new RegExp(`^${ENTRY}:2 › title: the social image's font .* cannot draw '漢'`)),
    ])
  })

  it('a claim word or a literal figure in an entry’s search texts: once, at the entry’s line', () => {
    const site = siteWith({
      title: 'title: Weekly reporting that saves 50% of a Monday',
      description:
        'description: A one-page weekly report we guarantee a busy team reads, with spend, results and changes in plain words.',
    })
    expect(run(claimWords, site)).toEqual([
      expect.stringMatching(
        new RegExp(`^${ENTRY}:3 › content\\.guides\\.weekly-reporting\\.description: claim word "guarantee"`),
      ),
    ])
    expect(run(facts, site)).toEqual([
      expect.stringMatching(
        new RegExp(`^${ENTRY}:2 › content\\.guides\\.weekly-reporting\\.title: figure typed literally \\("50%"\\)`),
      ),
    ])
  })
})
