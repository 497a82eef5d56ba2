import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { copyTrees } from '../../../locales/index.ts'
import { numberIssues } from '../../../generator/html-checks/es-numbers.ts'
import { HTML_LANG } from '../../../site/lang-tags.ts'
import { initialsOf } from '../../../generator/screens/chrome.ts'
import { drawScreen, drawScreens, SCREENS, type ScreensCopy } from '../../../generator/screens/index.ts'
import { MOCKS } from '../../../site/schema/sections/shared.ts'
import { walkStrings } from '../../../site/copy.ts'

/** The words drawn in an SVG, one entry per <text>. */
const textsOf = (svg: string) =>
  [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) =>
    m[1]!.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&'),
  )

/** What the code draws as it is in both languages: names, identifiers, initials, file types, figures. */
const LITERAL =
  /^(MG|Meta|Google|TikTok|PNG, JPG, MP4|ID [\w -]+ · USD|9:41|\/|[\d\s/:·,.+%x–—-]+|Alpenglow — (Meta|Google|TikTok) Ads)$/

const stringsOf = (tree: unknown) => {
  const out: string[] = []
  walkStrings(tree, '', (text) => out.push(text.replace(/\s+/g, ' ')))
  return out
}

describe('product screens drawn from copy', () => {
  const drawn = drawScreens()

  it('every mock a section can show is a screen, and so is the tour poster', () => {
    expect(Object.keys(SCREENS).sort()).toEqual([...MOCKS, 'poster'].sort())
  })

  it('the committed files are the drawings, and no text overflows its place', () => {
    for (const screen of drawn) {
      expect(readFileSync(screen.file, 'utf8'), screen.file).toBe(screen.svg)
      expect(screen.overflows, screen.file).toEqual([])
    }
  })

  it('a Spanish screen draws only Spanish copy (and names and figures)', () => {
    const spanish = stringsOf(copyTrees.es.screens)
    for (const screen of drawn.filter((s) => s.lang === 'es'))
      for (const drawnText of textsOf(screen.svg)) {
        // A time before its result ("10:42 a. m. · ") is drawn as one text.
        const text = drawnText.replace(/ ·$/, '')
        const ok =
          LITERAL.test(text) ||
          spanish.some((s) => s.includes(text)) ||
          spanish.some((s) => s.toLocaleUpperCase('es') === text) ||
          // The sample user's initials in its avatar.
          text === initialsOf(copyTrees.es.screens.shared.sampleUser)
        expect(ok, `${screen.file}: "${text}" is not Spanish copy`).toBe(true)
      }
  })

  it('English screens are US English: 12-hour times, month-day dates, fall, no launch-in-minutes promise', () => {
    for (const screen of drawn.filter((s) => s.lang === 'en')) {
      // The phone's clock and the creatives' aspect ratios are no times of day.
      const texts = textsOf(screen.svg).filter((t) => !['9:41', '9:16', '16:9', '1:1'].includes(t))
      for (const text of texts) {
        expect(text, screen.file).not.toMatch(/\b([01]?\d|2[0-3]):[0-5]\d\b(?! ?[AP]M)/)
        expect(text, screen.file).not.toMatch(/\b\d{1,2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)\b/)
        expect(text, screen.file).not.toMatch(/autumn|goes live in|live in (about )?\d+ minutes/i)
      }
    }
  })

  it('Spanish screens write numbers as Intl.NumberFormat("es-419") does: 3.4, 12.4%, US$8,412, 10:42 a.m.', () => {
    const issues = drawn
      .filter((s) => s.lang === 'es')
      .flatMap((screen) =>
        textsOf(screen.svg).flatMap((text) =>
          numberIssues(text, HTML_LANG.es).map((i) => `${screen.file}: "${i.text}" (${i.what}) in "${text}"`),
        ),
      )
    expect(issues).toEqual([])
    // The check catches Spain's forms, the slip the screens once had.
    expect(numberIssues('US$8.412 · 3,4 · 12,4 % · 10:42 a. m.', HTML_LANG.es).map((i) => i.text)).toEqual([
      '3,4',
      '12,4',
      '8.412',
      '12,4 %',
      'a. m.',
    ])
  })

  it('every screen says its data is illustrative, and its store and user are the made-up ones', () => {
    for (const screen of drawn) {
      const shared = copyTrees[screen.lang].screens.shared
      expect(textsOf(screen.svg), screen.file).toContain(shared.illustrative)
    }
    const poster = drawn.find((s) => s.name === 'poster' && s.lang === 'en')!
    expect(textsOf(poster.svg)).toEqual(expect.arrayContaining(['Alpenglow', 'Jordan Ellis', 'JE']))
  })

  it('every text is pinned to its measured width, so the layout holds in any font', () => {
    for (const screen of drawn)
      for (const m of screen.svg.matchAll(/<text [^>]*>/g))
        expect(m[0]).toMatch(/textLength="[\d.]+" lengthAdjust="spacingAndGlyphs"/)
  })

  it('a translation too long for its place is reported against its key; a long message moves to more lines', () => {
    const copy: ScreensCopy = structuredClone(copyTrees.es.screens)
    copy.connect!.manage = 'Administrar esta conexión publicitaria'
    copy.objective!.salesBody = 'Impulsa las compras en tu tienda en línea, en tu catálogo y en cada canal donde vendes'
    const connect = drawScreen('connect', 'es', copy)
    expect(connect.overflows.map((o) => o.key)).toContain('screens.connect.synced')
    const objective = drawScreen('objective', 'es', copy)
    expect(objective.overflows).toEqual([
      expect.objectContaining({ key: 'screens.objective.salesBody', unit: 'lines', max: 3 }),
    ])
  })
})
