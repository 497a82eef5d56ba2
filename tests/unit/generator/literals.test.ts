/**
 * Configured values typed into copy (generator/checks/literals.ts, run by the
 * facts check): what counts as the value, and what only looks like it.
 */
import { describe, expect, it } from 'vitest'
import { runChecks } from '../../../generator/checks/index.ts'
import { literalHint, literalsIn, literalsOf } from '../../../generator/checks/literals.ts'
import { loadSiteConfig } from '../../../site/config.ts'
import { formatProblem } from '../../../site/errors.ts'
import { placeholderValues } from '../../../site/site.ts'
import { SITE_FACTS } from '../../../generator/site.ts'
import { cloneCopy, cloneManifest } from '../../fixtures/util.ts'

const config = loadSiteConfig({ env: {}, mode: 'development' })
const en = literalsOf(placeholderValues(config, SITE_FACTS, 'en'))
const es = literalsOf(placeholderValues(config, SITE_FACTS, 'es'))
const found = (text: string, literals = en) =>
  literalsIn(text, literals)
    .map((l) => l.text)
    .sort()

describe('configured values in copy', () => {
  it('finds the brand as a word, not inside another word or a lowercase address', () => {
    expect(found('Arcline plans your ads')).toEqual(['Arcline'])
    expect(found('Why Arcline’s plans work')).toEqual(['Arcline'])
    expect(found('(Arcline)')).toEqual(['Arcline'])
    expect(found('Arclines of light, an Arcliner, see arcline.ai or Xarcline')).toEqual([])
  })

  it('reports the legal name once, not also the brand inside it', () => {
    const hits = literalsIn('© 2024 Arcline LLC. Arcline is a trademark.', en)
    expect(hits.map((l) => [l.kind, l.text])).toEqual([
      ['legal name', 'Arcline LLC'],
      ['brand name', 'Arcline'],
    ])
    expect(literalsIn('Arcline LLC', en).map((l) => l.kind)).toEqual(['legal name'])
  })

  it('finds the contact address in any case, not a longer address', () => {
    expect(found('Write to Hello@Example.com today', es)).toEqual(['hello@example.com'])
    expect(found('Write to hello@example.com.mx or xhello@example.com', es)).toEqual([])
  })

  it('finds a figure as its language writes it, not inside another number', () => {
    expect(found('Plans from $500 per month, 200+ brands, 95% less time')).toEqual(['$500', '200+', '95%'].sort())
    expect(found('Budgets of $5000 or $500,000, 1200+ orders, a 2.3x lift, $500K')).toEqual(['2.3x'])
    // In any case: "3X" is the figure typed.
    expect(found('A 3X boost, a 2.3X lift')).toEqual(['2.3x', '3x'])
    // …and quoted as typed, so the message names what to search for in the file.
    expect(literalsIn('A 3X boost', en).map((l) => [l.text, l.written])).toEqual([['3x', '3X']])
    expect(found('Desde US$500 al mes, +200 marcas', es)).toEqual(['+200', 'US$500'].sort())
    // The English form is not the Spanish one (the facts check's own patterns catch that).
    expect(found('Desde $500 al mes', es)).toEqual([])
    // A bare number is left alone: "30 days" is not the demo length.
    expect(found('Cancel within 30 days, 3 steps')).toEqual([])
  })

  it('names every placeholder that writes a shared value', () => {
    // Two figures of site.facts.ts written the same way: either placeholder is the fix.
    const shared = literalsOf({ brandsCount: '200+', storesServed: '200+' }).find((l) => l.text === '200+')!
    expect(shared.placeholders).toEqual(['brandsCount', 'storesServed'])
    expect(literalHint(shared)).toBe(
      'write {brandsCount} or {storesServed} so the figure comes from site.facts.ts (every placeholder: docs/placeholders.md)',
    )
    expect(literalHint(en.find((l) => l.kind === 'brand name')!)).toBe(
      'write {brand}: the value comes from the deploy config (SITE_BRAND)',
    )
  })

  it('fails the check naming file, key and placeholder; a configured brand is what is looked for', () => {
    const copy = cloneCopy()
    ;(copy.es.contact as { hero: { title: string } }).hero.title = 'Escríbenos a Hello@Example.com'
    const problems = runChecks({ raw: cloneManifest(), config, copy }).byCheck.get('facts')!
    expect(problems.map(formatProblem)).toEqual([
      'locales/i18n/es/contact.ts › route "*" › contact.hero.title: contact email typed literally ("Hello@Example.com") in es copy\n    fix: write {email}: the value comes from the deploy config (CONTACT_EMAIL)',
    ])
    const renamed = loadSiteConfig({ env: { SITE_BRAND: 'Northstar' }, mode: 'development' })
    expect(
      literalsIn('Arcline and Northstar', literalsOf(placeholderValues(renamed, SITE_FACTS, 'en'))).map((l) => l.text),
    ).toEqual(['Northstar'])
  })

  it('takes the number of a listing’s later page for no figure; its first page’s texts are checked', () => {
    const raw = cloneManifest() as ReturnType<typeof cloneManifest> & { routes: { sections: unknown[] }[] }
    const sections = raw.routes.find((r) => r.sections.length === 1)!.sections
    const route = (path: string, title: string, page: number) => ({
      path,
      translatable: false,
      seo: {
        en: {
          title,
          description: 'Every note of the library, a page at a time, newest first, by channel.',
          keywords: ['notes'],
          structuredData: 'webPage',
        },
      },
      sections,
      origin: { kind: 'listing', collection: 'notes', page },
    })
    // 297 is a figure of site.facts.ts (unpublishedStructuredDataReadingUsd).
    raw.routes.push(route('/notes', 'Notes for 297 teams', 1), route('/notes/page/297', 'Notes · Page 297', 297))
    const problems = runChecks({ raw, config, copy: cloneCopy() }).byCheck.get('facts')!
    expect(problems.map((p) => p.route)).toEqual(['/notes'])
  })

  it('tells a product screen to give its sample campaign its own figure: a placeholder there is drawn as written', () => {
    const copy = cloneCopy()
    ;(copy.en.screens as { poster: { action3: string } }).poster.action3 = 'Saved 95% of the time on Search'
    const problems = runChecks({ raw: cloneManifest(), config, copy }).byCheck.get('facts')!
    const onScreen = problems.filter((p) => p.key === 'screens.poster.action3')
    expect(onScreen.map((p) => p.message)).toEqual(['figure typed literally ("95%") in en copy'])
    expect(onScreen[0]!.hint).toMatch(/^the product screens draw their copy as written/)
    expect(onScreen[0]!.hint).not.toMatch(/write \{/)
  })
})
