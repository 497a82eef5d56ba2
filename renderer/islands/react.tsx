import type { ComponentType } from 'react'
import { ISLAND_ATTRIBUTE } from '../../site/islands.ts'

/**
 * Hydrates a React island. If React throws while hydrating, the root is
 * unmounted and the server-rendered HTML is put back, so the island never
 * blanks: it stays readable and the error is logged.
 */
export async function hydrateReact<P extends object>(element: HTMLElement, Component: ComponentType<P>, props: P) {
  const { hydrateRoot } = await import('react-dom/client')
  const serverHtml = element.innerHTML
  const name = element.getAttribute(ISLAND_ATTRIBUTE)
  let failed = false
  const root = hydrateRoot(element, <Component {...props} />, {
    onUncaughtError(error) {
      if (failed) return
      failed = true
      console.error(`[island:${name}] crashed; restoring its server-rendered HTML.`, error)
      element.dataset.hydrated = 'failed'
      queueMicrotask(() => {
        root.unmount()
        element.innerHTML = serverHtml
      })
    },
    onRecoverableError(error) {
      console.error(`[island:${name}] hydration mismatch`, error)
    },
  })
}
