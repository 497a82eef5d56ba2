/** The poster's sidebar and its live-campaign cards (generator/screens/drawings/poster.ts draws the rest). */
import { n, type Canvas } from '../canvas.ts'
import { initialsOf } from '../chrome.ts'
import type { KeyOf } from '../types.ts'

type C = Canvas<KeyOf<'poster'>>
type Key = KeyOf<'poster'>

/** The sidebar's icons, drawn as they are (home, campaigns, creatives, reports, autopilot, agents). */
const NAV_ICONS: string[] = [
  '<path transform="translate(26 126) scale(0.833)" d="M4 11l8-7 8 7v9H4z M10 20v-6h4v6" fill="none" stroke="#8b93a7" stroke-width="2.16" stroke-linecap="round" stroke-linejoin="round"/>',
  '<path transform="translate(26 170) scale(0.833)" d="M4 10v4h3l8 4V6l-8 4z M19 9.5a3.5 3.5 0 0 1 0 5" fill="none" stroke="#fff" stroke-width="2.16" stroke-linecap="round" stroke-linejoin="round"/>',
  '<path transform="translate(26 214) scale(0.833)" d="M5 5h14a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1z M4 16l5-5 4 4 2-2 5 5 M15 9.5h.01" fill="none" stroke="#8b93a7" stroke-width="2.16" stroke-linecap="round" stroke-linejoin="round"/>',
  '<path transform="translate(26 258) scale(0.833)" d="M5 4v16h15 M9 16v-4 M13 16V8 M17 16v-7" fill="none" stroke="#8b93a7" stroke-width="2.16" stroke-linecap="round" stroke-linejoin="round"/>',
  '<path transform="translate(26 302) scale(0.833)" d="M13 3L5 14h6l-1 7 8-11h-6z" fill="none" stroke="#8b93a7" stroke-width="2.16" stroke-linecap="round" stroke-linejoin="round"/>',
  '<path transform="translate(26 346) scale(0.833)" d="M5 5h14a1 1 0 0 1 1 1v9a1 1 0 0 1-1 1H10l-5 4V6a1 1 0 0 1 1-1z" fill="none" stroke="#8b93a7" stroke-width="2.16" stroke-linecap="round" stroke-linejoin="round"/>',
]

/** A label with a badge at the sidebar's right edge (196): the badge follows its text. */
function navBadge(
  c: C,
  y: number,
  key: Key | null,
  text: string,
  bg: string,
  fg: string,
): { svg: string; left: number } {
  const label = key ? c.s(key) : text
  const w = Math.max(32, 18 + c.width(label, 11, '700'))
  const left = 196 - w
  const drawn = key
    ? c.t(left + w / 2, y + 13, key, { size: 11, fill: fg, weight: '700', anchor: 'middle' })
    : c.lit(left + w / 2, y + 13, text, { size: 11, fill: fg, weight: '700', anchor: 'middle' })
  return { svg: `<rect x="${n(left)}" y="${y}" width="${n(w)}" height="18" rx="9" fill="${bg}"/>` + drawn, left }
}

/**
 * The LinkedIn row: its name, then the "coming soon" badge at the sidebar's
 * right edge, or under the name when both do not fit on one line ("Próximamente").
 */
function linkedinRow(c: C, soonW: number): string[] {
  const oneLine = c.w('linkedinAds', 13) <= 196 - soonW - 6 - 56
  const badgeX = oneLine ? 196 - soonW : 56
  const badgeY = oneLine ? 550 : 568
  return [
    c.t(56, oneLine ? 563.5 : 560, 'linkedinAds', { size: 13, fill: '#64748b', max: 140 }),
    `<rect x="${n(badgeX)}" y="${badgeY}" width="${n(soonW)}" height="18" rx="9" fill="#1e293b"/>` +
      c.t(badgeX + soonW / 2, badgeY + 13, 'soon', { size: 11, fill: '#8b93a7', weight: '600', anchor: 'middle' }),
  ]
}

/** The app's sidebar: workspace, sections (Campaigns active), connected platforms, the user. */
export function sidebar(c: C): string {
  const items: [Key, number][] = [
    ['home', 141],
    ['campaigns', 185],
    ['creatives', 229],
    ['reports', 273],
    ['autopilot', 317],
    ['agents', 361],
  ]
  const agents = navBadge(c, 347, null, '3', '#1e293b', '#cbd5e1')
  const soonW = Math.max(40, 18 + c.w('soon', 11, '600'))
  const out = [
    '<rect x="0" y="40" width="220" height="680" fill="#0d1326"/>',
    '<rect x="20" y="60" width="32" height="32" rx="9" fill="url(#lg)"/><path d="M28 82Q33 70 44 69.5" fill="none" stroke="#fff" stroke-width="3" stroke-linecap="round"/><circle cx="44" cy="69.5" r="2.6" fill="#fff"/>',
    c.t(64, 73, 'sampleBrand', { size: 14, fill: '#fff', weight: '700', max: 110 }) +
      c.t(64, 89, 'workspace', { size: 11, fill: '#8b93a7', max: 110 }),
    '<path transform="translate(186 66) scale(0.667)" d="M7 10l5 5 5-5" fill="none" stroke="#8b93a7" stroke-width="3.0" stroke-linecap="round" stroke-linejoin="round"/>',
  ]
  items.forEach(([key, y], i) => {
    if (key === 'campaigns') out.push('<rect x="12" y="160" width="196" height="40" rx="10" fill="#5b37e6"/>')
    out.push(NAV_ICONS[i]!)
    const max = key === 'agents' ? agents.left - 8 - 56 : 140
    out.push(
      c.t(56, y, key, {
        size: 14,
        fill: key === 'campaigns' ? '#fff' : '#cbd5e1',
        ...(key === 'campaigns' ? { weight: '600' as const } : {}),
        max,
      }),
    )
  })
  out.push(
    agents.svg,
    '<path d="M20 396.5H200" fill="none" stroke="#1e2740"/>',
    c.lit(24, 424, c.s('connected').toLocaleUpperCase(c.lang), {
      size: 11,
      fill: '#8b93a7',
      weight: '700',
      spacing: 0.8,
    }),
    '<rect x="24" y="440" width="22" height="22" rx="6" fill="#0866ff"/><path d="M35 451C33.1 444.4 24.5 444.4 24.8 451.3C25.1 457.1 33.1 456.5 35 451C36.9 444.4 45.5 444.4 45.2 451.3C44.9 457.1 36.9 456.5 35 451z" fill="none" stroke="#fff" stroke-width="1.7" stroke-linejoin="round"/>',
    c.t(56, 455.5, 'metaAds', { size: 13, fill: '#cbd5e1', max: 124 }),
    '<circle cx="190" cy="451" r="4" fill="#22c55e"/>',
    '<rect x="24.5" y="476.5" width="21" height="21" rx="6" fill="#fff" stroke="#e2e8f0"/><path d="M38.6 484A4.7 4.7 0 0 1 38.3 490.3" fill="none" stroke="#4285f4" stroke-width="2.2"/><path d="M38.3 490.3A4.7 4.7 0 0 1 31.7 490.3" fill="none" stroke="#34a853" stroke-width="2.2"/><path d="M31.7 490.3A4.7 4.7 0 0 1 31.2 484.3" fill="none" stroke="#fbbc05" stroke-width="2.2"/><path d="M31.2 484.3A4.7 4.7 0 0 1 38.6 484" fill="none" stroke="#ea4335" stroke-width="2.2"/><rect x="35" y="485.9" width="5.8" height="2.2" fill="#4285f4"/>',
    c.t(56, 491.5, 'googleAds', { size: 13, fill: '#cbd5e1', max: 124 }),
    '<circle cx="190" cy="487" r="4" fill="#22c55e"/>',
    '<rect x="24" y="512" width="22" height="22" rx="6" fill="#000"/><path d="M35.4 516.8V525.1a2.5 2.5 0 1 1-2.5-2.5M35.4 516.8c0.4 1.7 1.7 2.8 3.6 2.9" fill="none" stroke="#25f4ee" stroke-width="1.8" stroke-linecap="round"/><path d="M36.8 518.2V526.4a2.5 2.5 0 1 1-2.5-2.5M36.8 518.2c0.4 1.7 1.7 2.8 3.6 2.9" fill="none" stroke="#fe2c55" stroke-width="1.8" stroke-linecap="round"/><path d="M36.1 517.5V525.8a2.5 2.5 0 1 1-2.5-2.5M36.1 517.5c0.4 1.7 1.7 2.8 3.6 2.9" fill="none" stroke="#fff" stroke-width="1.8" stroke-linecap="round"/>',
    c.t(56, 527.5, 'tiktokAds', { size: 13, fill: '#cbd5e1', max: 124 }),
    '<circle cx="190" cy="523" r="4" fill="#22c55e"/>',
    '<rect x="24" y="548" width="22" height="22" rx="6" fill="#cbd5e1"/><rect x="30.1" y="557.4" width="2.2" height="6.6" rx="0.4" fill="#fff"/><circle cx="31.1" cy="554.6" r="1.3" fill="#fff"/><path d="M34.5 564V557.4h2.1v1c0.6-0.9 1.4-1.2 2.3-1.2c1.7 0 2.5 1.1 2.5 3V564h-2.2v-3.3c0-1-0.4-1.4-1.2-1.4s-1.3 0.6-1.3 1.5V564z" fill="#fff"/>',
    ...linkedinRow(c, soonW),
    '<path d="M20 636.5H200" fill="none" stroke="#1e2740"/>',
    '<circle cx="40" cy="672" r="16" fill="#e9e5ff"/>' +
      c.lit(40, 676.5, initialsOf(c.s('sampleUser')), { size: 12, fill: '#5b37e6', weight: '700', anchor: 'middle' }),
    c.t(64, 668, 'sampleUser', { size: 13, fill: '#fff', weight: '600', max: 108 }) +
      c.t(64, 685, 'role', { size: 11, fill: '#8b93a7', max: 108 }),
    '<path transform="translate(180 662) scale(0.833)" d="M12 9a3 3 0 1 0 0 6a3 3 0 1 0 0-6z M12 3v3 M12 18v3 M3 12h3 M18 12h3 M5.6 5.6l2.1 2.1 M16.3 16.3l2.1 2.1 M5.6 18.4l2.1-2.1 M16.3 7.7l2.1-2.1" fill="none" stroke="#8b93a7" stroke-width="2.16" stroke-linecap="round" stroke-linejoin="round"/>',
  )
  return out.join('\n')
}

/** A live campaign: platform, placements, status, three metrics, a sparkline, conversions and budget. */
export function campaign(
  c: C,
  x: number,
  o: {
    mark: string
    name: Key
    detail: Key
    spend: Key
    roas: Key
    cpa: Key
    count: Key
    change: Key
    budget: Key
    spark: string[]
    dot: string
  },
): string {
  const right = x + 305.5
  const live = c.pill(right, 196, 'live', {
    h: 20,
    size: 11,
    bg: '#dcfce7',
    fg: '#15803d',
    dot: '#16a34a',
    align: 'end',
    padX: 10.5,
  })
  const countW = c.w(o.count, 13, '700')
  const labelX = x + 17.5 + countW + 6
  const labelW = c.w('conversions', 12)
  // A change of none ("0%") is drawn flat, in grey and without the arrow of a rise.
  const flat = /^[+−-]?0(?:[.,]0+)?\s?%?$/.test(c.s(o.change).trim())
  const change = c.pill(labelX + labelW + 10, 338, o.change, {
    h: 21,
    size: 11,
    bg: flat ? '#f1f5f9' : '#dcfce7',
    fg: flat ? '#475569' : '#15803d',
    ...(flat ? {} : { lead: 12 }),
    padX: 10,
  })
  return [
    `<rect x="${x}" y="176.5" width="323" height="187" rx="12" fill="#fff" stroke="#e2e8f0" filter="url(#s)"/>`,
    o.mark,
    c.t(x + 65.5, 210, o.name, { size: 14, fill: '#0f172a', weight: '600', max: right - live.width - 8 - x - 65.5 }),
    c.t(x + 65.5, 228, o.detail, { size: 12, fill: '#64748b', max: right - x - 65.5 }),
    live.svg,
    ...metrics(c, x, right, [
      ['spend', o.spend],
      ['roas', o.roas],
      ['cpa', o.cpa],
    ]),
    ...o.spark,
    o.dot,
    `<path d="M${n(x + 0.5)} 331.5H${n(x + 322.5)}" fill="none" stroke="#f1f5f9"/>`,
    c.t(x + 17.5, 352, o.count, { size: 13, fill: '#0f172a', weight: '700' }) +
      c.t(labelX, 352, 'conversions', { size: 12, fill: '#64748b' }),
    change.svg + (flat ? '' : `<path d="M${n(labelX + labelW + 20)} 351.5l4-6 4 6z" fill="#15803d"/>`),
    c.t(right, 352, o.budget, {
      size: 12,
      fill: '#475569',
      weight: '600',
      anchor: 'end',
      max: right - (labelX + labelW + 10 + change.width) - 8,
    }),
  ].join('\n')
}

/**
 * Three metrics side by side, 96 px apart or further when a figure is wider;
 * when the three do not fit the card, their figures take a smaller size.
 */
function metrics(c: C, x: number, right: number, pairs: [Key, Key][]): string[] {
  const start = x + 17.5
  const layout = (size: number) => {
    const widths = pairs.map(([, value]) => c.w(value, size, '700'))
    const lefts = widths.reduce<number[]>(
      (acc, w, i) => [...acc, i === 0 ? start : acc[i - 1]! + Math.max(96, widths[i - 1]! + 14)],
      [],
    )
    return { lefts, end: lefts.at(-1)! + widths.at(-1)! }
  }
  let size = 20
  while (size > 16 && layout(size).end > right) size--
  const { lefts } = layout(size)
  return pairs.map(
    ([label, value], i) =>
      c.t(lefts[i]!, 262, label, { size: 11, fill: '#64748b', weight: '600', max: 88 }) +
      c.t(lefts[i]!, 285, value, {
        size,
        fill: '#0f172a',
        weight: '700',
        ...(i === pairs.length - 1 ? { max: right - lefts[i]! } : {}),
      }),
  )
}
