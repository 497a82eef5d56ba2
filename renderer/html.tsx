import type { ComponentType } from 'react'
import { renderToString } from 'react-dom/server'
import { buildHead, buildNotFoundHead, renderHead } from '../site/head.ts'
import { HTML_LANG } from '../site/lang-tags.ts'
import { BILINGUAL_ATTRIBUTE } from '../site/language.ts'
import { hasTwins, langOfUrl, notFoundUrl } from '../site/routes.ts'
import type { Site } from '../site/site.ts'
import { speculationRulesScript } from '../site/speculation.ts'
import type { Cards } from './cards/convention.ts'
import { PageProvider } from './context.tsx'
import { pageContextValue } from './context-value.ts'
import { baseHead, publicConfigScript } from './head-tags.ts'
import { prepaintScript } from './inline/scripts.ts'
import { Layout } from './layout/Layout.tsx'

/** What a document is rendered from: the URL vike matched, whether it is the 404, and the page component. */
export interface DocumentRequest {
  /** The URL's path ("/es/features/"); for the 404, only its language counts (an unknown /es/… path or "/es/404" is the Spanish 404); ignored for an error page. */
  urlPathname: string
  /** The 404 page (vike's error page for an unknown path). */
  is404: boolean
  /** vike's `Page` of the matched page: every route's, or the error page's. */
  Page: ComponentType
  /**
   * The listing cards by name (renderer/cards/convention.ts): the build's are
   * found by generator/cards.ts, vike's by `import.meta.glob`. Without them,
   * only the default card, `entry`.
   */
  cards?: Cards
}

/**
 * A whole document as static HTML: the one function behind vike's
 * `+onRenderHtml` (npm run dev) and the build's page renderer
 * (generator/prerender/render.ts), so both write the same bytes. Nothing is
 * hydrated as a page; only islands inside it are (see islands/). The body
 * ends with the rule set that prerenders the next page on intent
 * (site/speculation.ts).
 */
export function renderDocumentHtml(site: Site, request: DocumentRequest): string {
  const page = request.is404 ? null : (site.byUrl.get(request.urlPathname) ?? null)
  // An unknown /es/… address gets the Spanish 404 page ("/es/404"), any other the English one.
  const url = page ? page.url : request.is404 ? notFoundUrl(langOfUrl(request.urlPathname)) : '/500'
  const ctx = pageContextValue(site, page, url, request.cards)
  const { Page } = request
  const body = renderToString(
    <PageProvider value={ctx}>
      <Layout>
        <Page />
      </Layout>
    </PageProvider>,
  )
  const head = renderHead(page ? buildHead(site, page) : buildNotFoundHead(site, ctx.lang))
  // The language rules of the pre-paint script read whether this page has its twins off <html>.
  const htmlAttr = page && hasTwins(page.alternates) ? ` ${BILINGUAL_ATTRIBUTE}` : ''
  const bodyAttr = page ? '' : ` data-page="${request.is404 ? '404' : 'error'}"`
  return `<!doctype html>
<html lang="${HTML_LANG[ctx.lang]}"${htmlAttr}><head>${baseHead()}${head}<script>${prepaintScript(site)}</script>${publicConfigScript(site)}</head><body${bodyAttr}>${body}${speculationRulesScript(site, ctx.lang)}</body></html>`
}
