import { n, type Canvas } from '../canvas.ts'
import { DONE_PILL, rail, window } from '../chrome.ts'
import type { KeyOf, Screen } from '../types.ts'

type C = Canvas<KeyOf<'whatsapp'>>
type Key = KeyOf<'whatsapp'>

const DEFS =
  '<clipPath id="chat"><rect x="181" y="197" width="254" height="374"/></clipPath><clipPath id="scr"><rect x="181" y="117" width="254" height="502" rx="32"/></clipPath><symbol id="jk" viewBox="0 0 100 100"><path d="M31 22L16 30L8 80l12 3 9-36z M69 22l15 8 8 50-12 3-9-36z"/><path d="M31 22l13-6q6 7 12 0l13 6 2 66H29z"/></symbol>'

/** The phone's frame, status bar and chat header, drawn as they are. */
const PHONE: string[] = [
  '<circle cx="308" cy="368" r="200" fill="#f3f1ff"/><circle cx="308" cy="368" r="140" fill="#ede9fe" fill-opacity=".6"/>',
  '<rect x="172" y="108" width="272" height="520" rx="40" fill="#0f172a"/><rect x="174" y="110" width="268" height="516" rx="38" fill="none" stroke="#334155"/>',
  '<g clip-path="url(#scr)">',
  '<rect x="181" y="117" width="254" height="502" fill="#efeae2"/>',
  '<rect x="181" y="117" width="254" height="80" fill="#075e54"/>',
  "${c.lit(205, 136, \"9:41\", { size: 12, fill: '#fff', weight: '700' })}",
  '<rect x="280" y="124" width="56" height="17" rx="8.5" fill="#000"/>',
  '<rect x="397" y="128" width="18" height="9" rx="2.5" fill="none" stroke="#fff" stroke-width="1.2"/><rect x="399" y="130" width="12" height="5" rx="1" fill="#fff"/><rect x="416" y="130.5" width="1.5" height="4" rx="0.7" fill="#fff"/>',
  '<path d="M377 134.5l3-3 M382 134.5v-6 M386 134.5v-8" fill="none" stroke="#fff" stroke-width="2" stroke-linecap="round"/>',
  '<path transform="translate(185 159) scale(0.917)" d="M15 6l-6 6 6 6" fill="none" stroke="#fff" stroke-width="2.4" stroke-linecap="round" stroke-linejoin="round"/>',
  '<circle cx="225" cy="171" r="16" fill="#fde68a"/><use href="#jk" x="211" y="157" width="28" height="28" fill="#9a3412"/>',
]

const TICKS = (x: number, y: number) =>
  `<path d="M${n(x)} ${n(y)}l2.5 2.5 5-5.5 M${n(x + 5.5)} ${n(y)}l2.5 2.5 5-5.5" fill="none" stroke="#53bdeb" stroke-width="1.4" stroke-linecap="round" stroke-linejoin="round"/>`

/** Widest line of text in a bubble. */
const TEXT_W = 186
const LINE = 16

/**
 * A chat bubble at `y`: the customer's (right, green, read ticks) or the
 * agent's (left, white, with its name). Its text wraps; the time sits on the
 * last line when it fits there, else on a line of its own. Returns its height.
 */
function bubble(c: C, y: number, text: Key, time: Key, from: 'customer' | 'agent'): { svg: string; h: number } {
  const lines = c.lines(text, TEXT_W, 12)
  const widths = lines.map((l) => c.width(l, 12))
  const timeW = c.w(time, 11) + (from === 'customer' ? 18 : 0)
  const lastW = widths[widths.length - 1] ?? 0
  const own = lastW + 8 + timeW > TEXT_W
  const header = from === 'agent' ? 18 : 0
  const inner = Math.max(
    ...widths,
    own ? timeW : lastW + 8 + timeW,
    from === 'agent' ? 14 + c.w('agentName', 11, '700') : 0,
  )
  const w = inner + 20
  const h = 20 + header + (lines.length - 1 + (own ? 1 : 0)) * LINE + 10
  const x = from === 'customer' ? 427 - w : 189
  const fill = from === 'customer' ? '#d9fdd3' : '#fff'
  const tail =
    from === 'customer'
      ? `<path d="M421 ${n(y)}h14l-8 8z" fill="${fill}"/>`
      : `<path d="M195 ${n(y)}h-14l8 8z" fill="${fill}"/>`
  const base = y + 20 + header
  const timeY = base + (lines.length - 1 + (own ? 1 : 0)) * LINE + 3
  const right = x + w - 10
  const out = [`<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" rx="8" fill="${fill}"/>`, tail]
  if (from === 'agent')
    out.push(
      `<path transform="translate(${n(x - 189)} ${n(y - 261)})" d="M204 270Q205.4 273.6 209 275Q205.4 276.4 204 280Q202.6 276.4 199 275Q202.6 273.6 204 270zM208.8 268.5Q209.4 270.1 211 270.8Q209.4 271.4 208.8 273Q208.1 271.4 206.5 270.8Q208.1 270.1 208.8 268.5z" fill="#5b37e6"/>`,
      c.t(x + 24, y + 18, 'agentName', { size: 11, fill: '#5b37e6', weight: '700' }),
    )
  lines.forEach((line, i) => out.push(c.lit(x + 10, base + i * LINE, line, { size: 12, fill: '#111b21' })))
  if (from === 'customer') {
    out.push(TICKS(right - 13, timeY - 3))
    out.push(c.t(right - 17, timeY, time, { size: 11, fill: '#667781', anchor: 'end' }))
  } else out.push(c.t(right, timeY, time, { size: 11, fill: '#667781', anchor: 'end' }))
  return { svg: out.join(''), h }
}

/**
 * The conversation and its quick replies, anchored at the bottom like a real
 * chat; more than the screen holds (every message in full) is reported.
 */
function chat(c: C): string {
  const messages = (
    [
      ['customer1', 'time1', 'customer'],
      ['agent1', 'time1', 'agent'],
      ['customer2', 'time2', 'customer'],
      ['agent2', 'time2', 'agent'],
    ] as const
  ).map(
    ([text, time, from]) =>
      (y: number) =>
        bubble(c, y, text, time, from),
  )
  const heights = messages.map((draw) => draw(0).h)
  const replies = ['replyCheckout', 'replyPerson'] as const
  const total = heights.reduce((sum, h) => sum + h + 6, 0) - 2 + replies.length * 31 - 3
  let y = Math.min(209, 567 - total)
  // Every message in full: the customer's first question is what the rest answers.
  if (y < 199)
    c.overflows.push({
      lang: c.lang,
      key: 'screens.whatsapp.customer1…agent2',
      text: 'the conversation',
      width: Math.round(total),
      max: 567 - 199,
      unit: 'px',
    })
  const out: string[] = ['<g clip-path="url(#chat)">']
  messages.forEach((draw, i) => {
    out.push(draw(y).svg)
    y += heights[i]! + 6
  })
  y -= 2
  for (const key of replies) {
    out.push(
      `<rect x="189" y="${n(y)}" width="200" height="28" rx="8" fill="#fff"/>` +
        c.t(289, y + 18.5, key, { size: 12, fill: '#027eb5', weight: '600', anchor: 'middle', max: 184 }),
    )
    y += 31
  }
  out.push('</g>')
  return out.join('\n')
}

/** A feature of the agent: its icon, what it does and how. */
function feature(c: C, icon: string, title: Key, body: Key, y: number, right = 908): string {
  return [
    icon,
    c.t(580, y, title, { size: 14, fill: '#0f172a', weight: '600', max: right - 580 }),
    c.t(580, y + 18, body, { size: 12, fill: '#64748b', max: right - 580 }),
  ].join('\n')
}

/** A figure of the day and what it counts. */
function stat(c: C, x: number, value: Key, label: Key): string {
  return (
    c.t(x, 448, value, { size: 22, fill: '#0f172a', weight: '700', max: 120 }) +
    c.t(x, 470, label, { size: 12, fill: '#64748b', max: 120 })
  )
}

/** A WhatsApp sales agent: a customer's chat on a phone beside the agent's settings and its day. */
export const whatsapp: Screen<'whatsapp'> = {
  width: 960,
  height: 640,
  render(c) {
    const crumbW = c.w('breadcrumb', 14)
    const slashW = c.width('/', 14)
    const liveW = 30 + c.w('liveOn', 12, '600') + 12
    const liveX = 928 - liveW
    const test = c.button(liveX - 12, 52, 'testChat', {
      h: 32,
      size: 13,
      bg: '#fff',
      fg: '#0f172a',
      stroke: '#cbd5e1',
      padX: 17.5,
      align: 'end',
    })
    const active = c.pill(908, 144, 'active', DONE_PILL)
    return window(c, {
      width: 960,
      height: 640,
      defs: DEFS,
      body: [
        rail(c, 'agents'),
        '<rect x="64" y="40" width="896" height="56" fill="#fff"/><path d="M64 95.5H960" fill="none" stroke="#e2e8f0"/>',
        c.t(88, 73, 'breadcrumb', { size: 14, fill: '#64748b' }) +
          c.lit(88 + crumbW + 8, 73, '/', { size: 14, fill: '#cbd5e1' }) +
          c.t(88 + crumbW + slashW + 16, 73, 'agentTitle', {
            size: 14,
            fill: '#0f172a',
            weight: '600',
            max: liveX - 12 - test.width - 16 - (88 + crumbW + slashW + 16),
          }),
        `<rect x="${n(liveX)}" y="55" width="${n(liveW)}" height="26" rx="13" fill="#dcfce7"/>` +
          `<g transform="translate(${n(liveX - 759.9)} 0)"><rect x="765.9" y="59" width="18" height="18" rx="9" fill="#25d366"/><path d="M771.5 70.9A4.5 4.5 0 1 1 773.1 72L770.4 72.7z" fill="none" stroke="#fff" stroke-width="1.1" stroke-linejoin="round"/><path d="M773.1 66c0 2.2 1.6 3.8 3.8 3.8l0.5-1.1-1.2-0.6-0.6 0.5c-0.7-0.3-1.4-0.9-1.6-1.6l0.5-0.6-0.6-1.2z" fill="#fff"/></g>` +
          c.t(liveX + 30, 72.5, 'liveOn', { size: 12, fill: '#15803d', weight: '600' }),
        test.svg,
        ...PHONE,
        c.t(249, 167, 'storeName', { size: 14, fill: '#fff', weight: '700', max: 150 }),
        c.t(249, 185, 'storeStatus', { size: 11, fill: '#b7e4dc', max: 150 }),
        '<path transform="translate(408 159) scale(1.0)" d="M12 6h.01 M12 12h.01 M12 18h.01" fill="none" stroke="#fff" stroke-width="2.6" stroke-linecap="round" stroke-linejoin="round"/>',
        chat(c),
        '<rect x="181" y="571" width="254" height="48" fill="#f0f2f5"/>',
        '<rect x="189" y="579" width="194" height="32" rx="16" fill="#fff"/>' +
          c.t(205, 599.5, 'message', { size: 12, fill: '#8696a0', max: 170 }),
        '<circle cx="408" cy="595" r="16" fill="#00a884"/><path transform="translate(400 587) scale(0.667)" d="M12 4a3 3 0 0 1 3 3v5a3 3 0 0 1-6 0V7a3 3 0 0 1 3-3z M6 11a6 6 0 0 0 12 0 M12 17v3" fill="none" stroke="#fff" stroke-width="3.0" stroke-linecap="round" stroke-linejoin="round"/>',
        '</g>',
        '<rect x="512.5" y="120.5" width="415" height="247" rx="12" fill="#fff" stroke="#e2e8f0" filter="url(#s)"/>',
        '<rect x="532" y="140" width="40" height="40" rx="11.2" fill="url(#lg)"/><path d="M542 167.5Q548.2 152.5 562 151.9" fill="none" stroke="#fff" stroke-width="3.8" stroke-linecap="round"/><circle cx="562" cy="151.9" r="3.2" fill="#fff"/>',
        c.t(584, 157, 'agentCard', { size: 16, fill: '#0f172a', weight: '700', max: 908 - active.width - 12 - 584 }),
        c.t(584, 176, 'agentChannel', { size: 12, fill: '#64748b', max: 908 - 584 }),
        active.svg,
        '<path d="M512 200.5H928" fill="none" stroke="#e2e8f0"/>',
        feature(
          c,
          '<rect x="532" y="216" width="36" height="36" rx="10" fill="#f3f1ff"/><path transform="translate(540 224) scale(0.833)" d="M13 3L5 14h6l-1 7 8-11h-6z" fill="none" stroke="#5b37e6" stroke-width="2.16" stroke-linecap="round" stroke-linejoin="round"/>',
          'repliesFast',
          'repliesFastBody',
          231,
        ),
        feature(
          c,
          '<rect x="532" y="268" width="36" height="36" rx="10" fill="#f3f1ff"/><path transform="translate(540 276) scale(0.833)" d="M4 14v-2a8 8 0 0 1 16 0v2 M4 14h3v5H5a1 1 0 0 1-1-1z M20 14h-3v5h2a1 1 0 0 0 1-1z M17 19c0 1-1 2-3 2h-2" fill="none" stroke="#5b37e6" stroke-width="2.16" stroke-linecap="round" stroke-linejoin="round"/>',
          'handoff',
          'handoffBody',
          283,
          856,
        ),
        '<rect x="868" y="275" width="40" height="22" rx="11" fill="#5b37e6"/><circle cx="897" cy="286" r="8" fill="#fff"/>',
        feature(
          c,
          '<rect x="532" y="320" width="36" height="36" rx="10" fill="#f3f1ff"/><path transform="translate(540 328) scale(0.833)" d="M5 4h10a3 3 0 0 1 3 3v13H8a3 3 0 0 1-3-3z M5 17a3 3 0 0 1 3-3h10" fill="none" stroke="#5b37e6" stroke-width="2.16" stroke-linecap="round" stroke-linejoin="round"/>',
          'catalog',
          'catalogBody',
          335,
        ),
        '<rect x="512.5" y="384.5" width="415" height="111" rx="12" fill="#fff" stroke="#e2e8f0" filter="url(#s)"/>',
        c.t(532, 414, 'today', { size: 13, fill: '#64748b', weight: '600', max: 376 }),
        stat(c, 532, 'conversationsValue', 'conversations'),
        '<path d="M649.5 430v48" fill="none" stroke="#e2e8f0"/>',
        stat(c, 664, 'resolvedValue', 'resolved'),
        '<path d="M781.5 430v48" fill="none" stroke="#e2e8f0"/>',
        stat(c, 796, 'salesValue', 'sales'),
        '<rect x="512.5" y="512.5" width="415" height="103" rx="12" fill="#fff" stroke="#e2e8f0" filter="url(#s)"/>',
        c.t(532, 542, 'latestHandoff', {
          size: 13,
          fill: '#64748b',
          weight: '600',
          max: 908 - c.w('handoffAgo', 12) - 12 - 532,
        }),
        c.t(908, 542, 'handoffAgo', { size: 12, fill: '#94a3b8', anchor: 'end' }),
        '<circle cx="550" cy="578" r="18" fill="#fce7f3"/>' +
          c.lit(550, 582.5, 'MG', { size: 12, fill: '#be185d', weight: '700', anchor: 'middle' }),
        c.t(578, 574, 'handoffTopic', { size: 14, fill: '#0f172a', weight: '600', max: 330 }),
        c.t(578, 592, 'handoffDetail', { size: 12, fill: '#64748b', max: 330 }),
      ],
    })
  },
}
