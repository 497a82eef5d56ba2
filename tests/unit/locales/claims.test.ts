/**
 * One story across every page (issue 18): each claim that more than one page
 * makes is held here against every visitor-facing string of both languages.
 */
import { describe, expect, it } from 'vitest'
import { getPath } from '../../../site/copy.ts'
import manifest from '../../../site.manifest.ts'
import { compatibility, platforms } from '../../../site.facts.ts'
import { copyTrees } from '../../../locales/index.ts'
import { placeholders, resolvedStrings, where } from './resolved.ts'

const inLang = (lang: 'en' | 'es') => resolvedStrings.filter((s) => s.lang === lang)
const copyOf = (lang: 'en' | 'es', key: string) => {
  const out: string[] = []
  const walk = (node: unknown): void => {
    if (typeof node === 'string') out.push(node)
    else if (node && typeof node === 'object') Object.values(node).forEach(walk)
  }
  walk(getPath(copyTrees[lang], key))
  return out.join('\n')
}
const remove = (text: string, ...phrases: string[]) => phrases.reduce((t, p) => t.split(p).join(' '), text)

describe('claims agree on every page, in both languages', () => {
  it('support: "24/7" and business days only ever appear inside the one support promise', () => {
    for (const lang of ['en', 'es'] as const) {
      const { supportPromise, replyTime } = placeholders[lang]
      const strays = inLang(lang).filter((s) =>
        /24\/7|business day|hábil|en menos de un día/i.test(remove(s.text, supportPromise!, replyTime!)),
      )
      expect(strays.map((s) => `${s.file} › ${s.key}: ${s.text}`)).toEqual([])
    }
    // The copy reaches the hours only through the statements.
    expect(resolvedStrings.filter((s) => /\{(supportHours|responseHours)\}/.test(s.raw)).map((s) => s.key)).toEqual([])
  })

  it('demo length: the booking page states both lengths, so either button finds its demo there', () => {
    expect(copyOf('en', 'bookDemo')).toMatch(/\{demoLong\}-minute[\s\S]*\{demoShort\}-minute/)
    expect(copyOf('es', 'bookDemo')).toMatch(/\{demoLong\} minutos[\s\S]*\{demoShort\} minutos/)
    // The short reading is offered only with its length named, and the button carries it.
    expect(copyOf('en', 'solutions.shopify.hero.primary')).toBe('Book {demoShort}-min demo')
    for (const s of resolvedStrings.filter((x) => x.raw.includes('{demoShort}')))
      expect(s.raw, s.key).toMatch(/\{demoShort\}[- ](min|minute|minutos)|introducción de \{demoShort\}/)
  })

  it('platforms: three live and LinkedIn coming soon, never a count of four', () => {
    expect(placeholders.en.livePlatformCount).toBe(String(platforms.live.length))
    expect(where(resolvedStrings, /(^|[^\w])(4|four|cuatro)\s+(ad\s+)?(platforms|plataformas)/i)).toEqual([])
    expect(copyOf('en', 'about.stats.items.platforms')).toMatch(/\{livePlatformCount\}[\s\S]*LinkedIn coming soon/)
    expect(copyOf('es', 'about.stats.items.platforms')).toMatch(/\{livePlatformCount\}[\s\S]*LinkedIn próximamente/)
  })

  it('pricing: Terms §5 states every pricing claim of the Shopify description, and no page contradicts it', () => {
    const shopify = manifest.routes.find((r) => r.path === '/solutions/shopify-ads-automation')!.seo.en.description
    const fees = copyOf('en', 'legal.terms.sections.4')
    const summary = placeholders.en.pricingSummary!
    for (const claim of [
      '{price} per month',
      'fair percentage of',
      'no long-term contract',
      'no setup fees',
      'cancel anytime',
    ])
      expect(shopify.toLowerCase(), claim).toContain(claim.toLowerCase())
    expect(shopify.toLowerCase()).toContain('free migration')
    expect(fees).toContain('{pricingSummary}')
    expect(summary).toMatch(/\$500 per month plus a fair percentage of the ad spend/)
    for (const claim of ['no long-term contract', 'no setup fees', 'cancel anytime', '{adBudgetRule}'])
      expect(fees.toLowerCase(), claim).toContain(claim.toLowerCase())
    expect(fees).toMatch(/Migrating your existing campaigns to \{brand\} is free/)
    expect(where(inLang('en'), /predictable|grows with your ad spend|not part of our fees/i)).toEqual([])
    // A bare "no contract" would deny the Terms themselves.
    expect(where(resolvedStrings, /\bno contract\b|sin contrato(?! a largo plazo)/i)).toEqual([])
  })

  it('approvals: one rule, in the same words, wherever a page says who approves what', () => {
    const pages: [lang: 'en' | 'es', key: string][] = [
      ['en', 'home.features.items.control.body'],
      ['es', 'home.features.items.control.body'],
      ['en', 'features.autopilot.points.guardrails'],
      ['es', 'features.autopilot.points.guardrails'],
      ['en', 'solutions.aiMediaBuyer.benefits.items.control.body'],
      ['en', 'solutions.aiMediaBuyer.faq.items.approval.a'],
      ['en', 'vs.madgicx.faq.items.data.a'],
      ['en', 'story.document.sections.4'],
      ['en', 'legal.terms.sections.3'],
      ['en', 'legal.security.sections.7'],
    ]
    for (const [lang, key] of pages) expect(copyOf(lang, key), `${lang} ${key}`).toContain('{approvalRule}')
    expect(
      where(
        resolvedStrings,
        /on its own initiative|does not spend money|never crossed|nunca se cruzan|each waiting for your sign-off/i,
      ),
    ).toEqual([])
  })

  it('results: return on ad spend with one qualifier, "average"; never ROI, never "up to"', () => {
    for (const s of resolvedStrings.filter((x) => x.raw.includes('{roiBoost}'))) {
      if (s.raw === '{roiBoost}') continue // a stat value: its label carries the qualifier (below)
      expect(s.raw, s.key).toMatch(/average|en promedio/i)
      expect(s.raw, s.key).toMatch(/return on ad spend|ROAS/)
      expect(s.raw, s.key).not.toMatch(/up to|hasta/i)
    }
    for (const lang of ['en', 'es'] as const)
      for (const key of ['home.hero.stats.roi.label', 'start.hero.stats.roi.label'])
        expect(copyOf(lang, key), `${lang} ${key}`).toMatch(
          /average boost in return on ad spend|ROAS mayor, en promedio/,
        )
    expect(where(resolvedStrings, /\bROI\b/)).toEqual([])
  })

  it('speed: setup and plans take minutes, launch takes the first-campaign range; nothing goes "live in minutes"', () => {
    expect(
      where(resolvedStrings, /(live|launch|launched) in minutes|(activas?|activo|lanza|publica) en minutos/i),
    ).toEqual([])
    expect(resolvedStrings.filter((s) => s.raw.includes('{firstCampaign}')).map((s) => s.key)).toEqual([])
  })

  it('free: "start for free" leads to the features page, which says what the free account is, as the Terms do', () => {
    for (const path of ['/', '/start']) {
      const hero = manifest.routes.find((r) => r.path === path)!.sections[0]!.props as { secondary: { href: string } }
      expect(hero.secondary.href).toBe('/features')
    }
    for (const lang of ['en', 'es'] as const) expect(copyOf(lang, 'features.hero.note')).toContain('{freeAccount}')
    expect(copyOf('en', 'legal.terms.sections.4')).toContain('{freeAccount}')
  })

  it('security: dated statements and badges that stay true', () => {
    expect(
      where(
        resolvedStrings,
        /targeted for|previsto para|as of today|at the time of writing|enterprise-grade|nivel empresarial/i,
      ),
    ).toEqual([])
    expect(copyOf('en', 'legal.security.lastUpdated')).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    expect(copyOf('en', 'legal.security.sections.1')).toContain('As of {securityStatusDate}')
    expect(copyOf('en', 'vs.madgicx.table.intro')).toContain('as of {comparisonReviewed}')
    for (const lang of ['en', 'es'] as const)
      for (const key of ['home.cta.trust.soc2', 'start.cta.trust.soc2'])
        expect(copyOf(lang, key)).toMatch(/aligned with SOC 2|alineados con SOC 2/)
  })

  it('analytics: Google Analytics 4 (GA4) is one tool, named once', () => {
    expect(compatibility.filter((c) => c.includes('Google Analytics'))).toEqual(['Google Analytics 4 (GA4)'])
    expect(where(resolvedStrings, /Google Analytics(?! 4)|(?<!\()GA4/)).toEqual([])
  })
})
