import { n, type Canvas } from '../canvas.ts'
import { gridLines, window } from '../chrome.ts'
import type { KeyOf, Screen } from '../types.ts'
import { campaign, sidebar } from './poster-parts.ts'

type C = Canvas<KeyOf<'poster'>>
type Key = KeyOf<'poster'>

const DEFS =
  '<linearGradient id="pg" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#5b37e6"/><stop offset="1" stop-color="#2dd4bf"/></linearGradient><linearGradient id="ar" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#5b37e6" stop-opacity=".2"/><stop offset="1" stop-color="#5b37e6" stop-opacity="0"/></linearGradient><linearGradient id="smeta" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#0866ff" stop-opacity=".18"/><stop offset="1" stop-color="#0866ff" stop-opacity="0"/></linearGradient><linearGradient id="stiktok" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fe2c55" stop-opacity=".18"/><stop offset="1" stop-color="#fe2c55" stop-opacity="0"/></linearGradient><linearGradient id="sgoogle" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#34a853" stop-opacity=".18"/><stop offset="1" stop-color="#34a853" stop-opacity="0"/></linearGradient>'

const SPARKLE =
  'M272 72Q274.5 78.5 281 81Q274.5 83.5 272 90Q269.5 83.5 263 81Q269.5 78.5 272 72zM280.6 69.3Q281.7 72.2 284.6 73.3Q281.7 74.5 280.6 77.4Q279.4 74.5 276.5 73.3Q279.4 72.2 280.6 69.3z'

/** The chart's legend, right-aligned at 874: ROAS, daily spend, target. */
function legend(c: C): string {
  const target = 874 - c.w('target', 12)
  const dash = target - 8 - 16
  const spendEnd = dash - 8
  const square = spendEnd - c.w('dailySpend', 12) - 6 - 12
  const roasEnd = square - 12
  const bar = roasEnd - c.w('roas', 12) - 6 - 16
  return [
    c.t(874, 413, 'target', { size: 12, fill: '#64748b', anchor: 'end' }),
    `<path d="M${n(dash)} 409h16" fill="none" stroke="#0d9488" stroke-width="2" stroke-dasharray="4 3"/>`,
    c.t(spendEnd, 413, 'dailySpend', { size: 12, fill: '#64748b', anchor: 'end' }),
    `<rect x="${n(square)}" y="403" width="12" height="12" rx="3" fill="#ddd6fe"/>`,
    c.t(roasEnd, 413, 'roas', { size: 12, fill: '#64748b', anchor: 'end' }),
    `<rect x="${n(bar)}" y="407" width="16" height="4" rx="2" fill="#5b37e6"/>`,
  ].join('\n')
}

/** The chart's tooltip on the last day, as wide as its text, its right edge where it was. */
function tooltip(c: C): string {
  const w = Math.max(136, 24 + Math.max(c.w('tooltipDay', 11), c.w('tooltipRoas', 13, '700')))
  const x = 835.8 - w
  return (
    `<rect x="${n(x)}" y="449.2" width="${n(w)}" height="50" rx="8" fill="#0f172a"/>` +
    c.t(x + 12, 469.2, 'tooltipDay', { size: 11, fill: '#cbd5e1' }) +
    c.t(x + 12, 488.2, 'tooltipRoas', { size: 13, fill: '#fff', weight: '700' })
  )
}

/** One action of the Autopilot card: its platform, what it did, when and the result. */
function action(c: C, mark: string, y: number, title: Key, time: Key, result: Key): string {
  const timeText = `${c.s(time)} · `
  const timeW = c.width(timeText, 12)
  return [
    mark,
    c.t(970, y, title, { size: 13, fill: '#0f172a', weight: '600', max: 262 }),
    c.lit(970, y + 18, timeText, { size: 12, fill: '#94a3b8' }) +
      c.t(970 + timeW, y + 18, result, { size: 12, fill: '#15803d', weight: '600', max: 262 - timeW }),
  ].join('\n')
}

/** The product tour's poster: the campaign overview (the clip's first frame). */
export const poster: Screen<'poster'> = {
  width: 1280,
  height: 720,
  render(c) {
    const generateW = 37 + c.w('generatePlan', 14, '600') + 16
    const generateX = 1246 - generateW
    const promptEnd = Math.min(294 + c.w('prompt', 15) + 6, generateX - 20)
    const datesW = 12 + 16 + 8 + c.w('lastDays', 13, '600') + 12
    const onW = 7.5 + 32 + 8 + c.w('autopilotOn', 12, '700') + 10
    const onX = 1251.5 - datesW - 13 - onW
    const titleW = c.w('title', 20, '700')
    const chartValueW = c.w('roasValue', 28, '700')
    const insightApplyW = 26 + c.w('apply', 13, '600')
    return window(c, {
      width: 1280,
      height: 720,
      urlBar: 440,
      defs: DEFS,
      body: [
        sidebar(c),
        '<rect x="220" y="40" width="1060" height="80" fill="#fff"/><path d="M220 119.5H1280" fill="none" stroke="#e2e8f0"/>',
        '<rect x="244" y="52" width="1012" height="56" rx="16" fill="#f3f1ff"/>',
        '<rect x="248.8" y="56.8" width="1002.5" height="46.5" rx="12" fill="#fff" stroke="url(#pg)" stroke-width="1.5"/>',
        `<path d="${SPARKLE}" fill="#5b37e6"/>`,
        c.t(294, 85.5, 'prompt', { size: 15, fill: '#0f172a', max: generateX - 20 - 6 - 294 }),
        `<rect x="${n(promptEnd)}" y="71" width="2" height="20" rx="1" fill="#5b37e6"/>`,
        `<rect x="${n(generateX)}" y="62" width="${n(generateW)}" height="36" rx="10" fill="#5b37e6"/>` +
          `<path transform="translate(${n(generateX - 1096)} 0)" d="M1109 74Q1110.9 79 1116 81Q1110.9 83 1109 88Q1107 83 1102 81Q1107 79 1109 74zM1115.6 71.9Q1116.5 74.2 1118.8 75Q1116.5 75.9 1115.6 78.2Q1114.7 75.9 1112.5 75Q1114.7 74.2 1115.6 71.9z" fill="#fff"/>` +
          c.t(generateX + 31, 85, 'generatePlan', { size: 14, fill: '#fff', weight: '600' }),
        c.t(248, 152, 'title', { size: 20, fill: '#0f172a', weight: '700' }),
        c.t(248 + titleW + 12, 152, 'campaignLine', { size: 13, fill: '#64748b', max: onX - 16 - (248 + titleW + 12) }),
        `<rect x="${n(1251.5 - datesW)}" y="132.5" width="${n(datesW)}" height="29" rx="10" fill="#fff" stroke="#cbd5e1"/>` +
          `<path transform="translate(${n(1251.5 - datesW + 12)} 139) scale(0.667)" d="M5 6h14a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1z M4 10h16 M8 4v4 M16 4v4" fill="none" stroke="#0f172a" stroke-width="3.0" stroke-linecap="round" stroke-linejoin="round"/>` +
          c.t(1251.5 - datesW + 36, 151.5, 'lastDays', { size: 13, fill: '#0f172a', weight: '600' }),
        `<rect x="${n(onX)}" y="132.5" width="${n(onW)}" height="29" rx="14.5" fill="#f0fdf4" stroke="#bbf7d0"/><rect x="${n(onX + 7.5)}" y="138" width="32" height="18" rx="9" fill="#16a34a"/><circle cx="${n(onX + 30.5)}" cy="147" r="6" fill="#fff"/>` +
          c.t(onX + 47.5, 151, 'autopilotOn', { size: 12, fill: '#15803d', weight: '700' }),
        campaign(c, 248.5, {
          mark: '<rect x="266" y="194" width="36" height="36" rx="9" fill="#0866ff"/><path d="M284 212C280.9 201.2 266.9 201.2 267.3 212.4C267.8 221.9 280.9 221 284 212C287.1 201.2 301.1 201.2 300.7 212.4C300.2 221.9 287.1 221 284 212z" fill="none" stroke="#fff" stroke-width="2.7" stroke-linejoin="round"/>',
          name: 'metaAds',
          detail: 'metaDetail',
          spend: 'metaSpend',
          roas: 'metaRoas',
          cpa: 'metaCpa',
          count: 'metaConversions',
          change: 'metaChange',
          budget: 'metaBudget',
          spark: [
            '<path d="M266 319.3C271.8 318.4 286.5 314.5 298 314C309.5 313.5 318.5 317.6 330 316.7C341.5 315.7 350.5 309.6 362 308.7C373.5 307.7 382.5 311.8 394 311.3C405.5 310.9 414.5 306.5 426 306C437.5 305.5 446.5 309.1 458 308.7C469.5 308.2 478.5 303.8 490 303.3C501.5 302.9 510.5 306.5 522 306C533.5 305.5 548.2 301.6 554 300.7V330H266.0z" fill="url(#smeta)"/>',
            '<path d="M266 319.3C271.8 318.4 286.5 314.5 298 314C309.5 313.5 318.5 317.6 330 316.7C341.5 315.7 350.5 309.6 362 308.7C373.5 307.7 382.5 311.8 394 311.3C405.5 310.9 414.5 306.5 426 306C437.5 305.5 446.5 309.1 458 308.7C469.5 308.2 478.5 303.8 490 303.3C501.5 302.9 510.5 306.5 522 306C533.5 305.5 548.2 301.6 554 300.7" fill="none" stroke="#0866ff" stroke-width="2" stroke-linecap="round"/>',
          ],
          dot: '<circle cx="554" cy="300.7" r="3.5" fill="#fff" stroke="#0866ff" stroke-width="2"/>',
        }),
        campaign(c, 588.5, {
          mark: '<rect x="606.5" y="194.5" width="35" height="35" rx="9" fill="#fff" stroke="#e2e8f0"/><path d="M629.9 207.1A7.7 7.7 0 0 1 629.4 217.4" fill="none" stroke="#4285f4" stroke-width="3.6"/><path d="M629.4 217.4A7.7 7.7 0 0 1 618.6 217.4" fill="none" stroke="#34a853" stroke-width="3.6"/><path d="M618.6 217.4A7.7 7.7 0 0 1 617.7 207.6" fill="none" stroke="#fbbc05" stroke-width="3.6"/><path d="M617.7 207.6A7.7 7.7 0 0 1 629.9 207.1" fill="none" stroke="#ea4335" stroke-width="3.6"/><rect x="624" y="210.2" width="9.5" height="3.6" fill="#4285f4"/>',
          name: 'googleAds',
          detail: 'googleDetail',
          spend: 'googleSpend',
          roas: 'googleRoas',
          cpa: 'googleCpa',
          count: 'googleConversions',
          change: 'googleChange',
          budget: 'googleBudget',
          spark: [
            '<path d="M606 312.9C611.8 312.3 626.5 308.5 638 309.2C649.5 309.9 658.5 316.7 670 316.7C681.5 316.7 690.5 311.2 702 309.2C713.5 307.2 722.5 304.8 734 305.5C745.5 306.1 754.5 312.3 766 312.9C777.5 313.6 786.5 311.2 798 309.2C809.5 307.2 818.5 302.4 830 301.7C841.5 301.1 850.5 305.5 862 305.5C873.5 305.5 888.2 302.4 894 301.7V330H606.0z" fill="url(#sgoogle)"/>',
            '<path d="M606 312.9C611.8 312.3 626.5 308.5 638 309.2C649.5 309.9 658.5 316.7 670 316.7C681.5 316.7 690.5 311.2 702 309.2C713.5 307.2 722.5 304.8 734 305.5C745.5 306.1 754.5 312.3 766 312.9C777.5 313.6 786.5 311.2 798 309.2C809.5 307.2 818.5 302.4 830 301.7C841.5 301.1 850.5 305.5 862 305.5C873.5 305.5 888.2 302.4 894 301.7" fill="none" stroke="#34a853" stroke-width="2" stroke-linecap="round"/>',
          ],
          dot: '<circle cx="894" cy="301.7" r="3.5" fill="#fff" stroke="#34a853" stroke-width="2"/>',
        }),
        campaign(c, 928.5, {
          mark: '<rect x="946" y="194" width="36" height="36" rx="9" fill="#000"/><path d="M964.7 201.9V215.4a4 4 0 1 1-4-4M964.7 201.9c0.7 2.7 2.7 4.5 5.9 4.7" fill="none" stroke="#25f4ee" stroke-width="2.9" stroke-linecap="round"/><path d="M966.9 204.1V217.6a4 4 0 1 1-4-4M966.9 204.1c0.7 2.7 2.7 4.5 5.9 4.7" fill="none" stroke="#fe2c55" stroke-width="2.9" stroke-linecap="round"/><path d="M965.8 203V216.5a4 4 0 1 1-4-4M965.8 203c0.7 2.7 2.7 4.5 5.9 4.7" fill="none" stroke="#fff" stroke-width="2.9" stroke-linecap="round"/>',
          name: 'tiktokAds',
          detail: 'tiktokDetail',
          spend: 'tiktokSpend',
          roas: 'tiktokRoas',
          cpa: 'tiktokCpa',
          count: 'tiktokConversions',
          change: 'tiktokChange',
          budget: 'tiktokBudget',
          spark: [
            '<path d="M946 321.8C951.8 320.8 966.5 317.9 978 316.7C989.5 315.4 998.5 315.9 1010 315C1021.5 314.1 1030.5 311.9 1042 311.6C1053.5 311.3 1062.5 313.9 1074 313.3C1085.5 312.7 1094.5 309.4 1106 308.2C1117.5 307 1126.5 307.1 1138 306.5C1149.5 305.9 1158.5 305.7 1170 304.8C1181.5 303.9 1190.5 302.3 1202 301.4C1213.5 300.5 1228.2 300 1234 299.7V330H946.0z" fill="url(#stiktok)"/>',
            '<path d="M946 321.8C951.8 320.8 966.5 317.9 978 316.7C989.5 315.4 998.5 315.9 1010 315C1021.5 314.1 1030.5 311.9 1042 311.6C1053.5 311.3 1062.5 313.9 1074 313.3C1085.5 312.7 1094.5 309.4 1106 308.2C1117.5 307 1126.5 307.1 1138 306.5C1149.5 305.9 1158.5 305.7 1170 304.8C1181.5 303.9 1190.5 302.3 1202 301.4C1213.5 300.5 1228.2 300 1234 299.7" fill="none" stroke="#fe2c55" stroke-width="2" stroke-linecap="round"/>',
          ],
          dot: '<circle cx="1234" cy="299.7" r="3.5" fill="#fff" stroke="#fe2c55" stroke-width="2"/>',
        }),
        '<rect x="248.5" y="380.5" width="647" height="319" rx="12" fill="#fff" stroke="#e2e8f0" filter="url(#s)"/>',
        c.t(270, 412, 'chartTitle', { size: 14, fill: '#64748b', weight: '600', max: 290 }),
        c.t(270, 448, 'roasValue', { size: 28, fill: '#0f172a', weight: '700' }),
        c.pill(270 + chartValueW + 12, 429, 'roasChange', {
          h: 22,
          size: 12,
          bg: '#dcfce7',
          fg: '#15803d',
          lead: 12,
          max: 874 - 270 - chartValueW - 12,
        }).svg + `<path d="M${n(270 + chartValueW + 22)} 443l4-6 4 6z" fill="#15803d"/>`,
        legend(c),
        ...gridLines(c, { left: 304, right: 870, labelEnd: 292, labelMax: 40 }, [
          [662.5, 666, 'axis1'],
          [600.5, 604, 'axis2'],
          [538.5, 542, 'axis3'],
          [476.5, 480, 'axis4'],
        ]),
        ...[
          '<rect x="312.9" y="595.5" width="22.6" height="66.5" rx="3" fill="#ede9fe"/>',
          '<rect x="353.3" y="590.4" width="22.6" height="71.6" rx="3" fill="#ede9fe"/>',
          '<rect x="393.8" y="592.9" width="22.6" height="69.1" rx="3" fill="#ede9fe"/>',
          '<rect x="434.2" y="586.6" width="22.6" height="75.4" rx="3" fill="#ede9fe"/>',
          '<rect x="474.6" y="584" width="22.6" height="78" rx="3" fill="#ede9fe"/>',
          '<rect x="515" y="585.3" width="22.6" height="76.7" rx="3" fill="#ede9fe"/>',
          '<rect x="555.5" y="580.2" width="22.6" height="81.8" rx="3" fill="#ede9fe"/>',
          '<rect x="595.9" y="582.7" width="22.6" height="79.3" rx="3" fill="#ede9fe"/>',
          '<rect x="636.3" y="577.6" width="22.6" height="84.4" rx="3" fill="#ede9fe"/>',
          '<rect x="676.8" y="578.9" width="22.6" height="83.1" rx="3" fill="#ede9fe"/>',
          '<rect x="717.2" y="573.8" width="22.6" height="88.2" rx="3" fill="#ede9fe"/>',
          '<rect x="757.6" y="572.5" width="22.6" height="89.5" rx="3" fill="#ede9fe"/>',
          '<rect x="798" y="571.2" width="22.6" height="90.8" rx="3" fill="#ede9fe"/>',
          '<rect x="838.5" y="569.9" width="22.6" height="92.1" rx="3" fill="#ede9fe"/>',
        ],
        '<path d="M324.2 581.4C331.5 579.2 350.1 570.1 364.6 569C379.2 567.9 390.5 577.4 405.1 575.2C419.6 573 430.9 558.8 445.5 556.6C460.1 554.4 471.4 565 485.9 562.8C500.5 560.6 511.8 546.4 526.4 544.2C540.9 542 552.2 551.5 566.8 550.4C581.3 549.3 592.7 541.3 607.2 538C621.8 534.7 633.1 530.7 647.6 531.8C662.2 532.9 673.5 545.3 688.1 544.2C702.6 543.1 713.9 530.1 728.5 525.6C743.1 521.1 754.4 519.4 768.9 519.4C783.5 519.4 794.8 526.7 809.4 525.6C823.9 524.5 842.5 515.4 849.8 513.2V662H324.2z" fill="url(#ar)"/>',
        '<path d="M304 538H870" fill="none" stroke="#0d9488" stroke-width="1.5" stroke-dasharray="5 4"/>',
        '<path d="M324.2 581.4C331.5 579.2 350.1 570.1 364.6 569C379.2 567.9 390.5 577.4 405.1 575.2C419.6 573 430.9 558.8 445.5 556.6C460.1 554.4 471.4 565 485.9 562.8C500.5 560.6 511.8 546.4 526.4 544.2C540.9 542 552.2 551.5 566.8 550.4C581.3 549.3 592.7 541.3 607.2 538C621.8 534.7 633.1 530.7 647.6 531.8C662.2 532.9 673.5 545.3 688.1 544.2C702.6 543.1 713.9 530.1 728.5 525.6C743.1 521.1 754.4 519.4 768.9 519.4C783.5 519.4 794.8 526.7 809.4 525.6C823.9 524.5 842.5 515.4 849.8 513.2" fill="none" stroke="#5b37e6" stroke-width="2.5" stroke-linecap="round"/>',
        c.t(324.2, 684, 'day1', { size: 11, fill: '#94a3b8', anchor: 'middle' }),
        c.t(445.5, 684, 'day4', { size: 11, fill: '#94a3b8', anchor: 'middle' }),
        c.t(566.8, 684, 'day7', { size: 11, fill: '#94a3b8', anchor: 'middle' }),
        c.t(688.1, 684, 'day10', { size: 11, fill: '#94a3b8', anchor: 'middle' }),
        c.t(849.8, 684, 'day14', { size: 11, fill: '#94a3b8', anchor: 'middle' }),
        '<path d="M849.8 513.2V662" fill="none" stroke="#5b37e6" stroke-dasharray="2 3" stroke-opacity=".6"/>',
        '<circle cx="849.8" cy="513.2" r="6" fill="#fff" stroke="#5b37e6" stroke-width="3"/>',
        tooltip(c),
        '<rect x="912.5" y="380.5" width="339" height="319" rx="12" fill="#fff" stroke="#e2e8f0" filter="url(#s)"/>',
        '<circle cx="946" cy="410" r="14" fill="#f3f1ff"/><path transform="translate(937 401) scale(0.75)" d="M13 3L5 14h6l-1 7 8-11h-6z" fill="none" stroke="#5b37e6" stroke-width="2.4" stroke-linecap="round" stroke-linejoin="round"/>',
        c.t(968, 415, 'autopilot', {
          size: 15,
          fill: '#0f172a',
          weight: '600',
          max: 1190 - c.w('on', 12, '700') - 12 - 968,
        }),
        c.t(1190, 415, 'on', { size: 12, fill: '#15803d', weight: '700', anchor: 'end' }) +
          '<rect x="1198" y="401" width="36" height="20" rx="10" fill="#16a34a"/><circle cx="1224" cy="411" r="7" fill="#fff"/>',
        '<path d="M912 434.5H1252" fill="none" stroke="#e2e8f0"/>',
        action(
          c,
          '<rect x="932" y="448" width="26" height="26" rx="7" fill="#0866ff"/><path d="M945 461C942.7 453.2 932.6 453.2 933 461.3C933.3 468.2 942.7 467.5 945 461C947.3 453.2 957.4 453.2 957 461.3C956.7 468.2 947.3 467.5 945 461z" fill="none" stroke="#fff" stroke-width="2" stroke-linejoin="round"/>',
          460,
          'action1',
          'time1',
          'result1',
        ),
        action(
          c,
          '<rect x="932" y="494" width="26" height="26" rx="7" fill="#000"/><path d="M945.5 499.7V509.5a2.9 2.9 0 1 1-2.9-2.9M945.5 499.7c0.5 2 2 3.2 4.2 3.4" fill="none" stroke="#25f4ee" stroke-width="2.1" stroke-linecap="round"/><path d="M947.1 501.3V511a2.9 2.9 0 1 1-2.9-2.9M947.1 501.3c0.5 2 2 3.2 4.2 3.4" fill="none" stroke="#fe2c55" stroke-width="2.1" stroke-linecap="round"/><path d="M946.3 500.5V510.2a2.9 2.9 0 1 1-2.9-2.9M946.3 500.5c0.5 2 2 3.2 4.2 3.4" fill="none" stroke="#fff" stroke-width="2.1" stroke-linecap="round"/>',
          506,
          'action2',
          'time2',
          'result2',
        ),
        action(
          c,
          '<rect x="932.5" y="540.5" width="25" height="25" rx="7" fill="#fff" stroke="#e2e8f0"/><path d="M949.2 549.4A5.5 5.5 0 0 1 948.9 556.9" fill="none" stroke="#4285f4" stroke-width="2.6"/><path d="M948.9 556.9A5.5 5.5 0 0 1 941.1 556.9" fill="none" stroke="#34a853" stroke-width="2.6"/><path d="M941.1 556.9A5.5 5.5 0 0 1 940.5 549.8" fill="none" stroke="#fbbc05" stroke-width="2.6"/><path d="M940.5 549.8A5.5 5.5 0 0 1 949.2 549.4" fill="none" stroke="#ea4335" stroke-width="2.6"/><rect x="945" y="551.7" width="6.8" height="2.6" fill="#4285f4"/>',
          552,
          'action3',
          'time3',
          'result3',
        ),
        '<rect x="928.5" y="590.5" width="307" height="93" rx="10" fill="#f3f1ff" stroke="#ddd6fe"/>',
        '<path d="M948 605Q950 610 955 612Q950 614 948 619Q946 614 941 612Q946 610 948 605zM954.6 602.9Q955.5 605.2 957.8 606Q955.5 606.9 954.6 609.2Q953.8 606.9 951.5 606Q953.8 605.2 954.6 602.9z" fill="#5b37e6"/>' +
          c.t(962, 616, 'insightTitle', { size: 12, fill: '#5b37e6', weight: '700', max: 250 }),
        c.para(942, 636, 'insight', {
          size: 13,
          fill: '#475569',
          width: 1224 - insightApplyW - 12 - 942,
          lineHeight: 17,
          maxLines: 3,
        }).svg,
        `<rect x="${n(1224 - insightApplyW)}" y="630" width="${n(insightApplyW)}" height="32" rx="10" fill="#5b37e6"/>` +
          c.t(1224 - insightApplyW / 2, 650.7, 'apply', { size: 13, fill: '#fff', weight: '600', anchor: 'middle' }),
      ],
    })
  },
}
