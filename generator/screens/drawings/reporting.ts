import { n, type Canvas } from '../canvas.ts'
import { campaignBar, gridLines, icon, rail, sharesOf, window } from '../chrome.ts'
import type { KeyOf, Screen } from '../types.ts'

type C = Canvas<KeyOf<'reporting'>>
type Key = KeyOf<'reporting'>

const DEFS =
  '<linearGradient id="ar" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#5b37e6" stop-opacity=".22"/><stop offset="1" stop-color="#5b37e6" stop-opacity="0"/></linearGradient>'

/** A KPI tile: its name, the change in a pill at its right edge, the figure and the period. */
function kpi(c: C, x: number, name: Key, change: Key, value: Key, up: boolean, good: boolean): string {
  const pill = c.pill(x + 179.5, 133, change, {
    h: 22,
    size: 12,
    bg: good ? '#dcfce7' : '#f1f5f9',
    fg: good ? '#15803d' : '#475569',
    lead: 12,
    align: 'end',
  })
  const left = x + 179.5 - pill.width
  const arrow = up ? `M${n(left + 10)} 147l4-6 4 6z` : `M${n(left + 10)} 141l4 6 4-6z`
  return [
    `<rect x="${x}" y="120.5" width="195" height="95" rx="12" fill="#fff" stroke="#e2e8f0" filter="url(#s)"/>`,
    c.t(x + 17.5, 148, name, { size: 13, fill: '#64748b', weight: '600', max: 179.5 - 17.5 - pill.width - 8 }),
    pill.svg + `<path d="${arrow}" fill="${good ? '#15803d' : '#475569'}"/>`,
    c.t(x + 17.5, 182, value, { size: 26, fill: '#0f172a', weight: '700', max: 162 }),
    c.t(x + 17.5, 203, 'vsPrevious', { size: 11, fill: '#94a3b8', max: 162 }),
  ].join('\n')
}

const PLATFORMS: { name: string; amount: Key; y: number; bar: string; mark: string }[] = [
  {
    name: 'Meta',
    amount: 'metaSpend',
    y: 284,
    bar: '<rect x="636" y="310" width="272" height="8" rx="4" fill="#f1f5f9"/><rect x="636" y="310" width="272" height="8" rx="4" fill="#0866ff"/>',
    mark: '<rect x="636" y="284" width="20" height="20" rx="5" fill="#0866ff"/><path d="M646 294C644.2 288 636.5 288 636.8 294.2C637 299.5 644.2 299 646 294C647.8 288 655.5 288 655.2 294.2C655 299.5 647.8 299 646 294z" fill="none" stroke="#fff" stroke-width="1.5" stroke-linejoin="round"/>',
  },
  {
    name: 'TikTok',
    amount: 'tiktokSpend',
    y: 326,
    bar: '<rect x="636" y="352" width="272" height="8" rx="4" fill="#f1f5f9"/><rect x="636" y="352" width="211.3" height="8" rx="4" fill="#111827"/>',
    mark: '<rect x="636" y="326" width="20" height="20" rx="5" fill="#000"/><path d="M646.4 330.4V337.9a2.2 2.2 0 1 1-2.2-2.2M646.4 330.4c0.4 1.5 1.5 2.5 3.2 2.6" fill="none" stroke="#25f4ee" stroke-width="1.6" stroke-linecap="round"/><path d="M647.6 331.6V339.1a2.2 2.2 0 1 1-2.2-2.2M647.6 331.6c0.4 1.5 1.5 2.5 3.2 2.6" fill="none" stroke="#fe2c55" stroke-width="1.6" stroke-linecap="round"/><path d="M647 331V338.5a2.2 2.2 0 1 1-2.2-2.2M647 331c0.4 1.5 1.5 2.5 3.2 2.6" fill="none" stroke="#fff" stroke-width="1.6" stroke-linecap="round"/>',
  },
  {
    name: 'Google',
    amount: 'googleSpend',
    y: 368,
    bar: '<rect x="636" y="394" width="272" height="8" rx="4" fill="#f1f5f9"/><rect x="636" y="394" width="60.2" height="8" rx="4" fill="#fbbc05"/>',
    mark: '<rect x="636.5" y="368.5" width="19" height="19" rx="5" fill="#fff" stroke="#e2e8f0"/><path d="M649.3 375.3A4.2 4.2 0 0 1 649 381" fill="none" stroke="#4285f4" stroke-width="2"/><path d="M649 381A4.2 4.2 0 0 1 643 381" fill="none" stroke="#34a853" stroke-width="2"/><path d="M643 381A4.2 4.2 0 0 1 642.5 375.6" fill="none" stroke="#fbbc05" stroke-width="2"/><path d="M642.5 375.6A4.2 4.2 0 0 1 649.3 375.3" fill="none" stroke="#ea4335" stroke-width="2"/><rect x="646" y="377" width="5.2" height="2" fill="#4285f4"/>',
  },
]

/** The chart's legend, right-aligned at 580: the ROAS line, then the target line. */
function legend(c: C): string {
  const targetW = c.w('target', 12)
  const dash = 580 - targetW - 8 - 18
  const roasEnd = dash - 12
  const bar = roasEnd - c.w('roas', 12) - 8 - 18
  return [
    c.t(580, 265, 'target', { size: 12, fill: '#64748b', anchor: 'end' }),
    `<path d="M${n(dash)} 261h18" fill="none" stroke="#0d9488" stroke-width="2" stroke-dasharray="4 3"/>`,
    c.t(roasEnd, 265, 'roas', { size: 12, fill: '#64748b', anchor: 'end' }),
    `<rect x="${n(bar)}" y="259" width="18" height="4" rx="2" fill="#5b37e6"/>`,
  ].join('\n')
}

/** Reporting: KPI tiles, ROAS over 14 days, spend by platform and the AI's summary. */
export const reporting: Screen<'reporting'> = {
  width: 960,
  height: 640,
  render(c) {
    const shares = sharesOf(
      c,
      PLATFORMS.map((p) => p.amount),
    )
    const datesW = 14 + 17 + 8 + c.w('lastDays', 13, '600') + 14
    const dates = { width: datesW }
    const liveRight = 928 - dates.width - 16
    const liveW = c.w('live', 12)
    return window(c, {
      width: 960,
      height: 640,
      defs: DEFS,
      body: [
        rail(c, 'reports'),
        ...campaignBar(c, liveRight - liveW - 30),
        `<rect x="${n(928 - datesW + 0.5)}" y="52.5" width="${n(datesW - 1)}" height="31" rx="10" fill="#fff" stroke="#cbd5e1"/>` +
          icon(
            'M5 6h14a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1z M4 10h16 M8 4v4 M16 4v4',
            928 - datesW + 14,
            59.5,
            17,
            '#0f172a',
            2,
          ) +
          c.t(928 - datesW + 39, 72.7, 'lastDays', { size: 13, fill: '#0f172a', weight: '600' }),
        `<circle cx="${n(liveRight - liveW - 12)}" cy="68" r="4" fill="#16a34a"/><circle cx="${n(liveRight - liveW - 12)}" cy="68" r="7.5" fill="#16a34a" fill-opacity=".18"/>`,
        c.t(liveRight, 72.5, 'live', { size: 12, fill: '#64748b', anchor: 'end' }),
        kpi(c, 96.5, 'spend', 'spendChange', 'spendValue', true, false),
        kpi(c, 308.5, 'roas', 'roasChange', 'roasValue', true, true),
        kpi(c, 520.5, 'cpa', 'cpaChange', 'cpaValue', false, true),
        kpi(c, 732.5, 'conversions', 'conversionsChange', 'conversionsValue', true, true),
        '<rect x="96.5" y="232.5" width="503" height="383" rx="12" fill="#fff" stroke="#e2e8f0" filter="url(#s)"/>',
        c.t(116, 265, 'chartTitle', { size: 15, fill: '#0f172a', weight: '600' }),
        c.t(116, 284, 'chartSubtitle', { size: 12, fill: '#64748b', max: 464 }),
        legend(c),
        ...gridLines(c, { left: 148, right: 572, labelEnd: 136, labelMax: 32 }, [
          [564.5, 568, 'axis1'],
          [484.5, 488, 'axis2'],
          [404.5, 408, 'axis3'],
          [324.5, 328, 'axis4'],
        ]),
        '<path d="M148 460C153.9 457.1 168.9 445.4 180.6 444C192.4 442.6 201.5 454.9 213.2 452C225 449.1 234.1 430.9 245.8 428C257.6 425.1 266.7 438.9 278.5 436C290.2 433.1 299.3 414.9 311.1 412C322.8 409.1 332 421.4 343.7 420C355.4 418.6 364.6 408.3 376.3 404C388 399.7 397.2 394.6 408.9 396C420.7 397.4 429.8 413.4 441.5 412C453.3 410.6 462.4 393.8 474.2 388C485.9 382.2 495 380 506.8 380C518.5 380 527.6 389.4 539.4 388C551.1 386.6 566.1 374.9 572 372V564H148z" fill="url(#ar)"/>',
        '<path d="M148 404H572" fill="none" stroke="#0d9488" stroke-width="1.5" stroke-dasharray="5 4"/>',
        '<path d="M148 460C153.9 457.1 168.9 445.4 180.6 444C192.4 442.6 201.5 454.9 213.2 452C225 449.1 234.1 430.9 245.8 428C257.6 425.1 266.7 438.9 278.5 436C290.2 433.1 299.3 414.9 311.1 412C322.8 409.1 332 421.4 343.7 420C355.4 418.6 364.6 408.3 376.3 404C388 399.7 397.2 394.6 408.9 396C420.7 397.4 429.8 413.4 441.5 412C453.3 410.6 462.4 393.8 474.2 388C485.9 382.2 495 380 506.8 380C518.5 380 527.6 389.4 539.4 388C551.1 386.6 566.1 374.9 572 372" fill="none" stroke="#5b37e6" stroke-width="2.5" stroke-linecap="round"/>',
        c.t(148, 588, 'day1', { size: 11, fill: '#94a3b8' }),
        c.t(245.8, 588, 'day4', { size: 11, fill: '#94a3b8', anchor: 'middle' }),
        c.t(343.7, 588, 'day7', { size: 11, fill: '#94a3b8', anchor: 'middle' }),
        c.t(441.5, 588, 'day10', { size: 11, fill: '#94a3b8', anchor: 'middle' }),
        c.t(572, 588, 'day14', { size: 11, fill: '#94a3b8', anchor: 'end' }),
        '<path d="M572 372V564" fill="none" stroke="#5b37e6" stroke-width="1" stroke-dasharray="2 3" stroke-opacity=".6"/>',
        '<circle cx="572" cy="372" r="6" fill="#fff" stroke="#5b37e6" stroke-width="3"/>',
        '<rect x="448" y="310" width="112" height="46" rx="8" fill="#0f172a"/>',
        c.t(460, 329, 'day14', { size: 11, fill: '#cbd5e1', max: 88 }) +
          c.t(460, 347, 'tooltipRoas', { size: 13, fill: '#fff', weight: '700', max: 88 }),
        '<rect x="616.5" y="232.5" width="311" height="179" rx="12" fill="#fff" stroke="#e2e8f0" filter="url(#s)"/>',
        c.t(636, 265, 'spendByPlatform', {
          size: 15,
          fill: '#0f172a',
          weight: '600',
          max: 908 - c.w('spendValue', 13, '600') - 12 - 636,
        }),
        c.t(908, 265, 'spendValue', { size: 13, fill: '#64748b', weight: '600', anchor: 'end' }),
        ...PLATFORMS.map((p, i) =>
          [
            p.mark,
            c.lit(664, p.y + 15, p.name, { size: 13, fill: '#0f172a', weight: '600' }),
            c.t(908, p.y + 15, p.amount, { size: 13, fill: '#0f172a', weight: '600', anchor: 'end' }),
            c.lit(908 - c.w(p.amount, 13, '600') - 12, p.y + 15, shares[i]!, {
              size: 12,
              fill: '#94a3b8',
              anchor: 'end',
            }),
            p.bar,
          ].join('\n'),
        ),
        '<rect x="616.5" y="428.5" width="311" height="187" rx="12" fill="#f3f1ff" stroke="#ddd6fe"/>',
        '<circle cx="650" cy="458" r="14" fill="#fff"/><path d="M649 452Q651 457 656 459Q651 461 649 466Q647 461 642 459Q647 457 649 452zM655.6 449.9Q656.5 452.2 658.8 453.1Q656.5 453.9 655.6 456.2Q654.8 453.9 652.5 453.1Q654.8 452.2 655.6 449.9z" fill="#5b37e6"/>',
        c.t(672, 463, 'aiSummary', {
          size: 15,
          fill: '#0f172a',
          weight: '600',
          max: 908 - c.w('today', 12) - 12 - 672,
        }),
        c.t(908, 463, 'today', { size: 12, fill: '#64748b', anchor: 'end' }),
        c.para(636, 496, 'summary', { size: 13, fill: '#475569', width: 272, lineHeight: 20, maxLines: 4 }).svg,
        c.t(636, 596, 'seeWhatChanged', { size: 13, fill: '#5b37e6', weight: '600', max: 272 }),
      ],
    })
  },
}
