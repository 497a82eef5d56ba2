/**
 * The copy reads as a US editor and a Latin American Spanish editor write it
 * (issue 26; locales/GLOSSARY.md, "Which English, which Spanish"). Spelling is
 * held by the spell-check (scripts/spelling/british.ts), words to avoid by
 * glossary.test.ts.
 */
import { describe, expect, it } from 'vitest'
import { resolvedStrings, where } from './resolved.ts'

const inLang = (lang: 'en' | 'es') => resolvedStrings.filter((s) => s.lang === lang)

describe('issue 26: US English and Latin American Spanish', () => {
  it('English puts commas and periods inside closing quotation marks', () => {
    expect(where(inLang('en'), /[”"][,.]/)).toEqual([])
  })

  it('Spanish names the Pacific time zone with its country, and keeps none of the calques the editor rewrote', () => {
    const pacific = inLang('es').filter((s) => s.text.includes('hora del Pacífico'))
    expect(pacific.length).toBeGreaterThan(0)
    for (const s of pacific) expect(s.text, s.key).toContain('hora del Pacífico (EE. UU.)')
    expect(
      where(
        inLang('es'),
        /de distancia|dondequiera que|que mejor te funcione|gente de operación|valoración media|es_ES/i,
      ),
    ).toEqual([])
  })
})
