/**
 * The typical-results note states what customers generally achieve (issue
 * 53): the check fails when the statement is emptied of the median or its
 * sample, naming locales/statements.ts, the language and the fix. The note's
 * presence beside each quote: tests/fixtures/testimonial-without-note.fixture.ts.
 */
import { describe, expect, it } from 'vitest'
import { runChecks } from '../../../generator/checks/index.ts'
import { testimonialNotes, typicalResultProblems } from '../../../generator/checks/testimonial-notes.ts'
import type { CheckContext } from '../../../generator/checks/types.ts'
import { siteOf } from '../../../generator/site.ts'
import { textAt } from '../../../site/text.ts'
import { measuredFigures } from '../../../site.facts.ts'
import { cloneCopy } from '../../fixtures/util.ts'
import { formatProblem } from '../../../site/errors.ts'
import { loadSiteConfig } from '../../../site/config.ts'
import manifest from '../../../site.manifest.ts'

const config = loadSiteConfig({ env: {}, mode: 'development' })

describe('the typical-results note', () => {
  const site = runChecks({ raw: manifest, config }).site!

  it('states the median and its sample in every language the site shows a testimonial in', () => {
    for (const lang of Object.keys(site.placeholders)) {
      const placeholders = site.placeholders[lang as keyof typeof site.placeholders]
      expect(placeholders.resultsVary, lang).toContain(placeholders.roasTypical)
      expect(placeholders.resultsVaryTime, lang).toContain(placeholders.timeSavedTypical)
      expect(placeholders.resultsVaryTime, lang).toContain(placeholders.timeSavedSample)
      expect(typicalResultProblems(placeholders, lang, '/')).toEqual([])
    }
  })

  it('fails naming the file, the language, the figure and the fix when the note says only "Results vary"', () => {
    const placeholders = {
      ...site.placeholders.en,
      resultsVary: 'Results vary with product, offer, budget and market.',
    }
    const problems = typicalResultProblems(placeholders, 'en', '/')
    expect(problems).toHaveLength(1)
    const text = formatProblem(problems[0]!)
    expect(text).toContain('locales/statements.ts')
    expect(text).toContain('resultsVary')
    expect(text).toContain(`{roasTypical}: "${site.placeholders.en.roasTypical}"`)
    expect(text).toMatch(/in en does not state what customers generally achieve/)
    expect(problems[0]!.hint).toMatch(/median/)
  })

  it('fails when the sample is left out, even with the figure there', () => {
    const { roasTypical, roasTypicalSample } = site.placeholders.es
    const placeholders = { ...site.placeholders.es, resultsVary: `Lo típico: ${roasTypical}.` }
    const problems = typicalResultProblems(placeholders, 'es', '/es/')
    expect(problems.map((p) => p.message)).toEqual([
      expect.stringContaining(`{roasTypicalSample}: "${roasTypicalSample}"`),
    ])
    expect(problems[0]!.message).not.toContain('{roasTypical}:')
  })

  it('fails naming the time note when it loses what the customers who timed it report', () => {
    const placeholders = { ...site.placeholders.en, resultsVaryTime: 'Results vary with the team.' }
    const problems = typicalResultProblems(placeholders, 'en', '/')
    expect(problems).toHaveLength(1)
    expect(problems[0]!.key).toBe('resultsVaryTime')
    expect(problems[0]!.message).toContain(`{timeSavedTypical}: "${site.placeholders.en.timeSavedTypical}"`)
  })

  it('fails a quote about hours whose note states the ROAS median, naming the file, key and note to use', () => {
    // A copy of the texts to break (the site's own trees are shared with the other tests of this worker).
    const clone = siteOf({ config, copy: cloneCopy() })
    const ctx = {
      site: clone,
      facts: { measured: measuredFigures() },
      files: { manifest: 'site.manifest.ts' },
    } as unknown as CheckContext
    expect(testimonialNotes.run(ctx)).toEqual([])
    const laura = textAt(clone, 'en', 'home.testimonials.items.laura') as { note: string }
    laura.note = '{resultsVary}'
    const problems = testimonialNotes.run(ctx)
    expect(problems).toHaveLength(1)
    const text = formatProblem(problems[0]!)
    expect(text).toContain('locales/i18n/en/home.ts')
    expect(text).toContain('home.testimonials.items.laura.note')
    expect(text).toMatch(/quotes \{hoursBefore\}.*typical result is \{timeSavedTypical\}/)
    expect(problems[0]!.hint).toContain("'{resultsVaryTime}'")
  })
})
