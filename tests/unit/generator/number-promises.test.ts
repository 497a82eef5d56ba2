/**
 * "No page says it promises no number and then states one" (issue 53, locales/GLOSSARY.md,
 * "Results"): the check "No-number promises kept" (generator/checks/number-promises.ts) fails a text
 * that says it promises no number and states a figure, and a page that shows a measured figure
 * beside such a text, naming the file, the key and the fix.
 */
import { describe, expect, it } from 'vitest'
import { figuresIn, promisesNoNumber } from '../../../generator/checks/number-promises.ts'
import { runChecks } from '../../../generator/checks/index.ts'
import { loadSiteConfig } from '../../../site/config.ts'
import { formatProblem } from '../../../site/errors.ts'
import fixture from '../../fixtures/number-promise.fixture.ts'
import { cloneCopy, cloneManifest } from '../../fixtures/util.ts'

const config = loadSiteConfig({ env: {}, mode: 'development' })
const problemsOf = (copy: ReturnType<typeof cloneCopy>) =>
  runChecks({ raw: cloneManifest(), config, copy }).problems.filter((p) => p.check === 'number-promises')

describe('no-number promises', () => {
  it('finds the words in either language, any case, either apostrophe, as whole words', () => {
    expect(promisesNoNumber('So we don’t promise a number.', 'en')).toBe('we don’t promise a number')
    expect(promisesNoNumber("WE DON'T PROMISE ANY NUMBER", 'en')).toBe("WE DON'T PROMISE ANY NUMBER")
    expect(promisesNoNumber('There is no promise of a number here.', 'en')).toBe('no promise of a number')
    expect(promisesNoNumber('Por eso no prometemos una cifra.', 'es')).toBe('no prometemos una cifra')
    expect(promisesNoNumber('Sin prometer un número, te mostramos…', 'es')).toBe('Sin prometer un número')
    // What is not the promise: a promise of numbers, or a longer word.
    expect(promisesNoNumber('We promise numbers you can check.', 'en')).toBeUndefined()
    expect(promisesNoNumber('we do not promise a numbered list', 'en')).toBeUndefined()
    expect(promisesNoNumber('No prometemos una cifra', 'en')).toBeUndefined()
  })

  it('reads the figures a text states: measured placeholders, statements built on them, typed numbers', () => {
    const measured = new Set(['roiBoost', 'roasTypical', 'timeSaved'])
    expect(figuresIn('{roiBoost} on average', measured, 'en')).toEqual(['{roiBoost}'])
    expect(figuresIn('{typicalResult}. Cancel at any time.', measured, 'en')).toEqual([
      '{typicalResult} (states {roasTypical})',
    ])
    expect(figuresIn('Hasta 3x, o 2.3 veces, 95% menos, US$500', measured, 'es')).toEqual([
      '"3x"',
      '"2.3 veces"',
      '"95%"',
      '"US$500"',
    ])
    // The word for times is each language's (locales/check-words.ts): "3 times" in English, not "veces".
    expect(figuresIn('3 times the return, or 2.3 veces', measured, 'en')).toEqual(['"3 times"'])
    // Words and other placeholders are no figures: {brand}, "90 days", "Meta".
    expect(figuresIn('{brand} in your first 90 days on Meta', measured, 'en')).toEqual([])
  })

  it('fails the fixture: a text that says it and states a figure, naming file, line, key and fix', () => {
    const hits = problemsOf(fixture.copy)
    expect(hits.map(formatProblem)).toHaveLength(1)
    const [hit] = hits
    expect(hit!.file).toBe('content/solutions/ai-media-buyer.yaml')
    expect(hit!.key).toBe(fixture.expect.key)
    expect(hit!.line).toBeGreaterThan(0)
    expect(hit!.message).toMatch(fixture.expect.message)
    expect(hit!.hint).toMatch(/drop the words that promise no number, or the figure.*\{typicalResult\}/)
  })

  it('fails a page that says it in one text and states a figure in another, in each language', () => {
    const copy = cloneCopy()
    copy.en.home.features.items.optimization.body = 'We don’t promise a number: every account is different.'
    copy.es.home.features.items.optimization.body = 'No prometemos una cifra: cada cuenta es distinta.'
    const hits = problemsOf(copy)
    expect(hits.map((p) => [p.file, p.route, p.key])).toEqual([
      ['locales/i18n/en/home.ts', '/', 'home.features.items.optimization.body'],
      ['locales/i18n/es/home.ts', '/es/', 'home.features.items.optimization.body'],
    ])
    // The home page shows {roiBoost} through {roasResult}, among others: the message names them.
    expect(hits[0]!.message).toMatch(/on a page that states .*\{roiBoost\}/)
    expect(hits[0]!.hint).toMatch(/locales\/GLOSSARY\.md, "Results"/)
  })
})
