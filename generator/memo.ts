/**
 * The build's memo of what the engine works out once (site/memo.ts): a value
 * per scope and key, kept for as long as its key lives (an object key, such
 * as a page or a site, is held weakly, so a site's values go with the site)
 * or, for a text key (a file, a script's name and constants), for the process.
 */
import type { SiteMemo } from '../site/memo.ts'

/** A new, empty memo. */
export function createMemo(): SiteMemo {
  const byObject = new Map<string, WeakMap<object, unknown>>()
  const byText = new Map<string, Map<string, unknown>>()
  return {
    once<V>(scope: string, key: object | string, make: () => V): V {
      if (typeof key === 'string') {
        let kept = byText.get(scope)
        if (!kept) byText.set(scope, (kept = new Map()))
        if (kept.has(key)) return kept.get(key) as V
        const value = make()
        kept.set(key, value)
        return value
      }
      let kept = byObject.get(scope)
      if (!kept) byObject.set(scope, (kept = new WeakMap()))
      if (kept.has(key)) return kept.get(key) as V
      const value = make()
      kept.set(key, value)
      return value
    },
  }
}

/** This process's memo: every site the build, the dev server, the scripts and the tests make through generator/site.ts shares it. */
export const PROCESS_MEMO: SiteMemo = createMemo()
