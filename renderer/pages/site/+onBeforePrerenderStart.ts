// https://vike.dev/onBeforePrerenderStart
import { getSite } from '../../../site/site.ts'

/** Every URL of the route table, pre-rendered. */
export default function onBeforePrerenderStart() {
  return getSite().pages.map((page) => page.url)
}
