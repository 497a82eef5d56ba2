import { describe, expect, it } from 'vitest'
import en from '../../../locales/i18n/en/screens.ts'
import es from '../../../locales/i18n/es/screens.ts'
import { readingOf, screenFigureProblems, type ScreenCopy } from '../../../generator/checks/screen-figures.ts'

/** Each copy's language, read with that language's numbers, months and words (readingOf). */
const languageOf = new WeakMap<object, 'en' | 'es'>([
  [en, 'en'],
  [es, 'es'],
])
const figures = (copy: ScreenCopy) => screenFigureProblems(copy, readingOf(languageOf.get(copy)!))

/** The real screens' copy with some texts changed: `changes` maps "section.key" to the new text. */
function withChanges(copy: object, changes: Record<string, string>): ScreenCopy {
  const clone = structuredClone(copy) as Record<string, Record<string, unknown>>
  for (const [path, text] of Object.entries(changes)) {
    const [section, key] = path.split('.') as [string, string]
    expect(clone[section]?.[key], `${path} is a key of the screens`).toBeTypeOf('string')
    clone[section]![key] = text
  }
  languageOf.set(clone, languageOf.get(copy)!)
  return clone
}
const keysOf = (copy: ScreenCopy) => figures(copy).map((p) => p.key)

describe('screen figures', () => {
  it('the screens of both languages add up', () => {
    expect(figures(en)).toEqual([])
    expect(figures(es)).toEqual([])
  })

  it('fails a spend above the budget for its period and above the lifetime cap', () => {
    const problems = figures(withChanges(en, { 'reporting.spendValue': '$8,412' }))
    expect(problems.map((p) => p.message)).toContain('8412 spent in 14 days, above the budget of 80 a day × 14 = 1120')
    expect(problems.map((p) => p.message)).toContain('8412 spent, above the lifetime cap of 3840')
  })

  it('fails a platform spending more than its share, and platforms that do not add up', () => {
    expect(keysOf(withChanges(en, { 'poster.metaSpend': '$600' }))).toEqual(
      expect.arrayContaining(['poster.metaSpend']),
    )
    expect(figures(withChanges(en, { 'poster.metaSpend': '$600' })).map((p) => p.message)).toEqual(
      expect.arrayContaining([expect.stringMatching(/600 spent on meta in 14 days, above its 40 a day × 14 = 560/)]),
    )
  })

  it('fails a lifetime cap that is not the budget a day times the days', () => {
    expect(keysOf(withChanges(en, { 'objective.totalAmount': '$4,000' }))).toContain('objective.totalAmount')
    expect(
      keysOf(withChanges(es, { 'publish.budgetCapsBody': 'US$80 al día y US$4,000 en total, tope estricto' })),
    ).toEqual(['publish.budgetCapsBody'])
  })

  it('fails conversions off the pace of the estimate, and a CPA that is not spend / conversions', () => {
    expect(keysOf(withChanges(en, { 'reporting.conversionsValue': '462' }))).toContain('reporting.conversionsValue')
    expect(keysOf(withChanges(en, { 'reporting.cpaValue': '$18.20' }))).toEqual(['reporting.cpaValue'])
  })

  it('fails a shift above the guardrail’s cap, in both languages', () => {
    expect(keysOf(withChanges(en, { 'autopilot.action1': 'Moved $120/day from Ad set B to Ad set C' }))).toEqual([
      'autopilot.action1',
    ])
    const problems = figures(withChanges(es, { 'poster.insight': 'Pasa allí US$18 al día.' }))
    expect(problems).toEqual([
      {
        key: 'poster.insight',
        message: "moves 18 a day, above the guardrail's 20% of 80 = 16 a day",
        hint: 'keep each shift within the cap of the guardrails',
      },
    ])
  })

  it('reads a shift on any screen, however it is written: a day, per day, a share of the budget', () => {
    expect(keysOf(withChanges(en, { 'autopilot.action5': 'Moved $40/day from Meta to TikTok' }))).toEqual([
      'autopilot.action5',
    ])
    expect(keysOf(withChanges(en, { 'autopilot.action2': 'Moved $30 a day to Ad set C' }))).toEqual([
      'autopilot.action2',
    ])
    const share = figures(withChanges(en, { 'poster.action3': 'Shifted 50% of the budget to Search' }))
    expect(share.map((p) => `${p.key}: ${p.message}`)).toEqual([
      "poster.action3: moves 50% of the budget, above the guardrail's cap of 20% a day",
    ])
    expect(keysOf(withChanges(es, { 'autopilot.action3': 'Movió US$30 diarios al conjunto C' }))).toEqual([
      'autopilot.action3',
    ])
    // Within the cap, or no shift at all: nothing to say.
    expect(keysOf(withChanges(en, { 'autopilot.action5': 'Moved $5 a day to Ad set C' }))).toEqual([])
    expect(keysOf(withChanges(en, { 'autopilot.action5': 'Raised the bid cap to $40 a day' }))).toEqual([])
  })

  it('fails the shifts one screen shows, made and suggested, adding up above the cap, each within it', () => {
    // The poster's feed moves $8 a day and its insight suggests $8 more: 16, the cap of 20% of 80.
    expect(keysOf(en)).toEqual([])
    const problems = figures(withChanges(en, { 'poster.insight': 'Shift $12/day to TikTok.' }))
    expect(problems.map((p) => `${p.key}: ${p.message}`)).toEqual([
      "poster.action1: the shifts of one screen (poster.action1: 8, poster.insight: 12) add up to 20 a day, above the guardrail's 20% of 80 = 16 a day",
    ])
    expect(keysOf(withChanges(es, { 'autopilot.action5': 'Pasó US$10 al día a TikTok' }))).toEqual([
      'autopilot.action1',
    ])
  })

  it('fails a period label that is not the chart’s days', () => {
    expect(keysOf(withChanges(en, { 'poster.lastDays': 'Last 7 days' }))).toEqual(['poster.lastDays'])
    expect(keysOf(withChanges(es, { 'reporting.lastDays': 'Últimos 7 días' }))).toEqual(
      expect.arrayContaining(['reporting.lastDays']),
    )
  })

  it('fails a day’s spend above the budget a day, and a week’s saving above a week’s budget', () => {
    expect(keysOf(withChanges(en, { 'poster.tooltipDay': 'Oct 27 · $720 spend' }))).toEqual(['poster.tooltipDay'])
    expect(keysOf(withChanges(en, { 'autopilot.wastedValue': '$1,240' }))).toEqual(['autopilot.wastedValue'])
  })

  it('fails dates whose span is not the campaign’s days', () => {
    expect(keysOf(withChanges(es, { 'objective.dates': '14 oct → 15 dic' }))).toEqual(['objective.days'])
  })

  it('fails a guardrail that is not the campaign’s cap a day, a hard stop', () => {
    expect(keysOf(withChanges(en, { 'autopilot.maxDailyBudgetValue': '$200' }))).toEqual([
      'autopilot.maxDailyBudgetValue',
    ])
    expect(keysOf(withChanges(es, { 'autopilot.maxDailyBudgetValue': 'US$60' }))).toEqual([
      'autopilot.maxDailyBudgetValue',
    ])
  })

  it('fails a comparison with a period before the campaign started, in both languages', () => {
    const problems = figures(withChanges(en, { 'reporting.vsPrevious': 'vs. previous 14 days' }))
    expect(problems).toEqual([
      {
        key: 'reporting.vsPrevious',
        message:
          '"vs. previous 14 days" compares with a period before Oct 14, when the campaign (Oct 14 → Nov 30) had not started',
        hint: 'compare within the campaign’s own days (week 2 vs. week 1), or with its target',
      },
    ])
    expect(keysOf(withChanges(es, { 'poster.roasChange': '+0.6 frente al periodo anterior' }))).toEqual([
      'poster.roasChange',
    ])
  })

  it('fails a campaign ROAS that is not its platforms’ weighted by spend, or differs between screens', () => {
    expect(figures(withChanges(en, { 'poster.roasValue': '3.4x' })).map((p) => p.message)).toEqual([
      "a ROAS of 3.4, but the platforms' ROAS weighted by their spend make 2.90",
      'a ROAS of 2.9 for the period, 3.4 on the campaigns screen for the same days',
    ])
    expect(keysOf(withChanges(es, { 'reporting.roasValue': '3.4' }))).toEqual(['reporting.roasValue'])
  })

  it('fails platform conversions that are not spend / CPA, or do not add up to the campaign’s', () => {
    // …and their weeks no longer add up to the campaign's (the next test).
    expect(keysOf(withChanges(en, { 'poster.metaConversions': '214' }))).toEqual([
      'poster.metaConversions',
      'poster.metaConversions',
      'poster.metaChange',
    ])
    expect(figures(withChanges(es, { 'poster.tiktokConversions': '196' })).map((p) => p.message)).toEqual([
      '196 conversions, but 434 at a CPA of 16.69 make 26.0',
      "the platforms' conversions add up to 230, the campaign's report says 60 for the same days",
      "the platforms' week-1 conversions (99) match no week 1 of the campaign's (27)",
    ])
  })

  it('fails week-2 changes no split of the period allows, in both languages', () => {
    // Spend up 12.4%: week 2 would spend 578, above the 560 a week of 80 a day allows.
    expect(figures(withChanges(en, { 'reporting.spendChange': '12.4%' })).map((p) => p.message)).toEqual(
      expect.arrayContaining(["spend up 12.4% in week 2 puts 578 in one week, above a week's budget of 560"]),
    )
    // 60 conversions cannot rise by 21% (27 → 33 is 22%, 28 → 32 is 14%).
    expect(keysOf(withChanges(es, { 'reporting.conversionsChange': '21%' }))).toEqual(['reporting.conversionsChange'])
    expect(keysOf(withChanges(en, { 'reporting.cpaChange': '9.1%' }))).toEqual(['reporting.cpaChange'])
    // A platform's change that no split of its conversions gives, or platforms whose weeks miss the campaign's.
    expect(keysOf(withChanges(en, { 'poster.googleChange': '6%' }))).toEqual(['poster.googleChange'])
    expect(keysOf(withChanges(es, { 'poster.tiktokChange': '24%' }))).toEqual(['poster.tiktokChange'])
    // 12 → 14 is 17%: a split, but with Meta's 13 and Google's 3 a week 1 of 28, the campaign's is 27.
    expect(keysOf(withChanges(es, { 'poster.tiktokChange': '17%' }))).toEqual(['poster.metaChange'])
  })
})

describe('the spend shares a screen draws', () => {
  it('add up to 100, the largest remainders rounded up', async () => {
    const { wholeShares } = await import('../../../generator/screens/chrome.ts')
    expect(wholeShares([552, 434, 107])).toEqual([50, 40, 10])
    expect(wholeShares([1, 1, 1])).toEqual([34, 33, 33])
    expect(wholeShares([3, 0])).toEqual([100, 0])
    for (const values of [
      [7, 13, 29, 51],
      [1, 2, 3, 4, 5, 6, 7],
      [999, 1],
    ])
      expect(wholeShares(values).reduce((a, b) => a + b, 0)).toBe(100)
  })
})
