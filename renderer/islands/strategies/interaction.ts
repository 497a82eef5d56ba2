import type { StrategyFn } from '../types.ts'

const TRIGGERS = ['pointerover', 'pointerdown', 'focusin', 'touchstart', 'keydown'] as const

/**
 * Hydrate on the first sign of interaction with the island. A click or a
 * submit that arrives before hydration is held and replayed afterwards, so
 * nothing the visitor does is lost; so is one that arrived before this
 * runtime loaded (see the pre-paint script).
 */
export const interaction: StrategyFn = (element, hydrate) => {
  let started: Promise<void> | undefined
  let pending: { type: 'click' | 'submit'; target: Element } | undefined
  const start = () => {
    if (started) return started
    for (const t of TRIGGERS) element.removeEventListener(t, start)
    started = hydrate().then(() => {
      element.removeEventListener('click', hold, true)
      element.removeEventListener('submit', hold, true)
      const replay = pending
      pending = undefined
      if (replay?.type === 'submit' && replay.target instanceof HTMLFormElement) replay.target.requestSubmit()
      else if (replay?.type === 'click' && replay.target instanceof HTMLElement) replay.target.click()
    })
    return started
  }
  const hold = (event: Event) => {
    if (element.dataset.hydrated === 'true') return
    const target = event.target as Element
    const submitter = event.type === 'click' ? target.closest('button[type="submit"], input[type="submit"]') : null
    if (event.type === 'submit' || submitter) {
      event.preventDefault()
      pending = submitter ? { type: 'click', target: submitter } : { type: 'submit', target }
      void start()
    }
  }
  for (const t of TRIGGERS) element.addEventListener(t, start, { passive: true })
  element.addEventListener('click', hold, true)
  element.addEventListener('submit', hold, true)
  // The runtime loads after the first paint: the visitor may already be typing in the
  // island, or may have sent the form (held by the pre-paint script). Start now then.
  const early = element.querySelector('form[data-held-submit]')
  if (early instanceof HTMLFormElement) {
    early.removeAttribute('data-held-submit')
    pending = { type: 'submit', target: early }
    void start()
  } else if (touched(element)) void start()
}

/** Whether the visitor has focused or filled a field of the island before it started. */
function touched(element: HTMLElement): boolean {
  if (document.activeElement && element.contains(document.activeElement)) return true
  return [...element.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')].some(
    (field) => field.value !== field.defaultValue,
  )
}
