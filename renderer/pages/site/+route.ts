// https://vike.dev/route-function
import type { PageContextServer } from 'vike/types'
import { getSite } from '../../../site/site.ts'

/** Matches exactly the URLs of the route table (both languages); everything else is a 404. */
export default function route(pageContext: Pick<PageContextServer, 'urlPathname'>) {
  return getSite().byUrl.has(pageContext.urlPathname) ? { routeParams: {} } : false
}
