/**
 * What the product screens share: the window (title bar with its address),
 * the navigation rail, and the header of the new-campaign steps.
 */
import { formatFigure } from '../../locales/format.ts'
import { n, type Canvas } from './canvas.ts'

export const FONT_STACK = "Inter, ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif"

/** Icons of the app (24-unit paths, drawn with a stroke). */
export const ICON = {
  home: 'M4 11l8-7 8 7v9H4z M10 20v-6h4v6',
  campaigns: 'M4 10v4h3l8 4V6l-8 4z M19 9.5a3.5 3.5 0 0 1 0 5',
  creatives:
    'M5 5h14a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1z M4 16l5-5 4 4 2-2 5 5 M15 9.5h.01',
  reports: 'M5 4v16h15 M9 16v-4 M13 16V8 M17 16v-7',
  autopilot: 'M13 3L5 14h6l-1 7 8-11h-6z',
  agents: 'M5 5h14a1 1 0 0 1 1 1v9a1 1 0 0 1-1 1H10l-5 4V6a1 1 0 0 1 1-1z',
  settings:
    'M12 9a3 3 0 1 0 0 6a3 3 0 1 0 0-6z M12 3v3 M12 18v3 M3 12h3 M18 12h3 M5.6 5.6l2.1 2.1 M16.3 16.3l2.1 2.1 M5.6 18.4l2.1-2.1 M16.3 7.7l2.1-2.1',
  lock: 'M6 11h12v9H6z M8.5 11V8a3.5 3.5 0 0 1 7 0v3',
  check: 'M5 12.5l4.5 4.5L19 7.5',
  shield: 'M12 3l7 3v5c0 4.5-3 8-7 10-4-2-7-5.5-7-10V6z M9 12l2 2 4-4',
  sparkle:
    'M12 3l1.8 5.2L19 10l-5.2 1.8L12 17l-1.8-5.2L5 10l5.2-1.8z M19 15l.8 2.2L22 18l-2.2.8L19 21l-.8-2.2L16 18l2.2-.8z',
} as const

/** An icon at (x, y), `size` px wide, in a stroke colour. */
export function icon(path: string, x: number, y: number, size: number, stroke: string, width = 1.8): string {
  const scale = size / 24
  return `<path transform="translate(${n(x)} ${n(y)}) scale(${Number(scale.toFixed(3))})" d="${path}" fill="none" stroke="${stroke}" stroke-width="${n(width / scale)}" stroke-linecap="round" stroke-linejoin="round"/>`
}

/** The product's mark (the rounded square with the arc), `size` px at (x, y). */
export function mark(x: number, y: number, size = 32): string {
  const s = size / 32
  const p = (px: number, py: number) => `${n(x + px * s)} ${n(y + py * s)}`
  return (
    `<rect x="${n(x)}" y="${n(y)}" width="${size}" height="${size}" rx="${n(9 * s)}" fill="url(#lg)"/>` +
    `<path d="M${p(8, 22)}Q${p(13, 10)} ${p(24, 9.5)}" fill="none" stroke="#fff" stroke-width="${n(3 * s)}" stroke-linecap="round"/>` +
    `<circle cx="${n(x + 24 * s)}" cy="${n(y + 9.5 * s)}" r="${n(2.6 * s)}" fill="#fff"/>`
  )
}

const BASE_DEFS =
  '<filter id="s" x="-10%" y="-10%" width="120%" height="130%"><feDropShadow dx="0" dy="1" stdDeviation="1.5" flood-color="#0f172a" flood-opacity=".07"/></filter>' +
  '<linearGradient id="lg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#5b37e6"/><stop offset="1" stop-color="#2dd4bf"/></linearGradient>'

/** The initials of the sample user's name ("Jordan Ellis" → "JE"), drawn in its avatar. */
export const initialsOf = (name: string): string =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => [...word][0]!.toLocaleUpperCase())
    .slice(0, 2)
    .join('')

/**
 * A whole screen: the window at `width` × `height` with its title bar, the
 * app's address (copy key `url`, centred with its lock) and, at the bar's
 * right, the "Illustrative data" label (copy key `illustrative`): the sample
 * campaign is nobody's results. Then `body`. No <title>: the page's <img alt>
 * names the image, in the page's language.
 */
export function window<K extends string>(
  c: Canvas<K | 'url' | 'illustrative'>,
  o: { width: number; height: number; defs?: string; body: string[]; urlBar?: number },
): string {
  const { width: w, height: h } = o
  const bar = o.urlBar ?? 360
  const urlW = c.w('url', 12)
  const start = w / 2 - (18 + urlW) / 2
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}" font-family="${FONT_STACK}">`,
    `<defs><clipPath id="f"><rect width="${w}" height="${h}" rx="16"/></clipPath>${BASE_DEFS}${o.defs ?? ''}</defs>`,
    '<g clip-path="url(#f)">',
    `<rect x="0" y="0" width="${w}" height="${h}" fill="#f8fafc"/>`,
    `<rect x="0" y="0" width="${w}" height="40" fill="#f1f5f9"/>`,
    `<path d="M0 39.5H${w}" fill="none" stroke="#e2e8f0"/>`,
    '<circle cx="20" cy="20" r="5.5" fill="#f87171"/>',
    '<circle cx="38" cy="20" r="5.5" fill="#fbbf24"/>',
    '<circle cx="56" cy="20" r="5.5" fill="#34d399"/>',
    `<rect x="${n((w - bar) / 2)}" y="9" width="${bar}" height="22" rx="11" fill="#fff" stroke="#e2e8f0"/>`,
    icon(ICON.lock, start, 13.5, 12, '#94a3b8', 1.6),
    c.t(start + 18, 24, 'url', { size: 12, fill: '#64748b', max: bar - 40 }),
    c.pill(w - 16, 9, 'illustrative', {
      h: 22,
      size: 11,
      bg: '#fff7ed',
      fg: '#9a3412',
      stroke: '#fed7aa',
      align: 'end',
      max: (w - bar) / 2 - 24,
    }).svg,
    ...o.body,
    '</g>',
    `<rect x=".5" y=".5" width="${w - 1}" height="${h - 1}" rx="15.5" fill="none" stroke="#e2e8f0"/>`,
    '</svg>',
    '',
  ].join('\n')
}

const RAIL: (keyof typeof ICON)[] = ['home', 'campaigns', 'creatives', 'reports', 'autopilot', 'agents']

/** The 64 px navigation rail of the app, `active` highlighted, the sample user's initials at the bottom. */
export function rail(c: Canvas<string>, active: (typeof RAIL)[number], height = 640): string {
  const items = RAIL.map((name, i) => {
    const y = 120 + i * 48
    const on = name === active
    return (
      (on ? `<rect x="12" y="${y - 8}" width="40" height="40" rx="10" fill="#5b37e6"/>\n` : '') +
      icon(ICON[name], 20, y, 24, on ? '#fff' : '#8b93a7')
    )
  })
  return [
    `<rect x="0" y="40" width="64" height="${height - 40}" fill="#0d1326"/>`,
    mark(16, 56),
    ...items,
    icon(ICON.settings, 20, height - 96, 24, '#8b93a7'),
    `<circle cx="32" cy="${height - 36}" r="14" fill="#e9e5ff"/>` +
      c.lit(32, height - 31.5, initialsOf(c.s('sampleUser')), {
        size: 11,
        fill: '#5b37e6',
        weight: '700',
        anchor: 'middle',
      }),
  ].join('\n')
}

/** The white bar under the title bar, across the screen right of the rail. */
const TOP_BAR =
  '<rect x="64" y="40" width="896" height="56" fill="#fff"/><path d="M64 95.5H960" fill="none" stroke="#e2e8f0"/>'

/**
 * The top bar of a campaign's screens: "Campaigns / <campaign name>", the
 * name cut where it would reach `nameEnd` (what the screen draws at the bar's right).
 */
export function campaignBar(c: Canvas<'breadcrumb' | 'campaignName'>, nameEnd: number): string[] {
  const crumbW = c.w('breadcrumb', 14)
  const slashW = c.width('/', 14)
  return [
    TOP_BAR,
    c.t(88, 73, 'breadcrumb', { size: 14, fill: '#64748b' }) +
      c.lit(88 + crumbW + 8, 73, '/', { size: 14, fill: '#cbd5e1' }) +
      c.t(88 + crumbW + 8 + slashW + 8, 73, 'campaignName', {
        size: 14,
        fill: '#0f172a',
        weight: '600',
        max: nameEnd - (88 + crumbW + slashW + 16),
      }),
  ]
}

/** A green status pill (connected, ready, active) ending at its `x`: the options of Canvas.pill. */
export const DONE_PILL = { h: 22, size: 12, bg: '#dcfce7', fg: '#15803d', dot: '#16a34a', align: 'end' } as const

/**
 * A chart's horizontal grid lines from `left` to `right`, the first (the
 * baseline) darker, each with its axis label ending at `labelEnd`: rows of
 * [the line's y, the label's baseline, the label's key].
 */
export function gridLines<K extends string>(
  c: Canvas<K>,
  o: { left: number; right: number; labelEnd: number; labelMax: number },
  rows: readonly (readonly [line: number, y: number, key: K])[],
): string[] {
  return rows.map(
    ([line, y, key], i) =>
      `<path d="M${o.left} ${line}H${o.right}" fill="none" stroke="${i === 0 ? '#e2e8f0' : '#eef2f6'}"/>\n` +
      c.t(o.labelEnd, y, key, { size: 11, fill: '#94a3b8', anchor: 'end', max: o.labelMax }),
  )
}

/** The steps of a new campaign, as the header of each step's screen names them. */
export const STEPS = ['stepConnect', 'stepObjective', 'stepDescribe', 'stepCreatives', 'stepPublish'] as const
type WizardKey = (typeof STEPS)[number] | 'newCampaign' | 'draft'

/**
 * The header of the new-campaign screens: the title and its "Draft" label at
 * the left, the five steps at the right (done ones ticked, `current` ringed).
 * The steps' connectors shorten when the labels are long; if they still
 * reach the title, that is an overflow of the steps' labels.
 */
export function wizardHeader(c: Canvas<WizardKey>, current: number): string {
  const out = [TOP_BAR, c.t(88, 73, 'newCampaign', { size: 14, fill: '#0f172a', weight: '600' })]
  const draftX = 88 + c.w('newCampaign', 14, '600') + 12
  const draft = c.pill(draftX, 57, 'draft', { h: 21, size: 11, bg: '#f1f5f9', fg: '#64748b' })
  out.push(draft.svg)
  const labelW = STEPS.map((k, i) => c.w(k, 13, i === current ? '600' : '400'))
  // From the first circle's left edge to the last label's end: circle and label (19 + label) per
  // step, and between steps a 10.5 gap, the connector, a 10.5 gap and the next circle's radius.
  const r0 = current === 0 ? 15 : 10.5
  const stepsW = (connector: number) =>
    r0 + labelW.reduce((sum, w) => sum + 19 + w, 0) + (STEPS.length - 1) * (31.5 + connector)
  const room = 928 - (draftX + draft.width + 24)
  const connector = Math.max(10, Math.min(20, (room - stepsW(0)) / (STEPS.length - 1)))
  if (stepsW(connector) > room)
    c.overflows.push({
      lang: c.lang,
      key: 'screens.shared.step*',
      text: STEPS.map((k) => c.s(k)).join(' · '),
      width: Math.round(stepsW(connector)),
      max: Math.round(room),
      unit: 'px',
    })
  let cx = 928 - stepsW(connector) + r0
  STEPS.forEach((key, i) => {
    if (i < current)
      out.push(
        `<circle cx="${n(cx)}" cy="68" r="11" fill="#5b37e6"/>` + icon(ICON.check, cx - 7.1, 60.9, 14.3, '#fff', 2.64),
      )
    else if (i === current)
      out.push(
        `<circle cx="${n(cx)}" cy="68" r="15" fill="#e9e5ff"/><circle cx="${n(cx)}" cy="68" r="11" fill="#5b37e6"/>` +
          c.lit(cx, 72.5, String(i + 1), { size: 12, fill: '#fff', weight: '700', anchor: 'middle' }),
      )
    else
      out.push(
        `<circle cx="${n(cx)}" cy="68" r="10.5" fill="#fff" stroke="#cbd5e1"/>` +
          c.lit(cx, 72.5, String(i + 1), { size: 12, fill: '#94a3b8', weight: '600', anchor: 'middle' }),
      )
    const fill = i < current ? '#475569' : i === current ? '#0f172a' : '#94a3b8'
    out.push(c.t(cx + 19, 72.5, key, { size: 13, fill, ...(i === current ? { weight: '600' as const } : {}) }))
    if (i < STEPS.length - 1) {
      const from = cx + 19 + labelW[i]! + 10.5
      const color = i < current ? '#5b37e6' : '#cbd5e1'
      out.push(
        `<path d="M${n(from)} 68h${n(connector)}" fill="none" stroke="${color}" stroke-width="2" stroke-linecap="round"/>`,
      )
      cx = from + connector + 21
    }
  })
  return out.join('\n')
}

/**
 * The primary and secondary buttons at the bottom right of a step, on the
 * 40 px row at `y`; returns them and the left edge they leave free.
 */
export function stepButtons(
  c: Canvas<string>,
  primary: string,
  secondary: string,
  y = 568,
  right = 928,
): { svg: string; left: number } {
  const next = c.button(right, y, primary, { h: 40, size: 14, bg: '#5b37e6', fg: '#fff', minW: 128, align: 'end' })
  const back = c.button(right - next.width - 16, y, secondary, {
    h: 40,
    size: 14,
    bg: '#fff',
    fg: '#0f172a',
    stroke: '#cbd5e1',
    minW: 87,
    align: 'end',
  })
  return { svg: `${next.svg}\n${back.svg}`, left: right - next.width - 16 - back.width }
}

/** The whole amount a copy text shows: "$4,210" → 4210, "US$40 al día" → 40. */
const amountOf = (text: string) => Number(text.replace(/\D/g, ''))

/**
 * Each amount's share of their sum, written as the language writes a
 * percentage ("50%", "50 %"). Computed from the amounts on the screen, not
 * typed in copy: the split always adds up to what the screen shows, and a
 * sample budget's share is never mistaken for a figure of site.facts.ts
 * (the literals check reads the copy).
 */
export function sharesOf<K extends string>(c: Canvas<K>, amounts: readonly K[]): string[] {
  return wholeShares(amounts.map((key) => amountOf(c.s(key)))).map((value) =>
    formatFigure({ kind: 'percent', value }, c.lang),
  )
}

/**
 * Whole percentages of a total that add up to 100 (the largest remainders get the points rounding
 * leaves): $552, $434 and $107 read 50%, 40% and 10%, not 51%, 40% and 10%, which add up to 101%.
 */
export function wholeShares(values: readonly number[]): number[] {
  const total = values.reduce((sum, v) => sum + v, 0)
  if (total <= 0) return values.map(() => 0)
  const exact = values.map((v) => (100 * v) / total)
  const shares = exact.map(Math.floor)
  const order = exact.map((x, i) => [x - Math.floor(x), i] as const).sort((a, b) => b[0] - a[0])
  for (let left = 100 - shares.reduce((sum, v) => sum + v, 0), k = 0; left > 0; left--, k++) shares[order[k]![1]]! += 1
  return shares
}
