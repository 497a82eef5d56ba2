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

/** Every internal href and src of the built pages resolves, and every #fragment names an element. */
export const builtLinks: HtmlCheck = {
  id: 'built-links',
  title: 'Internal links in the built HTML',
  run(ctx) {
    const ids = new Map(ctx.pages.map((p) => [p.url, new Set(p.elements.map((e) => attr(e, 'id')).filter(Boolean))]))
    return ctx.pages.flatMap((page) =>
      page.elements.flatMap((el: Element) =>
        SOURCES.filter(([tag]) => tag === el.tagName).flatMap(([, name]) => {
          const value = attr(el, name)
          if (!value || value.startsWith('//') || /^[a-z][a-z0-9+.-]*:/i.test(value)) return []
          const key = `<${el.tagName} ${name}="${value}">`
          const [pathPart = '', fragment] = value.split('#')
          const path = pathPart === '' ? page.url : pathPart.split('?')[0]!
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
