import { EARLY_GLOBAL, EARLY_HELD_ATTR, EARLY_READY_ATTR, type HeldInteraction } from '../../site/early-interactions.ts'

/**
 * The client side of the early-interaction capture (site/early-interactions.ts,
 * renderer/inline/early-capture.ts): a control's code calls `startControl` once its
 * own handlers are attached. The capture stands down for that control, and
 * what it held is replayed through those handlers, once.
 */
function queue(): HeldInteraction[] {
  return ((window as unknown as Record<string, unknown>)[EARLY_GLOBAL] as HeldInteraction[] | undefined) ?? []
}

/** Whether an interaction is held for this control. */
export function hasHeld(owner: Element): boolean {
  return queue().some((h) => h.owner === owner)
}

/** Removes and returns what was held for this control. */
export function takeHeld(owner: Element): HeldInteraction[] {
  const q = queue()
  const mine = q.filter((h) => h.owner === owner)
  for (const h of mine) q.splice(q.indexOf(h), 1)
  owner.removeAttribute(EARLY_HELD_ATTR)
  return mine
}

/** Replays held interactions: a click on the same element, a submit of the same form with the same button. */
export function replay(held: HeldInteraction[]): void {
  for (const h of held) {
    if (!h.target.isConnected) continue
    if (h.type === 'click') (h.target as HTMLElement).click()
    else if (h.target instanceof HTMLFormElement) {
      const s = h.submitter
      const valid = s instanceof HTMLElement && h.target.contains(s) && (s as HTMLButtonElement).type === 'submit'
      h.target.requestSubmit(valid ? (s as HTMLButtonElement) : null)
    }
  }
}

/** The control's code is in charge from now on: the capture stands down and what it held is replayed. */
export function startControl(owner: Element): void {
  const held = takeHeld(owner)
  owner.setAttribute(EARLY_READY_ATTR, '')
  replay(held)
}

/** The control's code could not start: the capture stands down and what it held is dropped (and logged). */
export function abandonControl(owner: Element): void {
  const held = takeHeld(owner)
  owner.setAttribute(EARLY_READY_ATTR, '')
  if (held.length) console.error(`[early] ${held.length} interaction(s) dropped: the control's code did not start`)
}
