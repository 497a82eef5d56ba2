import { langOfUrl, localizedPath, routeLangs, splitLang } from '../../site/routes.ts'
import { DEFAULT_LANG } from '../../site/lang.ts'
import { LANGUAGE_NAME } from '../../site/lang-tags.ts'
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
        if (target.lang !== lang && target.lang !== DEFAULT_LANG)
          return [
            problemAt(
              page,
              'language-links',
              `<a href="${href}">`,
              `${LANGUAGE_NAME[lang]} page links to a ${LANGUAGE_NAME[target.lang]} page`,
              `link to ${lang === DEFAULT_LANG ? target.path : localizedPath(target.path, routeLangs(route).includes(lang) ? lang : DEFAULT_LANG)}`,
            ),
          ]
        if (lang !== DEFAULT_LANG && target.lang === DEFAULT_LANG && route.translatable)
          return [
            problemAt(
              page,
              'language-links',
              `<a href="${href}">`,
              `${LANGUAGE_NAME[lang]} page links to the ${LANGUAGE_NAME[DEFAULT_LANG]} ${path}, which has a ${LANGUAGE_NAME[lang]} version`,
              `link to ${localizedPath(target.path, lang)}`,
            ),
          ]
        return []
      })
  },
}
