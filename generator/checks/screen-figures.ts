import type { Problem } from '../../site/errors.ts'
import { LANGS, languageOf, type Lang } from '../../site/lang.ts'
import { escapeRegExp } from '../../site/escape.ts'
import { checkWords, wordsPattern, type ScreenWords } from '../../locales/check-words.ts'
import { EVERY_LANGUAGE } from './language-words.ts'
import { localeFile } from '../../locales/paths.ts'
import type { Check } from './types.ts'

/** The screens' copy as the check reads it: section → key → text. */
export type ScreenCopy = Readonly<Record<string, Readonly<Record<string, unknown>>>>

/** One contradiction between the figures of the product screens. */
export interface FigureProblem {
  /** `section.key` of the figure that disagrees (screens.<section>.<key>). */
  key: string
  message: string
  hint: string
}

/**
 * How one language's screens are read: its numbers and month names as Intl writes them for its
 * BCP 47 tag (site.languages.ts), and its words around figures (CHECK_WORDS of
 * locales/check-words.ts).
 */
export interface ScreenReading {
  /** The number a text writes first ("3,840" in en-US and es-419, "3.840" in pt-BR). */
  numberIn: (text: string) => number | null
  /** Every dollar amount of a text ("$80", "US$3,840", "US$ 3.840"). */
  amountsIn: (text: string) => number[]
  /** Dollar amounts a day ("$12/day", "$12 a day", "US$12 al día", "US$12 diarios"). */
  perDayIn: (text: string) => number[]
  /** Shares of the budget ("50% of the budget", "50% del presupuesto"). */
  budgetSharesIn: (text: string) => number[]
  /** A range ("180–260"). */
  rangeIn: (text: string) => [number, number] | null
  /** The month the first word naming one names ("Oct 14", "14 oct", "14 out.", "Sept 3"), 1 to 12. */
  monthIn: (text: string) => number | null
  /** A comparison with the period before ("vs. previous 14 days", "frente al periodo anterior"). */
  previous: RegExp
  /** A text that moves budget: "Moved", "Shift", "Reallocated", "Pasó", "Movió", "Trasladé"… */
  moves: RegExp
}

/** A word as months are matched: lower case, without its marks or a closing dot ("Out." → "out"). */
const bare = (word: string, tag: string) =>
  word.toLocaleLowerCase(tag).normalize('NFD').replace(/\p{M}/gu, '').replace(/\.$/, '')

/**
 * The month a word names in a tag's language, 1 to 12, or undefined: Intl's short name ("oct",
 * "out."), or the start, three letters or more, of one long name alone ("Sept", "octubre"; not
 * French "jui", which starts both "juin" and "juillet").
 */
function monthOfWord(tag: string): (word: string) => number | undefined {
  const names = (month: 'long' | 'short') =>
    Array.from({ length: 12 }, (_, m) =>
      bare(new Intl.DateTimeFormat(tag, { month, timeZone: 'UTC' }).format(Date.UTC(2026, m, 1)), tag),
    )
  const long = names('long')
  const short = new Map(names('short').map((name, m) => [name, m + 1]))
  return (word) => {
    const written = bare(word, tag)
    const month = short.get(written)
    if (month !== undefined || written.length < 3) return month
    const starts = long.flatMap((name, m) => (name.startsWith(written) ? [m + 1] : []))
    return starts.length === 1 ? starts[0] : undefined
  }
}

/** The reading of the language tagged `tag`, with its words. */
export function screenReading(tag: string, words: ScreenWords): ScreenReading {
  const parts = new Intl.NumberFormat(tag).formatToParts(12345.6)
  const group = parts.find((p) => p.type === 'group')?.value ?? ','
  const decimal = parts.find((p) => p.type === 'decimal')?.value ?? '.'
  const [g, d] = [escapeRegExp(group), escapeRegExp(decimal)]
  // A number as the language writes it: its digits and group separators, then its decimals.
  const NUMBER = `\\d[\\d${g}]*(?:${d}\\d+)?`
  const INTEGER = `\\d[\\d${g}]*`
  const value = (written: string) => Number(written.replaceAll(group, '').replace(decimal, '.'))
  const USD = `(?:US)?\\$\\s?(${NUMBER})`
  // "/day" follows the amount with or without spaces around its slash; a word after a space.
  const perDay = words.perDay.map((w) =>
    w.startsWith('/') ? `\\s*\\/\\s*${wordsPattern([w.slice(1)])}` : `\\s+${wordsPattern([w])}`,
  )
  const amounts = new RegExp(USD, 'gu')
  const daily = new RegExp(`${USD}(?:${perDay.join('|') || '(?!)'})`, 'giu')
  const shares = new RegExp(`(\\d+(?:${d}\\d+)?)\\s?%\\s+${wordsPattern(words.ofBudget)}`, 'giu')
  const first = new RegExp(NUMBER, 'u')
  const range = new RegExp(`(${INTEGER})\\s*[–-]\\s*(${INTEGER})`, 'u')
  const monthOf = monthOfWord(tag)
  return {
    numberIn: (text) => {
      const m = text.match(first)
      return m ? value(m[0]) : null
    },
    amountsIn: (text) => [...text.matchAll(amounts)].map((m) => value(m[1]!)),
    perDayIn: (text) => [...text.matchAll(daily)].map((m) => value(m[1]!)),
    budgetSharesIn: (text) => [...text.matchAll(shares)].map((m) => value(m[1]!)),
    rangeIn: (text) => {
      const m = text.match(range)
      return m ? [value(m[1]!), value(m[2]!)] : null
    },
    monthIn: (text) => {
      for (const [word] of text.matchAll(/\p{L}+\.?/gu)) {
        const month = monthOf(word)
        if (month !== undefined) return month
      }
      return null
    },
    previous: new RegExp(wordsPattern(words.previous), 'iu'),
    moves: new RegExp(`(?<!\\p{L})${wordsPattern(words.moves)}`, 'iu'),
  }
}

/** The reading of a declared language: its tag's Intl and its words (or `words`: a language a test declares). */
export const readingOf = (lang: Lang, words: ScreenWords = checkWords(lang).screens): ScreenReading =>
  screenReading(languageOf(lang).tag, words)

/** Every string of the screens' copy with its `section.key` path (lists and nested groups included). */
function stringsOf(node: unknown, path: string, visit: (key: string, text: string) => void): void {
  if (typeof node === 'string') visit(path, node)
  else if (Array.isArray(node)) node.forEach((item, i) => stringsOf(item, `${path}.${i}`, visit))
  else if (node && typeof node === 'object')
    for (const [key, value] of Object.entries(node)) stringsOf(value, path ? `${path}.${key}` : key, visit)
}

/** A day of the year from "Oct 14" or "14 oct" (one year: the sample campaign runs within one). */
const dayOfYearIn = (text: string, read: ScreenReading): number | null => {
  const m = read.monthIn(text)
  const day = read.numberIn(text)
  if (!m || day === null) return null
  const date = Date.UTC(2026, m - 1, day)
  return Math.round((date - Date.UTC(2026, 0, 1)) / 86_400_000)
}
/** Days from the first date to the last of a "Oct 14 → Nov 30" span, both included. */
const spanDaysIn = (text: string, read: ScreenReading): number | null => {
  const parts = text.split(/\s*(?:→|–|-)\s*/).slice(-2)
  if (parts.length !== 2) return null
  const from = dayOfYearIn(parts[0]!.replace(/.*·\s*/, ''), read)
  const to = dayOfYearIn(parts[1]!, read)
  return from === null || to === null ? null : to - from + 1
}

/**
 * The figures of the product screens, read as a regulator reads them: every screen shows one sample
 * campaign (its budget a day, its days, its lifetime cap, its estimate, its guardrails), and each
 * figure must agree with the others. Returns every contradiction, naming the key and the fix:
 * a lifetime cap that is not the budget times the days, a spend above the budget for its period,
 * conversions outside the estimate, a shift above the guardrail's cap, a period label that is not
 * the chart's days.
 */
export function screenFigureProblems(copy: ScreenCopy, read: ScreenReading): FigureProblem[] {
  const { numberIn, amountsIn, perDayIn, budgetSharesIn, rangeIn, previous: PREVIOUS, moves: MOVES } = read
  const dayOfYear = (text: string) => dayOfYearIn(text, read)
  const spanDays = (text: string) => spanDaysIn(text, read)
  const problems: FigureProblem[] = []
  const text = (section: string, key: string): string => {
    const value = copy[section]?.[key]
    return typeof value === 'string' ? value : ''
  }
  const need = (section: string, key: string, value: number | null, what: string): value is number => {
    if (value !== null && Number.isFinite(value)) return true
    problems.push({
      key: `${section}.${key}`,
      message: `no ${what} can be read in "${text(section, key)}"`,
      hint: `write ${what} as a figure`,
    })
    return false
  }
  const fail = (key: string, message: string, hint: string) => problems.push({ key, message, hint })

  // The campaign: its budget a day, its days and its lifetime cap (the objective screen sets them).
  const daily = numberIn(text('objective', 'dailyAmount'))
  const days = numberIn(text('objective', 'days'))
  const total = amountsIn(text('objective', 'totalAmount'))[0] ?? null
  if (!need('objective', 'dailyAmount', daily, 'the budget a day') || !need('objective', 'days', days, 'the days'))
    return problems
  if (need('objective', 'totalAmount', total, 'the total budget') && total !== daily * days)
    fail(
      'objective.totalAmount',
      `the total budget ${total} is not ${daily} a day × ${days} days = ${daily * days}`,
      'make the lifetime cap the budget a day times the days',
    )
  const span = spanDays(text('objective', 'dates'))
  if (span !== null && span !== days)
    fail(
      'objective.days',
      `"${text('objective', 'days')}" but the dates "${text('objective', 'dates')}" span ${span} days`,
      'make the days the span of the dates',
    )
  const poster = spanDays(text('poster', 'campaignLine'))
  if (poster !== null && poster !== days)
    fail(
      'poster.campaignLine',
      `the campaign runs ${poster} days here, ${days} on the objective screen`,
      'use the campaign’s dates',
    )

  // Budgets a day: the total, and the platforms' shares, on every screen that states them.
  for (const section of ['prompt', 'publish'])
    for (const key of ['totalPerDay']) {
      const value = amountsIn(text(section, key))[0]
      if (value !== undefined && value !== daily)
        fail(
          `${section}.${key}`,
          `${value} a day, the campaign's budget is ${daily} a day`,
          'use the campaign’s budget a day',
        )
    }
  const budgets: Record<string, number> = {}
  for (const section of ['prompt', 'publish', 'poster']) {
    const shares = ['metaBudget', 'tiktokBudget', 'googleBudget'].map((k) => amountsIn(text(section, k))[0])
    if (shares.every((v) => v !== undefined)) {
      const sum = shares.reduce((a, b) => a! + b!, 0)!
      if (sum !== daily)
        fail(
          `${section}.metaBudget`,
          `the platforms' budgets add up to ${sum} a day, the campaign's is ${daily}`,
          'make the platforms’ budgets add up to the budget a day',
        )
      ;['metaBudget', 'tiktokBudget', 'googleBudget'].forEach(
        (k, i) => (budgets[k.replace('Budget', '')] ??= shares[i]!),
      )
    }
  }
  const caps = amountsIn(text('publish', 'budgetCapsBody'))
  if (caps.length && (caps[0] !== daily || (caps[1] !== undefined && caps[1] !== total)))
    fail(
      'publish.budgetCapsBody',
      `caps ${caps.join(' and ')}; the campaign's are ${daily} a day and ${total} in all`,
      'state the campaign’s caps',
    )
  const lifetime = amountsIn(text('publish', 'lifetimeCap'))[0]
  if (lifetime !== undefined && lifetime !== total)
    fail(
      'publish.lifetimeCap',
      `a lifetime cap of ${lifetime}, the campaign's is ${total}`,
      'state the campaign’s lifetime cap',
    )
  // The guardrail is the campaign's cap a day, a hard stop: neither below the budget nor above it.
  const maxDaily = amountsIn(text('autopilot', 'maxDailyBudgetValue'))[0]
  if (maxDaily !== undefined && maxDaily !== daily)
    fail(
      'autopilot.maxDailyBudgetValue',
      `the guardrail caps the budget at ${maxDaily} a day, the campaign's cap is ${daily} a day, a hard stop`,
      'make the guardrail the campaign’s budget a day',
    )

  // Periods: the label must say the chart's days.
  for (const section of ['reporting', 'poster']) {
    const label = numberIn(text(section, 'lastDays'))
    const first = dayOfYear(text(section, 'day1'))
    const last = dayOfYear(text(section, 'day14'))
    if (label === null || first === null || last === null) continue
    const chart = last - first + 1
    if (label !== chart)
      fail(
        `${section}.lastDays`,
        `"${text(section, 'lastDays')}" over a chart of ${chart} days (${text(section, 'day1')} to ${text(section, 'day14')})`,
        'make the period label the chart’s days',
      )
    const previous = numberIn(text(section, 'vsPrevious'))
    if (previous !== null && PREVIOUS.test(text(section, 'vsPrevious')) && previous !== label)
      fail(
        `${section}.vsPrevious`,
        `compares with ${previous} days over a period of ${label}`,
        'compare with a period of the same days',
      )
    // A period before the chart's first day is one the campaign did not run in, if it started then.
    const start = dayOfYear(text('objective', 'dates').split(/\s*(?:→|–|-)\s*/)[0] ?? '')
    if (start !== null && first <= start)
      for (const key of ['vsPrevious', 'roasChange'])
        if (PREVIOUS.test(text(section, key)))
          fail(
            `${section}.${key}`,
            `"${text(section, key)}" compares with a period before ${text(section, 'day1')}, when the campaign (${text('objective', 'dates')}) had not started`,
            'compare within the campaign’s own days (week 2 vs. week 1), or with its target',
          )
  }

  // ROAS: the campaign's is its platforms' weighted by their spend, and one figure on every screen.
  const roas = numberIn(text('poster', 'roasValue'))
  const platforms = ['meta', 'tiktok', 'google'].map((p) => ({
    spend: amountsIn(text('poster', `${p}Spend`))[0],
    roas: numberIn(text('poster', `${p}Roas`)),
  }))
  if (roas !== null && platforms.every((p) => p.spend !== undefined && p.roas !== null)) {
    const spent = platforms.reduce((a, p) => a + p.spend!, 0)
    const weighted = platforms.reduce((a, p) => a + p.spend! * p.roas!, 0) / spent
    if (Math.abs(weighted - roas) > 0.05)
      fail(
        'poster.roasValue',
        `a ROAS of ${roas}, but the platforms' ROAS weighted by their spend make ${weighted.toFixed(2)}`,
        'make the campaign’s ROAS its platforms’ weighted by their spend',
      )
  }
  // Conversions: each platform's are its spend over its CPA, and they add up to the campaign's.
  const counts = ['meta', 'tiktok', 'google'].map((p) => ({
    p,
    count: numberIn(text('poster', `${p}Conversions`)),
    spend: amountsIn(text('poster', `${p}Spend`))[0],
    cpa: amountsIn(text('poster', `${p}Cpa`))[0],
  }))
  for (const { p, count, spend, cpa } of counts)
    if (count !== null && spend !== undefined && cpa !== undefined && count > 0 && Math.abs(cpa - spend / count) > 0.01)
      fail(
        `poster.${p}Conversions`,
        `${count} conversions, but ${spend} at a CPA of ${cpa} make ${(spend / cpa).toFixed(1)}`,
        'make the conversions the spend divided by the CPA',
      )
  const converted = numberIn(text('reporting', 'conversionsValue'))
  if (converted !== null && counts.every((c) => c.count !== null)) {
    const sum = counts.reduce((a, c) => a + c.count!, 0)
    if (sum !== converted)
      fail(
        'poster.metaConversions',
        `the platforms' conversions add up to ${sum}, the campaign's report says ${converted} for the same days`,
        'make the platforms’ conversions add up to the campaign’s',
      )
  }
  const reported = numberIn(text('reporting', 'roasValue'))
  if (roas !== null && reported !== null && reported !== roas)
    fail(
      'reporting.roasValue',
      `a ROAS of ${reported} for the period, ${roas} on the campaigns screen for the same days`,
      'show the campaign’s one ROAS for the period',
    )

  // Spend: never above the budget for its period; the platforms add up; the cost per conversion follows.
  const period = numberIn(text('reporting', 'lastDays'))
  const spend = amountsIn(text('reporting', 'spendValue'))[0]
  if (period !== null && spend !== undefined) {
    if (spend > daily * period)
      fail(
        'reporting.spendValue',
        `${spend} spent in ${period} days, above the budget of ${daily} a day × ${period} = ${daily * period}`,
        'keep the spend within the budget for the period',
      )
    if (total !== null && spend > total)
      fail(
        'reporting.spendValue',
        `${spend} spent, above the lifetime cap of ${total}`,
        'keep the spend within the lifetime cap',
      )
    for (const section of ['reporting', 'poster']) {
      const parts = ['metaSpend', 'tiktokSpend', 'googleSpend'].map((k) => amountsIn(text(section, k))[0])
      if (parts.some((v) => v === undefined)) continue
      const sum = parts.reduce((a, b) => a! + b!, 0)!
      if (Math.abs(sum - spend) > 1)
        fail(
          `${section}.metaSpend`,
          `the platforms' spend adds up to ${sum}, the campaign's spend is ${spend}`,
          'make the platforms’ spend add up to the spend',
        )
      ;['meta', 'tiktok', 'google'].forEach((p, i) => {
        const budget = budgets[p]
        if (budget !== undefined && parts[i]! > budget * period)
          fail(
            `${section}.${p}Spend`,
            `${parts[i]} spent on ${p} in ${period} days, above its ${budget} a day × ${period} = ${budget * period}`,
            'keep each platform’s spend within its budget for the period',
          )
      })
    }
    const conversions = numberIn(text('reporting', 'conversionsValue'))
    const estimate = rangeIn(text('objective', 'estimate'))
    if (conversions !== null && estimate) {
      const projected = Math.round((conversions / period) * days)
      if (conversions > estimate[1] || projected < estimate[0] || projected > estimate[1])
        fail(
          'reporting.conversionsValue',
          `${conversions} conversions in ${period} days, about ${projected} over ${days} days, against an estimate of ${estimate[0]}–${estimate[1]}`,
          'keep the conversions on the pace of the estimate',
        )
      const cpa = amountsIn(text('reporting', 'cpaValue'))[0]
      if (cpa !== undefined && conversions > 0 && Math.abs(cpa - spend / conversions) > 0.01)
        fail(
          'reporting.cpaValue',
          `a CPA of ${cpa}, but ${spend} / ${conversions} conversions = ${(spend / conversions).toFixed(2)}`,
          'make the CPA the spend divided by the conversions',
        )
    }
    const wasted = amountsIn(text('autopilot', 'wastedValue'))[0]
    if (wasted !== undefined && wasted > daily * 7)
      fail(
        'autopilot.wastedValue',
        `${wasted} of wasted spend cut this week, above a week's budget of ${daily * 7}`,
        'keep a week’s figure within a week’s budget',
      )
  }
  const tooltip = amountsIn(text('poster', 'tooltipDay'))[0]
  if (tooltip !== undefined && tooltip > daily)
    fail(
      'poster.tooltipDay',
      `${tooltip} spent in one day, above the budget of ${daily} a day`,
      'keep a day’s spend within the budget a day',
    )

  // Week 2 against week 1 (a period of two weeks, its changes so labelled): the changes must be those of
  // some split of the period's spend and conversions, each week's spend within a week's budget. The
  // reporting screen draws spend and conversions rising and the CPA falling (drawings/reporting.ts).
  const weekly = /\b2\b[^\d]*\b1\b/.test(text('reporting', 'vsPrevious'))
  const percentIn = (section: string, key: string) => numberIn(text(section, key))
  const conversionsTotal = numberIn(text('reporting', 'conversionsValue'))
  /** The first-week counts of `total` whose rise to the second week rounds to `pct` percent. */
  const splitsOf = (total: number, pct: number) =>
    Array.from({ length: total }, (_, i) => i + 1).filter((first) => {
      const second = total - first
      return second >= 0 && Math.round(((second - first) / first) * 100) === Math.round(pct)
    })
  if (weekly && period === 14 && spend !== undefined && conversionsTotal !== null) {
    const spendRise = percentIn('reporting', 'spendChange')
    const secondSpend = spendRise === null ? null : (spend * (1 + spendRise / 100)) / (2 + spendRise / 100)
    if (secondSpend !== null && secondSpend > daily * 7 + 0.5)
      fail(
        'reporting.spendChange',
        `spend up ${spendRise}% in week 2 puts ${secondSpend.toFixed(0)} in one week, above a week's budget of ${daily * 7}`,
        'make the rise one the budget a day allows in a week',
      )
    const convRise = percentIn('reporting', 'conversionsChange')
    const splits = convRise === null ? [] : splitsOf(conversionsTotal, convRise)
    if (convRise !== null && splits.length === 0)
      fail(
        'reporting.conversionsChange',
        `no split of ${conversionsTotal} conversions into two weeks rises by ${convRise}%`,
        'give the rise of some whole split of the conversions (27 then 33 is 22%)',
      )
    const cpaFall = percentIn('reporting', 'cpaChange')
    if (cpaFall !== null && spendRise !== null && splits.length > 0) {
      const firstSpend = spend / (2 + spendRise / 100)
      const falls = splits.map((first) => {
        const before = firstSpend / first
        const after = (spend - firstSpend) / (conversionsTotal - first)
        return ((before - after) / before) * 100
      })
      if (!falls.some((fall) => Math.abs(fall - cpaFall) <= 0.2))
        fail(
          'reporting.cpaChange',
          `a CPA down ${cpaFall}%, but the weeks' spend and conversions make ${falls.map((f) => f.toFixed(1)).join(' or ')}%`,
          'make the CPA’s change follow from the spend’s and the conversions’',
        )
    }
    // The campaigns screen's platforms: each one's change a split of its conversions, adding up to one of the campaign's.
    const platformSplits = ['meta', 'tiktok', 'google'].map((p) => {
      const count = numberIn(text('poster', `${p}Conversions`))
      const pct = percentIn('poster', `${p}Change`)
      return { p, count, pct, firsts: count === null || pct === null ? null : splitsOf(count, pct) }
    })
    for (const { p, count, pct, firsts } of platformSplits)
      if (firsts !== null && firsts.length === 0)
        fail(
          `poster.${p}Change`,
          `no split of ${count} conversions into two weeks rises by ${pct}%`,
          'give the rise of some whole split of the platform’s conversions',
        )
    if (platformSplits.every((x) => x.firsts && x.firsts.length > 0) && splits.length > 0) {
      const sums = platformSplits.reduce<number[]>((acc, x) => acc.flatMap((a) => x.firsts!.map((f) => a + f)), [0])
      if (!sums.some((sum) => splits.includes(sum)))
        fail(
          'poster.metaChange',
          `the platforms' week-1 conversions (${[...new Set(sums)].join(' or ')}) match no week 1 of the campaign's (${splits.join(' or ')})`,
          'make the platforms’ changes add up to the campaign’s',
        )
    }
  }

  // Shifts between ad sets or platforms, on any screen: within the guardrail's cap a day, in
  // dollars a day or as a share of the budget; and the shifts one screen shows (those made and
  // those it suggests, as a visitor reads them together), added up, within the cap too.
  const capShare = numberIn(text('autopilot', 'maxShiftValue'))
  if (capShare !== null) {
    const cap = (capShare / 100) * daily
    const perScreen = new Map<string, { key: string; moved: number }[]>()
    stringsOf(copy, '', (key, value) => {
      if (!MOVES.test(value)) return
      for (const moved of perDayIn(value)) {
        const screen = key.split('.')[0]!
        perScreen.set(screen, [...(perScreen.get(screen) ?? []), { key, moved }])
        if (moved > cap)
          fail(
            key,
            `moves ${moved} a day, above the guardrail's ${capShare}% of ${daily} = ${cap} a day`,
            'keep each shift within the cap of the guardrails',
          )
      }
      for (const share of budgetSharesIn(value))
        if (share > capShare)
          fail(
            key,
            `moves ${share}% of the budget, above the guardrail's cap of ${capShare}% a day`,
            'keep each shift within the cap of the guardrails',
          )
    })
    for (const shifts of perScreen.values()) {
      const total = shifts.reduce((sum, s) => sum + s.moved, 0)
      if (shifts.length > 1 && total > cap && shifts.every((s) => s.moved <= cap))
        fail(
          shifts[0]!.key,
          `the shifts of one screen (${shifts.map((s) => `${s.key}: ${s.moved}`).join(', ')}) add up to ${total} a day, above the guardrail's ${capShare}% of ${daily} = ${cap} a day`,
          'make the shifts a screen shows together, made or suggested, add up within the cap of the guardrails',
        )
    }
  }
  return problems
}

/**
 * The product screens' figures agree with each other and with the campaign they show (issue 53):
 * the budget, the spend, the days, the conversions and the guardrails' caps, in both languages.
 */
export const screenFigures: Check = {
  id: 'screen-figures',
  title: 'Screens that add up',
  summary: (_site) => `every product screen’s budget, spend, days, conversions and shifts agree, in ${EVERY_LANGUAGE}`,
  run(ctx) {
    if (!ctx.site) return []
    const problems: Problem[] = []
    for (const lang of LANGS)
      for (const p of screenFigureProblems(ctx.site.copy[lang].screens as unknown as ScreenCopy, readingOf(lang)))
        problems.push(toProblem(lang, p))
    return problems
  },
}

const toProblem = (lang: Lang, p: FigureProblem): Problem => ({
  check: 'screen-figures',
  file: localeFile(lang, 'screens'),
  route: '*',
  key: `screens.${p.key}`,
  message: p.message,
  hint: `${p.hint}, then run \`npm run screens\``,
})
