import { langOfUrl, localizedPath, splitLang } from '../../site/routes.ts'
import { attr } from './dom.ts'
import { problemAt, type HtmlCheck } from './types.ts'

/**
 * A page links to a route of the other language only where its own language
 * has no version of that route (the language toggle aside; alternates are
 * <link>, not <a>).
 */
export const languageLinks: HtmlCheck = {
  id: 'language-links',
  title: 'Links stay in the page language',
  page(page, ctx) {
    const lang = langOfUrl(page.url)
    return page.elements
      .filter((el) => el.tagName === 'a' && attr(el, 'data-lang-toggle') === undefined)
      .flatMap((el) => {
        const href = attr(el, 'href') ?? ''
        if (!href.startsWith('/') || href.startsWith('//')) return []
        const path = href.split('#')[0]!.split('?')[0]!
        const target = splitLang(path)
        const route = ctx.site.routes.get(target.path)
        if (!route) return []
        if (lang === 'en' && target.lang === 'es')
          return [
            problemAt(
              page,
              'language-links',
              `<a href="${href}">`,
              'English page links to a Spanish page',
              `link to ${target.path}`,
            ),
          ]
        if (lang === 'es' && target.lang === 'en' && route.translatable)
          return [
            problemAt(
              page,
              'language-links',
              `<a href="${href}">`,
              `Spanish page links to the English ${path}, which has a Spanish version`,
              `link to ${localizedPath(target.path, 'es')}`,
            ),
          ]
        return []
      })
  },
}
