import { readFileSync } from 'node:fs'
import { join } from 'node:path'

const LINK = /<link rel="stylesheet" type="text\/css" href="(\/assets\/[^"]+\.css)">/g

/**
 * Replaces the stylesheet links vike injects with the CSS itself, so the
 * first paint needs no second round trip. Returns the HTML and the inlined
 * style bodies (for CSP hashes).
 */
export function inlineCss(html: string, dist: string): { html: string; styles: string[] } {
  const styles: string[] = []
  // Removed where vike put them (before <meta charset>) and inlined at the end of <head>,
  // so the charset declaration stays within the first bytes of the document.
  const out = html.replace(LINK, (_, href: string) => {
    styles.push(readFileSync(join(dist, href), 'utf8').trim())
    return ''
  })
  return { html: out.replace('</head>', `${styles.map((css) => `<style>${css}</style>`).join('')}</head>`), styles }
}
