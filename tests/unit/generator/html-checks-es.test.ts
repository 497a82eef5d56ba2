import { describe, expect, it } from 'vitest'
import { fileOfUrl } from '../../../generator/build/page.ts'
import { parsePage, type BuiltPage } from '../../../generator/html-checks/dom.ts'
import { checkPages } from '../../../generator/html-checks/index.ts'
import { notFoundPages } from '../../../generator/html-checks/not-found.ts'
import type { HtmlCheck } from '../../../generator/html-checks/types.ts'
import { formatProblem } from '../../../site/errors.ts'
import { loadSiteConfig } from '../../../site/config.ts'
import { createSite } from '../../../site/site.ts'

const site = createSite({ config: loadSiteConfig({ env: {}, mode: 'development' }) })

/** The problems one check finds on a small built site made of the given pages. */
function run(check: HtmlCheck, pages: Record<string, string>) {
  const built: BuiltPage[] = Object.entries(pages).map(([url, html]) => parsePage(url, fileOfUrl(url), html))
  return checkPages(site, built, () => true, [check])
    .get(check.id)!
    .map((p) => formatProblem(p))
}

const notFound = (lang: string, { robots = 'noindex,follow', page = '404' } = {}) =>
  `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="robots" content="${robots}"><title>x</title></head><body data-page="${page}"><main><h1>404</h1></main></body></html>`

describe('a 404 page in each language', () => {
  it('passes with an English and a Spanish 404 page, each in its language, noindex, logging the path', () => {
    expect(run(notFoundPages, { '/404': notFound('en'), '/es/404': notFound('es') })).toEqual([])
  })

  it('fails the build when the Spanish 404 page is missing, naming its file and what to add', () => {
    const [problem, ...rest] = run(notFoundPages, { '/404': notFound('en') })
    expect(rest).toEqual([])
    expect(problem).toMatch(/dist\/client\/es\/404\.html › route "\/es\/404" › notFound: no Spanish 404 page was built/)
    expect(problem).toMatch(/notFound\.seo\.es in site\.manifest\.ts/)
  })

  it('fails when a 404 page is in the wrong language, indexable, or does not log the path', () => {
    const problems = run(notFoundPages, {
      '/404': notFound('en', { robots: 'index,follow', page: 'error' }),
      '/es/404': notFound('en'),
    })
    expect(problems).toHaveLength(3)
    expect(problems.join('\n')).toMatch(
      /es\/404\.html › route "\/es\/404" › html lang: the Spanish 404 page is not in Spanish/,
    )
    expect(problems.join('\n')).toMatch(/route "\/404" › robots: a 404 page must be noindex/)
    expect(problems.join('\n')).toMatch(/route "\/404" › data-page: .*would not log the missing path/)
  })
})
