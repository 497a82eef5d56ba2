/**
 * The glossary's words to avoid, held by `npm run check` and the build (not by the tests alone): a
 * translator's "audiencia" for "público" fails naming the file, the key and the glossary's word.
 * tests/unit/locales/glossary.test.ts holds the real copy to the same table.
 */
import { readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { avoidedWords, glossaryTerms, GLOSSARY } from '../../../generator/checks/glossary-terms.ts'
import type { CheckContext } from '../../../generator/checks/types.ts'
import { siteOf } from '../../../generator/site.ts'
import { loadSiteConfig } from '../../../site/config.ts'
import { textAt } from '../../../site/text.ts'
import { cloneCopy } from '../../fixtures/util.ts'

const REPO = resolve(import.meta.dirname, '../../..')

describe('the glossary check', () => {
  it('reads the words to avoid per language, with the term the glossary writes instead', () => {
    const words = avoidedWords(readFileSync(join(REPO, GLOSSARY), 'utf8'))
    expect(words.get('es')).toContainEqual({ word: 'audiencia', term: 'Audience', use: 'público' })
    expect(words.get('en')!.map((w) => w.word)).toContain('ROI')
  })

  it('passes on the real copy, and names a Spanish word to avoid at its file and key, with the fix', () => {
    // A copy of the texts to break (the site's own trees are shared with the other tests of this worker).
    const site = siteOf({ config: loadSiteConfig({ env: {}, mode: 'development' }), copy: cloneCopy() })
    const ctx = {
      site,
      files: { manifest: 'site.manifest.ts' },
      publicDir: join(REPO, 'public'),
    } as unknown as CheckContext
    expect(glossaryTerms.run(ctx)).toEqual([])
    const hero = textAt(site, 'es', 'home.hero') as { subtitle: string }
    hero.subtitle = `${hero.subtitle} Llega a tu audiencia.`
    // A heading's anchor, a link's address and a placeholder's name are not read as words.
    const story = textAt(site, 'en', 'documents.story.body') as string[]
    story.push('## Returns {#roi-and-more}', 'See [the guide](/guides/roi).')
    const problems = glossaryTerms.run(ctx)
    expect(problems).toEqual([
      expect.objectContaining({
        check: 'glossary-terms',
        file: 'locales/i18n/es/home.ts',
        key: 'home.hero.subtitle',
        message:
          '"audiencia" in Spanish copy, a word locales/GLOSSARY.md says to avoid: "…lica con palabras claras qué funcionó. Llega a tu audiencia."',
        hint: 'write what the glossary uses for "Audience": público (locales/GLOSSARY.md, Terms)',
      }),
    ])
  })
})
