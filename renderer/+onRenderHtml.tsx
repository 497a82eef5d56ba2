// https://vike.dev/onRenderHtml
import type { ComponentType } from 'react'
import { renderToString } from 'react-dom/server'
import { dangerouslySkipEscape, escapeInject } from 'vike/server'
import type { PageContextServer } from 'vike/types'
import { buildHead, buildNotFoundHead, renderHead } from '../site/head.ts'
import { getSite } from '../site/site.ts'
import { speculationRulesScript } from '../site/speculation.ts'
import { PageProvider } from './context.tsx'
import { baseHead, pageContextValue, publicConfigScript } from './document.ts'
import { Layout } from './layout/Layout.tsx'
import { prepaintScript } from './inline/scripts.ts'
import './styles.css'

/**
 * Renders a whole document to static HTML. Nothing is hydrated as a page;
 * only islands inside it are (see islands/). The body ends with the rule set
 * that prerenders the next page on intent (site/speculation.ts).
 */
export default function onRenderHtml(pageContext: PageContextServer) {
  const site = getSite()
  const page = !pageContext.is404 ? (site.byUrl.get(pageContext.urlPathname) ?? null) : null
  const isError = page === null
  const url = isError ? (pageContext.is404 ? '/404' : '/500') : page.url
  const ctx = pageContextValue(site, page, url)
  const Page = pageContext.Page as ComponentType
  const body = renderToString(
    <PageProvider value={ctx}>
      <Layout>
        <Page />
      </Layout>
    </PageProvider>,
  )
  const head = renderHead(page ? buildHead(site, page) : buildNotFoundHead(site))
  const bodyAttr = isError ? ` data-page="${pageContext.is404 ? '404' : 'error'}"` : ''
  return escapeInject`<!doctype html>
<html lang="${ctx.lang}"><head>${dangerouslySkipEscape(baseHead())}${dangerouslySkipEscape(head)}<script>${dangerouslySkipEscape(prepaintScript(site))}</script>${dangerouslySkipEscape(publicConfigScript(site))}</head><body${dangerouslySkipEscape(bodyAttr)}>${dangerouslySkipEscape(body)}${dangerouslySkipEscape(speculationRulesScript(site, ctx.lang))}</body></html>`
}
