import { readFileSync } from 'node:fs'
import { canonicalPath, pathOnOrigin } from '../../site/routes.ts'
import type { Site } from '../../site/site.ts'
import { problemAt, type HtmlCheck } from './types.ts'

/**
 * The content file and line a page's link is written at, when the page shows a content file's
 * text (a document, a collection's entry) and that file writes the link as a Markdown link.
 */
export function linkSource(site: Site, url: string, href: string): { file: string; line: number } | undefined {
  const entry = site.byUrl.get(url)
  if (!entry) return undefined
  const lang = entry.contentLang
  const files = new Set<string>()
  const own = entry.route.origin?.files?.[lang]
  if (own) files.add(own)
  for (const section of entry.route.sections) {
    const file = site.content.locate(lang, section.copy)?.file
    if (file) files.add(file)
  }
  for (const file of files) {
    let text: string
    try {
      text = readFileSync(file, 'utf8')
    } catch {
      continue
    }
    const at = text.split('\n').findIndex((line) => line.includes(`](${href})`) || line.includes(`](${href} `))
    if (at >= 0) return { file, line: at + 1 }
  }
  return undefined
}

/**
 * Every internal href and src of the built pages resolves, and every
 * #fragment names an element. Absolute URLs on the site's own origin
 * (canonical, alternates, social images) are checked as paths too.
 */
export const builtLinks: HtmlCheck = {
  id: 'built-links',
  title: 'Internal links in the built HTML',
  site(ctx) {
    const ids = new Map(ctx.pages.map((p) => [p.url, new Set(p.ids)]))
    const own = (value: string) => pathOnOrigin(ctx.site.config.origin, value) ?? value
    return ctx.pages.flatMap((page) =>
      page.refs.flatMap(([tag, name, raw]) => {
        const value = own(raw)
        if (!value || value.startsWith('//') || /^[a-z][a-z0-9+.-]*:/i.test(value)) return []
        const key = `<${tag} ${name}="${value}">`
        const [pathPart = '', fragment] = value.split('#')
        const path = pathPart === '' ? page.url : pathPart.split('?')[0]!
        if (pathPart !== '' && !ctx.exists(path) && ctx.page(canonicalPath(path)))
          return [
            problemAt(
              page,
              'built-links',
              key,
              `${path} is answered with a redirect to ${canonicalPath(path)} on every host`,
              `link to ${canonicalPath(path)} (site/routes.ts makes every URL the site writes)`,
            ),
          ]
        if (pathPart !== '' && !ctx.exists(path))
          return [
            problemAt(
              page,
              'built-links',
              key,
              `${value} does not exist in the build`,
              'fix the link or add the page/file',
            ),
          ]
        if (fragment && (pathPart === '' || ctx.page(path)) && !ids.get(path)?.has(fragment)) {
          const message = `no element with id "${fragment}" on ${path}`
          const hint = `link to an id ${path} has (a heading's {#anchor}, a section's id), or leave out #${fragment}`
          // Written in a content file (a document, an entry): named there, at its line.
          const source = linkSource(ctx.site, page.url, raw)
          return [
            source
              ? { check: 'built-links', ...source, route: page.url, key, message, hint }
              : problemAt(page, 'built-links', key, message, hint),
          ]
        }
        return []
      }),
    )
  },
}
