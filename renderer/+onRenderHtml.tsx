// https://vike.dev/onRenderHtml
import type { ComponentType } from 'react'
import { dangerouslySkipEscape } from 'vike/server'
import type { PageContextServer } from 'vike/types'
import { getSite } from '../site/site.ts'
import { renderDocumentHtml } from './html.tsx'
import './styles.css'

/** Renders a whole document to static HTML (renderer/html.tsx); vike adds the stylesheet and the client entry. */
export default function onRenderHtml(pageContext: PageContextServer) {
  return dangerouslySkipEscape(
    renderDocumentHtml(getSite(), {
      urlPathname: pageContext.urlPathname,
      is404: Boolean(pageContext.is404),
      Page: pageContext.Page as ComponentType,
    }),
  )
}
