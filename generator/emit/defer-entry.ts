import { loaderScript } from '../../renderer/inline/scripts.ts'
import { PROCESS_MEMO } from '../memo.ts'

const BODY_END = '</body>'

/**
 * vike's client entry is an async module fetched while the page parses, so
 * its download competes with the first paint on a slow phone, and most pages
 * need none of it before the visitor acts (every control works from the
 * first paint without it). So the build writes no module script: an inline
 * loader (renderer/inline/loader.entry.ts) before </body>, where vike puts
 * the entry, fetches `entry` (its address, generator/prerender/render.ts
 * reads it off vike's render) on the visitor's first sign of acting, or
 * right after the first contentful paint on a page that needs it at once.
 * `analytics`: whether any analytics integration is configured (a stored
 * consent then needs the page view at once).
 */
export function deferEntry(html: string, entry: string, analytics: boolean, file = 'a page'): string {
  const end = html.lastIndexOf(BODY_END)
  // Our own document (renderer/html.tsx) always has one.
  if (end < 0) throw new Error(`${file}: generator/emit/defer-entry.ts found no ${BODY_END} to put the loader before`)
  return `${html.slice(0, end)}<script>${loaderScript(entry, analytics, PROCESS_MEMO)}</script>${html.slice(end)}`
}
