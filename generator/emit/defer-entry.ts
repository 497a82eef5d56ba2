import { loaderScript } from '../../renderer/inline/scripts.ts'

const ENTRY = /<script src="(\/assets\/entries\/[^"]+\.js)" type="module" async><\/script>/g

/**
 * vike's client entry is an async module fetched while the page parses, so
 * its download competes with the first paint on a slow phone. Nothing in it
 * is needed before the content is on screen (the language toggle, the one
 * control that must work at once, is handled by the pre-paint script): load
 * it right after the first contentful paint, with an inline loader
 * (renderer/inline/loader.entry.ts).
 */
export function deferEntry(html: string): string {
  return html.replace(ENTRY, (_, src: string) => `<script>${loaderScript(src)}</script>`)
}
