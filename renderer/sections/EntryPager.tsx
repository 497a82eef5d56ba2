import { collectionEntry } from '../../site/content/collection-entry.ts'
import { ArrowLeft, ArrowRight } from 'lucide-react'
import { usePage } from '../context.tsx'
import { SmartLink } from '../ui/Link.tsx'
import { listingOfEntry } from './entry-listing.ts'

/**
 * At the end of a listed collection's entry: the previous and the next
 * entry in the listing's order, and the listing itself. An entry not
 * written in the page's language is named in English, its link marked so.
 */
export function EntryPager() {
  const { site, page, lang, common } = usePage()
  const listingOf = listingOfEntry(site, page, lang)
  if (!page || !listingOf) return null
  const entries = site.content.entries.get(listingOf.collection)!
  const at = site.content.placeOf(page.route.path)
  const titleOf = (i: number) => {
    const entry = collectionEntry(site, entries[i]!.path, lang)
    return { path: entry.path, title: entry.data.title, textLang: entry.lang }
  }
  const previous = at > 0 ? titleOf(at - 1) : null
  const next = at < entries.length - 1 ? titleOf(at + 1) : null
  const listing = listingOf.title
  const link =
    'group flex min-h-11 flex-col gap-1 rounded-2xl p-4 ring-1 ring-slate-200 hover:bg-slate-50 focus-visible:ring-2'
  return (
    <nav aria-label={listing} className="bg-white px-5 pb-16 sm:px-8">
      <ul className="mx-auto grid max-w-3xl gap-4 sm:grid-cols-2">
        <li>
          {previous ? (
            <SmartLink href={previous.path} className={link}>
              <span className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700">
                <ArrowLeft className="size-4" aria-hidden="true" />
                {common.listing.previous}
              </span>
              <span
                className="font-semibold text-slate-900"
                lang={previous.textLang === lang ? undefined : previous.textLang}
              >
                {previous.title}
              </span>
            </SmartLink>
          ) : null}
        </li>
        <li className="sm:text-right">
          {next ? (
            <SmartLink href={next.path} className={`${link} sm:items-end`}>
              <span className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700">
                {common.listing.next}
                <ArrowRight className="size-4" aria-hidden="true" />
              </span>
              <span className="font-semibold text-slate-900" lang={next.textLang === lang ? undefined : next.textLang}>
                {next.title}
              </span>
            </SmartLink>
          ) : null}
        </li>
      </ul>
      <p className="mt-6 text-center">
        <SmartLink href={listingOf.path} className="font-semibold text-brand-700 hover:underline">
          {listing}
        </SmartLink>
      </p>
    </nav>
  )
}
