import { canonicalPath } from '../../site/routes.ts'
import { attr, type Element } from './dom.ts'
import { problemAt, type HtmlCheck } from './types.ts'

const SOURCES: [string, string][] = [
  ['a', 'href'],
  ['link', 'href'],
  ['img', 'src'],
  ['script', 'src'],
  ['source', 'src'],
  ['video', 'src'],
  ['video', 'poster'],
]

/** Head metadata whose content is a URL of the site (social previews read them). */
const META_URLS = new Set(['og:image', 'og:url', 'twitter:image'])

/** The URL attribute of an element worth checking, if any. */
function urlAttributes(el: Element): [string, string | undefined][] {
  if (el.tagName === 'meta') {
    const name = attr(el, 'property') ?? attr(el, 'name')
    return name && META_URLS.has(name) ? [['content', attr(el, 'content')]] : []
  }
  return SOURCES.filter(([tag]) => tag === el.tagName).map(([, name]) => [name, attr(el, name)])
}

/**
 * Every internal href and src of the built pages resolves, and every
 * #fragment names an element. Absolute URLs on the site's own origin
 * (canonical, alternates, social images) are checked as paths too.
 */
export const builtLinks: HtmlCheck = {
  id: 'built-links',
  title: 'Internal links in the built HTML',
  run(ctx) {
    const ids = new Map(ctx.pages.map((p) => [p.url, new Set(p.elements.map((e) => attr(e, 'id')).filter(Boolean))]))
    const origin = ctx.site.config.origin.replace(/\/$/, '')
    const own = (value: string) =>
      value === origin ? '/' : value.startsWith(`${origin}/`) ? value.slice(origin.length) : value
    return ctx.pages.flatMap((page) =>
      page.elements.flatMap((el: Element) =>
        urlAttributes(el).flatMap(([name, raw]) => {
          const value = raw && own(raw)
          if (!value || value.startsWith('//') || /^[a-z][a-z0-9+.-]*:/i.test(value)) return []
          const key = `<${el.tagName} ${name}="${value}">`
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
          if (fragment && (pathPart === '' || ctx.page(path)) && !ids.get(path)?.has(fragment))
            return [problemAt(page, 'built-links', key, `no element with id "${fragment}" on ${path}`)]
          return []
        }),
      ),
    )
  },
}
