import { canonicalPath, canonicalUrl, pathOnOrigin } from '../../site/routes.ts'
import { DEFAULT_LANG, LANGS } from '../../site/lang.ts'
import { HREFLANG, LANGUAGE_NAME } from '../../site/lang-tags.ts'
import { attr } from './dom.ts'
import { problemAt, type HtmlCheck } from './types.ts'

/** Canonical is the page's own absolute URL; hreflang alternates are absolute, reciprocal, with x-default. */
export const headLinks: HtmlCheck = {
  id: 'head-links',
  title: 'Canonical and alternates',
  page(page, ctx) {
    const entry = ctx.site.byUrl.get(page.url)
    if (!entry) return []
    const origin = ctx.site.config.origin
    const problems = []
    const own = canonicalUrl(origin, page.url)
    const canonicals = page.elements.filter((el) => el.tagName === 'link' && attr(el, 'rel') === 'canonical')
    if (canonicals.length !== 1 || attr(canonicals[0]!, 'href') !== own)
      problems.push(problemAt(page, 'head-links', 'canonical', `canonical must be exactly ${own}`))
    const alternates = new Map(
      page.elements
        .filter((el) => el.tagName === 'link' && attr(el, 'rel') === 'alternate' && attr(el, 'hreflang'))
        .map((el) => [attr(el, 'hreflang')!, attr(el, 'href')!]),
    )
    if (!entry.route.translatable) {
      if (alternates.size > 0)
        problems.push(
          problemAt(
            page,
            'head-links',
            'hreflang',
            `a page without a ${LANGS.filter((l) => l !== DEFAULT_LANG)
              .map((l) => LANGUAGE_NAME[l])
              .join(' or ')} version carries hreflang alternates`,
          ),
        )
      return problems
    }
    for (const lang of [...LANGS.map((l) => HREFLANG[l]), 'x-default'])
      if (!alternates.has(lang)) problems.push(problemAt(page, 'head-links', `hreflang=${lang}`, 'missing alternate'))
    if (alternates.get('x-default') !== canonicalUrl(origin, entry.alternates[DEFAULT_LANG]))
      problems.push(
        problemAt(
          page,
          'head-links',
          'hreflang=x-default',
          `x-default must point to the ${LANGUAGE_NAME[DEFAULT_LANG]} URL`,
        ),
      )
    for (const [lang, href] of alternates)
      if (pathOnOrigin(origin, href) === null)
        problems.push(problemAt(page, 'head-links', `hreflang=${lang}`, `not absolute on ${origin}: ${href}`))
    return problems
  },
  site(ctx) {
    const origin = ctx.site.config.origin
    const alternatesOf = (url: string) => new Map(ctx.page(url)?.alternates ?? [])
    return ctx.pages.flatMap((page) => {
      const entry = ctx.site.byUrl.get(page.url)
      if (!entry?.route.translatable) return []
      const own = canonicalUrl(origin, page.url)
      return page.alternates.flatMap(([lang, href]) => {
        const otherUrl = pathOnOrigin(origin, href)
        if (lang === 'x-default' || otherUrl === null) return []
        return alternatesOf(canonicalPath(otherUrl)).get(HREFLANG[entry.lang]) === own
          ? []
          : [
              problemAt(
                page,
                'head-links',
                `hreflang=${lang}`,
                `not reciprocal: ${otherUrl} does not point back to ${own}`,
              ),
            ]
      })
    })
  },
}
