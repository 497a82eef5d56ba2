import { earlySelector, takeKept } from '../../site/early-interactions.ts'
import { track, trackAcrossNavigation } from '../analytics/facade.ts'
import { isCtaProps } from '../analytics/events.ts'
import { parseJson } from '../../site/guards.ts'
import { startControl } from './early-replay.ts'

/** A demo button's click props; a button without valid ones is a mistake of the page, reported. */
function ctaProps(text: string | undefined) {
  const props = parseJson(text, isCtaProps, null)
  if (!props) console.error('[analytics] bad data-track-props', text)
  return props
}

/**
 * Demo clicks made before this code started, kept by the early-interaction
 * capture (site/early-interactions.ts) on this page or the one before: handed to the
 * analytics now, once. Called once the page is shown (site/prerendering.ts): a
 * prerendered page reads a copy of session storage that is thrown away.
 */
export function adoptKeptClicks(): void {
  for (const kept of takeKept('cta')) {
    const props = ctaProps(kept.data.trackProps)
    if (props) trackAcrossNavigation({ name: 'cta_click', props })
  }
}

/**
 * Demo buttons (links marked data-early="cta") report their click with their
 * data-track-props; from now on the early-interaction capture leaves them to
 * this code.
 */
export function initClickTracking(doc: Document = document): void {
  doc.addEventListener('click', (e) => {
    const el = (e.target as Element).closest<HTMLElement>(earlySelector('cta'))
    if (!el) return
    const props = ctaProps(el.dataset.trackProps)
    if (!props) return
    const event = { name: 'cta_click', props } as const
    // A plain click on a link leaves the page: let the next page send it.
    const leaves =
      el instanceof HTMLAnchorElement &&
      !el.target &&
      !(e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) &&
      !e.defaultPrevented
    if (leaves) trackAcrossNavigation(event)
    else track(event)
  })
  for (const el of doc.querySelectorAll(earlySelector('cta'))) startControl(el)
}
