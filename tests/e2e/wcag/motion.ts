/** Motion under reduced motion (WCAG 2.2.2), as the page runs it: see reflow.ts for how these checks report. */
import type { Page } from '@playwright/test'

/**
 * Animations that never end (CSS or Web Animations with infinite iterations), as the page runs
 * them now: under `prefers-reduced-motion: reduce` there must be none (WCAG 2.3.3, 2.2.2).
 */
export async function endlessAnimations(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    document
      .getAnimations()
      .filter((a) => a.playState !== 'finished' && a.effect?.getComputedTiming().iterations === Infinity)
      .map((a) => {
        const el = (a.effect as KeyframeEffect | null)?.target
        const name = a instanceof CSSAnimation ? a.animationName : a.id || 'script animation'
        const cls =
          el && typeof el.className === 'string' ? `.${el.className.trim().split(/\s+/).slice(0, 3).join('.')}` : ''
        return `${name} on <${el?.tagName.toLowerCase() ?? '?'}${cls}>`
      }),
  )
}
