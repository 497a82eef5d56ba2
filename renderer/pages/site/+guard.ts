// https://vike.dev/guard
import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { getSite } from '../../../site/site.ts'

export default function guard(pageContext: PageContextServer) {
  if (!getSite().byUrl.has(pageContext.urlPathname)) throw render(404)
}
