import { n, type Canvas } from '../canvas.ts'
import { icon, rail, stepButtons, window, wizardHeader } from '../chrome.ts'
import type { KeyOf, Screen } from '../types.ts'

type C = Canvas<KeyOf<'objective'>>
type Goal = { title: KeyOf<'objective'>; body: KeyOf<'objective'>; tile: string; stroke: string; path: string }

const GOALS: Goal[] = [
  {
    title: 'sales',
    body: 'salesBody',
    tile: '#e9e5ff',
    stroke: '#5b37e6',
    path: 'M5 8h14l-1 12H6z M9 10V7a3 3 0 0 1 6 0v3',
  },
  {
    title: 'leads',
    body: 'leadsBody',
    tile: '#ccfbf1',
    stroke: '#0d9488',
    path: 'M10 4a4 4 0 1 0 0 8a4 4 0 1 0 0-8z M3 20c1-4 3.5-6 7-6 2 0 3.5.5 4.7 1.5 M18 13v6 M15 16h6',
  },
  {
    title: 'traffic',
    body: 'trafficBody',
    tile: '#dbeafe',
    stroke: '#2563eb',
    path: 'M5 4l13 6-5.5 2L10 18z M13 13l5 5',
  },
  {
    title: 'appInstalls',
    body: 'appInstallsBody',
    tile: '#fef3c7',
    stroke: '#d97706',
    path: 'M8 3h8a1 1 0 0 1 1 1v16a1 1 0 0 1-1 1H8a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1z M12 8v6 M9.5 11.5L12 14l2.5-2.5 M11 18h2',
  },
  {
    title: 'awareness',
    body: 'awarenessBody',
    tile: '#fce7f3',
    stroke: '#db2777',
    path: 'M2.5 12C5 7.5 8.5 5.5 12 5.5s7 2 9.5 6.5C19 16.5 15.5 18.5 12 18.5S5 16.5 2.5 12z M12 9a3 3 0 1 0 0 6a3 3 0 1 0 0-6z',
  },
]

/** One objective card; the first is selected. Its name and description wrap within the card. */
function goal(c: C, g: Goal, i: number): string {
  const x = 96.5 + i * 170
  const left = x + 15.5
  const selected = i === 0
  const frame = selected
    ? `<rect x="${n(x - 3.5)}" y="189" width="158" height="158" rx="15" fill="#e9e5ff"/>\n<rect x="${n(x + 0.5)}" y="193" width="150" height="150" rx="12" fill="#fff" stroke="#5b37e6" stroke-width="2"/>\n<circle cx="${n(x + 125.5)}" cy="218" r="11" fill="#5b37e6"/><path transform="translate(${n(x + 118.3)} 210.8) scale(0.596)" d="M5 12.5l4.5 4.5L19 7.5" fill="none" stroke="#fff" stroke-width="4.43" stroke-linecap="round" stroke-linejoin="round"/>`
    : `<rect x="${n(x)}" y="192.5" width="151" height="151" rx="12" fill="#fff" stroke="#e2e8f0" filter="url(#s)"/>\n<circle cx="${n(x + 125.5)}" cy="218" r="9.5" fill="#fff" stroke="#cbd5e1" stroke-width="1.5"/>`
  const title = c.para(left, 280, g.title, {
    size: 15,
    fill: '#0f172a',
    weight: '600',
    width: 120,
    lineHeight: 18,
    maxLines: 2,
  })
  const body = c.para(left, 280 + (title.lines - 1) * 18 + 22, g.body, {
    size: 12,
    fill: '#64748b',
    width: 120,
    lineHeight: 17,
    maxLines: 4 - title.lines,
  })
  return [
    frame,
    `<rect x="${n(left)}" y="208" width="40" height="40" rx="10" fill="${g.tile}"/>` +
      icon(g.path, left + 8, 216, 24, g.stroke, 2),
    title.svg,
    body.svg,
  ].join('\n')
}

/** Step 2 of a new campaign: the objective (Sales selected), the daily budget and the dates. */
export const objective: Screen<'objective'> = {
  width: 960,
  height: 640,
  render(c) {
    const symbolW = c.w('currencySymbol', 15)
    const days = c.pill(668, 453, 'days', { h: 22, size: 12, bg: '#e9e5ff', fg: '#5b37e6', align: 'end' })
    const buttons = stepButtons(c, 'continue', 'back')
    const titleW = c.w('budgetTitle', 15, '600')
    return window(c, {
      width: 960,
      height: 640,
      body: [
        rail(c, 'campaigns'),
        wizardHeader(c, 1),
        c.t(96, 142, 'title', { size: 22, fill: '#0f172a', weight: '700', max: 832 }),
        c.t(96, 166, 'subtitle', { size: 13, fill: '#64748b', max: 832 }),
        ...GOALS.map((g, i) => goal(c, g, i)),
        '<rect x="96.5" y="368.5" width="831" height="167" rx="12" fill="#fff" stroke="#e2e8f0" filter="url(#s)"/>',
        c.t(120, 402, 'budgetTitle', { size: 15, fill: '#0f172a', weight: '600' }),
        '<rect x="864" y="386" width="40" height="22" rx="11" fill="#5b37e6"/><circle cx="893" cy="397" r="8" fill="#fff"/>',
        c.t(852, 402, 'rebalance', { size: 13, fill: '#475569', anchor: 'end', max: 852 - 120 - titleW - 24 }),
        c.t(120, 432, 'dailyBudget', { size: 12, fill: '#475569', weight: '600', max: 239 }),
        '<rect x="120.5" y="442.5" width="239" height="43" rx="10" fill="#fff" stroke="#cbd5e1"/>',
        c.t(136, 469.5, 'currencySymbol', { size: 15, fill: '#94a3b8' }),
        c.t(136 + symbolW + 4, 469.5, 'dailyAmount', { size: 15, fill: '#0f172a', weight: '600' }),
        c.t(344, 469, 'perDay', { size: 12, fill: '#94a3b8', anchor: 'end' }),
        c.t(120, 510, 'recommended', { size: 12, fill: '#64748b', max: 250 }),
        c.t(384, 432, 'schedule', { size: 12, fill: '#475569', weight: '600', max: 299 }),
        '<rect x="384.5" y="442.5" width="299" height="43" rx="10" fill="#fff" stroke="#cbd5e1"/>',
        icon(
          'M5 6h14a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1z M4 10h16 M8 4v4 M16 4v4',
          398,
          454,
          20,
          '#64748b',
        ),
        c.t(428, 469.5, 'dates', { size: 15, fill: '#0f172a', weight: '600', max: 668 - days.width - 8 - 428 }),
        days.svg,
        c.t(384, 510, 'endsAutomatically', { size: 12, fill: '#64748b', max: 310 }),
        c.t(708, 432, 'totalBudget', { size: 12, fill: '#475569', weight: '600', max: 196 }),
        '<rect x="708" y="442" width="196" height="44" rx="10" fill="#f8fafc"/>',
        c.t(724, 471, 'totalAmount', {
          size: 20,
          fill: '#0f172a',
          weight: '700',
          max: 888 - 724 - c.w('capped', 12, '600') - 8,
        }),
        c.t(888, 469, 'capped', { size: 12, fill: '#16a34a', weight: '600', anchor: 'end' }),
        c.t(708, 510, 'estimate', { size: 12, fill: '#64748b', max: 210 }),
        icon(
          'M12 4a8 8 0 1 0 0 16a8 8 0 1 0 0-16z M12 8a4 4 0 1 0 0 8a4 4 0 1 0 0-8z M12 11.5v1',
          96,
          578,
          20,
          '#64748b',
        ),
        c.t(124, 592.5, 'optimizedFor', { size: 13, fill: '#475569', max: buttons.left - 16 - 124 }),
        buttons.svg,
      ],
    })
  },
}
