/**
 * The languages are data (site.languages.ts): no file of site/, renderer/,
 * hosts/, server/ or generator/ names one (generator/architecture/language-literals.ts). The
 * files that still do are listed with their count, and the list only shrinks.
 */
import { describe, expect, it } from 'vitest'
import { resolve } from 'node:path'
import {
  LANGUAGE_FREE,
  LANGUAGE_LITERALS_LEFT,
  languageLiterals,
  languageLiteralsIn,
} from '../../../generator/architecture/language-literals.ts'

const ROOT = resolve(import.meta.dirname, '../../..')

describe('languages as data', () => {
  const found = languageLiterals(ROOT)
  const byFile = new Map<string, typeof found>()
  for (const literal of found) byFile.set(literal.file, [...(byFile.get(literal.file) ?? []), literal])

  it('no file of site/, renderer/, hosts/, server/ or generator/ names a language beyond the files left', () => {
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

  it('finds a language as a string, key, property, variable, prefix, dotted segment or in a regular expression; not in comments or longer words', () => {
    const code = [
      "const lang = 'es'", // 1
      'const es = seo.es', // 2: both
      'const alternates = { en: a, "es": b }', // 3: both
      "const url = '/es' + path", // 4
      "// 'es' in a comment, /es too",
      "const estimates = '/estimates' + 'essays' + '/es-guides' + 'e.g.' + 'x.esm' + 'seo.eso'",
      'const browser = /^es(-|$)/i.test(tag)', // 7: a code in a regular expression
      "const page = '/es/features/'", // 8: a path under a prefix
      'const pattern = `/es{/*}?` + `/es${path}`', // 9: a pattern, a template's head
      "const format = new Intl.NumberFormat('es-419')", // 10: a tag
      'const html = `<html lang="en">${body}`', // 11: an attribute in a template
      "const expanded = new Set(['seo', 'seo.es'])", // 12: a dotted segment
      'const twin = `content/${name}.es.md` + `seo.en${key}`', // 13: a template's middle, a template's head
      'const file = /(\\.es)?\\.(md|ya?ml|json)$/', // 14: a dotted segment in a regular expression
      'const words = /\\bes\\b|estimates|\\bless|[a-z]{2}/u', // 15: a code between escapes
      'const prefixed = /^\\/es(\\/|$)/', // 16: a prefix in a regular expression
      'const other = /^\\/essays\\//', // a longer word after the prefix
    ].join('\n')
    expect(languageLiteralsIn('site/x.ts', code).map((l) => [l.line, l.text])).toEqual([
      [1, "'es'"],
      [2, 'es'],
      [2, 'es'],
      [3, 'en'],
      [3, '"es"'],
      [4, "'/es'"],
      [7, '/^es(-|$)/i'],
      [8, "'/es/features/'"],
      [9, '`/es{/*}?`'],
      [9, '`/es${'],
      [10, "'es-419'"],
      [11, '`<html lang="en">${'],
      [12, "'seo.es'"],
      [13, '}.es.md`'],
      [13, '`seo.en${'],
      [14, '/(\\.es)?\\.(md|ya?ml|json)$/'],
      [15, '/\\bes\\b|estimates|\\bless|[a-z]{2}/u'],
      [16, '/^\\/es(\\/|$)/'],
    ])
  })

  it('scans the engine, the build, the hosts and the servers', () => {
    for (const file of ['site/x.ts', 'renderer/x.tsx', 'generator/x.ts', 'hosts/headers/x.ts', 'server/x.ts'])
      expect(LANGUAGE_FREE.test(file), file).toBe(true)
    for (const file of ['locales/format.ts', 'site.languages.ts', 'tests/unit/x.test.ts', 'scripts/x.ts'])
      expect(LANGUAGE_FREE.test(file), file).toBe(false)
  })
})
