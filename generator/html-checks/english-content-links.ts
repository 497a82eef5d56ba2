import { getPath } from '../../site/copy.ts'
import { configLink, englishOnlyExternalUrls } from '../../site/external-links.ts'
import { canonicalPath, langOfUrl } from '../../site/routes.ts'
import { ancestorAttr, attr, textOf } from './dom.ts'
import { problemAt, type HtmlCheck } from './types.ts'
import { localeFile } from '../../locales/paths.ts'

/**
 * In Spanish text, a link to a page whose content is English (the legal pages,
 * the comparison and solution pages, /es/story) or to an English-only
 * destination elsewhere (the web app, the status page, the demo video, YouTube:
 * site/external-links.ts) tells the reader before they click: hreflang="en"
 * and "(en inglés)" in the link text. Links inside English text (the body of
 * /es/story) and the language toggle are exempt. renderer/ui/Link.tsx adds
 * both; this check holds every page to it.
 */
export const englishContentLinks: HtmlCheck = {
  id: 'english-content-links',
  title: 'Links to English pages marked',
  page(page, ctx) {
    const marker = getPath(ctx.site.copy.es, 'common.linkInEnglish')
    if (typeof marker !== 'string') throw new Error(`${localeFile('es', 'common')} has no linkInEnglish`)
    if (langOfUrl(page.url) !== 'es') return []
    const external = englishOnlyExternalUrls(ctx.site.config)
    return page.elements
      .filter((el) => el.tagName === 'a' && attr(el, 'data-lang-toggle') === undefined)
      .flatMap((el) => {
        const href = attr(el, 'href') ?? ''
        const destination = englishDestination(href)
        if (!destination) return []
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
            `Spanish page links to ${destination}, whose content is English, without ${missing.join(' and ')}`,
            `render the link with SmartLink (renderer/ui/Link.tsx), which adds hreflang="en" and "${marker}", or add both to it`,
          ),
        ]
      })

    /** What the link leads to when its content is English: a page URL or an `ext:` key; else null. */
    function englishDestination(href: string): string | null {
      const key = external.get(href)
      if (key) return `${configLink(key)} (${href})`
      if (!href.startsWith('/') || href.startsWith('//')) return null
      const target = ctx.site.byUrl.get(canonicalPath(href.split('#')[0]!.split('?')[0]!))
      return target && target.contentLang === 'en' ? target.url : null
    }
  },
}
