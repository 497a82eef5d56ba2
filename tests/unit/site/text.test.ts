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

describe('the listing of an English-only collection', () => {
  it('has no text to translate, beside a translated listing: the status lists none of its texts', async () => {
    const { guidesCollection, guidesCopy, guidesInputs, guidesRoot } =
      await import('../../fixtures/content/guides-site.ts')
    const { siteOf } = await import('../../../generator/site.ts')
    const { loadSiteConfig } = await import('../../../site/config.ts')
    const { translationStatus } = await import('../../../generator/translations/status.ts')
    const { DEFAULT_LANG } = await import('../../../site/lang.ts')
    // The guides' listing written in the manifest in both languages (a translated listing), and the
    // comparisons (English only) given a listing written in English alone.
    const { index } = guidesCollection
    const { manifest, copy } = guidesInputs({
      ...guidesCollection,
      index: { ...index!, copy: { en: guidesCopy.en.index, es: guidesCopy.es.index } },
    } as typeof guidesCollection)
    const comparisons = manifest.collections.find((c) => c.name === 'comparisons')!
    expect(comparisons.translatable).toBe(false)
    comparisons.index = {
      path: '/vs',
      copy: { [DEFAULT_LANG]: { title: 'Comparisons', intro: 'How we compare.', empty: 'None yet.' } },
      seo: {
        [DEFAULT_LANG]: {
          title: 'Comparisons with other tools',
          description: 'How Arcline compares with the other tools a small team considers for its ads, side by side.',
          keywords: ['comparisons'],
        },
      },
    } as never
    const site = siteOf({
      manifest,
      copy,
      root: guidesRoot(),
      config: loadSiteConfig({ env: {}, mode: 'development' }),
    })
    const keys = translationStatus(site, { files: new Map(), problems: [] }).map((t) => t.key)
    expect(keys.filter((k) => k.startsWith('listings.guides')).length).toBeGreaterThan(0)
    expect(keys.filter((k) => k.startsWith('listings.comparisons'))).toEqual([])
  })
})
