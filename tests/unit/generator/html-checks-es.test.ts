import { describe, expect, it } from 'vitest'
import { outputFileOf } from '../../../site/routes.ts'
import { parsePage, type BuiltPage } from '../../../generator/html-checks/dom.ts'
import { checkPages } from '../../../generator/html-checks/index.ts'
import { localizedImages } from '../../../generator/html-checks/localized-images.ts'
import { notFoundPages } from '../../../generator/html-checks/not-found.ts'
import type { HtmlCheck } from '../../../generator/html-checks/types.ts'
import { formatProblem } from '../../../site/errors.ts'
import { loadSiteConfig } from '../../../site/config.ts'
import { siteOf } from '../../../generator/site.ts'

const site = siteOf({ config: loadSiteConfig({ env: {}, mode: 'development' }) })

/** The problems one check finds on a small built site made of the given pages. */
function run(check: HtmlCheck, pages: Record<string, string>, exists: (path: string) => boolean = () => true) {
  const built: BuiltPage[] = Object.entries(pages).map(([url, html]) => parsePage(url, outputFileOf(url), html))
  return checkPages(site, built, exists, [check])
    .get(check.id)!
    .map((p) => formatProblem(p))
}

const notFound = (lang: string, { robots = 'noindex,follow', page = '404' } = {}) =>
  `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="robots" content="${robots}"><title>x</title></head><body data-page="${page}"><main><h1>404</h1></main></body></html>`

describe('a 404 page in each language', () => {
  it('passes with an English and a Spanish 404 page, each in its language, noindex, logging the path', () => {
    expect(run(notFoundPages, { '/404': notFound('en-US'), '/es/404': notFound('es-419') })).toEqual([])
  })

  it('fails the build when the Spanish 404 page is missing, naming its file and what to add', () => {
    const [problem, ...rest] = run(notFoundPages, { '/404': notFound('en-US') })
    expect(rest).toEqual([])
    expect(problem).toMatch(/dist\/client\/es\/404\.html › route "\/es\/404" › notFound: no Spanish 404 page was built/)
    expect(problem).toMatch(/notFound\.seo\.es in site\.manifest\.ts/)
  })

  it('fails when a 404 page is in the wrong language, indexable, or does not log the path', () => {
    const problems = run(notFoundPages, {
      '/404': notFound('en-US', { robots: 'index,follow', page: 'error' }),
      '/es/404': notFound('en-US'),
    })
    expect(problems).toHaveLength(3)
    expect(problems.join('\n')).toMatch(
      /es\/404\.html › route "\/es\/404" › html lang: the Spanish 404 page is not in Spanish/,
    )
    expect(problems.join('\n')).toMatch(/route "\/404" › robots: a 404 page must be noindex/)
    expect(problems.join('\n')).toMatch(/route "\/404" › data-page: .*would not log the missing path/)
  })
})

const page = (lang: string, body: string) =>
  `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><title>x</title></head><body><main><h1>x</h1>${body}</main></body></html>`
const img = (src: string) => `<img src="${src}" alt="x" width="960" height="640">`

describe('images in the page language', () => {
  const logo = img('/images/logos/brands.webp')

  it('passes when each page shows the screens of its language, and logos (no words) on both', () => {
    expect(
      run(localizedImages, {
        '/features/': page('en', img('/images/mock/connect.svg') + logo),
        '/es/features/': page('es', img('/images/mock/connect.es.svg') + logo),
      }),
    ).toEqual([])
  })

  it('fails when a Spanish page shows an English screen, naming the Spanish file and how to show it', () => {
    const [problem, ...rest] = run(localizedImages, {
      '/features/': page('en', img('/images/mock/connect.svg')),
      '/es/features/': page('es', img('/images/mock/connect.svg')),
    })
    expect(rest).toEqual([])
    expect(problem).toMatch(/es\/features\/index\.html › route "\/es\/features\/" › \/images\/mock\/connect\.svg/)
    expect(problem).toMatch(/English words .*its Spanish file is \/images\/mock\/connect\.es\.svg/)
    expect(problem).toMatch(/pick the file by the page language/)
  })

  it('says the Spanish file is missing, and how to draw it, when it is', () => {
    const problems = run(
      localizedImages,
      {
        '/es/': page(
          'es',
          '<a href="/media/product-demo.mp4"><img src="/media/product-demo-poster.avif" alt="" width="1280" height="720"></a>',
        ),
      },
      (path) => !path.includes('.es.'),
    )
    expect(problems).toHaveLength(2)
    expect(problems.join('\n')).toMatch(/product-demo-poster\.es\.avif, which is missing/)
    expect(problems.join('\n')).toMatch(/product-demo\.es\.mp4, which is missing/)
    expect(problems[0]).toMatch(/npm run assets -- --tour/)
  })

  it('fails on a Spanish file shown on the English twin too, on an English page showing a Spanish file, and on an undeclared image', () => {
    const problems = run(localizedImages, {
      '/features/': page('en', img('/images/mock/connect.es.svg') + img('/images/new/banner.png')),
      '/es/features/': page('es', img('/images/mock/connect.es.svg')),
    })
    expect(problems.join('\n')).toMatch(
      /route "\/features\/" › \/images\/mock\/connect\.es\.svg: an English page shows a Spanish file/,
    )
    expect(problems.join('\n')).toMatch(/route "\/es\/features\/" › .*same image with words/)
    expect(problems.join('\n')).toMatch(/\/images\/new\/banner\.png: an image no class of site\/images\.ts covers/)
    expect(problems).toHaveLength(3)
  })
})
