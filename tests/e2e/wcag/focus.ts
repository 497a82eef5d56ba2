/** Focus seen (WCAG 2.4.7, 2.4.11), measured in the page: see reflow.ts for how these checks report. */
import type { Page } from '@playwright/test'

/** What the focused element looks like to a sighted keyboard user, once the page has drawn it. */
export interface FocusSeen {
  /** Focus left the page (back to the document): the tab order has been walked through. */
  done: boolean
  /** The focused element, e.g. `<a> "Features" (/features/)`. */
  element: string
  /** Why it is not seen: off screen, invisible, without an indicator, or covered (by what). */
  problems: string[]
}

/**
 * The focused element is seen (WCAG 2.4.7, 2.4.11): on screen, visible, drawn with a focus
 * indicator (an outline or a ring), and on top at every point of a 3 × 3 grid over its box, so
 * that neither the sticky header nor anything else covers it. A frame that has taken focus is
 * judged as a box (its content is another site's).
 */
export async function focusSeen(page: Page): Promise<FocusSeen> {
  return page.evaluate(async () => {
    // Focus scrolls the page; the header reacts to that scroll: judge the frame the visitor sees next.
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)))
    const el = document.activeElement
    if (!el || el === document.body || el === document.documentElement) return { done: true, element: '', problems: [] }
    const name = (el.getAttribute('aria-label') ?? el.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40)
    const href = el.getAttribute('href')
    const element = `<${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}> "${name}"${href ? ` (${href})` : ''}`
    const problems: string[] = []
    const r = el.getBoundingClientRect()
    const vw = document.documentElement.clientWidth
    const vh = window.innerHeight
    const box = {
      left: Math.max(r.left, 0),
      right: Math.min(r.right, vw),
      top: Math.max(r.top, 0),
      bottom: Math.min(r.bottom, vh),
    }
    const size = `${Math.round(r.width)}×${Math.round(r.height)} px at ${Math.round(r.left)},${Math.round(r.top)}`
    if (box.right - box.left < 1 || box.bottom - box.top < 1) {
      problems.push(`not on screen (${size}, viewport ${vw}×${vh})`)
      return { done: false, element, problems }
    }
    if (!el.checkVisibility({ opacityProperty: true, visibilityProperty: true })) problems.push(`invisible (${size})`)
    if (el.tagName !== 'IFRAME') {
      const s = getComputedStyle(el)
      const outline = s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) > 0
      if (!outline && s.boxShadow === 'none') problems.push(`no focus indicator: no outline, no ring (${size})`)
    }
    const describe = (hit: Element) => {
      const owner = hit.closest('header, [popover], dialog, [role="region"], [role="dialog"]') ?? hit
      const id = owner.id ? `#${owner.id}` : ''
      const cls =
        typeof owner.className === 'string' && owner.className
          ? `.${owner.className.trim().split(/\s+/).slice(0, 3).join('.')}`
          : ''
      return `<${owner.tagName.toLowerCase()}${id}${cls}>`
    }
    // Each line box of a link that wraps is judged apart: the gaps between its lines are not its own.
    const fragments = Array.from(el.getClientRects())
      .map((f) => ({
        left: Math.max(f.left, 0),
        right: Math.min(f.right, vw),
        top: Math.max(f.top, 0),
        bottom: Math.min(f.bottom, vh),
      }))
      .filter((f) => f.right - f.left >= 1 && f.bottom - f.top >= 1)
    const covers = new Set<string>()
    let points = 0
    let covered = 0
    for (const f of fragments)
      for (const fx of [1 / 6, 1 / 2, 5 / 6])
        for (const fy of [1 / 6, 1 / 2, 5 / 6]) {
          const hit = document.elementFromPoint(f.left + (f.right - f.left) * fx, f.top + (f.bottom - f.top) * fy)
          points++
          if (hit && hit !== el && !el.contains(hit)) {
            covered++
            covers.add(describe(hit))
          }
        }
    // What fits below the sticky header (the page's scroll-padding-top keeps it clear) must be seen
    // whole; what is taller (a long table in its scroll box) cannot be, and must be seen in part.
    const room = vh - parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop || '0')
    if (r.height <= room ? covered > 0 : covered === points)
      problems.push(`covered by ${[...covers].join(', ')} (${size})`)
    return { done: false, element, problems }
  })
}
