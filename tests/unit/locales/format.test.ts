import { describe, expect, it } from 'vitest'
import { formatDate, formatFigure } from '../../../locales/format.ts'
import { factPlaceholders } from '../../../site.facts.ts'

const NBSP = '\u00a0'

/** The figure forms of docs/editing.md "Figures in each language". */
const FORMS: Record<string, [en: string, es: string]> = {
  brandsCount: ['200+', '+200'],
  agencies: ['20+', '+20'],
  rating: ['4.9/5', '4,9/5'],
  adsLaunched: ['1M+', `+1${NBSP}M`],
  adSpend: ['$50M+', `+US$50${NBSP}M`],
  campaigns: ['1K+', '+1000'],
  roiBoost: ['3x', '3 veces'],
  timeSaved: ['95%', `95${NBSP}%`],
  price: ['$500', 'US$500'],
  livePlatformCount: ['3', '3'],
  shopifyStores: ['250+', '+250'],
  shopifyRoas: ['2.3x', '2,3 veces'],
  shopifyManualWork: ['85%', `85${NBSP}%`],
  roasGain: ['40%', `40${NBSP}%`],
  firstCampaign: ['24 to 48 hours', '24 a 48 horas'],
  demoLong: ['30', '30'],
  demoShort: ['15', '15'],
  mrr: ['$7K', 'US$7000'],
  setupFee: ['$10K', `US$10${NBSP}mil`],
  licenseFee: ['$5K', 'US$5000'],
  messageMax: ['5,000', '5000'],
  securityStatusDate: ['November 23, 2026', '23 de noviembre de 2026'],
  teamSize: ['5 to 20 people', '5 a 20 personas'],
}

describe('figures in each language', () => {
  for (const [name, [en, es]] of Object.entries(FORMS))
    it(`{${name}}: ${en} / ${es.replace(/\u00a0/g, ' ')}`, () => {
      expect(factPlaceholders('en')[name]).toBe(en)
      expect(factPlaceholders('es')[name]).toBe(es)
    })

  it('Spanish never writes a bare dollar sign, a decimal point or an English "+" suffix', () => {
    for (const [name, value] of Object.entries(factPlaceholders('es'))) {
      expect(value, name).not.toMatch(/(^|[^S])\$/)
      expect(value, name).not.toMatch(/\d\.\d/)
      expect(value, name).not.toMatch(/\d\+/)
    }
  })

  it('formats each kind of figure', () => {
    expect(formatFigure({ kind: 'count', value: 12_500, orMore: true, compact: true }, 'en')).toBe('12.5K+')
    expect(formatFigure({ kind: 'count', value: 12_500, orMore: true, compact: true }, 'es')).toBe(`+12,5${NBSP}mil`)
    expect(formatFigure({ kind: 'usd', value: 2_000_000, compact: true }, 'es')).toBe(`US$2${NBSP}M`)
    expect(formatFigure({ kind: 'rating', value: 4.5, outOf: 5 }, 'es')).toBe('4,5/5')
    expect(formatDate('2025-05-21', 'es')).toBe('21 de mayo de 2025')
  })
})
