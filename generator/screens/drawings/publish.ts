import { n, type Canvas } from '../canvas.ts'
import { icon, ICON, rail, window, wizardHeader } from '../chrome.ts'
import type { KeyOf, Screen } from '../types.ts'

type C = Canvas<KeyOf<'publish'>>
type Key = KeyOf<'publish'>

const ROWS: { name: Key; detail: Key; campaigns: Key; budget: Key; y: number; mark: string }[] = [
  {
    name: 'metaAds',
    detail: 'metaDetail',
    campaigns: 'twoCampaigns',
    budget: 'metaBudget',
    y: 263,
    mark: '<rect x="116" y="263" width="36" height="36" rx="9" fill="#0866ff"/><path d="M134 281C130.8 270.2 116.9 270.2 117.4 281.4C117.8 290.9 130.8 290 134 281C137.2 270.2 151.1 270.2 150.7 281.4C150.2 290.9 137.2 290 134 281z" fill="none" stroke="#fff" stroke-width="2.7" stroke-linejoin="round"/>',
  },
  {
    name: 'tiktokAds',
    detail: 'tiktokDetail',
    campaigns: 'oneCampaign',
    budget: 'tiktokBudget',
    y: 335,
    mark: '<rect x="116" y="335" width="36" height="36" rx="9" fill="#000"/><path d="M134.7 342.9V356.4a4 4 0 1 1-4-4M134.7 342.9c0.7 2.7 2.7 4.5 5.9 4.7" fill="none" stroke="#25f4ee" stroke-width="2.9" stroke-linecap="round"/><path d="M136.9 345.1V358.6a4 4 0 1 1-4-4M136.9 345.1c0.7 2.7 2.7 4.5 5.9 4.7" fill="none" stroke="#fe2c55" stroke-width="2.9" stroke-linecap="round"/><path d="M135.8 344V357.5a4 4 0 1 1-4-4M135.8 344c0.7 2.7 2.7 4.5 5.9 4.7" fill="none" stroke="#fff" stroke-width="2.9" stroke-linecap="round"/>',
  },
  {
    name: 'googleAds',
    detail: 'googleDetail',
    campaigns: 'oneCampaign',
    budget: 'googleBudget',
    y: 407,
    mark: '<rect x="116.5" y="407.5" width="35" height="35" rx="9" fill="#fff" stroke="#e2e8f0"/><path d="M139.9 420.1A7.7 7.7 0 0 1 139.4 430.4" fill="none" stroke="#4285f4" stroke-width="3.6"/><path d="M139.4 430.4A7.7 7.7 0 0 1 128.6 430.4" fill="none" stroke="#34a853" stroke-width="3.6"/><path d="M128.6 430.4A7.7 7.7 0 0 1 127.7 420.6" fill="none" stroke="#fbbc05" stroke-width="3.6"/><path d="M127.7 420.6A7.7 7.7 0 0 1 139.9 420.1" fill="none" stroke="#ea4335" stroke-width="3.6"/><rect x="134" y="423.2" width="9.5" height="3.6" fill="#4285f4"/>',
  },
]

const CHECKS: [Key, Key][] = [
  ['policyCheck', 'policyCheckBody'],
  ['tracking', 'trackingBody'],
  ['budgetCaps', 'budgetCapsBody'],
  ['audienceSize', 'audienceSizeBody'],
  ['landingPages', 'landingPagesBody'],
]

/** A platform of the campaign: its placements, its campaigns and its daily budget. */
function row(c: C, r: (typeof ROWS)[number], last: boolean): string {
  const pill = c.pill(532, r.y - 2, r.campaigns, { h: 22, size: 12, bg: '#e9e5ff', fg: '#3b2596', align: 'end' })
  const budgetW = c.w(r.budget, 13, '600')
  return [
    r.mark,
    c.t(164, r.y + 14, r.name, { size: 14, fill: '#0f172a', weight: '600', max: 532 - pill.width - 12 - 164 }),
    c.t(164, r.y + 33, r.detail, { size: 12, fill: '#64748b', max: 532 - budgetW - 12 - 164 }),
    pill.svg,
    c.t(532, r.y + 38, r.budget, { size: 13, fill: '#0f172a', weight: '600', anchor: 'end' }),
    last ? '' : `<path d="M116 ${r.y + 54.5}H532" fill="none" stroke="#f1f5f9"/>`,
  ].join('\n')
}

/** One pre-flight check, passed. */
function check(c: C, [title, body]: [Key, Key], i: number): string {
  const y = 271 + i * 54
  return [
    `<circle cx="600" cy="${y}" r="11" fill="#16a34a"/>` + icon(ICON.check, 592.9, y - 7.1, 14.3, '#fff', 2.64),
    c.t(624, y - 1, title, { size: 13, fill: '#0f172a', weight: '600', max: 284 }),
    c.t(624, y + 17, body, { size: 12, fill: '#64748b', max: 284 }),
  ].join('\n')
}

/** Step 5 of a new campaign: the summary per platform, the pre-flight checks, and publishing. */
export const publish: Screen<'publish'> = {
  width: 960,
  height: 640,
  render(c) {
    const passed = c.pill(908, 209, 'checksPassed', { h: 22, size: 12, bg: '#dcfce7', fg: '#15803d', align: 'end' })
    const publishW = 27 + c.w('publishTo', 15, '600') + 24
    const publishX = 910 - publishW
    const scheduleW = 26 + c.w('schedule', 14, '600') + 14
    const scheduleX = publishX - 4 - 16 - scheduleW
    const totalW = c.w('totalPerDay', 16, '700')
    const capW = c.w('lifetimeCap', 12)
    return window(c, {
      width: 960,
      height: 640,
      body: [
        rail(c, 'campaigns'),
        wizardHeader(c, 4),
        c.t(96, 142, 'title', { size: 22, fill: '#0f172a', weight: '700', max: 832 }),
        c.t(96, 166, 'subtitle', { size: 13, fill: '#64748b', max: 832 }),
        '<rect x="96.5" y="192.5" width="455" height="335" rx="12" fill="#fff" stroke="#e2e8f0" filter="url(#s)"/>',
        c.t(116, 225, 'summary', { size: 15, fill: '#0f172a', weight: '600' }),
        c.t(532, 225, 'campaignName', {
          size: 12,
          fill: '#64748b',
          anchor: 'end',
          max: 532 - 116 - c.w('summary', 15, '600') - 16,
        }),
        '<path d="M96 244.5H552" fill="none" stroke="#e2e8f0"/>',
        ...ROWS.map((r, i) => row(c, r, i === ROWS.length - 1)),
        '<path d="M96 461.5H552" fill="none" stroke="#e2e8f0"/>',
        '<path d="M96.5 462H551.5V515.5a12 12 0 0 1-12 12H108.5a12 12 0 0 1-12-12z" fill="#f8fafc"/>',
        c.t(116, 490, 'total', { size: 14, fill: '#0f172a', weight: '600', max: 532 - totalW - 16 - 116 }),
        c.t(116, 509, 'totalDetail', { size: 12, fill: '#64748b', max: 532 - capW - 16 - 116 }),
        c.t(532, 491, 'totalPerDay', { size: 16, fill: '#0f172a', weight: '700', anchor: 'end' }),
        c.t(532, 509, 'lifetimeCap', { size: 12, fill: '#64748b', anchor: 'end' }),
        '<rect x="568.5" y="192.5" width="359" height="335" rx="12" fill="#fff" stroke="#e2e8f0" filter="url(#s)"/>',
        c.t(588, 225, 'checksTitle', { size: 15, fill: '#0f172a', weight: '600', max: 908 - passed.width - 12 - 588 }),
        passed.svg,
        '<path d="M568 244.5H928" fill="none" stroke="#e2e8f0"/>',
        ...CHECKS.map((k, i) => check(c, k, i)),
        '<rect x="96.5" y="548.5" width="831" height="67" rx="12" fill="#fff" stroke="#e2e8f0" filter="url(#s)"/>',
        '<circle cx="132" cy="582" r="16" fill="#f3f1ff"/>' +
          icon('M12 4a8 8 0 1 0 0 16a8 8 0 1 0 0-16z M12 8v4l3 2', 122, 572, 20, '#5b37e6'),
        c.t(160, 578, 'goLive', { size: 13, fill: '#0f172a', weight: '600', max: scheduleX - 16 - 160 }),
        c.t(160, 596, 'goLiveBody', { size: 12, fill: '#64748b', max: scheduleX - 16 - 160 }),
        `<rect x="${n(publishX - 4)}" y="556" width="${n(publishW + 8)}" height="52" rx="14" fill="#e9e5ff"/>`,
        `<rect x="${n(publishX)}" y="560" width="${n(publishW)}" height="44" rx="10" fill="#5b37e6"/>` +
          icon('M4 12l16-8-6 16-3-6z M11 14l9-10', publishX + 13.6, 572.5, 19, '#fff', 2) +
          c.t(publishX + 40.6, 587.4, 'publishTo', { size: 15, fill: '#fff', weight: '600' }),
        `<rect x="${n(scheduleX + 0.5)}" y="560.5" width="${n(scheduleW - 1)}" height="43" rx="10" fill="#fff" stroke="#cbd5e1"/>` +
          icon(
            'M5 6h14a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1z M4 10h16 M8 4v4 M16 4v4',
            scheduleX + 7.4,
            573,
            18,
            '#0f172a',
            2,
          ) +
          c.t(scheduleX + 33.4, 587, 'schedule', { size: 14, fill: '#0f172a', weight: '600' }),
      ],
    })
  },
}
