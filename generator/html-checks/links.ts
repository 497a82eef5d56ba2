import { canonicalPath, pathOnOrigin } from '../../site/routes.ts'
import { problemAt, type HtmlCheck } from './types.ts'

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
        if (fragment && (pathPart === '' || ctx.page(path)) && !ids.get(path)?.has(fragment))
          return [problemAt(page, 'built-links', key, `no element with id "${fragment}" on ${path}`)]
        return []
      }),
    )
  },
}
