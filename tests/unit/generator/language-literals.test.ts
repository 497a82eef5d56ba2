/**
 * The languages are data (site.languages.ts): no file of site/, renderer/ or
 * generator/ names one (generator/architecture/language-literals.ts). The
 * files that still do are listed with their count, and the list only shrinks.
 */
import { describe, expect, it } from 'vitest'
import { resolve } from 'node:path'
import {
  LANGUAGE_LITERALS_LEFT,
  languageLiterals,
  languageLiteralsIn,
} from '../../../generator/architecture/language-literals.ts'

const ROOT = resolve(import.meta.dirname, '../../..')

describe('languages as data', () => {
  const found = languageLiterals(ROOT)
  const byFile = new Map<string, typeof found>()
  for (const literal of found) byFile.set(literal.file, [...(byFile.get(literal.file) ?? []), literal])

  it('no file of site/, renderer/ or generator/ names a language beyond the files left', () => {
    const over = [...byFile].flatMap(([file, literals]) =>
      literals.length > (LANGUAGE_LITERALS_LEFT[file] ?? 0)
        ? literals.map((l) => `${l.file}:${l.line}: ${l.text}`)
        : [],
    )
    expect(
      over,
      'name the language through site/lang.ts (LANGS, DEFAULT_LANG, languageOf) or site/routes.ts (localizedPath, prefixOf)',
    ).toEqual([])
  })

  it('the list of files left only shrinks: each count is what the file still holds', () => {
    const counts = Object.fromEntries([...byFile].map(([file, literals]) => [file, literals.length]))
    expect(counts).toEqual(LANGUAGE_LITERALS_LEFT)
  })

  it('finds a language as a string, key, property, variable or prefix; not in comments, regular expressions or longer words', () => {
    const code = [
      "const lang = 'es'", // 1
      'const es = seo.es', // 2: both
      'const alternates = { en: a, "es": b }', // 3: both
      "const url = '/es' + path", // 4
      "// 'es' in a comment, /es too",
      "const estimates = '/estimates' + 'essays' + '/es-guides'",
      'const browser = /^es(-|$)/i.test(tag)',
      "const page = '/es/features/'", // 8: a path under a prefix
      'const pattern = `/es{/*}?` + `/es${path}`', // 9: a pattern, a template's head
      "const format = new Intl.NumberFormat('es-419')", // 10: a tag
      'const html = `<html lang="en">${body}`', // 11: an attribute in a template
    ].join('\n')
    expect(languageLiteralsIn('site/x.ts', code).map((l) => [l.line, l.text])).toEqual([
      [1, "'es'"],
      [2, 'es'],
      [2, 'es'],
      [3, 'en'],
      [3, '"es"'],
      [4, "'/es'"],
      [8, "'/es/features/'"],
      [9, '`/es{/*}?`'],
      [9, '`/es${'],
      [10, "'es-419'"],
      [11, '`<html lang="en">${'],
    ])
  })
})
