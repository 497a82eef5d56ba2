import { describe, expect, it } from 'vitest'
import { getSite } from '../../../generator/site.ts'
import { ManifestError } from '../../../site/errors.ts'
import { reservedNamespaces } from '../../../site/site.ts'
import { CONTENT_ROOTS, textAt, textRoots } from '../../../site/text.ts'
import { copyTree } from '../../../locales/index.ts'
import type { Lang } from '../../../site/lang.ts'

describe('the texts of a page: the copy of locales/ and the content’s, never one merged tree', () => {
  const site = getSite()
  const entry = [...site.content.entries.values()].flat()[0]!

  it('keeps the copy of locales/ as typed, and each content text with its content', () => {
    for (const lang of ['en', 'es'] as const) {
      expect(Object.keys(site.copy[lang]).sort()).toEqual(Object.keys(copyTree(lang)).sort())
      expect(Object.keys(site.copy[lang]).filter((ns) => CONTENT_ROOTS.has(ns))).toEqual([])
      expect(Object.keys(site.content.text[lang]).every((root) => CONTENT_ROOTS.has(root))).toBe(true)
    }
    expect(Object.keys(site.content.text.en)).toEqual(expect.arrayContaining(['documents', 'content']))
  })

  it('reads a key from where it lives: an entry’s title from its file, a page’s heading from locales/', () => {
    const title = textAt(site, 'en', `${entry.root}.title`)
    expect(typeof title).toBe('string')
    expect(title).toBe(entry.title)
    expect(textAt(site, 'en', 'common.nav.home')).toBe(copyTree('en').common.nav.home)
    expect(textAt(site, 'en', 'documents.privacy.title')).toEqual(expect.any(String))
    expect(textAt(site, 'en', 'documents.no-such-document.title')).toBeUndefined()
  })

  it('walks every root of a language for the checks: the content’s, then locales/', () => {
    const roots = textRoots(site, 'es').map(([root]) => root)
    expect(roots).toEqual([...Object.keys(site.content.text.es), ...Object.keys(site.copy.es)])
  })

  it('refuses a namespace of locales/ named like a content root, naming its file and the fix', () => {
    const copy = { en: { ...copyTree('en'), documents: { x: 'y' } }, es: copyTree('es') } as unknown as Record<
      Lang,
      ReturnType<typeof copyTree>
    >
    let error: unknown
    try {
      reservedNamespaces(copy)
    } catch (e) {
      error = e
    }
    expect(error).toBeInstanceOf(ManifestError)
    expect((error as ManifestError).problems).toEqual([
      expect.objectContaining({
        file: 'locales/i18n/en/documents.ts',
        key: 'documents',
        message: expect.stringMatching(/^"documents" is where the content files' texts are read/),
        hint: expect.stringContaining('locales/i18n/en/index.ts'),
      }),
    ])
    expect(() => reservedNamespaces({ en: copyTree('en'), es: copyTree('es') } as never)).not.toThrow()
  })
})
