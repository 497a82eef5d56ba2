/**
 * The one capture of early interactions (site/early-interactions.ts), installed by the
 * pre-paint script before anything paints. It knows no control: each one
 * declares itself with data-early and consumes what was captured for it
 * when its code starts (renderer/shell/early-replay.ts).
 */
import {
  EARLY_ATTR,
  EARLY_CONTROLS,
  EARLY_GLOBAL,
  EARLY_HELD_ATTR,
  EARLY_HELD_EVENT,
  EARLY_HOLD_LINK_ATTR,
  EARLY_READY_ATTR,
  keepInteraction,
  type EarlyControl,
  type HeldInteraction,
} from '../../site/early-interactions.ts'

const BUTTONS = `button,input[type="submit"],input[type="button"],[${EARLY_HOLD_LINK_ATTR}]`

export function captureEarly(doc: Document = document): void {
  const held: HeldInteraction[] = []
  ;(window as unknown as Record<string, unknown>)[EARLY_GLOBAL] = held
  const onEvent = (event: Event) => {
    const target = event.target as Element | null
    if (!target || !target.closest) return
    const owner = target.closest(`[${EARLY_ATTR}]`)
    if (!owner || owner.hasAttribute(EARLY_READY_ATTR)) return
    const control = owner.getAttribute(EARLY_ATTR) as EarlyControl
    const mode = EARLY_CONTROLS[control]
    const submit = event.type === 'submit'
    const link = submit ? null : (target.closest('a[href]') as HTMLAnchorElement | null)
    if (mode === 'keep') {
      // The link navigates (or opens a tab) by itself; what it should store or report is kept.
      if (link && owner.contains(link))
        keepInteraction({
          control,
          from: location.pathname,
          to: link.pathname,
          data: Object.assign({}, (owner as HTMLElement).dataset) as Record<string, string>,
        })
      return
    }
    if (mode !== 'hold' || event.type === 'auxclick') return
    // A plain link works without its code; so does a click on nothing interactive.
    if (link && !link.hasAttribute(EARLY_HOLD_LINK_ATTR)) return
    const button = submit ? null : target.closest(BUTTONS)
    if (!submit && (!button || !owner.contains(button))) return
    event.preventDefault()
    for (let i = held.length - 1; i >= 0; i--) if (held[i]!.owner === owner) held.splice(i, 1)
    held.push({
      control,
      type: submit ? 'submit' : 'click',
      owner,
      target: submit ? target : button!,
      submitter: submit ? (event as SubmitEvent).submitter || null : null,
    })
    owner.setAttribute(EARLY_HELD_ATTR, '')
    owner.dispatchEvent(new CustomEvent(EARLY_HELD_EVENT))
  }
  doc.addEventListener('click', onEvent, true)
  doc.addEventListener('auxclick', onEvent, true)
  doc.addEventListener('submit', onEvent, true)
}
