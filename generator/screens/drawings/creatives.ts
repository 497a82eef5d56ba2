import { n, type Canvas } from '../canvas.ts'
import { rail, window, wizardHeader } from '../chrome.ts'
import type { KeyOf, Screen } from '../types.ts'

type C = Canvas<KeyOf<'creatives'>>

/** The creatives' backgrounds and the jacket they show. */
const DEFS =
  '<linearGradient id="g1" x1="0" y1="0" x2=".6" y2="1"><stop offset="0" stop-color="#fde68a"/><stop offset="1" stop-color="#f59e0b"/></linearGradient><linearGradient id="g2" x1="0" y1="0" x2=".6" y2="1"><stop offset="0" stop-color="#c4b5fd"/><stop offset="1" stop-color="#f9a8d4"/></linearGradient><linearGradient id="g3" x1="0" y1="0" x2=".6" y2="1"><stop offset="0" stop-color="#5eead4"/><stop offset="1" stop-color="#0f766e"/></linearGradient><linearGradient id="g4" x1="0" y1="0" x2=".6" y2="1"><stop offset="0" stop-color="#312e81"/><stop offset="1" stop-color="#0b1020"/></linearGradient><linearGradient id="g5" x1="0" y1="0" x2=".6" y2="1"><stop offset="0" stop-color="#fef3c7"/><stop offset="1" stop-color="#fdba74"/></linearGradient><linearGradient id="g6" x1="0" y1="0" x2=".6" y2="1"><stop offset="0" stop-color="#bae6fd"/><stop offset="1" stop-color="#e0e7ff"/></linearGradient><symbol id="jk" viewBox="0 0 100 100"><path d="M31 22L16 30L8 80l12 3 9-36z M69 22l15 8 8 50-12 3-9-36z"/><path d="M31 22l13-6q6 7 12 0l13 6 2 66H29z"/><path d="M44 16l6 16 6-16 M50 32v56 M33 62h10 M57 62h10" fill="none" stroke="#000" stroke-opacity=".28" stroke-width="2" stroke-linecap="round"/></symbol>'

/** A creative's name, and its aspect ratio in a pill at the card's right edge. */
function label(c: C, x: number, y: number, key: KeyOf<'creatives'>, ratio: string): string {
  const right = x + 160
  const w = 18 + c.width(ratio, 11, '600')
  return (
    c.t(x, y, key, { size: 13, fill: '#0f172a', weight: '600', max: right - w - 4 - x }) +
    `<rect x="${n(right - w)}" y="${y - 14}" width="${n(w)}" height="20" rx="10" fill="#e9e5ff"/>` +
    c.lit(right - w + 9, y, ratio, { size: 11, fill: '#5b37e6', weight: '600' })
  )
}

/** "or browse files": the link part in the brand colour, the two centred together. */
function browse(c: C): string {
  const or = c.w('or', 13)
  const space = c.width(' ', 13)
  const link = c.w('browseFiles', 13, '600')
  const start = 808 - (or + space + link) / 2
  return (
    c.t(start, 319, 'or', { size: 13, fill: '#64748b' }) +
    c.t(start + or + space, 319, 'browseFiles', { size: 13, fill: '#5b37e6', weight: '600', max: 210 - or - space })
  )
}

/** What variations can change, as tags in a row. */
function tags(c: C): string {
  let x = 706
  return (['tagSizes', 'tagHooks', 'tagScenes'] as const)
    .map((key) => {
      const pill = c.pill(x, 508, key, { h: 22, size: 11, bg: '#f1f5f9', fg: '#475569', padX: 9, max: 910 - x })
      x += pill.width + 5
      return pill.svg
    })
    .join('')
}

/** The button, its sparkle and label centred together. */
function generate(c: C): string {
  const w = 25 + c.w('generateVariations', 14, '600')
  const start = 808 - w / 2
  return (
    '<rect x="706" y="556" width="204" height="42" rx="10" fill="#5b37e6"/>' +
    `<path transform="translate(${n(start - 716.5)} 0)" d="M723.5 571Q725.5 576 730.5 578Q725.5 580 723.5 585Q721.5 580 716.5 578Q721.5 576 723.5 571zM730.2 568.9Q731 571.2 733.3 572Q731 572.9 730.2 575.2Q729.3 572.9 727 572Q729.3 571.2 730.2 568.9z" fill="#fff"/>` +
    c.t(start + 25, 582, 'generateVariations', { size: 14, fill: '#fff', weight: '600', max: 180 })
  )
}

/** Step 4 of a new campaign: six creatives in three formats, an upload area and AI variations. */
export const creatives: Screen<'creatives'> = {
  width: 960,
  height: 640,
  render(c) {
    const titleW = c.w('title', 22, '700')
    return window(c, {
      width: 960,
      height: 640,
      defs: DEFS,
      body: [
        rail(c, 'campaigns'),
        wizardHeader(c, 3),
        c.t(96, 142, 'title', { size: 22, fill: '#0f172a', weight: '700', max: 576 }),
        c.t(96, 166, 'subtitle', { size: 13, fill: '#64748b', max: 576 }),
        c.t(672, 142, 'count', { size: 13, fill: '#64748b', anchor: 'end', max: 672 - 96 - titleW - 16 }),
        `<rect x="96.5" y="192.5" width="183" height="203" rx="12" fill="#fff" stroke="#e2e8f0" filter="url(#s)"/>`,
        `<rect x="104" y="200" width="168" height="152" rx="8" fill="#f1f5f9"/>`,
        `<g><clipPath id="c1"><rect x="120" y="208" width="136" height="136" rx="6"/></clipPath></g><g clip-path="url(#c1)"><rect x="120" y="208" width="136" height="136" fill="url(#g1)"/><circle cx="204.3" cy="262.4" r="40.8" fill="#fff" fill-opacity=".35"/><ellipse cx="201.6" cy="325" rx="29.9" ry="8.2" fill="#92400e" fill-opacity=".25"/><use href="#jk" x="159.4" y="236.6" width="84.3" height="84.3" fill="#9a3412"/><rect x="132" y="222" width="40" height="5" rx="2.5" fill="#78350f" fill-opacity=".8"/><rect x="132" y="231" width="26" height="5" rx="2.5" fill="#78350f" fill-opacity=".8"/><rect x="132" y="316" width="44" height="16" rx="8" fill="#78350f"/></g>`,
        `<circle cx="258" cy="214" r="9" fill="#5b37e6"/><path transform="translate(252.2 208.2) scale(0.488)" d="M5 12.5l4.5 4.5L19 7.5" fill="none" stroke="#fff" stroke-width="4.43" stroke-linecap="round" stroke-linejoin="round"/>`,
        label(c, 108, 379, 'heroShot', '1:1'),
        `<rect x="292.5" y="192.5" width="183" height="203" rx="12" fill="#fff" stroke="#e2e8f0" filter="url(#s)"/>`,
        `<rect x="300" y="200" width="168" height="152" rx="8" fill="#f1f5f9"/>`,
        `<g><clipPath id="c2"><rect x="343.5" y="204" width="81" height="144" rx="6"/></clipPath></g><g clip-path="url(#c2)"><rect x="343.5" y="204" width="81" height="144" fill="url(#g2)"/><circle cx="384" cy="276" r="36.5" fill="#fff" fill-opacity=".3"/><use href="#jk" x="347.6" y="242.4" width="72.9" height="72.9" fill="#1e3a8a"/><rect x="353.5" y="218" width="48" height="5" rx="2.5" fill="#fff"/><rect x="353.5" y="227" width="34" height="5" rx="2.5" fill="#fff"/><rect x="357.5" y="324" width="53" height="14" rx="7" fill="#fff"/></g>`,
        `<rect x="306" y="206" width="36" height="20" rx="10" fill="#fff" fill-opacity=".92"/><path d="M317 211.5Q318.4 215.1 322 216.5Q318.4 217.9 317 221.5Q315.6 217.9 312 216.5Q315.6 215.1 317 211.5zM321.8 210Q322.4 211.6 324 212.2Q322.4 212.9 321.8 214.5Q321.1 212.9 319.5 212.2Q321.1 211.6 321.8 210z" fill="#5b37e6"/>${c.t(325, 220.5, 'ai', { size: 11, fill: '#5b37e6', weight: '700', max: 15 })}`,
        `<circle cx="454" cy="214" r="9" fill="#5b37e6"/><path transform="translate(448.1 208.2) scale(0.488)" d="M5 12.5l4.5 4.5L19 7.5" fill="none" stroke="#fff" stroke-width="4.43" stroke-linecap="round" stroke-linejoin="round"/>`,
        label(c, 304, 379, 'reelsCover', '9:16'),
        `<rect x="488.5" y="192.5" width="183" height="203" rx="12" fill="#fff" stroke="#e2e8f0" filter="url(#s)"/>`,
        `<rect x="496" y="200" width="168" height="152" rx="8" fill="#f1f5f9"/>`,
        `<g><clipPath id="c3"><rect x="500" y="231" width="160" height="90" rx="6"/></clipPath></g><g clip-path="url(#c3)"><rect x="500" y="231" width="160" height="90" fill="url(#g3)"/><rect x="500" y="295.8" width="160" height="25.2" fill="#115e59" fill-opacity=".45"/><use href="#jk" x="503.3" y="242.7" width="70.2" height="70.2" fill="#fef3c7"/><use href="#jk" x="545.3" y="249.9" width="63" height="63" fill="#365314"/><rect x="608.8" y="258" width="38" height="6" rx="3" fill="#fff"/><rect x="608.8" y="270" width="28" height="6" rx="3" fill="#fff"/><rect x="608.8" y="286.8" width="34" height="14" rx="7" fill="#fff"/></g>`,
        `<circle cx="650" cy="214" r="9" fill="#5b37e6"/><path transform="translate(644.1 208.2) scale(0.488)" d="M5 12.5l4.5 4.5L19 7.5" fill="none" stroke="#fff" stroke-width="4.43" stroke-linecap="round" stroke-linejoin="round"/>`,
        label(c, 500, 379, 'lookbook', '16:9'),
        `<rect x="96.5" y="412.5" width="183" height="203" rx="12" fill="#fff" stroke="#e2e8f0" filter="url(#s)"/>`,
        `<rect x="104" y="420" width="168" height="152" rx="8" fill="#f1f5f9"/>`,
        `<g><clipPath id="c4"><rect x="147.5" y="424" width="81" height="144" rx="6"/></clipPath></g><g clip-path="url(#c4)"><rect x="147.5" y="424" width="81" height="144" fill="url(#g4)"/><circle cx="175.8" cy="484.5" r="34" fill="#25f4ee" fill-opacity=".25"/><circle cx="204.2" cy="507.5" r="30.8" fill="#fe2c55" fill-opacity=".3"/><use href="#jk" x="153.6" y="458.7" width="68.8" height="68.8" fill="#fe2c55"/><rect x="155.5" y="534" width="44" height="5" rx="2.5" fill="#fff"/><rect x="155.5" y="543" width="30" height="5" rx="2.5" fill="#fff"/><circle cx="219.5" cy="496" r="5" fill="#fff" fill-opacity=".85"/><circle cx="219.5" cy="512" r="5" fill="#fff" fill-opacity=".85"/><circle cx="219.5" cy="528" r="5" fill="#fff" fill-opacity=".85"/></g>`,
        `<rect x="110" y="426" width="36" height="20" rx="10" fill="#fff" fill-opacity=".92"/><path d="M121 431.5Q122.4 435.1 126 436.5Q122.4 437.9 121 441.5Q119.6 437.9 116 436.5Q119.6 435.1 121 431.5zM125.8 430Q126.4 431.6 128 432.2Q126.4 432.9 125.8 434.5Q125.1 432.9 123.5 432.2Q125.1 431.6 125.8 430z" fill="#5b37e6"/>${c.t(129, 440.5, 'ai', { size: 11, fill: '#5b37e6', weight: '700', max: 15 })}`,
        `<circle cx="258" cy="434" r="9" fill="#5b37e6"/><path transform="translate(252.2 428.1) scale(0.488)" d="M5 12.5l4.5 4.5L19 7.5" fill="none" stroke="#fff" stroke-width="4.43" stroke-linecap="round" stroke-linejoin="round"/>`,
        label(c, 108, 599, 'tiktokHook', '9:16'),
        `<rect x="292.5" y="412.5" width="183" height="203" rx="12" fill="#fff" stroke="#e2e8f0" filter="url(#s)"/>`,
        `<rect x="300" y="420" width="168" height="152" rx="8" fill="#f1f5f9"/>`,
        `<g><clipPath id="c5"><rect x="316" y="428" width="136" height="136" rx="6"/></clipPath></g><g clip-path="url(#c5)"><rect x="316" y="428" width="136" height="136" fill="url(#g5)"/><rect x="316" y="520.5" width="136" height="43.5" fill="#fed7aa" fill-opacity=".7"/><use href="#jk" x="333.7" y="457.9" width="87" height="87" fill="#4d7c0f"/><circle cx="420" cy="460" r="20" fill="#dc2626"/>${c.t(420, 464, 'discount', { size: 11, fill: '#fff', weight: '700', anchor: 'middle', max: 36 })}</g>`,
        `<rect x="306" y="426" width="36" height="20" rx="10" fill="#fff" fill-opacity=".92"/><path d="M317 431.5Q318.4 435.1 322 436.5Q318.4 437.9 317 441.5Q315.6 437.9 312 436.5Q315.6 435.1 317 431.5zM321.8 430Q322.4 431.6 324 432.2Q322.4 432.9 321.8 434.5Q321.1 432.9 319.5 432.2Q321.1 431.6 321.8 430z" fill="#5b37e6"/>${c.t(325, 440.5, 'ai', { size: 11, fill: '#5b37e6', weight: '700', max: 15 })}`,
        `<circle cx="454" cy="434" r="9" fill="#5b37e6"/><path transform="translate(448.1 428.1) scale(0.488)" d="M5 12.5l4.5 4.5L19 7.5" fill="none" stroke="#fff" stroke-width="4.43" stroke-linecap="round" stroke-linejoin="round"/>`,
        label(c, 304, 599, 'promoSquare', '1:1'),
        `<rect x="488.5" y="412.5" width="183" height="203" rx="12" fill="#fff" stroke="#e2e8f0" filter="url(#s)"/>`,
        `<rect x="496" y="420" width="168" height="152" rx="8" fill="#f1f5f9"/>`,
        `<g><clipPath id="c6"><rect x="500" y="451" width="160" height="90" rx="6"/></clipPath></g><g clip-path="url(#c6)"><rect x="500" y="451" width="160" height="90" fill="url(#g6)"/><path d="M500 515.8Q540 496 580 512.2T660 506.8V541H500z" fill="#a5b4fc"/><path d="M500 527.5Q556 514 612 526.6T660 523V541H500z" fill="#818cf8"/><circle cx="528.8" cy="476.2" r="9" fill="#fff" fill-opacity=".9"/><use href="#jk" x="584.9" y="460.9" width="70.2" height="70.2" fill="#7c2d12"/><rect x="512" y="485.2" width="48" height="6" rx="3" fill="#312e81"/><rect x="512" y="496.2" width="34" height="6" rx="3" fill="#312e81"/><rect x="512" y="510.4" width="36" height="14" rx="7" fill="#312e81"/></g>`,
        `<circle cx="650" cy="434" r="9" fill="#5b37e6"/><path transform="translate(644.1 428.1) scale(0.488)" d="M5 12.5l4.5 4.5L19 7.5" fill="none" stroke="#fff" stroke-width="4.43" stroke-linecap="round" stroke-linejoin="round"/>`,
        label(c, 500, 599, 'displayAd', '16:9'),
        `<rect x="688.5" y="192.5" width="239" height="203" rx="12" fill="#f3f1ff" stroke="#a78bfa" stroke-width="1.5" stroke-dasharray="6 5"/>`,
        `<circle cx="808" cy="248" r="24" fill="#fff"/><path transform="translate(796 236) scale(1.0)" d="M7 17a4 4 0 0 1-.5-8A5.5 5.5 0 0 1 17 8a4 4 0 0 1 .5 9 M12 11v9 M9 14l3-3 3 3" fill="none" stroke="#5b37e6" stroke-width="2.0" stroke-linecap="round" stroke-linejoin="round"/>`,
        c.t(808, 298, 'dropTitle', { size: 14, fill: '#0f172a', weight: '600', anchor: 'middle', max: 220 }),
        browse(c),
        c.lit(808, 352, 'PNG, JPG, MP4', { size: 12, fill: '#64748b', anchor: 'middle' }),
        c.t(808, 370, 'sizeLimit', { size: 12, fill: '#94a3b8', anchor: 'middle', max: 220 }),
        `<rect x="688.5" y="412.5" width="239" height="203" rx="12" fill="#fff" stroke="#e2e8f0" filter="url(#s)"/>`,
        `<circle cx="720" cy="442" r="14" fill="#e9e5ff"/><path d="M719 436Q721 441 726 443Q721 445 719 450Q717 445 712 443Q717 441 719 436zM725.6 433.9Q726.5 436.2 728.8 437.1Q726.5 437.9 725.6 440.2Q724.8 437.9 722.5 437.1Q724.8 436.2 725.6 433.9z" fill="#5b37e6"/>`,
        c.t(742, 447, 'variationsTitle', { size: 14, fill: '#0f172a', weight: '600', max: 166 }),
        c.para(706, 478, 'variationsBody', { size: 12, fill: '#64748b', width: 204, lineHeight: 17, maxLines: 2 }).svg,
        tags(c),
        generate(c),
      ],
    })
  },
}
