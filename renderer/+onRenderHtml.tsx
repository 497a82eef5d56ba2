// https://vike.dev/onRenderHtml
import type { ComponentType } from 'react'
import { dangerouslySkipEscape } from 'vike/server'
import type { PageContextServer } from 'vike/types'
import { getSite } from '../site/site.ts'
import { cardsOf } from './cards/convention.ts'
import { renderDocumentHtml } from './html.tsx'
import './styles.css'

// The listing cards by their files (renderer/cards/convention.ts), as the build finds them (generator/cards.ts).
const cards = cardsOf(import.meta.glob('./cards/*Card.tsx', { eager: true }))

/** Renders a whole document to static HTML (renderer/html.tsx); vike adds the stylesheet and the client entry. */
export default function onRenderHtml(pageContext: PageContextServer) {
  return dangerouslySkipEscape(
    renderDocumentHtml(getSite(), {
      urlPathname: pageContext.urlPathname,
      is404: Boolean(pageContext.is404),
      Page: pageContext.Page as ComponentType,
      cards,
    }),
  )
}
