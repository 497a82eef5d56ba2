/** Target size (WCAG 2.5.8), measured in the page: see reflow.ts for how these checks report. */
import type { Page } from '@playwright/test'

/** The smallest pointer target WCAG 2.5.8 allows, in CSS px, and the circle of its spacing exception. */
export const MIN_TARGET = 24

/**
 * Target size (WCAG 2.5.8): every pointer target on screen smaller than 24 × 24 CSS px that has
 * neither the spacing exception (a 24 px circle on its centre touches no other target and no
 * other small target's circle) nor the inline one (a link inside a sentence of running text).
 * Hidden targets, visually hidden ones (1 px, until focused) and frames' contents are not judged.
 */
export async function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate((min) => {
    const SELECTOR = [
      'a[href]',
      'area[href]',
      'button',
      'input:not([type="hidden"])',
      'select',
      'textarea',
      'summary',
      'label[for]',
      '[role="button"]',
      '[role="link"]',
      '[role="checkbox"]',
      '[role="radio"]',
      '[role="switch"]',
      '[role="tab"]',
      '[role="menuitem"]',
      '[onclick]',
    ].join(',')
    const shown = (el: Element) => {
      if (!el.checkVisibility({ opacityProperty: true, visibilityProperty: true })) return false
      if (getComputedStyle(el).pointerEvents === 'none') return false
      const r = el.getBoundingClientRect()
      return r.width > 1 && r.height > 1
    }
    // A control and its labels are one target (a tap on either works it): a label counts on its own
    // only when its control is not shown (a styled box drawn by the label).
    const targets = Array.from(document.querySelectorAll(SELECTOR)).filter(
      (el) => shown(el) && !(el instanceof HTMLLabelElement && el.control && shown(el.control)),
    )
    const rectOf = (el: Element) => {
      const r = el.getBoundingClientRect()
      const labels = el instanceof HTMLInputElement && el.labels ? Array.from(el.labels).filter(shown) : []
      if (!labels.length) return r
      const all = [r, ...labels.map((l) => l.getBoundingClientRect())]
      const left = Math.min(...all.map((b) => b.left))
      const top = Math.min(...all.map((b) => b.top))
      return new DOMRect(
        left,
        top,
        Math.max(...all.map((b) => b.right)) - left,
        Math.max(...all.map((b) => b.bottom)) - top,
      )
    }
    /** The inline exception: an inline link in a block whose own text, outside any target, is a sentence. */
    const inRunningText = (el: Element) => {
      if (getComputedStyle(el).display !== 'inline') return false
      let block = el.parentElement
      while (block && getComputedStyle(block).display === 'inline') block = block.parentElement
      if (!block) return false
      const walker = document.createTreeWalker(block, NodeFilter.SHOW_TEXT)
      let words = 0
      for (let n = walker.nextNode(); n; n = walker.nextNode()) {
        const owner = n.parentElement!
        if (owner.closest(SELECTOR) || !shown(owner)) continue
        words += (n.textContent!.match(/\p{L}{2,}/gu) ?? []).length
      }
      return words >= 2
    }
    // A target under an overlay (the open menu over the page) cannot be tapped there: not a target now.
    const onTop = (el: Element, r: DOMRect) => {
      const x = r.left + r.width / 2
      const y = r.top + r.height / 2
      if (x < 0 || y < 0 || x >= innerWidth || y >= innerHeight) return true
      const hit = document.elementFromPoint(x, y)
      const own = [el, ...(el instanceof HTMLInputElement && el.labels ? Array.from(el.labels) : [])]
      return !hit || own.some((o) => o.contains(hit) || hit.contains(o))
    }
    const boxes = targets.map((el) => ({ el, r: rectOf(el) })).filter(({ el, r }) => onTop(el, r))
    const small = boxes.filter(({ r }) => r.width < min - 0.01 || r.height < min - 0.01)
    const radius = min / 2
    const centre = (r: DOMRect) => ({ x: r.left + r.width / 2, y: r.top + r.height / 2 })
    /** Distance from a point to a box (0 inside it). */
    const distance = (p: { x: number; y: number }, r: DOMRect) =>
      Math.hypot(Math.max(r.left - p.x, 0, p.x - r.right), Math.max(r.top - p.y, 0, p.y - r.bottom))
    const describe = (el: Element) => {
      const name = (el.getAttribute('aria-label') ?? el.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40)
      const href = el.getAttribute('href')
      return `<${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}> "${name}"${href ? ` (${href})` : ''}`
    }
    const found: string[] = []
    for (const { el, r } of small) {
      if (inRunningText(el)) continue
      const c = centre(r)
      const near = boxes.find(
        (o) =>
          o.el !== el &&
          !o.el.contains(el) &&
          !el.contains(o.el) &&
          (distance(c, o.r) < radius ||
            (small.some((s) => s.el === o.el) && Math.hypot(centre(o.r).x - c.x, centre(o.r).y - c.y) < min)),
      )
      if (!near) continue
      const size = `${Math.round(r.width * 10) / 10}×${Math.round(r.height * 10) / 10} px`
      const where = `at ${Math.round(r.left)},${Math.round(r.top + scrollY)}`
      found.push(`${describe(el)} is ${size} ${where}; its 24 px circle reaches ${describe(near.el)}`)
    }
    return found
  }, MIN_TARGET)
}
