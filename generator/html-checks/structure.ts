import { HTML_LANG } from '../../site/lang-tags.ts'
import { langOfUrl } from '../../site/routes.ts'
import { attr, textOf } from './dom.ts'
import { problemAt, type HtmlCheck } from './types.ts'

/** One h1, a valid html lang, sized and described images, the English body of /es/story marked lang="en". */
export const structure: HtmlCheck = {
  id: 'structure',
  title: 'Page structure',
  page(page, ctx) {
    const problems = []
    const h1 = page.elements.filter((el) => el.tagName === 'h1')
    if (h1.length !== 1)
      problems.push(problemAt(page, 'structure', 'h1', `${h1.length} h1 elements; a page has exactly one`))
    else if (!textOf(h1[0]!).trim()) problems.push(problemAt(page, 'structure', 'h1', 'the h1 is empty'))
    const html = page.elements.find((el) => el.tagName === 'html')
    const lang = html ? attr(html, 'lang') : undefined
    const expected = HTML_LANG[langOfUrl(page.url)]
    if (lang !== expected)
      problems.push(problemAt(page, 'structure', '<html lang>', `lang="${lang}", expected "${expected}"`))
    for (const img of page.elements.filter((el) => el.tagName === 'img')) {
      const src = attr(img, 'src')
      if (!attr(img, 'width') || !attr(img, 'height'))
        problems.push(
          problemAt(page, 'structure', `<img src="${src}">`, 'image without width and height (layout shift)'),
        )
      if (attr(img, 'alt') === undefined)
        problems.push(problemAt(page, 'structure', `<img src="${src}">`, 'image without alt'))
    }
    const entry = ctx.site.byUrl.get(page.url)
    if (entry && entry.contentLang !== entry.lang) {
      const main = page.elements.find((el) => el.tagName === 'main')
      const body = main?.childNodes.find((n) => 'tagName' in n && n.tagName === 'div') as typeof main | undefined
      if (!body || attr(body, 'lang') !== entry.contentLang)
        problems.push(
          problemAt(
            page,
            'structure',
            '<main>',
            `the ${entry.contentLang} body is not wrapped in lang="${entry.contentLang}"`,
          ),
        )
    }
    return problems
  },
}
