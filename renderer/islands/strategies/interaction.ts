import type { StrategyFn } from '../types.ts'

const TRIGGERS = ['pointerover', 'pointerdown', 'focusin', 'touchstart', 'keydown'] as const

/**
 * Hydrate on the first sign of interaction with the island. A click or a
 * submit that arrives before hydration is held and replayed afterwards, so
 * nothing the visitor does is lost.
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
}
