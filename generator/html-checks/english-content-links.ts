import { getPath } from '../../site/copy.ts'
import { configLink, englishOnlyExternalUrls } from '../../site/external-links.ts'
import { canonicalPath, langOfUrl } from '../../site/routes.ts'
import { ancestorAttr, attr, textOf } from './dom.ts'
import { problemAt, type HtmlCheck } from './types.ts'
import { localeFile } from '../../locales/paths.ts'
import { DEFAULT_LANG } from '../../site/lang.ts'
import { HREFLANG } from '../../site/lang-tags.ts'
import { TRANSLATED_LANGS } from '../../site/translated-langs.ts'
import { languageName } from '../translations/record.ts'

/**
 * In the text of a translated language (Spanish), a link to a page whose content is English (the legal pages,
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
    const markers = new Map(
      TRANSLATED_LANGS.map((lang) => [lang, getPath(ctx.site.copy[lang], 'common.linkInEnglish')]),
    )
    for (const [lang, marker] of markers)
      if (typeof marker !== 'string') throw new Error(`${localeFile(lang, 'common')} has no linkInEnglish`)
    const lang = langOfUrl(page.url)
    if (lang === DEFAULT_LANG) return []
    const marker = markers.get(lang) as string
    const hreflang = HREFLANG[DEFAULT_LANG]
    const external = englishOnlyExternalUrls(ctx.site.config)
    return page.elements
      .filter((el) => el.tagName === 'a' && attr(el, 'data-lang-toggle') === undefined)
      .flatMap((el) => {
        const href = attr(el, 'href') ?? ''
        const destination = englishDestination(href)
        if (!destination) return []
        if (ancestorAttr(el, 'lang') === DEFAULT_LANG) return []
        const missing = [
          attr(el, 'hreflang') === hreflang ? null : `hreflang="${hreflang}"`,
          textOf(el).includes(marker) ? null : `"${marker}" in its text`,
        ].filter(Boolean)
        if (missing.length === 0) return []
        return [
          problemAt(
            page,
            'english-content-links',
            `<a href="${href}">`,
            `${languageName(lang)} page links to ${destination}, whose content is English, without ${missing.join(' and ')}`,
            `render the link with SmartLink (renderer/ui/Link.tsx), which adds hreflang="${hreflang}" and "${marker}", or add both to it`,
          ),
        ]
      })

    /** What the link leads to when its content is English: a page URL or an `ext:` key; else null. */
    function englishDestination(href: string): string | null {
      const key = external.get(href)
      if (key) return `${configLink(key)} (${href})`
      if (!href.startsWith('/') || href.startsWith('//')) return null
      const target = ctx.site.byUrl.get(canonicalPath(href.split('#')[0]!.split('?')[0]!))
      return target && target.contentLang === DEFAULT_LANG ? target.url : null
    }
  },
}
