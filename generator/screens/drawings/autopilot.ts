import { n, type Canvas } from '../canvas.ts'
import { campaignBar, icon, ICON, rail, window } from '../chrome.ts'
import type { KeyOf, Screen } from '../types.ts'

type C = Canvas<KeyOf<'autopilot'>>
type Key = KeyOf<'autopilot'>

/** One action of the feed: what the AI did, when, its result and why. */
interface Action {
  title: Key
  time: Key
  result: Key
  /** The result's arrow, if any. */
  arrow?: 'up' | 'down'
  /** Testing, or waiting for the customer's approval (brand colours), rather than a measured gain. */
  pending?: boolean
  reason: Key
  mark: string
}

const ACTIONS: Action[] = [
  {
    title: 'action1',
    time: 'time1',
    result: 'result1',
    arrow: 'down',
    reason: 'reason1',
    mark: '<rect x="118" y="262" width="28" height="28" rx="7" fill="#0866ff"/><path d="M132 276C129.6 267.6 118.7 267.6 119 276.4C119.4 283.7 129.6 283 132 276C134.4 267.6 145.3 267.6 145 276.4C144.6 283.7 134.4 283 132 276z" fill="none" stroke="#fff" stroke-width="2.1" stroke-linejoin="round"/>',
  },
  {
    title: 'action2',
    time: 'time2',
    result: 'result2',
    reason: 'reason2',
    mark: '<rect x="118" y="334" width="28" height="28" rx="7" fill="#000"/><path d="M132.6 340.2V350.7a3.1 3.1 0 1 1-3.1-3.1M132.6 340.2c0.6 2.1 2.1 3.5 4.5 3.6" fill="none" stroke="#25f4ee" stroke-width="2.2" stroke-linecap="round"/><path d="M134.2 341.8V352.3a3.1 3.1 0 1 1-3.1-3.1M134.2 341.8c0.6 2.1 2.1 3.5 4.5 3.6" fill="none" stroke="#fe2c55" stroke-width="2.2" stroke-linecap="round"/><path d="M133.4 341V351.5a3.1 3.1 0 1 1-3.1-3.1M133.4 341c0.6 2.1 2.1 3.5 4.5 3.6" fill="none" stroke="#fff" stroke-width="2.2" stroke-linecap="round"/>',
  },
  {
    title: 'action3',
    time: 'time3',
    result: 'result3',
    arrow: 'up',
    reason: 'reason3',
    mark: '<rect x="118.5" y="406.5" width="27" height="27" rx="7" fill="#fff" stroke="#e2e8f0"/><path d="M136.6 416.2A5.9 5.9 0 0 1 136.2 424.2" fill="none" stroke="#4285f4" stroke-width="2.8"/><path d="M136.2 424.2A5.9 5.9 0 0 1 127.8 424.2" fill="none" stroke="#34a853" stroke-width="2.8"/><path d="M127.8 424.2A5.9 5.9 0 0 1 127.1 416.6" fill="none" stroke="#fbbc05" stroke-width="2.8"/><path d="M127.1 416.6A5.9 5.9 0 0 1 136.6 416.2" fill="none" stroke="#ea4335" stroke-width="2.8"/><rect x="132" y="418.6" width="7.3" height="2.8" fill="#4285f4"/>',
  },
  {
    title: 'action4',
    time: 'time4',
    result: 'result4',
    pending: true,
    reason: 'reason4',
    mark: '<rect x="118" y="478" width="28" height="28" rx="7" fill="#0866ff"/><path d="M132 492C129.6 483.6 118.7 483.6 119 492.4C119.4 499.7 129.6 499 132 492C134.4 483.6 145.3 483.6 145 492.4C144.6 499.7 134.4 499 132 492z" fill="none" stroke="#fff" stroke-width="2.1" stroke-linejoin="round"/>',
  },
  {
    title: 'action5',
    time: 'time5',
    result: 'result5',
    // Beyond the approved audience (women 25–40): a proposal that waits for sign-off, as {approvalRule} says.
    pending: true,
    reason: 'reason5',
    mark: '<rect x="118" y="550" width="28" height="28" rx="7" fill="#000"/><path d="M132.6 556.2V566.7a3.1 3.1 0 1 1-3.1-3.1M132.6 556.2c0.6 2.1 2.1 3.5 4.5 3.6" fill="none" stroke="#25f4ee" stroke-width="2.2" stroke-linecap="round"/><path d="M134.2 557.8V568.3a3.1 3.1 0 1 1-3.1-3.1M134.2 557.8c0.6 2.1 2.1 3.5 4.5 3.6" fill="none" stroke="#fe2c55" stroke-width="2.2" stroke-linecap="round"/><path d="M133.4 557V567.5a3.1 3.1 0 1 1-3.1-3.1M133.4 557c0.6 2.1 2.1 3.5 4.5 3.6" fill="none" stroke="#fff" stroke-width="2.2" stroke-linecap="round"/>',
  },
]

function action(c: C, a: Action, i: number): string {
  const y = 276 + i * 72
  const timeW = c.w(a.time, 12)
  const bg = a.pending ? '#e9e5ff' : '#dcfce7'
  const fg = a.pending ? '#5b37e6' : '#15803d'
  const pill = c.pill(164, y + 12, a.result, { h: 22, size: 12, bg, fg, padX: 12, ...(a.arrow ? { lead: 10 } : {}) })
  const arrow =
    a.arrow === 'down'
      ? `<path d="M174 ${y + 20}l4 6 4-6z" fill="${fg}"/>`
      : a.arrow === 'up'
        ? `<path d="M174 ${y + 26}l4-6 4 6z" fill="${fg}"/>`
        : ''
  return [
    `<circle cx="132" cy="${y}" r="19" fill="#fff"/>`,
    a.mark,
    c.t(164, y + 2, a.title, { size: 13, fill: '#0f172a', weight: '600', max: 620 - timeW - 12 - 164 }),
    c.t(620, y + 2, a.time, { size: 12, fill: '#94a3b8', anchor: 'end' }),
    pill.svg + arrow,
    c.t(164 + pill.width + 10, y + 27, a.reason, { size: 12, fill: '#64748b', max: 620 - 164 - pill.width - 10 }),
    i < ACTIONS.length - 1 ? `<path d="M164 ${y + 48.5}H620" fill="none" stroke="#f1f5f9"/>` : '',
  ].join('\n')
}

/** The filter tabs of the feed, the first selected; and where they end. */
function tabs(c: C): { svg: string; end: number } {
  let x = 112
  const svg = (['tabAll', 'tabBudget', 'tabCreatives', 'tabBids'] as const)
    .map((key, i) => {
      const w = 24 + c.w(key, 13, '600')
      const tab =
        (i === 0 ? `<rect x="${n(x)}" y="206" width="${n(w)}" height="28" rx="14" fill="#e9e5ff"/>` : '') +
        c.t(x + 12, 224.5, key, { size: 13, fill: i === 0 ? '#5b37e6' : '#64748b', weight: '600' })
      x += w + 4
      return tab
    })
    .join('')
  return { svg, end: x - 4 }
}

/** A guardrail: its name and its setting (a value, or a switch that is on). */
function guardrail(c: C, label: Key, value: Key | null, i: number): string {
  const y = 269 + i * 37
  const valueW = value ? c.w(value, 13, '600') : 36
  return [
    c.t(676, y, label, { size: 13, fill: '#475569', max: 908 - valueW - 12 - 676 }),
    value
      ? c.t(908, y, value, { size: 13, fill: '#0f172a', weight: '600', anchor: 'end' })
      : `<rect x="872" y="${y - 16}" width="36" height="20" rx="10" fill="#5b37e6"/><circle cx="898" cy="${y - 6}" r="7" fill="#fff"/>`,
    i < 4 ? `<path d="M676 ${y + 12.5}H908" fill="none" stroke="#f1f5f9"/>` : '',
  ].join('\n')
}

/** A figure of the week and what it counts, side by side. */
function weekly(c: C, value: Key, label: Key, y: number, fill: string): string {
  const w = c.w(value, 18, '700')
  return (
    c.t(676, y, value, { size: 18, fill, weight: '700' }) +
    c.t(676 + w + 8, y - 1, label, { size: 13, fill: '#64748b', max: 908 - 676 - w - 8 })
  )
}

/** Autopilot: the feed of actions the AI took, each with its result and reason, the guardrails and the week's totals. */
export const autopilot: Screen<'autopilot'> = {
  width: 960,
  height: 640,
  render(c) {
    const onW = 12 + 40 + 10 + c.w('autopilotOn', 13, '700') + 14
    const onX = 928 - onW
    const nextW = c.w('nextReview', 12)
    const feedTabs = tabs(c)
    return window(c, {
      width: 960,
      height: 640,
      body: [
        rail(c, 'autopilot'),
        ...campaignBar(c, onX - 16 - nextW - 24),
        `<rect x="${n(onX + 0.5)}" y="50.5" width="${n(onW - 1)}" height="35" rx="17.5" fill="#f0fdf4" stroke="#bbf7d0"/>`,
        `<rect x="${n(onX + 10)}" y="57" width="40" height="22" rx="11" fill="#16a34a"/><circle cx="${n(onX + 39)}" cy="68" r="8" fill="#fff"/>`,
        c.t(onX + 60, 72.5, 'autopilotOn', { size: 13, fill: '#15803d', weight: '700' }),
        c.t(onX - 16, 72.5, 'nextReview', { size: 12, fill: '#64748b', anchor: 'end' }),
        c.t(96, 142, 'title', { size: 22, fill: '#0f172a', weight: '700', max: 832 }),
        c.t(96, 166, 'subtitle', { size: 13, fill: '#64748b', max: 832 }),
        '<rect x="96.5" y="192.5" width="543" height="423" rx="12" fill="#fff" stroke="#e2e8f0" filter="url(#s)"/>',
        feedTabs.svg,
        c.t(620, 224.5, 'actionsThisWeek', { size: 12, fill: '#94a3b8', anchor: 'end', max: 620 - feedTabs.end - 12 }),
        '<path d="M96 248.5H640" fill="none" stroke="#e2e8f0"/>',
        '<path d="M132.5 280V562" fill="none" stroke="#e2e8f0" stroke-width="2"/>',
        ...ACTIONS.map((a, i) => action(c, a, i)),
        '<rect x="656.5" y="192.5" width="271" height="239" rx="12" fill="#fff" stroke="#e2e8f0" filter="url(#s)"/>',
        '<circle cx="688" cy="220" r="14" fill="#f3f1ff"/>' + icon(ICON.shield, 679, 211, 18, '#5b37e6'),
        c.t(710, 225, 'guardrails', {
          size: 15,
          fill: '#0f172a',
          weight: '600',
          max: 908 - c.w('edit', 12, '600') - 12 - 710,
        }),
        c.t(908, 225, 'edit', { size: 12, fill: '#5b37e6', weight: '600', anchor: 'end' }),
        '<path d="M656 244.5H928" fill="none" stroke="#e2e8f0"/>',
        guardrail(c, 'maxDailyBudget', 'maxDailyBudgetValue', 0),
        guardrail(c, 'targetRoas', 'targetRoasValue', 1),
        guardrail(c, 'maxShift', 'maxShiftValue', 2),
        guardrail(c, 'approveBigChanges', null, 3),
        guardrail(c, 'pauseOnPolicyRisk', null, 4),
        '<rect x="656.5" y="448.5" width="271" height="167" rx="12" fill="#fff" stroke="#e2e8f0" filter="url(#s)"/>',
        c.t(676, 481, 'thisWeek', { size: 15, fill: '#0f172a', weight: '600', max: 180 }),
        weekly(c, 'actionsCount', 'actionsTaken', 524, '#0f172a'),
        weekly(c, 'wastedValue', 'wastedSpendCut', 560, '#0f172a'),
        weekly(c, 'roasLiftValue', 'roasLift', 596, '#16a34a'),
        '<path transform="translate(872 466) scale(1.5)" d="M4 17l6-6 4 4 6-7 M15 8h5v5" fill="none" stroke="#2dd4bf" stroke-width="1.6" stroke-linecap="round" stroke-linejoin="round"/>',
      ],
    })
  },
}
