import { n, type Canvas } from '../canvas.ts'
import { DONE_PILL, icon, ICON, rail, stepButtons, window, wizardHeader } from '../chrome.ts'
import type { KeyOf, Screen } from '../types.ts'

type C = Canvas<KeyOf<'connect'>>

/** The platforms' marks, drawn where each card has them. */
const MARKS = {
  meta: '<rect x="116" y="212" width="44" height="44" rx="11" fill="#0866ff"/><path d="M138 234C134.2 220.8 117.1 220.8 117.6 234.6C118.2 246.1 134.2 245 138 234C141.8 220.8 158.9 220.8 158.3 234.6C157.8 246.1 141.8 245 138 234z" fill="none" stroke="#fff" stroke-width="3.3" stroke-linejoin="round"/>',
  google:
    '<rect x="540.5" y="212.5" width="43" height="43" rx="11" fill="#fff" stroke="#e2e8f0"/><path d="M569.2 228A9.4 9.4 0 0 1 568.6 240.6" fill="none" stroke="#4285f4" stroke-width="4.4"/><path d="M568.6 240.6A9.4 9.4 0 0 1 555.4 240.6" fill="none" stroke="#34a853" stroke-width="4.4"/><path d="M555.4 240.6A9.4 9.4 0 0 1 554.3 228.6" fill="none" stroke="#fbbc05" stroke-width="4.4"/><path d="M554.3 228.6A9.4 9.4 0 0 1 569.2 228" fill="none" stroke="#ea4335" stroke-width="4.4"/><rect x="562" y="231.8" width="11.6" height="4.4" fill="#4285f4"/>',
  tiktok:
    '<rect x="116" y="356" width="44" height="44" rx="11" fill="#000"/><path d="M138.9 365.7V382.2a5 5 0 1 1-5-5M138.9 365.7c0.9 3.3 3.3 5.5 7.2 5.7" fill="none" stroke="#25f4ee" stroke-width="3.5" stroke-linecap="round"/><path d="M141.5 368.3V384.8a5 5 0 1 1-5-5M141.5 368.3c0.9 3.3 3.3 5.5 7.2 5.7" fill="none" stroke="#fe2c55" stroke-width="3.5" stroke-linecap="round"/><path d="M140.2 367V383.5a5 5 0 1 1-5-5M140.2 367c0.9 3.3 3.3 5.5 7.2 5.7" fill="none" stroke="#fff" stroke-width="3.5" stroke-linecap="round"/>',
  linkedin:
    '<rect x="540" y="356" width="44" height="44" rx="11" fill="#cbd5e1"/><rect x="552.1" y="374.7" width="4.4" height="13.2" rx="0.9" fill="#fff"/><circle cx="554.3" cy="369.2" r="2.6" fill="#fff"/><path d="M560.9 387.9V374.7h4.2v2c1.1-1.8 2.9-2.4 4.6-2.4c3.3 0 5 2.2 5 6.1V387.9h-4.4v-6.6c0-2-0.9-2.9-2.4-2.9s-2.5 1.1-2.5 3.1V387.9z" fill="#fff"/>',
}

const ACCOUNTS = [
  { name: 'metaAds', id: 'ID act_28410937 · USD', x: 96.5, y: 192.5, mark: MARKS.meta },
  { name: 'googleAds', id: 'ID 482-193-7720 · USD', x: 520.5, y: 192.5, mark: MARKS.google },
  { name: 'tiktokAds', id: 'ID 7219 4406 8812 · USD', x: 96.5, y: 336.5, mark: MARKS.tiktok },
] as const

/** A connected account: the platform, the customer's account, its status, id and sync. */
function account(c: C, a: (typeof ACCOUNTS)[number]): string {
  const left = a.x + 19.5
  const right = a.x + 387.5
  const text = a.x + 79.5
  const connected = c.pill(right, a.y + 23.5, 'connected', DONE_PILL)
  const manageW = c.w('manage', 12, '600')
  const idW = c.width(a.id, 12)
  return [
    `<rect x="${a.x}" y="${a.y}" width="407" height="127" rx="12" fill="#fff" stroke="#e2e8f0" filter="url(#s)"/>`,
    a.mark,
    c.t(text, a.y + 37.5, a.name, {
      size: 15,
      fill: '#0f172a',
      weight: '600',
      max: right - connected.width - 12 - text,
    }),
    c.lit(text, a.y + 57.5, `${c.s('sampleBrand')} — ${c.s(a.name)}`, { size: 13, fill: '#475569' }),
    connected.svg,
    `<path d="M${n(left)} ${a.y + 84}H${n(right)}" fill="none" stroke="#e2e8f0"/>`,
    c.lit(left, a.y + 108.5, a.id, { size: 12, fill: '#64748b' }),
    c.t(right, a.y + 108.5, 'manage', { size: 12, fill: '#5b37e6', weight: '600', anchor: 'end' }),
    c.t(right - manageW - 16, a.y + 108.5, 'synced', {
      size: 12,
      fill: '#94a3b8',
      anchor: 'end',
      max: right - manageW - 16 - (left + idW + 12),
    }),
  ].join('\n')
}

/** Step 1 of a new campaign: the ad accounts, three connected and LinkedIn coming soon. */
export const connect: Screen<'connect'> = {
  width: 960,
  height: 640,
  render(c) {
    const soon = c.pill(908, 360, 'comingSoon', { h: 22, size: 12, bg: '#e2e8f0', fg: '#475569', align: 'end' })
    const notifyW = c.w('notifyMe', 12, '600')
    const buttons = stepButtons(c as Canvas<string>, 'continue', 'back')
    return window(c, {
      width: 960,
      height: 640,
      body: [
        rail(c, 'campaigns'),
        wizardHeader(c, 0),
        c.t(96, 142, 'title', { size: 22, fill: '#0f172a', weight: '700', max: 832 }),
        c.t(96, 166, 'subtitle', { size: 13, fill: '#64748b', max: 832 }),
        ...ACCOUNTS.map((a) => account(c, a)),
        '<rect x="520.5" y="336.5" width="407" height="127" rx="12" fill="#f8fafc" stroke="#cbd5e1" stroke-dasharray="4 4"/>',
        MARKS.linkedin,
        c.t(600, 374, 'linkedinAds', { size: 15, fill: '#64748b', weight: '600', max: 908 - soon.width - 12 - 600 }),
        c.t(600, 394, 'linkedinBody', { size: 13, fill: '#94a3b8', max: 308 }),
        soon.svg,
        '<path d="M540 420.5H908" fill="none" stroke="#e2e8f0"/>',
        c.t(540, 445, 'notifyNote', { size: 12, fill: '#94a3b8', max: 908 - notifyW - 16 - 540 }),
        c.t(908, 445, 'notifyMe', { size: 12, fill: '#64748b', weight: '600', anchor: 'end' }),
        '<rect x="96.5" y="488.5" width="831" height="55" rx="12" fill="#f3f1ff" stroke="#ddd6fe"/>',
        '<circle cx="124" cy="516" r="16" fill="#fff"/>' + icon(ICON.shield, 114, 506, 20, '#5b37e6', 2),
        c.t(152, 512, 'oauthTitle', { size: 13, fill: '#0f172a', weight: '600', max: 760 }),
        c.t(152, 530, 'oauthBody', { size: 12, fill: '#475569', max: 760 }),
        '<circle cx="106" cy="588" r="10" fill="#16a34a"/>' + icon(ICON.check, 99.5, 581.5, 13, '#fff', 2.4),
        c.t(124, 592.5, 'platformsConnected', {
          size: 13,
          fill: '#475569',
          weight: '600',
          max: buttons.left - 16 - 124,
        }),
        buttons.svg,
      ],
    })
  },
}
