import { describe, expect, it } from 'vitest'
import { clockTime, FIGURE_WORDS, formatDate, formatFigure } from '../../../locales/format.ts'
import { factPlaceholders } from '../../../locales/placeholders.ts'
import { numberIssues } from '../../../generator/html-checks/es-numbers.ts'
import { HTML_LANG } from '../../../site/lang-tags.ts'

const NBSP = '\u00a0'

/** The figure forms of docs/editing.md "Figures in each language". */
const FORMS: Record<string, [en: string, es: string]> = {
  brandsCount: ['200+', '+200'],
  agencies: ['20+', '+20'],
  rating: ['4.9/5', '4.9/5'],
  adSpend: ['$50M+', `+US$50${NBSP}M`],
  campaigns: ['1K+', '+1,000'],
  roiBoost: ['3x', '3 veces'],
  timeSaved: ['95%', '95%'],
  price: ['$500', 'US$500'],
  livePlatformCount: ['3', '3'],
  shopifyStores: ['250+', '+250'],
  shopifyRoas: ['2.3x', '2.3 veces'],
  shopifyManualWork: ['85%', '85%'],
  roasGain: ['40%', '40%'],
  firstCampaign: ['24 to 48 hours', '24 a 48 horas'],
  migration: ['under a week', 'menos de una semana'],
  demoLong: ['30', '30'],
  demoShort: ['15', '15'],
  mrr: ['$7K', 'US$7,000'],
  setupFee: ['$10K', 'US$10,000'],
  licenseFee: ['$5K', 'US$5,000'],
  messageMax: ['5,000', '5,000'],
  securityStatusDate: ['November 23, 2026', '23 de noviembre de 2026'],
  teamSize: ['5 to 20 people', '5 a 20 personas'],
  closeTime: ['5:00 PM', '5:00 p.m.'],
  termsEffective: ['December 30, 2026', '30 de diciembre de 2026'],
  copyrightYears: ['2024–2026', '2024–2026'],
}

describe('figures in each language', () => {
  for (const [name, [en, es]] of Object.entries(FORMS))
    it(`{${name}}: ${en} / ${es.replace(/\u00a0/g, ' ')}`, () => {
      expect(factPlaceholders('en')[name]).toBe(en)
      expect(factPlaceholders('es')[name]).toBe(es)
    })

  it('Spanish never writes a bare dollar sign or an English "+" suffix, and its numbers are es-419’s', () => {
    for (const [name, value] of Object.entries(factPlaceholders('es'))) {
      expect(value, name).not.toMatch(/(^|[^S])\$/)
      expect(value, name).not.toMatch(/\d\+/)
      expect(numberIssues(value, HTML_LANG.es), `${name}: ${value}`).toEqual([])
    }
  })

  it('Spanish numbers are what Intl.NumberFormat("es-419") writes, never Spain’s', () => {
    const es419 = (v: number, o: Intl.NumberFormatOptions = {}) => new Intl.NumberFormat('es-419', o).format(v)
    expect(formatFigure({ kind: 'rating', value: 4.9, outOf: 5 }, 'es')).toBe(`${es419(4.9)}/5`)
    expect(formatFigure({ kind: 'percent', value: 95 }, 'es')).toBe(es419(0.95, { style: 'percent' }))
    expect(formatFigure({ kind: 'count', value: 12_500 }, 'es')).toBe(es419(12_500))
    expect(formatFigure({ kind: 'usd', value: 18.2 }, 'es')).toBe('US$18.2')
    expect(es419(4.9)).toBe('4.9')
  })

  it('formats each kind of figure', () => {
    expect(formatFigure({ kind: 'count', value: 12_500, orMore: true, compact: true }, 'en')).toBe('12.5K+')
    expect(formatFigure({ kind: 'count', value: 12_500, orMore: true, compact: true }, 'es')).toBe('+12,500')
    expect(formatFigure({ kind: 'usd', value: 2_000_000, compact: true }, 'es')).toBe(`US$2${NBSP}M`)
    expect(formatFigure({ kind: 'rating', value: 4.5, outOf: 5 }, 'es')).toBe('4.5/5')
    expect(formatFigure({ kind: 'hours', value: 24, max: 48 }, 'en')).toBe('24 to 48 hours')
    expect(formatFigure({ kind: 'under-days', value: 10 }, 'es')).toBe('menos de 10 días')
    expect(formatDate('2025-05-21', 'es')).toBe('21 de mayo de 2025')
  })
})

describe('the clock', () => {
  it('writes a 12-hour clock with a language’s marks, and a 24-hour clock where it gives none', () => {
    expect(clockTime('09:30', 'en')).toBe('9:30 AM')
    expect(clockTime('17:00', 'es')).toBe('5:00 p.m.')
    expect(clockTime('00:05', 'en')).toBe('12:05 AM')
    // A language that writes a 24-hour clock (pt-BR: "17:00") leaves out meridiem.
    const spanish = FIGURE_WORDS.es!
    const { meridiem: _marks, ...noMarks } = spanish
    FIGURE_WORDS.es = noMarks
    try {
      expect(clockTime('17:00', 'es')).toBe('17:00')
      expect(clockTime('9:05', 'es')).toBe('09:05')
    } finally {
      FIGURE_WORDS.es = spanish
    }
  })
})
