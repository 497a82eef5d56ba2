/**
 * Facts about one entry stay in its text (generator/checks/entry-facts.ts): the comparison's source
 * and the day it was checked describe what Madgicx's website said; a second comparison written from
 * the first must not print them about another competitor. Held by `npm run check` and the build.
 */
import { join, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { entryFacts } from '../../../generator/checks/entry-facts.ts'
import type { CheckContext } from '../../../generator/checks/types.ts'
import { siteOf } from '../../../generator/site.ts'
import { ENTRY_PLACEHOLDERS } from '../../../locales/placeholders.ts'
import { loadSiteConfig } from '../../../site/config.ts'
import { formatProblem } from '../../../site/errors.ts'
import { textAt } from '../../../site/text.ts'
import { comparison } from '../../../site.facts.ts'
import { cloneCopy } from '../../fixtures/util.ts'

const REPO = resolve(import.meta.dirname, '../../..')
const config = loadSiteConfig({ env: {}, mode: 'development' })

describe('facts of one page', () => {
  // A copy of the texts to break (the site's own trees are shared with the other tests of this worker).
  const site = siteOf({ config, copy: cloneCopy() })
  const ctx = {
    site,
    files: { manifest: 'site.manifest.ts' },
    publicDir: join(REPO, 'public'),
  } as unknown as CheckContext

  it('binds the comparison’s source and date to the comparison they describe, which uses them', () => {
    expect(ENTRY_PLACEHOLDERS).toEqual({ comparisonSource: comparison.entry, comparisonReviewed: comparison.entry })
    const intro = textAt(site, 'en', 'content.comparisons.madgicx.copy.table.intro')
    expect(intro).toContain('{comparisonSource}')
    expect(entryFacts.run(ctx)).toEqual([])
  })

  it('fails them in another page’s text, naming the file, the line, the key and the fix', () => {
    const other = textAt(site, 'en', 'content.solutions.ai-media-buyer.copy') as Record<string, Record<string, string>>
    const [section, texts] = Object.entries(other).find(([, t]) => typeof t?.title === 'string')!
    const was = texts.title!
    texts.title = `${was} (as checked on {comparisonReviewed})`
    try {
      const problems = entryFacts.run(ctx)
      expect(problems).toHaveLength(1)
      const text = formatProblem(problems[0]!)
      expect(problems[0]!.file).toBe('content/solutions/ai-media-buyer.yaml')
      expect(problems[0]!.key).toBe(`content.solutions.ai-media-buyer.copy.${section}.title`)
      expect(problems[0]!.line).toBeGreaterThan(0)
      expect(text).toContain('{comparisonReviewed} is a fact about comparisons/madgicx')
      expect(problems[0]!.hint).toMatch(/write this page's own source and date/)
    } finally {
      texts.title = was
    }
  })
})
