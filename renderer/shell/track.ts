import { track } from '../analytics/facade.ts'
import type { AnalyticsEvent } from '../analytics/events.ts'

/** Links marked data-track="cta_click" report their click with their data-track-props. */
export function initClickTracking(doc: Document = document): void {
  doc.addEventListener('click', (event) => {
    const el = (event.target as Element).closest<HTMLElement>('[data-track="cta_click"]')
    if (!el) return
    try {
      const props = JSON.parse(el.dataset.trackProps ?? '{}') as Extract<AnalyticsEvent, { name: 'cta_click' }>['props']
      track({ name: 'cta_click', props })
    } catch (error) {
      console.error('[analytics] bad data-track-props', error)
    }
  })
}
