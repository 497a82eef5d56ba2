import { expect, test } from '@playwright/test'
import { layOutEverything, overflow } from './wcag/reflow.ts'
import { smallTargets } from './wcag/targets.ts'
import { endlessAnimations } from './wcag/motion.ts'
import { focusSeen } from './wcag/focus.ts'

/**
 * The checks of wcag.spec.ts on pages made to fail them (and to pass them by WCAG's own
 * exceptions): each finds what it looks for, names it with its size, and nothing else.
 */
test.describe('WCAG checks on pages made to fail them', () => {
  test.use({ viewport: { width: 320, height: 400 } })

  test('reflow: names the box wider than the screen and the word too long for its line', async ({ page }) => {
    await page.setContent(`<body style="margin:0">
      <div id="wide" style="width:480px">A box of fixed width</div>
      <p style="width:300px;font-size:20px">Unbreakable: Donaudampfschifffahrtsgesellschaftskapitän</p>
      <div style="overflow-x:auto"><table><tr><td style="width:600px">Scrolls in its own box</td></tr></table></div>
    </body>`)
    await layOutEverything(page)
    const { viewport, width, culprits } = await overflow(page)
    expect(viewport).toBe(320)
    expect(width).toBe(480)
    expect(culprits).toHaveLength(2)
    expect(culprits[0]).toMatch(/^<div#wide> 480 px wide, ends at 480 px: "A box of fixed width"$/)
    expect(culprits[1]).toMatch(/^text "Unbreakable: Donaudampf.*" in <p> ends at 3[3-9]\d px$/)
    await page.setContent('<body style="margin:0"><p>Fits the screen.</p></body>')
    expect(await overflow(page)).toEqual({ viewport: 320, width: 320, culprits: [] })
  })

  test('target size: small targets side by side fail; spaced, inline and 24 px ones pass', async ({ page }) => {
    const at = (x: number, y: number, w: number, h: number) =>
      `position:absolute;left:${x}px;top:${y}px;width:${w}px;height:${h}px;padding:0;border:0;margin:0`
    await page.setContent(`<body style="margin:0;font:16px/1.5 sans-serif">
      <button id="a" style="${at(10, 10, 20, 20)}">a</button>
      <button id="b" style="${at(30, 10, 20, 20)}">b</button>
      <button id="spaced" style="${at(200, 10, 20, 20)}">c</button>
      <button id="big1" style="${at(10, 100, 24, 24)}">d</button>
      <button id="big2" style="${at(36, 100, 24, 24)}">e</button>
      <p style="position:absolute;top:150px;margin:0">Write to <a href="#x">us</a> at any time of the day.</p>
      <p style="position:absolute;top:200px;margin:0;font-size:12px"><a href="#y">A link alone</a></p>
      <a href="#z" style="position:absolute;top:216px;left:0;font-size:12px">Too close below it</a>
      <button id="hidden" style="${at(250, 10, 10, 10)};display:none">h</button>
    </body>`)
    const found = await smallTargets(page)
    expect(found).toHaveLength(4)
    expect(found[0]).toBe('<button#a> "a" is 20×20 px at 10,10; its 24 px circle reaches <button#b> "b"')
    expect(found[1]).toBe('<button#b> "b" is 20×20 px at 30,10; its 24 px circle reaches <button#a> "a"')
    expect(found[2]).toMatch(
      /^<a> "A link alone" \(#y\) is [\d.]+×1\d(\.\d)? px at 0,20\d; its 24 px circle reaches <a> "Too close/,
    )
    expect(found[3]).toMatch(/^<a> "Too close below it" \(#z\) is .* reaches <a> "A link alone"/)
  })

  test('target size: a target under an open overlay is not judged there', async ({ page }) => {
    await page.setContent(`<body style="margin:0">
      <button style="position:absolute;top:10px;left:10px;width:16px;height:16px;padding:0">a</button>
      <button style="position:absolute;top:10px;left:30px;width:16px;height:16px;padding:0">b</button>
      <div style="position:fixed;inset:0;background:#fff"><button style="width:100px;height:44px">Close</button></div>
    </body>`)
    expect(await smallTargets(page)).toEqual([])
  })

  test('motion: an endless animation is named under reduced motion unless the page stops it', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    const css = `@keyframes spin { to { transform: rotate(1turn) } }
      .spin { width: 20px; height: 20px; animation: spin 1s linear infinite }`
    await page.setContent(`<style>${css}</style><div class="spin loader"></div><div class="once"></div>`)
    await page.locator('.once').evaluate((el) => el.animate([{ opacity: 0 }, { opacity: 1 }], 200))
    expect(await endlessAnimations(page)).toEqual(['spin on <div.spin.loader>'])
    await page.setContent(
      `<style>${css} @media (prefers-reduced-motion: reduce) { .spin { animation: none } }</style><div class="spin"></div>`,
    )
    expect(await endlessAnimations(page)).toEqual([])
  })

  test('focus: covered by the sticky header, without an indicator, off screen, and the end of the page', async ({
    page,
  }) => {
    await page.setContent(`<body style="margin:0">
      <header style="position:sticky;top:0;height:60px;background:#fff;z-index:1"><a href="#top">Home</a></header>
      <div style="height:600px"></div>
      <a id="under" href="#u" style="display:block;height:30px">Under the header</a>
      <a id="bare" href="#b" style="display:block;height:30px;outline:none">No indicator</a>
      <a id="wraps" href="#w" style="font-size:16px">A link long enough to wrap over two lines of this narrow screen</a>
      <div style="height:600px"></div>
    </body>`)
    await page.keyboard.press('Tab')
    await expect(page.locator('header a')).toBeFocused()
    expect(await focusSeen(page)).toEqual({ done: false, element: '<a> "Home" (#top)', problems: [] })
    // Focused by Tab, then scrolled so that its box sits under the header.
    for (let i = 0; i < 2; i++) await page.keyboard.press('Tab')
    await expect(page.locator('#bare')).toBeFocused()
    const bare = await focusSeen(page)
    expect(bare.problems).toEqual([expect.stringMatching(/^no focus indicator: no outline, no ring \(\d+×30 px/)])
    await page.keyboard.press('Shift+Tab')
    await page.evaluate(() => window.scrollTo(0, document.getElementById('under')!.offsetTop - 20))
    const under = await focusSeen(page)
    expect(under.element).toBe('<a#under> "Under the header" (#u)')
    expect(under.problems).toEqual([expect.stringMatching(/^covered by <header> \(320×30 px at 0,20\)$/)])
    await page.evaluate(() => window.scrollTo(0, 0))
    expect((await focusSeen(page)).problems).toEqual([expect.stringMatching(/^not on screen/)])
    // A link over two lines: the gap beside its first line is not counted against it.
    for (let i = 0; i < 2; i++) await page.keyboard.press('Tab')
    await expect(page.locator('#wraps')).toBeFocused()
    expect((await focusSeen(page)).problems).toEqual([])
    await page.keyboard.press('Tab')
    expect((await focusSeen(page)).done).toBe(true)
  })
})
