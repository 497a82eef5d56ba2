import { getPath } from '../../site/copy.ts'
import { canonicalPath, langOfUrl } from '../../site/routes.ts'
import { ancestorAttr, attr, textOf } from './dom.ts'
import { problemAt, type HtmlCheck } from './types.ts'

/**
 * In Spanish text, a link to a page whose content is English (the legal pages,
 * the comparison and solution pages, /es/story) tells the reader before they
 * click: hreflang="en" and a visible "(en inglés)" in the link text. Links
 * inside English text (the body of /es/story) and the language toggle are
 * exempt. renderer/ui/Link.tsx adds both; this check holds every page to it.
 */
export const englishContentLinks: HtmlCheck = {
  id: 'english-content-links',
  title: 'Links to English pages marked',
  page(page, ctx) {
    const marker = getPath(ctx.site.copy.es, 'common.linkInEnglish')
    if (typeof marker !== 'string') throw new Error('locales/i18n/es/common.ts has no linkInEnglish')
    if (langOfUrl(page.url) !== 'es') return []
    return page.elements
      .filter((el) => el.tagName === 'a' && attr(el, 'data-lang-toggle') === undefined)
      .flatMap((el) => {
        const href = attr(el, 'href') ?? ''
        if (!href.startsWith('/') || href.startsWith('//')) return []
        const target = ctx.site.byUrl.get(canonicalPath(href.split('#')[0]!.split('?')[0]!))
        if (!target || target.contentLang !== 'en') return []
        if (ancestorAttr(el, 'lang') === 'en') return []
        const missing = [
          attr(el, 'hreflang') === 'en' ? null : 'hreflang="en"',
          textOf(el).includes(marker) ? null : `"${marker}" in its text`,
        ].filter(Boolean)
        if (missing.length === 0) return []
        return [
          problemAt(
            page,
            'english-content-links',
            `<a href="${href}">`,
            `Spanish page links to ${target.url}, whose content is English, without ${missing.join(' and ')}`,
            `render the link with SmartLink (renderer/ui/Link.tsx), which adds hreflang="en" and "${marker}", or add both to it`,
          ),
        ]
      })
  },
}
