import { describe, expect, it } from 'vitest'
import { americanFormOf } from '../../../scripts/spelling/british.ts'
import { copyStrings, proseOf, visitorStrings } from '../../../scripts/spelling/collect.ts'
import { configuredNames, spellCheck } from '../../../scripts/spelling/check.ts'
import { SPELLING } from '../../../locales/spelling/dictionaries.ts'
import { americanCopy, british, britishCopy, spanishCopy } from '../../fixtures/spelling/british-spelling.fixture.ts'

const root = process.cwd()

describe('spell-check of visitor strings', () => {
  it('fails British spellings in English copy, naming file, key and the US spelling', async () => {
    const problems = await spellCheck(
      copyStrings('en', britishCopy, (key) => `locales/english-only/${key}.ts`),
      root,
    )
    const flagged = new Map(problems.map((p) => [p.word.toLowerCase(), p]))
    for (const [gb, us] of Object.entries(british)) {
      expect(flagged.get(gb)?.hint, gb).toBe(`write the US spelling "${us}"`)
      expect(flagged.get(gb)?.message).toBe(`British spelling "${flagged.get(gb)!.word}" in English copy`)
    }
    expect(flagged.get('licence')).toMatchObject({ file: 'locales/english-only/terms.ts', key: 'terms' })
    // Each British word is reported once, not also as an unknown word.
    expect(problems.filter((p) => p.word === 'colour')).toHaveLength(1)
  })

  it('leaves the British spellings of an archived document as published, and still finds its typos', async () => {
    const strings = copyStrings('en', britishCopy, (key) => `locales/english-only/${key}.ts`).map((s) => ({
      ...s,
      archived: true,
    }))
    const typo = {
      lang: 'en' as const,
      file: 'content/documents/old.md',
      key: 'x',
      text: 'We recieve it.',
      archived: true,
    }
    const problems = await spellCheck([...strings, typo], root)
    expect(problems.map((p) => p.word)).toEqual(['recieve'])
  })

  it('passes US copy, including words that only look British, and the project names', async () => {
    expect(await spellCheck(copyStrings('en', americanCopy), root)).toEqual([])
  })

  it('suggests the placeholder, not the word list, for a configured name typed into copy', async () => {
    const names = configuredNames({ brand: 'Zentrova', legalName: 'Zentrova Holdings Inc' })
    const problems = await spellCheck(
      copyStrings(
        'es',
        { hero: 'Zentrova planifica tus anuncios', ok: '{brand} planifica tus anuncios' },
        () => 'x.ts',
      ),
      root,
      names,
    )
    expect(problems.map((p) => [p.key, p.message, p.hint])).toEqual([
      [
        'hero',
        '"Zentrova" is a configured name typed into copy',
        'write {brand} instead: the deploy config sets it (every placeholder: docs/placeholders.md); do not add it to a word list',
      ],
    ])
    // Without the configuration, the same word is only unknown.
    expect((await spellCheck(copyStrings('es', { hero: 'Zentrova planifica' }), root))[0]?.message).toBe(
      'unknown Spanish word "Zentrova"',
    )
  })

  it('checks Spanish against the Spanish dictionary', async () => {
    const problems = await spellCheck(copyStrings('es', spanishCopy), root)
    expect(problems.map((p) => [p.key, p.word, p.message])).toEqual([
      ['wrong', 'publcidad', 'unknown Spanish word "publcidad"'],
    ])
  })

  it('fails a declared language with no dictionary, naming the table and the fix', async () => {
    const spanish = SPELLING.es
    delete SPELLING.es
    try {
      const problems = await spellCheck(copyStrings('es', spanishCopy), root)
      expect(problems.map((p) => [p.file, p.key, p.message])).toEqual([
        ['locales/spelling/dictionaries.ts', 'SPELLING.es', '"es" is declared but has no spelling dictionary'],
      ])
      expect(problems[0]!.hint).toContain('add es to SPELLING there')
    } finally {
      SPELLING.es = spanish
    }
  })

  it('fails a dictionary whose package is not installed, naming the package and the command', async () => {
    const spanish = SPELLING.es!
    SPELLING.es = { ...spanish, import: '@cspell/dict-xx-nowhere/cspell-ext.json' }
    try {
      const problems = await spellCheck(copyStrings('es', spanishCopy), root)
      expect(problems.map((p) => [p.file, p.key, p.message, p.hint])).toEqual([
        [
          'package.json',
          'devDependencies["@cspell/dict-xx-nowhere"]',
          'the Spanish spelling dictionary SPELLING.es imports (@cspell/dict-xx-nowhere/cspell-ext.json) is not installed',
          'npm install --save-dev --save-exact @cspell/dict-xx-nowhere (it adds it to package.json and package-lock.json)',
        ],
      ])
    } finally {
      SPELLING.es = spanish
    }
  })

  it('knows the American form only where a British pattern and the dictionary agree', () => {
    const american = new Set(['color', 'harbor', 'centers', 'hors', 'advertize', 'organize'])
    const isAmerican = (w: string) => american.has(w)
    expect(americanFormOf('Colour', isAmerican)).toBe('color')
    expect(americanFormOf('harbour', isAmerican)).toBe('harbor')
    expect(americanFormOf('hours', isAmerican)).toBeNull()
    // "advertise" is American: the -ise rule applies only to a word the dictionary lacks.
    expect(americanFormOf('advertise', (w) => w === 'advertise' || w === 'advertize')).toBeNull()
    expect(americanFormOf('organise', isAmerican)).toBe('organize')
  })

  it('collects every visitor string: both locales, the English-only pages, the manifest SEO fields and the facts in use', () => {
    const strings = visitorStrings()
    const where = (file: string, lang: 'en' | 'es') => strings.filter((s) => s.file === file && s.lang === lang)
    expect(where('locales/i18n/es/home.ts', 'es').length).toBeGreaterThan(20)
    expect(where('content/documents/terms.md', 'en').length).toBeGreaterThan(20)
    expect(strings.some((s) => s.key === 'route "/contact" › seo.es.description')).toBe(true)
    expect(strings.some((s) => s.key === "factPlaceholders('es').supportPromise")).toBe(true)
    // Section ids and dates are not prose.
    expect(strings.some((s) => s.key.endsWith('.id') || s.key.endsWith('lastUpdated'))).toBe(false)
    // Placeholders, link targets and markup become blanks, so offsets still point into the source.
    const source = 'Read [the terms](/terms) on {brand} **now**'
    expect(proseOf(source)).toHaveLength(source.length)
    expect(proseOf(source).replace(/\s+/g, ' ')).toBe('Read [the terms] on now ')
  })
})
