import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { classesInHtml, pruneCss } from './prune-css.ts'

const LINK = /<link rel="stylesheet" type="text\/css" href="(\/assets\/[^"]+\.css)">/g

/**
 * Replaces the stylesheet links vike injects with the CSS the page uses
 * (pruned to its classes and the client safelist), so the first paint needs
 * no second request and the document stays within the first round trip.
 * Returns the HTML and the inlined style bodies (for CSP hashes).
 */
export function inlineCss(
  html: string,
  dist: string,
  safelist: (html: string) => ReadonlySet<string> = () => new Set(),
): { html: string; styles: string[] } {
  const styles: string[] = []
  const used = new Set([...classesInHtml(html), ...safelist(html)])
  // Removed where vike put them (before <meta charset>) and inlined at the end of <head>,
  // so the charset declaration stays within the first bytes of the document.
  const out = html.replace(LINK, (_, href: string) => {
    styles.push(pruneCss(readFileSync(join(dist, href), 'utf8'), used).trim())
    return ''
  })
  return { html: out.replace('</head>', `${styles.map((css) => `<style>${css}</style>`).join('')}</head>`), styles }
}
