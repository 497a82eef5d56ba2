import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { avoidedWords, GLOSSARY } from '../../../generator/checks/glossary-terms.ts'
import { phrase, resolvedStrings, where } from './resolved.ts'

/**
 * The copy as a visitor reads it (placeholders filled) against the "Terms" table of
 * locales/GLOSSARY.md, read as the check "Glossary words" reads it (generator/checks/glossary-terms.ts):
 * here over the strings the spelling check collects, a second walk beside the check's own.
 */
describe('the copy follows locales/GLOSSARY.md', () => {
  const words = avoidedWords(readFileSync(GLOSSARY, 'utf8'))
  const of = (lang: 'en' | 'es') => (words.get(lang) ?? []).map((w) => w.word)

  it('the glossary lists words to avoid in both languages', () => {
    expect(of('en')).toContain('ROI')
    expect(of('es')).toContain('vídeo')
    expect(of('es')).toContain('consultoría')
  })

  for (const lang of ['en', 'es'] as const)
    it(`no ${lang === 'en' ? 'English' : 'Spanish'} visitor string uses a word the glossary says to avoid`, () => {
      const strings = resolvedStrings.filter((s) => s.lang === lang)
      expect(strings.length).toBeGreaterThan(400)
      const found = of(lang).flatMap((w) => where(strings, phrase(w)).map((at) => `"${w}" in ${at}`))
      expect(found).toEqual([])
    })
})
