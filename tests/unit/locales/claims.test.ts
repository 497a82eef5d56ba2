/**
 * One story across every page (issue 18): each claim that more than one page
 * makes is held here against every visitor-facing string of both languages.
 */
import { describe, expect, it } from 'vitest'
import manifest from '../../../site.manifest.ts'
import { claims, compatibility, legal, measuredFigures, platforms, pricing, story } from '../../../site.facts.ts'
import { copyTrees } from '../../../locales/index.ts'
import { RESULT_NOTES } from '../../../locales/statements.ts'
import { BRAND_NAMES } from '../../../renderer/sections/LogoMarquee.tsx'
import { placeholdersOf } from '../../../site/copy.ts'
import { textRoots } from '../../../site/text.ts'
import { getSite } from '../../../generator/site.ts'
import { copyOf, documentData, documentSection, placeholders, remove, resolvedStrings, where } from './resolved.ts'

const inLang = (lang: 'en' | 'es') => resolvedStrings.filter((s) => s.lang === lang)

/** The testimonials of the texts in both languages: each item with a quote under a `testimonials.items` object. */
function testimonialItems(): number {
  let count = 0
  const walk = (node: unknown, path: string[]): void => {
    if (!node || typeof node !== 'object') return
    if (path.at(-2) === 'testimonials' && path.at(-1) === 'items')
      count += Object.values(node).filter((item) => typeof (item as { quote?: unknown })?.quote === 'string').length
    else for (const [key, value] of Object.entries(node)) walk(value, [...path, key])
  }
  for (const lang of ['en', 'es'] as const) for (const [root, tree] of textRoots(getSite(), lang)) walk(tree, [root])
  return count
}

describe('claims agree on every page, in both languages', () => {
  it('support: business days only ever appear inside the one support promise, and nothing says "24/7"', () => {
    for (const lang of ['en', 'es'] as const) {
      const { supportPromise, replyTime } = placeholders[lang]
      const strays = inLang(lang).filter((s) =>
        /24\/7|business day|hábil|en menos de un día/i.test(remove(s.text, supportPromise!, replyTime!)),
      )
      expect(strays.map((s) => `${s.file} › ${s.key}: ${s.text}`)).toEqual([])
    }
    // The copy reaches the hours only through the statements.
    expect(resolvedStrings.filter((s) => /\{(supportHours|responseHours)\}/.test(s.raw)).map((s) => s.key)).toEqual([])
    expect(where(resolvedStrings, /24\/7|around-the-clock support|soporte las 24 horas/i)).toEqual([])
    expect(placeholders.en.supportPromise).toBe('Email support, with replies within 24 hours on business days')
  })

  it('demo length: the booking page states both lengths, so either button finds its demo there', () => {
    expect(copyOf('en', 'bookDemo')).toMatch(/\{demoLong\}-minute[\s\S]*\{demoShort\}-minute/)
    expect(copyOf('es', 'bookDemo')).toMatch(/\{demoLong\} minutos[\s\S]*\{demoShort\} minutos/)
    // The short reading is offered only with its length named: the spec's button carries it, and the text beside
    // the closing one offers the intro and the full demo by their lengths.
    for (const key of ['hero.primary', 'cta.primary'])
      expect(copyOf('en', `content.solutions.shopify-ads-automation.copy.${key}`), key).toBe(
        'Book {demoShort}-min demo',
      )
    expect(copyOf('en', 'content.solutions.shopify-ads-automation.copy.cta.body')).toMatch(
      /\{demoShort\}-minute intro[\s\S]*\{demoLong\}-minute demo/,
    )
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
    const shopify = copyOf('en', 'content.solutions.shopify-ads-automation.description')
    const fees = documentSection('en', 'documents.terms', 'Subscriptions, billing and paid trials')
    const summary = placeholders.en.pricingSummary!
    for (const claim of [
      '{price} per month',
      'percentage of ad spend stated in your plan',
      'no long-term contract',
      'no setup fees',
    ])
      expect(shopify.toLowerCase(), claim).toContain(claim.toLowerCase())
    expect(shopify.toLowerCase()).toContain('free migration')
    expect(fees).toContain('{pricingSummary}')
    expect(summary).toMatch(/\$500 per month plus a percentage of the ad spend we manage for you, stated in your plan/)
    for (const claim of ['no long-term contract', 'no setup fees', 'cancel at any time', '{adBudgetRule}'])
      expect(fees.toLowerCase(), claim).toContain(claim.toLowerCase())
    // Until the percentage is published, nothing calls the price clear, fair, affordable or a fraction of anything.
    expect(
      where(
        resolvedStrings,
        /clear pricing|fair percentage|affordable|fraction of|precios claros|porcentaje justo|fracción/i,
      ),
    ).toEqual([])
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
      ['en', 'content.solutions.ai-media-buyer.copy.benefits.items.control.body'],
      ['en', 'content.solutions.ai-media-buyer.copy.faq.items.approval.a'],
      ['en', 'content.comparisons.madgicx.copy.faq.items.data.a'],
    ]
    for (const [lang, key] of pages) expect(copyOf(lang, key), `${lang} ${key}`).toContain('{approvalRule}')
    for (const [doc, heading] of [
      ['documents.story', 'Act V: An AI media operator'],
      ['documents.terms', 'The Service'],
      ['documents.security', 'AI and data handling'],
    ])
      expect(documentSection('en', doc!, heading!), `${doc} › ${heading}`).toContain('{approvalRule}')
    expect(
      where(
        resolvedStrings,
        /on its own initiative|does not spend money|never crossed|nunca se cruzan|each waiting for your sign-off/i,
      ),
    ).toEqual([])
  })

  it('what customers generally achieve: the median and its sample, under every testimonial and in the heroes', () => {
    expect(claims.roasMedian.basis.statistic).toBe('median')
    expect(claims.roasMedian.basis.sample).toEqual(claims.roiBoost.basis.sample)
    for (const lang of ['en', 'es'] as const) {
      const { roasTypical, roasTypicalSample } = placeholders[lang]
      expect(placeholders[lang].resultsVary).toContain(roasTypical!)
      expect(placeholders[lang].resultsVary).toContain(roasTypicalSample!)
      expect(placeholders[lang].typicalResult).toContain(roasTypicalSample!)
    }
    expect(placeholders.en.roasTypicalSample).toBe('118 customers')
    // A hero leads with the typical figure, never with the mean alone.
    for (const lang of ['en', 'es'] as const)
      for (const ns of ['home', 'start'] as const) {
        const stats = (copyTrees[lang][ns] as { hero: { stats: Record<string, { value: string; label: string }> } })
          .hero.stats
        expect(Object.values(stats).map((s) => s.value)).not.toContain('{roiBoost}')
        expect(stats.roi).toEqual({ value: '{roasTypical}', label: claims.roasMedian.label[lang] })
      }
  })

  it('results: return on ad spend with one qualifier, "average", in one statement; never ROI, never "up to"', () => {
    // Prose states the result through the statement; {roiBoost} alone is a stat value, labelled by its claim.
    expect(
      resolvedStrings.filter((s) => s.raw.includes('{roiBoost}') && s.raw !== '{roiBoost}').map((s) => s.key),
    ).toEqual([])
    // The mean is qualified where it stands: a few large gains pull it up, and the typical customer's is beside it.
    expect(placeholders.en.roasResult).toBe(
      'Customers see a 3x average boost in return on ad spend, an average a few large gains pull up; the typical customer sees 1.6x',
    )
    expect(placeholders.es.roasResult).toBe(
      'En promedio, los clientes logran un ROAS 3 veces mayor que antes, un promedio que elevan unos pocos aumentos grandes; el cliente típico logra un ROAS 1.6 veces mayor',
    )
    for (const lang of ['en', 'es'] as const)
      expect(
        where(inLang(lang), /up to|hasta un|hasta \d/i).filter((w) => /ROAS|return on ad spend|retorno/.test(w)),
      ).toEqual([])
    expect(where(resolvedStrings, /\bROI\b/)).toEqual([])
  })

  it('time saved: building campaigns only, in one statement; never testing or reporting too', () => {
    expect(
      resolvedStrings.filter((s) => s.raw.includes('{timeSaved}') && s.raw !== '{timeSaved}').map((s) => s.key),
    ).toEqual([])
    // Survey respondents, on average: never "customers spend 95% less" as if it were every customer.
    expect(placeholders.en.timeResult).toBe(
      'Customers who timed it in our survey spend 95% less time building campaigns, on average',
    )
    expect(placeholders.es.timeResult).toBe(
      'Los clientes que lo midieron en nuestra encuesta dedican, en promedio, un 95% menos de tiempo a crear campañas',
    )
    expect(
      where(
        resolvedStrings,
        /(testing|reporting|reports?|informes|pruebas)[^.]*\b95\s?%|95\s?%[^.]*\b(testing|tests|reporting|reports?|informes|pruebas)/i,
      ),
    ).toEqual([])
  })

  it('speed: setup and plans take minutes, launch takes the first-campaign range; nothing goes "live in minutes"', () => {
    expect(
      where(resolvedStrings, /(live|launch|launched) in minutes|(activas?|activo|lanza|publica) en minutos/i),
    ).toEqual([])
    expect(resolvedStrings.filter((s) => s.raw.includes('{firstCampaign}')).map((s) => s.key)).toEqual([])
  })

  it('free: "start for free" leads to the features page, which says what the free account is, as the Terms do', () => {
    for (const path of ['/', '/start']) {
      // These two routes list their sections (no preset), so the first one is their hero.
      const { sections } = manifest.routes.find((r) => r.path === path)!
      const hero = (sections as readonly { props: unknown }[])[0]!.props as { secondary: { href: string } }
      expect(hero.secondary.href).toBe('/features')
    }
    for (const lang of ['en', 'es'] as const) expect(copyOf(lang, 'features.hero.note')).toContain('{freeAccount}')
    expect(documentSection('en', 'documents.terms', 'Subscriptions, billing and paid trials')).toContain(
      '{freeAccount}',
    )
  })

  it('security: dated statements and badges that stay true', () => {
    expect(
      where(
        resolvedStrings,
        /targeted for|previsto para|as of today|at the time of writing|enterprise-grade|nivel empresarial/i,
      ),
    ).toEqual([])
    expect(documentData('documents.security').lastUpdated).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    expect(documentSection('en', 'documents.security', 'Compliance and certifications')).toContain(
      'As of {securityStatusDate}',
    )
    expect(copyOf('en', 'content.comparisons.madgicx.copy.table.intro')).toContain('checked on {comparisonReviewed}')
    for (const lang of ['en', 'es'] as const)
      for (const key of ['home.cta.trust.soc2', 'start.cta.trust.soc2'])
        expect(copyOf(lang, key)).toMatch(/aligned with SOC 2|alineados con SOC 2/)
  })

  it('partners: the site connects through the platforms’ official APIs and claims no partner status', () => {
    expect(where(resolvedStrings, /partner of|API partner|socio oficial|socios oficiales|alianzas? con/i)).toEqual([])
    for (const key of ['home.hero.partnersLabel', 'start.hero.partnersLabel', 'common.footer.partners'])
      expect(copyOf('en', key), key).toBe('Connects through the official APIs of')
    expect(copyOf('en', 'common.footer.trademarks')).toMatch(
      /trademarks of their owners.*No partnership or endorsement/,
    )
    expect(copyOf('es', 'common.footer.trademarks')).toMatch(/marcas de sus respectivos titulares.*ni respaldo/)
  })

  it('migration: "most migrations take under a week", through one statement with its basis', () => {
    expect(resolvedStrings.filter((s) => s.raw.includes('{migration}')).map((s) => s.key)).toEqual([])
    expect(placeholders.en.migrationPromise).toBe('Most migrations take under a week')
    expect(placeholders.es.migrationPromise).toBe('La mayoría de las migraciones toma menos de una semana')
  })

  it('the Terms have an effective date at least the notice period after their last update', () => {
    const day = 24 * 60 * 60 * 1000
    const gap = (Date.parse(legal.termsEffective) - Date.parse(legal.termsLastUpdated)) / day
    expect(gap).toBeGreaterThanOrEqual(legal.termsNoticeDays)
    // The documents' dates are the facts' dates: the summary and the footer quote them.
    expect(documentData('documents.terms')).toEqual({
      lastUpdated: legal.termsLastUpdated,
      effective: legal.termsEffective,
      // The previous version binds until the effective date: the current Terms link it beside the dates.
      previous: '/terms-and-conditions/2024-12-31',
    })
    expect(documentData('documents.privacy')).toEqual({ lastUpdated: legal.privacyLastUpdated })
    expect(where(resolvedStrings, /“Effective” date beside it, at least \d+ days later/)).toHaveLength(1)
    // The copyright runs to the year of the latest dated statement, not the first publication alone.
    expect(placeholders.en.copyrightYears).toBe('2024–2026')
  })

  it('English writes "vs." with its period, and "at any time", never "anytime"', () => {
    const english = inLang('en')
    expect(where(english, /\bvs(?!\.)\b/)).toEqual([])
    expect(where(english, /\banytime\b/i)).toEqual([])
  })

  it('analytics: Google Analytics 4 (GA4) is one tool, named once', () => {
    expect(compatibility.filter((c) => c.includes('Google Analytics'))).toEqual(['Google Analytics 4 (GA4)'])
    expect(where(resolvedStrings, /Google Analytics(?! 4)|(?<!\()GA4/)).toEqual([])
  })
})

/** Every copy node of both languages shaped like a stat: a `{placeholder}` value and its label. */
function stats(): { lang: 'en' | 'es'; key: string; value: string; label: string }[] {
  const out: { lang: 'en' | 'es'; key: string; value: string; label: string }[] = []
  const walk = (lang: 'en' | 'es', node: unknown, key: string): void => {
    if (!node || typeof node !== 'object') return
    const n = node as Record<string, unknown>
    if (typeof n.value === 'string' && typeof n.label === 'string' && /^\{\w+\}$/.test(n.value))
      out.push({ lang, key, value: n.value.slice(1, -1), label: n.label })
    else for (const [k, child] of Object.entries(n)) walk(lang, child, key ? `${key}.${k}` : k)
  }
  for (const lang of ['en', 'es'] as const) walk(lang, copyTrees[lang], '')
  return out
}

describe('issue 26: the contradictions stay resolved', () => {
  it('one wording per figure: every stat of a measured figure uses its claim’s label, in both languages', () => {
    const byPlaceholder = new Map(measuredFigures().map((m) => [m.placeholder, m]))
    const found = stats().filter((s) => byPlaceholder.has(s.value))
    expect(found.length).toBeGreaterThan(20)
    for (const s of found) {
      const expected = byPlaceholder.get(s.value)!.claim.label[s.lang]
      // The Spanish store and team stats were not written for Spanish pages (English-only).
      expect(s.label, `${s.lang} ${s.key}`).toBe(expected)
    }
  })

  it('brands: 200+ brands served since launch; 250+ Shopify stores are storefronts within them', () => {
    expect(where(resolvedStrings, /brands trust us|marcas confían en nosotros|trusted by \d/i)).toEqual([])
    for (const s of resolvedStrings.filter((x) => x.raw.includes('{brandsCount}') && x.raw !== '{brandsCount}'))
      expect(s.raw, s.key).toMatch(
        /\{brandsCount\} brands served|served \{brandsCount\} brands|\{brandsCount\} marcas atendidas/,
      )
    expect(claims.shopify.stores.value).toBeGreaterThan(claims.brandsCount.value)
    expect(claims.shopify.stores.basis.counts.en).toMatch(/storefronts.*more stores than brands/)
    expect(claims.brandsCount.basis.counts.en).toMatch(/each brand counted once however many stores/)
    // The about page's customers are the same brands, not a second figure.
    expect(copyOf('en', 'about.stats.items.customers.value')).toBe('{brandsCount}')
  })

  it('ROAS: 3x across customers and 2.3x among Shopify stores are one method over two populations', () => {
    expect(claims.shopify.roasLift.basis.counts).toBe(claims.roiBoost.basis.counts)
    expect(claims.shopify.roasLift.basis.period).toBe(claims.roiBoost.basis.period)
    expect(claims.shopify.roasLift.basis.population.en).toMatch(
      /Shopify stores among the customers of the site-wide figure/,
    )
    expect(claims.shopify.roasLift.label.en).toBe(`${claims.roiBoost.label.en} among Shopify stores`)
    // The Spanish stat reads as one phrase under its figure: "3 veces / el ROAS de antes, en promedio".
    expect(where(resolvedStrings, /ROAS mayor, en promedio/)).toEqual([])
  })

  it('testimonials: every quote carries "results vary", and none a star rating; the company is its logo’s name', () => {
    const quotes = resolvedStrings.filter((s) => /\.testimonials\.items\.[\w-]+\.quote$/.test(s.key))
    // Every testimonial of the texts, found by walking them (not by the key pattern above): a page added
    // with testimonials adds to both counts.
    expect(quotes.length).toBe(testimonialItems())
    expect(quotes.length).toBeGreaterThan(0)
    const notes = Object.keys(RESULT_NOTES).map((name) => `{${name}}`)
    for (const q of quotes)
      expect(notes, `${q.lang} ${q.key}`).toContain(copyOf(q.lang, q.key.replace(/\.quote$/, '.note')))
    expect(where(resolvedStrings, /Rated \d out of|Calificación: \d de/)).toEqual([])
    const figures = new Set(measuredFigures().map((m) => m.placeholder))
    const withFigures = resolvedStrings.filter(
      (s) => /\.testimonials\.items\.[\w-]+\.quote$/.test(s.key) && placeholdersOf(s.raw).some((p) => figures.has(p)),
    )
    expect(withFigures.length).toBe(4) // Laura's hours and Marcus's ROAS, in both languages
    // A quote's figure carries the note of its kind of result: hours with the time note, ROAS with the ROAS note.
    const typical = new Map(
      measuredFigures().map((m) => [m.placeholder, 'typical' in m.claim ? m.claim.typical : undefined]),
    )
    for (const s of withFigures) {
      const kinds = new Set(
        placeholdersOf(s.raw)
          .map((p) => typical.get(p))
          .filter(Boolean),
      )
      expect(kinds.size, `${s.lang} ${s.key}`).toBe(1)
      const note = Object.entries(RESULT_NOTES).find(([, figures]) => figures.includes([...kinds][0]!))![0]
      expect(copyOf(s.lang, s.key.replace(/\.quote$/, '.note')), `${s.lang} ${s.key}`).toBe(`{${note}}`)
    }
    expect(copyOf('en', 'home.testimonials.items.laura.note')).toBe('{resultsVaryTime}')
    expect(copyOf('en', 'home.testimonials.items.marcus.note')).toBe('{resultsVary}')
    expect(placeholders.en.resultsVaryTime).toContain(placeholders.en.timeSavedTypical)
    expect(placeholders.es.resultsVaryTime).toMatch(/Los resultados varían/)
    expect(placeholders.en.resultsVary).toMatch(/Results vary/)
    expect(placeholders.es.resultsVary).toMatch(/Los resultados varían/)
    const logos = Object.values(BRAND_NAMES)
    const first = (name: string) => name.normalize('NFD').replace(/\p{M}/gu, '').split(' ')[0]!.toLowerCase()
    const companies = resolvedStrings.filter((s) => /\.testimonials\.items\.[\w-]+\.company$/.test(s.key))
    expect(companies.length).toBeGreaterThan(10)
    for (const c of companies) {
      const logo = logos.find((l) => first(l) === first(c.text))
      if (logo) expect(c.text, `${c.file} › ${c.key}`).toBe(logo)
      // No customer named outside the trusted-by strip (issue 53).
      expect(logos, `${c.file} › ${c.key}`).toContain(c.text)
    }
  })

  it('team sizes: built for 5 to 20 people, never a team of fifty; a person is not "a team of three"', () => {
    expect(
      where(resolvedStrings, /team of fifty|de cincuenta|five to twenty|cinco a veinte|I’m a team|I'm a team/i),
    ).toEqual([])
    expect(placeholders.en.teamSize).toBe('5 to 20 people')
    for (const key of ['home.testimonials.intro', 'about.hero.subtitle'])
      for (const lang of ['en', 'es'] as const) expect(copyOf(lang, key), `${lang} ${key}`).toContain('{teamSize}')
    expect(copyOf('en', 'content.comparisons.madgicx.copy.benefits.intro')).toContain('{teamSize}')
  })

  it('/start promises what a free account does today: plan, not launch; the button creates the account', () => {
    for (const lang of ['en', 'es'] as const) {
      const start = copyOf(lang, 'start')
      expect(start).not.toMatch(/Launch AI|Lanza (hoy )?anuncios/i)
      expect(copyOf(lang, 'start.hero.title')).toMatch(/^(Plan|Planifica)/)
      expect(copyOf(lang, 'start.hero.note')).toMatch(/paid plan|plan de pago/)
      for (const key of ['start.hero.primary', 'start.cta.primary'])
        expect(copyOf(lang, key)).toMatch(/free account|cuenta gratuita/)
    }
    const seo = manifest.routes.find((r) => r.path === '/start')!.seo
    expect(`${seo.en.title} ${seo.en.description}`).not.toMatch(/launch|today/i)
    expect(`${seo.es!.title} ${seo.es!.description}`).not.toMatch(/lanza|hoy/i)
  })

  it('onboarding: "instant" is account access, through one statement; no account manager is promised', () => {
    expect(resolvedStrings.filter((s) => s.raw.includes('{onboarding}')).map((s) => s.key)).toEqual([])
    expect(placeholders.en.onboardingPromise).toBe(
      'Account access is instant: signing up creates your workspace, with no review to wait for',
    )
    for (const key of ['bookDemo.trust.items.setup.body', 'contact.faq.items.get-started.a'])
      for (const lang of ['en', 'es'] as const) expect(copyOf(lang, key)).toContain('{onboardingPromise}')
    expect(copyOf('en', 'content.comparisons.madgicx.copy.faq.items.setup.a')).toContain('{onboardingPromise}')
    expect(
      where(resolvedStrings, /onboarding is|proceso de alta|account manager|gerente de cuenta|ad expert on hand/i),
    ).toEqual([])
  })

  it('setup fees: none on the monthly plan; the story’s setup fee is the separate agency offer', () => {
    expect(copyOf('en', 'bookDemo.trust.items.commitments.body')).toMatch(
      /^The monthly plan has no long-term contract and no setup fees/,
    )
    expect(copyOf('es', 'bookDemo.trust.items.commitments.body')).toMatch(/^El plan mensual no tiene contrato/)
    expect(copyOf('en', 'documents.story')).toMatch(
      /separate from the monthly plan \(which has no setup fees\)[^.]*\{setupFee\} setup/,
    )
  })

  it('story: 19 customers and $7K MRR fit a $500 plan because most paid the first product’s launch price', () => {
    expect(copyOf('en', 'documents.story')).toMatch(
      /\{payingCustomers\} paying customers and \{mrr\} in monthly recurring revenue, most of them on the launch price of that first product, below today’s \{price\} plan/,
    )
    expect(story.mrr.basis.population.en).toMatch(/launch price[^.]*below today’s \{price\} plan/)
    expect(story.mrr.value / story.payingCustomers.value).toBeLessThan(pricing.monthlyUsd)
  })

  it('security reports: acknowledged within 24 hours every day, while support replies on business days', () => {
    expect(placeholders.en.securityAck).toMatch(/within 24 hours, weekends and holidays included/)
    expect(documentSection('en', 'documents.security', 'Responsible disclosure and contact')).toContain('{securityAck}')
    expect(documentSection('en', 'documents.security', 'Overview and security principles')).toContain(
      'Acknowledged within {reportAckHours} hours, weekends and holidays included',
    )
    // Only in the table of key commitments.
    const ack = resolvedStrings.filter((s) => s.raw.includes('{reportAckHours}'))
    expect(ack.map((s) => s.key)).toEqual([expect.stringMatching(/^documents\.security\.body\.\d+$/)])
    expect(ack[0]!.raw).toMatch(/^\| Area +\| Commitment +\|\n/)
  })

  it('retargeting: Meta and TikTok show the products; Google reaches shoppers through Search; never "every platform"', () => {
    expect(copyOf('en', 'features.integrations.items.google.body')).toMatch(/^Search campaigns/)
    expect(
      copyOf('en', 'content.solutions.shopify-ads-automation.copy.features.items.dynamic-retargeting.body'),
    ).toMatch(/in your Meta and TikTok ads, and your Google Search campaigns/)
    expect(
      where(resolvedStrings, /on every platform|en todas las plataformas/i).filter((w) => /retarget/i.test(w)),
    ).toEqual([])
  })

  it('privacy: the consent banner and Your privacy choices are described as shown whenever analytics is used, true in both builds', () => {
    const privacy = resolvedStrings.filter((s) => s.key.startsWith('documents.privacy.'))
    const mentions = privacy.filter((s) => /consent banner|Your privacy choices/.test(s.text))
    expect(mentions.length).toBe(3)
    for (const s of mentions) expect(s.text, s.key).toMatch(/whenever/i)
    expect(where(privacy, /On your first visit, a consent banner asks/)).toEqual([])
  })

  it('Madgicx: what the page says about it carries its source and the date it was checked', () => {
    // The hero names the source briefly; the table says which pages of it.
    expect(copyOf('en', 'content.comparisons.madgicx.copy.hero.subtitle')).toContain(
      'As its own website described it on {comparisonReviewed}',
    )
    expect(copyOf('en', 'content.comparisons.madgicx.copy.table.intro')).toContain(
      'comes from {comparisonSource}, checked on {comparisonReviewed}',
    )
    expect(copyOf('en', 'content.comparisons.madgicx.copy.table.caption')).toContain('{comparisonReviewed}')
    // Elsewhere Madgicx is only named, never described.
    expect(where(resolvedStrings, /Meta-focused|Madgicx is built/i)).toEqual([])
  })

  it('promises a system can keep: no "never", "cannot" or "no data" absolutes about stock, isolation or laptops', () => {
    expect(
      where(
        resolvedStrings,
        /never promote|cannot appear in another|no customer data is stored|never lives in non-production|only ever draw/i,
      ),
    ).toEqual([])
  })

  it('Terms §5 says which ad spend the percentage applies to, in one plain sentence', () => {
    expect(documentSection('en', 'documents.terms', 'Subscriptions, billing and paid trials')).toContain(
      'The percentage applies to the ad spend that the ad platforms report for the campaigns {brand} manages for you, in each calendar month.',
    )
    expect(where(resolvedStrings, /the ad spend the percentage applies to/)).toEqual([])
  })
})
