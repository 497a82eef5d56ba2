import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { phrase, resolvedStrings, where } from './resolved.ts'

/** The "Terms" table of locales/GLOSSARY.md: words to avoid per language. */
function avoided(): { en: string[]; es: string[] } {
  const md = readFileSync('locales/GLOSSARY.md', 'utf8')
  const table = md.slice(md.indexOf('## Terms'))
  const rows = table.split('\n').filter((line) => line.startsWith('|') && !/^\|\s*-/.test(line))
  const header = rows[0]!.split('|').map((c) => c.trim())
  const enCol = header.indexOf('Avoid in English')
  const esCol = header.indexOf('Avoid in Spanish')
  const ticks = (cell = '') => [...cell.matchAll(/`([^`]+)`/g)].map((m) => m[1]!)
  const out = { en: [] as string[], es: [] as string[] }
  for (const row of rows.slice(1)) {
    const cells = row.split('|').map((c) => c.trim())
    out.en.push(...ticks(cells[enCol]))
    out.es.push(...ticks(cells[esCol]))
  }
  return out
}

describe('the copy follows locales/GLOSSARY.md', () => {
  const words = avoided()

  it('the glossary lists words to avoid in both languages', () => {
    expect(words.en).toContain('ROI')
    expect(words.es).toContain('vídeo')
    expect(words.es).toContain('consultoría')
  })

  for (const lang of ['en', 'es'] as const)
    it(`no ${lang === 'en' ? 'English' : 'Spanish'} visitor string uses a word the glossary says to avoid`, () => {
      const strings = resolvedStrings.filter((s) => s.lang === lang)
      expect(strings.length).toBeGreaterThan(400)
      const found = words[lang].flatMap((w) => where(strings, phrase(w)).map((at) => `"${w}" in ${at}`))
      expect(found).toEqual([])
    })
})
