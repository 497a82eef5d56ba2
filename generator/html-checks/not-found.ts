import type { Problem } from '../../site/errors.ts'
import { HTML_LANG, LANGUAGE_NAME } from '../../site/lang-tags.ts'
import { isNotFoundUrl, langOfUrl, localizedPath, notFoundUrls } from '../../site/routes.ts'
import { attr } from './dom.ts'
import { problemAt, type HtmlCheck } from './types.ts'
import { localeFile } from '../../locales/paths.ts'

const LANG_NAME = LANGUAGE_NAME

/**
 * A 404 page in each language of the site, each in its own language, noindex,
 * and marked so its script logs the missing path: an unknown /es/… address
 * answers in Spanish on every host (the hosts' rules point at es/404.html).
 */
export const notFoundPages: HtmlCheck = {
  id: 'not-found-pages',
  title: '404 page in each language',
  page(page) {
    if (!isNotFoundUrl(page.url)) return []
    const lang = langOfUrl(page.url)
    const problems: Problem[] = []
    const html = page.elements.find((el) => el.tagName === 'html')
    if (attr(html!, 'lang') !== HTML_LANG[lang])
      problems.push(
        problemAt(page, 'not-found-pages', 'html lang', `the ${LANG_NAME[lang]} 404 page is not in ${LANG_NAME[lang]}`),
      )
    const robots = page.elements.find((el) => el.tagName === 'meta' && attr(el, 'name') === 'robots')
    if (!robots || !/noindex/.test(attr(robots, 'content') ?? ''))
      problems.push(problemAt(page, 'not-found-pages', 'robots', 'a 404 page must be noindex'))
    const body = page.elements.find((el) => el.tagName === 'body')
    if (attr(body!, 'data-page') !== '404')
      problems.push(
        problemAt(
          page,
          'not-found-pages',
          'data-page',
          'no data-page="404": its script would not log the missing path',
        ),
      )
    return problems
  },
  site(ctx) {
    const problems: Problem[] = []
    const dist = `${process.env.SITE_OUT_DIR ?? 'dist'}/client`
    for (const url of notFoundUrls(ctx.site.pages))
      if (!ctx.page(url)) {
        const lang = langOfUrl(url)
        problems.push({
          check: 'not-found-pages',
          file: `${dist}/${url.slice(1)}.html`,
          route: url,
          key: 'notFound',
          message: `no ${LANG_NAME[lang]} 404 page was built: an unknown ${localizedPath('/', lang)}… address would answer in another language`,
          hint: `build it with the site's 404 pages (generator/cli/build.ts, notFoundUrls); its texts are notFound.seo.${lang} in site.manifest.ts and common.notFound in ${localeFile(lang, 'common')}`,
        })
      }
    return problems
  },
}
