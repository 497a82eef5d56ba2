import type { StrategyFn } from '../types.ts'

/** Hydrate when the main thread is idle. */
export const idle: StrategyFn = (_element, hydrate) => {
  if ('requestIdleCallback' in window) window.requestIdleCallback(() => void hydrate(), { timeout: 2000 })
  else setTimeout(() => void hydrate(), 200)
}
