import { loaderScript } from '../../renderer/inline/scripts.ts'

const ENTRY = /<script src="(\/assets\/entries\/[^"]+\.js)" type="module" async><\/script>/g

/**
 * vike's client entry is an async module fetched while the page parses, so
 * its download competes with the first paint on a slow phone, and most pages
 * need none of it before the visitor acts (every control works from the
 * first paint without it). An inline loader (renderer/inline/loader.entry.ts)
 * fetches it on the visitor's first sign of acting, or right after the first
 * contentful paint on a page that needs it at once. `analytics`: whether any
 * analytics integration is configured (a stored consent then needs the page
 * view at once).
 */
export function deferEntry(html: string, analytics: boolean): string {
  return html.replace(ENTRY, (_, src: string) => `<script>${loaderScript(src, analytics)}</script>`)
}
