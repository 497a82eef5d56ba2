const ENTRY = /<script src="(\/assets\/entries\/[^"]+\.js)" type="module" async><\/script>/g

/**
 * vike's client entry is an async module fetched while the page parses, so
 * its download competes with the first paint on a slow phone. Nothing in it
 * is needed before the first frame (see renderer/+client.ts): load it right
 * after, with one identical inline script on every page (one CSP hash).
 */
export function deferEntry(html: string): string {
  return html.replace(
    ENTRY,
    (_, src: string) =>
      `<script>requestAnimationFrame(function(){setTimeout(function(){import(${JSON.stringify(src)})},0)})</script>`,
  )
}
