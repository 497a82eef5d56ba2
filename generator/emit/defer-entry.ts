import { loaderScript } from '../../renderer/inline/scripts.ts'
import { replaceInVikeOutput, type VikePattern } from './vike-output.ts'

/** vike's client entry, as vike writes it before </body>. */
const ENTRY: VikePattern & { pattern: RegExp } = {
  step: 'generator/emit/defer-entry.ts',
  what: 'client entry (an async module script from /assets/entries/)',
  pattern: /<script src="(\/assets\/entries\/[^"]+\.js)" type="module" async><\/script>/g,
}

/**
 * vike's client entry is an async module fetched while the page parses, so
 * its download competes with the first paint on a slow phone, and most pages
 * need none of it before the visitor acts (every control works from the
 * first paint without it). An inline loader (renderer/inline/loader.entry.ts)
 * fetches it on the visitor's first sign of acting, or right after the first
 * contentful paint on a page that needs it at once. `analytics`: whether any
 * analytics integration is configured (a stored consent then needs the page
 * view at once). A page without the entry stops the build, naming `file`
 * and the pattern (vike-output.ts): every page has one.
 */
export function deferEntry(html: string, analytics: boolean, file = 'a page'): string {
  return replaceInVikeOutput(html, ENTRY, file, (_, src) => `<script>${loaderScript(src!, analytics)}</script>`)
}
