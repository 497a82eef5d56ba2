import type { StrategyFn } from '../types.ts'

const TRIGGERS = ['pointerover', 'pointerdown', 'focusin', 'touchstart', 'keydown'] as const

/**
 * Hydrate on the first sign of interaction with the island, or at once when
 * the visitor is already in it (focus or typed text) as the runtime starts.
 * A click or a submit before the island is ready is held by the pre-paint
 * capture and replayed by the runtime (site/early-interactions.ts): nothing here holds it.
 */
export const interaction: StrategyFn = (element, hydrate) => {
  const start = () => {
    for (const t of TRIGGERS) element.removeEventListener(t, start)
    void hydrate()
  }
  for (const t of TRIGGERS) element.addEventListener(t, start, { passive: true })
  if (touched(element)) start()
}

/** Whether the visitor has focused or filled a field of the island before it started. */
function touched(element: HTMLElement): boolean {
  if (document.activeElement && element.contains(document.activeElement)) return true
  return [...element.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')].some(
    (field) => field.value !== field.defaultValue,
  )
}
