import { formatDate, formatNumber } from '../../locales/format.ts'
import { usePage } from '../context.tsx'
import { SmartLink } from '../ui/Link.tsx'
import type { CardProps } from './types.ts'

/**
 * The default card of a listing: date and reading time (a Markdown entry's), title (the whole card is
 * its link), description and tags.
 */
export function EntryCard({ entry, tagLabels }: CardProps) {
  const { lang, common } = usePage()
  const { date, tags = [] } = entry.data
  return (
    <li className="relative flex flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 transition-shadow focus-within:ring-2 focus-within:ring-brand-600 hover:shadow-md">
      {date || entry.body ? (
        <p className="text-sm text-slate-600">
          {date ? <time dateTime={date}>{formatDate(date, lang)}</time> : null}
          {date && entry.body ? <span aria-hidden="true"> · </span> : null}
          {entry.body ? <span>{`${formatNumber(entry.body.minutes, lang)} ${common.listing.minRead}`}</span> : null}
        </p>
      ) : null}
      <h2 className="mt-2 text-lg font-semibold text-slate-900">
        <SmartLink href={entry.path} className="after:absolute after:inset-0 after:content-[''] hover:underline">
          {/* An entry in English only: its title in English, the link's "(en inglés)" in the page's language. */}
          <span lang={entry.lang === lang ? undefined : entry.lang}>{entry.data.title}</span>
        </SmartLink>
      </h2>
      <p className="mt-2 text-base leading-7 text-slate-600" lang={entry.lang === lang ? undefined : entry.lang}>
        {entry.data.description}
      </p>
      {tags.length > 0 && tagLabels ? (
        <p className="mt-4 text-sm text-slate-600">
          <span className="sr-only">{common.listing.tags}: </span>
          {tags.map((t) => tagLabels[t] ?? t).join(' · ')}
        </p>
      ) : null}
    </li>
  )
}
