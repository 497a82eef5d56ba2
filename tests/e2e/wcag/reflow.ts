/**
 * Reflow (WCAG 1.4.10; 1.4.4 with the browser's text at 200%), measured in the page as a visitor
 * meets it. Like every check in this folder, each returns readable lines (element, size, place),
 * and each function given to `page.evaluate` is self-contained: it runs in the page.
 */
import type { CDPSession, Page } from '@playwright/test'

/**
 * Lays out every section the page skips while off screen (content-visibility: auto), so that
 * what is measured is the whole page, not the part near the first screen.
 */
export async function layOutEverything(page: Page) {
  await page.evaluate(() => {
    for (const el of Array.from(document.querySelectorAll<HTMLElement>('body *')))
      if (getComputedStyle(el).contentVisibility !== 'visible') el.style.contentVisibility = 'visible'
  })
}

/**
 * Reflow: how wide the document is against the viewport, and the outermost boxes or lines of
 * text that pass its right edge (an element hidden by an ancestor that clips is not counted).
 */
export async function overflow(page: Page): Promise<{ viewport: number; width: number; culprits: string[] }> {
  return page.evaluate(() => {
    const viewport = document.documentElement.clientWidth
    const width = document.documentElement.scrollWidth
    const culprits: string[] = []
    if (width <= viewport) return { viewport, width, culprits }
    const describe = (el: Element) => {
      const id = el.id ? `#${el.id}` : ''
      const cls =
        typeof el.className === 'string' && el.className
          ? `.${el.className.trim().split(/\s+/).slice(0, 4).join('.')}`
          : ''
      return `<${el.tagName.toLowerCase()}${id}${cls}>`
    }
    // Does an ancestor below the root cut this box off (overflow other than visible)?
    const clipped = (el: Node) => {
      for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
        const s = getComputedStyle(p)
        if (s.overflowX !== 'visible' || s.contain.includes('paint')) return true
      }
      return false
    }
    const past = (r: DOMRect) => r.width > 0 && r.right > viewport + 0.5
    for (const el of Array.from(document.querySelectorAll('body *'))) {
      if (!past(el.getBoundingClientRect()) || clipped(el)) continue
      const parent = el.parentElement
      if (parent && parent !== document.body && past(parent.getBoundingClientRect())) continue
      const r = el.getBoundingClientRect()
      const text = (el.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 50)
      culprits.push(`${describe(el)} ${Math.round(r.width)} px wide, ends at ${Math.round(r.right)} px: "${text}"`)
    }
    // Text that passes the edge of a box that stays within it (a word too long for its line).
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    const range = document.createRange()
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const owner = n.parentElement!
      if (!n.textContent!.trim() || clipped(n) || past(owner.getBoundingClientRect())) continue
      range.selectNodeContents(n)
      const line = Array.from(range.getClientRects()).find(past)
      if (line)
        culprits.push(
          `text "${n.textContent!.trim().slice(0, 50)}" in ${describe(owner)} ends at ${Math.round(line.right)} px`,
        )
    }
    return { viewport, width, culprits: culprits.slice(0, 8) }
  })
}

/** The browser's text size setting (Chrome's Settings > Appearance > Font size): 32 px is 200%. */
export async function setTextSize(cdp: CDPSession, px: number) {
  await cdp.send('Page.setFontSizes', { fontSizes: { standard: px, fixed: Math.round((px * 13) / 16) } })
}

/**
 * A bar that stays on screen (the sticky header) must hold what it carries: a control that
 * wraps out of it, as the language switch did at 320 px, lies over the page's text. Returns
 * every visible element of the bar (open popovers aside) that reaches past its bottom or the
 * screen's right edge.
 */
export async function barSpill(page: Page, selector: string): Promise<string[]> {
  return page.evaluate((selector) => {
    const bar = document.querySelector(selector)
    if (!bar) return [`no ${selector} on the page`]
    const b = bar.getBoundingClientRect()
    const vw = document.documentElement.clientWidth
    const out: string[] = []
    const spilled = new Set<Element>()
    for (const el of Array.from(bar.querySelectorAll('*'))) {
      if (el.closest('[popover]') || !el.checkVisibility({ visibilityProperty: true })) continue
      const r = el.getBoundingClientRect()
      if (r.width <= 1 || r.height <= 1 || (r.bottom <= b.bottom + 0.5 && r.right <= vw + 0.5)) continue
      spilled.add(el)
      // The outermost element is named: its descendants spill with it.
      if (el.parentElement && spilled.has(el.parentElement)) continue
      const name = (el.getAttribute('aria-label') ?? el.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40)
      const box = `${Math.round(r.width)}×${Math.round(r.height)} px at ${Math.round(r.left)},${Math.round(r.top)}`
      out.push(`<${el.tagName.toLowerCase()}> "${name}" (${box}) passes the bar (bottom ${Math.round(b.bottom)} px)`)
    }
    return out
  }, selector)
}
