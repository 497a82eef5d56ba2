import { track, trackAcrossNavigation } from '../analytics/facade.ts'
import type { AnalyticsEvent } from '../analytics/events.ts'

/** Links marked data-track="cta_click" report their click with their data-track-props. */
export function initClickTracking(doc: Document = document): void {
  // From here on this listener reports clicks; the pre-paint one stands down.
  doc.documentElement.setAttribute('data-tracking', '')
  doc.addEventListener('click', (e) => {
    const el = (e.target as Element).closest<HTMLElement>('[data-track="cta_click"]')
    if (!el) return
    try {
      const props = JSON.parse(el.dataset.trackProps ?? '{}') as Extract<AnalyticsEvent, { name: 'cta_click' }>['props']
      const event = { name: 'cta_click', props } as const
      // A plain click on a link leaves the page: let the next page send it.
      const leaves =
        el instanceof HTMLAnchorElement &&
        !el.target &&
        !(e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) &&
        !e.defaultPrevented
      if (leaves) trackAcrossNavigation(event)
      else track(event)
    } catch (error) {
      console.error('[analytics] bad data-track-props', error)
    }
  })
}
