import { takeKept } from '../../site/early-interactions.ts'
import { track, trackAcrossNavigation } from '../analytics/facade.ts'
import type { AnalyticsEvent } from '../analytics/events.ts'
import { startControl } from './early-replay.ts'

type CtaProps = Extract<AnalyticsEvent, { name: 'cta_click' }>['props']

/**
 * Demo clicks made before this code started, kept by the early-interaction
 * capture (site/early-interactions.ts) on this page or the one before: handed to the
 * analytics now, once. Called once the page is shown (site/prerendering.ts): a
 * prerendered page reads a copy of session storage that is thrown away.
 */
export function adoptKeptClicks(): void {
  for (const kept of takeKept('cta')) {
    try {
      trackAcrossNavigation({ name: 'cta_click', props: JSON.parse(kept.data.trackProps ?? '{}') as CtaProps })
    } catch (error) {
      console.error('[analytics] bad data-track-props', error)
    }
  }
}

/**
 * Demo buttons (links marked data-early="cta") report their click with their
 * data-track-props; from now on the early-interaction capture leaves them to
 * this code.
 */
export function initClickTracking(doc: Document = document): void {
  doc.addEventListener('click', (e) => {
    const el = (e.target as Element).closest<HTMLElement>('[data-early="cta"]')
    if (!el) return
    try {
      const event = { name: 'cta_click', props: JSON.parse(el.dataset.trackProps ?? '{}') as CtaProps } as const
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
  for (const el of doc.querySelectorAll('[data-early="cta"]')) startControl(el)
}
