import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { classesInHtml, classesOf, pruneCss } from './prune-css.ts'

const HEAD_END = '</head>'

/** A page with its stylesheets inlined, and the inlined style bodies (for its policy's hashes). */
export interface Inlined {
  html: string
  styles: string[]
}

/**
 * Puts the CSS of the stylesheets vike would link (`stylesheets`, their
 * addresses, which generator/prerender/render.ts reads off vike's render) into
 * the page, pruned to its classes and the client safelist, so the first paint
 * needs no second request and the document stays within the first round trip.
 *
 * One inliner serves a whole build: each stylesheet is read and its class
 * names listed once, and a pruning is computed once per distinct set of the
 * stylesheet's classes a page uses. Pages built from the same sections share
 * that set whatever their text, so a site of a thousand pages prunes a few
 * dozen times. The result depends on nothing but the stylesheet and that set.
 * The styles go at the end of <head> (vike links its stylesheets right after
 * <head>, before <meta charset>), so the charset declaration stays within
 * the first bytes of the document.
 */
export function createCssInliner(
  dist: string,
  safelist: (html: string) => ReadonlySet<string> = () => new Set(),
): (html: string, stylesheets: readonly string[], file?: string) => Inlined {
  const sheets = new Map<string, { css: string; classes: ReadonlySet<string>; pruned: Map<string, string> }>()
  const sheet = (href: string) => {
    let entry = sheets.get(href)
    if (!entry) {
      const css = readFileSync(join(dist, href), 'utf8')
      const classes = new Set([...css.matchAll(/\.((?:\\.|[\w-])+)/g)].flatMap((m) => classesOf(m[0])))
      sheets.set(href, (entry = { css, classes, pruned: new Map() }))
    }
    return entry
  }
  return (html, stylesheets, file = 'a page') => {
    const used = new Set([...classesInHtml(html), ...safelist(html)])
    const styles = stylesheets.map((href) => {
      const { css, classes, pruned } = sheet(href)
      const relevant = [...used].filter((c) => classes.has(c)).sort()
      const key = relevant.join(' ')
      let body = pruned.get(key)
      if (body === undefined) pruned.set(key, (body = pruneCss(css, new Set(relevant)).trim()))
      return body
    })
    const head = html.indexOf(HEAD_END)
    // Our own document (renderer/html.tsx) always has one.
    if (head < 0) throw new Error(`${file}: generator/emit/inline-css.ts found no ${HEAD_END} to put the styles before`)
    return {
      html: `${html.slice(0, head)}${styles.map((css) => `<style>${css}</style>`).join('')}${html.slice(head)}`,
      styles,
    }
  }
}
