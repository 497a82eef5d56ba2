import { n, type Canvas } from '../canvas.ts'
import { DONE_PILL, rail, sharesOf, window, wizardHeader } from '../chrome.ts'
import type { KeyOf, Screen } from '../types.ts'

type C = Canvas<KeyOf<'prompt'>>
type Key = KeyOf<'prompt'>

/** A sparkle (the AI's sign), drawn as it was at (214.4, 497.2), moved by (dx, dy). */
const sparkle = (dx: number, dy: number, fill: string) =>
  `<path transform="translate(${n(dx)} ${n(dy)})" d="M221.9 499.5Q224 504.9 229.4 507Q224 509.1 221.9 514.5Q219.8 509.1 214.4 507Q219.8 504.9 221.9 499.5zM229.1 497.2Q230 499.7 232.4 500.6Q230 501.6 229.1 504Q228.1 501.6 225.7 500.6Q228.1 499.7 229.1 497.2z" fill="${fill}"/>`

/** Chips that flow left to right from (x, y), wrapping at `right`; 34 px a row. */
function chips(c: C, x: number, y: number, right: number, keys: Key[]): string {
  let cx = x
  let cy = y
  return keys
    .map((key) => {
      const w = 28 + c.w(key, 12, '600')
      if (cx > x && cx + w > right) {
        cx = x
        cy += 34
      }
      const svg = c.pill(cx, cy, key, {
        h: 26,
        size: 12,
        bg: '#f3f1ff',
        fg: '#3b2596',
        padX: 14,
        stroke: '#ddd6fe',
        max: right - x,
      })
      cx += w + 8
      return svg.svg
    })
    .join('')
}

const PLATFORMS: { name: string; detail: Key; budget: Key; mark: string; y: number }[] = [
  {
    name: 'Meta',
    detail: 'metaPlacements',
    budget: 'metaBudget',
    y: 416,
    mark: '<rect x="516" y="416" width="32" height="32" rx="8" fill="#0866ff"/><path d="M532 432C529.2 422.4 516.8 422.4 517.2 432.4C517.6 440.8 529.2 440 532 432C534.8 422.4 547.2 422.4 546.8 432.4C546.4 440.8 534.8 440 532 432z" fill="none" stroke="#fff" stroke-width="2.4" stroke-linejoin="round"/>',
  },
  {
    name: 'TikTok',
    detail: 'tiktokPlacements',
    budget: 'tiktokBudget',
    y: 462,
    mark: '<rect x="516" y="462" width="32" height="32" rx="8" fill="#000"/><path d="M532.6 469V481a3.6 3.6 0 1 1-3.6-3.6M532.6 469c0.6 2.4 2.4 4 5.2 4.2" fill="none" stroke="#25f4ee" stroke-width="2.6" stroke-linecap="round"/><path d="M534.6 471V483a3.6 3.6 0 1 1-3.6-3.6M534.6 471c0.6 2.4 2.4 4 5.2 4.2" fill="none" stroke="#fe2c55" stroke-width="2.6" stroke-linecap="round"/><path d="M533.6 470V482a3.6 3.6 0 1 1-3.6-3.6M533.6 470c0.6 2.4 2.4 4 5.2 4.2" fill="none" stroke="#fff" stroke-width="2.6" stroke-linecap="round"/>',
  },
  {
    name: 'Google',
    detail: 'googleKeywords',
    budget: 'googleBudget',
    y: 508,
    mark: '<rect x="516.5" y="508.5" width="31" height="31" rx="8" fill="#fff" stroke="#e2e8f0"/><path d="M537.2 519.6A6.8 6.8 0 0 1 536.8 528.8" fill="none" stroke="#4285f4" stroke-width="3.2"/><path d="M536.8 528.8A6.8 6.8 0 0 1 527.2 528.8" fill="none" stroke="#34a853" stroke-width="3.2"/><path d="M527.2 528.8A6.8 6.8 0 0 1 526.4 520.1" fill="none" stroke="#fbbc05" stroke-width="3.2"/><path d="M526.4 520.1A6.8 6.8 0 0 1 537.2 519.6" fill="none" stroke="#ea4335" stroke-width="3.2"/><rect x="532" y="522.4" width="8.4" height="3.2" fill="#4285f4"/>',
  },
]

const SMALL_MARKS =
  '<rect x="396" y="582" width="18" height="18" rx="5" fill="#0866ff"/><path d="M405 591C403.4 585.6 396.4 585.6 396.7 591.2C396.9 595.9 403.4 595.5 405 591C406.6 585.6 413.6 585.6 413.3 591.2C413.1 595.9 406.6 595.5 405 591z" fill="none" stroke="#fff" stroke-width="1.4" stroke-linejoin="round"/><rect x="418.5" y="582.5" width="17" height="17" rx="5" fill="#fff" stroke="#e2e8f0"/><path d="M429.9 588.5A3.8 3.8 0 0 1 429.7 593.7" fill="none" stroke="#4285f4" stroke-width="1.8"/><path d="M429.7 593.7A3.8 3.8 0 0 1 424.3 593.7" fill="none" stroke="#34a853" stroke-width="1.8"/><path d="M424.3 593.7A3.8 3.8 0 0 1 423.9 588.8" fill="none" stroke="#fbbc05" stroke-width="1.8"/><path d="M423.9 588.8A3.8 3.8 0 0 1 429.9 588.5" fill="none" stroke="#ea4335" stroke-width="1.8"/><rect x="427" y="590.1" width="4.7" height="1.8" fill="#4285f4"/><rect x="440" y="582" width="18" height="18" rx="5" fill="#000"/><path d="M449.4 586V592.7a2 2 0 1 1-2-2M449.4 586c0.4 1.4 1.4 2.2 2.9 2.3" fill="none" stroke="#25f4ee" stroke-width="1.4" stroke-linecap="round"/><path d="M450.4 587V593.8a2 2 0 1 1-2-2M450.4 587c0.4 1.4 1.4 2.2 2.9 2.3" fill="none" stroke="#fe2c55" stroke-width="1.4" stroke-linecap="round"/><path d="M449.9 586.5V593.2a2 2 0 1 1-2-2M449.9 586.5c0.4 1.4 1.4 2.2 2.9 2.3" fill="none" stroke="#fff" stroke-width="1.4" stroke-linecap="round"/>'

/** Step 3 of a new campaign: the plain-language prompt beside the plan the AI drafted from it. */
export const prompt: Screen<'prompt'> = {
  width: 960,
  height: 640,
  render(c) {
    const brief = c.lines('prompt', 320, 15)
    const last = brief.length - 1
    const cursorX = 128 + c.width(brief[last] ?? '', 15) + 4
    const generateW = 26 + c.w('generatePlan', 15, '600')
    const generateX = 288 - generateW / 2
    const feedX = Math.max(176, 116 + c.w('context', 12, '600') + 8)
    const feed = c.pill(feedX, 437, 'productFeed', {
      h: 26,
      size: 12,
      bg: '#f1f5f9',
      fg: '#475569',
      padX: 13,
      lead: 17,
    })
    const ready = c.pill(908, 210, 'readyIn', DONE_PILL)
    const use = c.button(908, 564, 'useThisPlan', {
      h: 40,
      size: 14,
      bg: '#5b37e6',
      fg: '#fff',
      padX: 14.5,
      align: 'end',
    })
    const edit = c.button(908 - use.width - 12.5, 564, 'edit', {
      h: 40,
      size: 14,
      bg: '#fff',
      fg: '#0f172a',
      stroke: '#cbd5e1',
      padX: 20,
      align: 'end',
    })
    const upper = (key: Key) => c.s(key).toLocaleUpperCase(c.lang)
    const count = [...c.s('prompt')].length
    const shares = sharesOf(
      c,
      PLATFORMS.map((p) => p.budget),
    )
    return window(c, {
      width: 960,
      height: 640,
      body: [
        rail(c, 'campaigns'),
        wizardHeader(c, 2),
        c.t(96, 142, 'title', { size: 22, fill: '#0f172a', weight: '700', max: 832 }),
        c.t(96, 166, 'subtitle', { size: 13, fill: '#64748b', max: 832 }),
        '<rect x="96.5" y="192.5" width="383" height="423" rx="12" fill="#fff" stroke="#e2e8f0" filter="url(#s)"/>',
        c.t(116, 224, 'promptLabel', { size: 14, fill: '#0f172a', weight: '600', max: 250 }),
        c.t(460, 224, 'examples', { size: 12, fill: '#5b37e6', weight: '600', anchor: 'end' }),
        '<rect x="109" y="237" width="358" height="186" rx="13" fill="#e9e5ff"/>',
        '<rect x="112.5" y="240.5" width="351" height="179" rx="10" fill="#fff" stroke="#5b37e6" stroke-width="1.5"/>',
        c.para(128, 272, 'prompt', { size: 15, fill: '#0f172a', width: 320, lineHeight: 26, maxLines: 4 }).svg,
        `<rect x="${n(Math.min(cursorX, 446))}" y="${272 + last * 26 - 15}" width="2" height="20" rx="1" fill="#5b37e6"/>`,
        '<path transform="translate(126 388) scale(0.75)" d="M6 3h8l4 4v14H6z M14 3v4h4" fill="none" stroke="#94a3b8" stroke-width="2.4" stroke-linecap="round" stroke-linejoin="round"/>',
        '<path transform="translate(152 388) scale(0.75)" d="M5 5h14a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1z M4 16l5-5 4 4 2-2 5 5 M15 9.5h.01" fill="none" stroke="#94a3b8" stroke-width="2.4" stroke-linecap="round" stroke-linejoin="round"/>',
        c.lit(448, 402, `${count} / ${c.s('maxChars')}`, { size: 12, fill: '#94a3b8', anchor: 'end' }),
        c.t(116, 454, 'context', { size: 12, fill: '#64748b', weight: '600', max: 100 }),
        feed.svg +
          `<path transform="translate(${n(feedX + 13)} 443.5) scale(0.542)" d="M5 8h14l-1 12H6z M9 10V7a3 3 0 0 1 6 0v3" fill="none" stroke="#475569" stroke-width="3.69" stroke-linecap="round" stroke-linejoin="round"/>`,
        c.pill(feedX + feed.width + 8, 437, 'brandKit', {
          h: 26,
          size: 12,
          bg: '#f1f5f9',
          fg: '#475569',
          padX: 13,
          dot: '#16a34a',
          max: 460 - feedX - feed.width - 8,
        }).svg,
        '<rect x="116" y="484" width="344" height="44" rx="10" fill="#5b37e6"/>' +
          sparkle(generateX - 214.4, 0, '#fff') +
          c.t(generateX + 26, 511.4, 'generatePlan', { size: 15, fill: '#fff', weight: '600', max: 310 }),
        c.t(288, 552, 'shortcut', { size: 12, fill: '#94a3b8', anchor: 'middle', max: 344 }),
        '<path d="M116 572.5H460" fill="none" stroke="#e2e8f0"/>',
        c.t(116, 596, 'usesData', { size: 12, fill: '#64748b', max: 396 - 12 - 116 }),
        SMALL_MARKS,
        '<rect x="496.5" y="192.5" width="431" height="423" rx="12" fill="#fff" stroke="#e2e8f0" filter="url(#s)"/>',
        '<circle cx="532" cy="222" r="16" fill="#e9e5ff"/>' + sparkle(309.1, -284.6, '#5b37e6'),
        c.t(558, 227, 'planPreview', { size: 15, fill: '#0f172a', weight: '600', max: 908 - ready.width - 12 - 558 }),
        ready.svg,
        '<path d="M496 252.5H928" fill="none" stroke="#e2e8f0"/>',
        c.lit(516, 278, upper('audiences'), { size: 11, fill: '#64748b', weight: '700', spacing: 0.6 }),
        chips(c, 516, 288, 908, ['chipWomen', 'chipMarkets', 'chipInterests', 'chipLookalike']),
        c.lit(516, 380, upper('platformsBudget'), { size: 11, fill: '#64748b', weight: '700', spacing: 0.6 }),
        c.t(908, 380, 'totalPerDay', { size: 12, fill: '#0f172a', weight: '700', anchor: 'end' }),
        '<g><clipPath id="bar"><rect x="516" y="392" width="392" height="10" rx="5"/></clipPath></g>',
        '<g clip-path="url(#bar)"><rect x="516" y="392" width="196" height="10" fill="#0866ff"/><rect x="712" y="392" width="156.8" height="10" fill="#111827"/><rect x="868.8" y="392" width="39.2" height="10" fill="#fbbc05"/></g>',
        '<rect x="711" y="392" width="2" height="10" fill="#fff"/><rect x="867.8" y="392" width="2" height="10" fill="#fff"/>',
        ...PLATFORMS.map((p, i) => {
          const budgetW = c.w(p.budget, 13, '600')
          return [
            p.mark,
            c.lit(560, p.y + 14, p.name, { size: 13, fill: '#0f172a', weight: '600' }),
            c.t(560, p.y + 30, p.detail, { size: 12, fill: '#64748b', max: 908 - budgetW - 16 - 560 }),
            c.t(908, p.y + 14, p.budget, { size: 13, fill: '#0f172a', weight: '600', anchor: 'end' }),
            c.lit(908, p.y + 30, shares[i]!, { size: 12, fill: '#64748b', anchor: 'end' }),
          ].join('\n')
        }),
        '<path d="M496 552.5H928" fill="none" stroke="#e2e8f0"/>',
        c.t(516, 580, 'weeklyReach', {
          size: 12,
          fill: '#64748b',
          max: 908 - use.width - edit.width - 12.5 - 16 - 516,
        }),
        c.t(516, 599, 'reach', {
          size: 15,
          fill: '#0f172a',
          weight: '700',
          max: 908 - use.width - edit.width - 12.5 - 16 - 516,
        }),
        use.svg,
        edit.svg,
      ],
    })
  },
}
