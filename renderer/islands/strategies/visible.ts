import type { StrategyFn } from '../types.ts'

/** Hydrate when the island comes near the viewport. */
export const visible: StrategyFn = (element, hydrate) => {
  if (!('IntersectionObserver' in window)) return void hydrate()
  const observer = new IntersectionObserver(
    (entries) => {
      if (entries.some((e) => e.isIntersecting)) {
        observer.disconnect()
        void hydrate()
      }
    },
    { rootMargin: '200px' },
  )
  observer.observe(element)
}
