import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { classesInHtml, classesOf, pruneCss } from './prune-css.ts'
import { replaceInVikeOutput, vikeOutputChanged, type VikePattern } from './vike-output.ts'

/** vike's stylesheet links, as vike writes them (before <meta charset>). */
const LINK: VikePattern & { pattern: RegExp } = {
  step: 'generator/emit/inline-css.ts',
  what: 'stylesheet link (a <link rel="stylesheet"> to /assets/…css)',
  pattern: /<link rel="stylesheet" type="text\/css" href="(\/assets\/[^"]+\.css)">/g,
}
const HEAD_END: VikePattern = { step: 'generator/emit/inline-css.ts', what: 'end of <head>', pattern: '</head>' }

/** A page with its stylesheets inlined, and the inlined style bodies (for its policy's hashes). */
export interface Inlined {
  html: string
  styles: string[]
}

/**
 * Replaces the stylesheet links vike injects with the CSS the page uses
 * (pruned to its classes and the client safelist), so the first paint needs
 * no second request and the document stays within the first round trip.
 *
 * One inliner serves a whole build: each stylesheet is read and its class
 * names listed once, and a pruning is computed once per distinct set of the
 * stylesheet's classes a page uses. Pages built from the same sections share
 * that set whatever their text, so a site of a thousand pages prunes a few
 * dozen times. The result depends on nothing but the stylesheet and that set.
 * A page without a stylesheet link or without </head> stops the build,
 * naming its `file` and the pattern (vike-output.ts): every page has both.
 */
export function createCssInliner(
  dist: string,
  safelist: (html: string) => ReadonlySet<string> = () => new Set(),
): (html: string, file?: string) => Inlined {
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
  return (html, file = 'a page') => {
    const styles: string[] = []
    const used = new Set([...classesInHtml(html), ...safelist(html)])
    // Removed where vike put them (before <meta charset>) and inlined at the end of <head>,
    // so the charset declaration stays within the first bytes of the document.
    const out = replaceInVikeOutput(html, LINK, file, (_, href) => {
      const { css, classes, pruned } = sheet(href!)
      const relevant = [...used].filter((c) => classes.has(c)).sort()
      const key = relevant.join(' ')
      let body = pruned.get(key)
      if (body === undefined) pruned.set(key, (body = pruneCss(css, new Set(relevant)).trim()))
      styles.push(body)
      return ''
    })
    const head = out.indexOf('</head>')
    if (head < 0) throw vikeOutputChanged(file, HEAD_END)
    return {
      html: `${out.slice(0, head)}${styles.map((css) => `<style>${css}</style>`).join('')}${out.slice(head)}`,
      styles,
    }
  }
}
