import type { StrategyFn } from '../types.ts'

/** Hydrate as soon as the runtime starts. */
export const load: StrategyFn = (_element, hydrate) => {
  void hydrate()
}
