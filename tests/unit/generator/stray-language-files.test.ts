import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { strayLanguageFiles } from '../../../generator/checks/language-declaration.ts'
import { LANGUAGES } from '../../../site/lang.ts'

const root = mkdtempSync(join(tmpdir(), 'stray-language-'))
const write = (file: string) => {
  mkdirSync(dirname(join(root, file)), { recursive: true })
  writeFileSync(join(root, file), '')
}
afterAll(() => rmSync(root, { recursive: true, force: true }))

describe('files of a language that is not declared', () => {
  // What removing Portuguese leaves behind, beside the declared languages' own files.
  for (const file of [
    'content/documents/privacy-summary.md',
    'content/documents/privacy-summary.es.md',
    'content/documents/privacy-summary.pt.md',
    'content/documents/es.sources.json',
    'content/documents/pt.sources.json',
    'content/guides/launch.md',
    'content/guides/launch.pt-BR.md',
    'public/images/mock/connect.svg',
    'public/images/mock/connect.es.svg',
    'public/images/mock/connect.pt.svg',
    'public/media/product-demo.mp4',
    'public/media/product-demo.pt.mp4',
    // Not a language's: no file of the same name without the code is beside it.
    'public/scripts/app.min.js',
    'content/notes/release.v2.md',
  ])
    write(file)
  const declared = LANGUAGES.map((l) => l.code)
  const problems = strayLanguageFiles(root, declared)

  it('names each, with what it is and the fix, and nothing of a declared language', () => {
    expect(problems.map((p) => [p.file, p.key])).toEqual([
      ['content/documents/privacy-summary.pt.md', 'pt'],
      ['content/documents/pt.sources.json', 'pt'],
      ['content/guides/launch.pt-BR.md', 'pt-BR'],
      ['public/images/mock/connect.pt.svg', 'pt'],
      ['public/media/product-demo.pt.mp4', 'pt'],
    ])
    expect(problems[0]).toMatchObject({
      check: 'languages',
      route: '*',
      message: `is the "pt" text of content/documents/privacy-summary.md, read by nothing, but "pt" is not a declared language (${declared.join(', ')})`,
      hint: 'remove the file (a language removed leaves its files: docs/editing.md#remove-a-language), or declare "pt" in site.languages.ts',
    })
    expect(problems[1]!.message).toMatch(/^is the translation record of "pt", but/)
    expect(problems[3]!.message).toMatch(
      /^is the "pt" version of public\/images\/mock\/connect\.svg, published as it is, but "pt" is not a declared language/,
    )
  })

  it('finds none once the language is declared', () => {
    expect(strayLanguageFiles(root, [...declared, 'pt', 'pt-BR'])).toEqual([])
  })
})
