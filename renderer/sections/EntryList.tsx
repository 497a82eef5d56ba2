import type { ComponentType } from 'react'
import { collectionEntry } from '../../site/content/collection-entry.ts'
import { listingPath, pageNumbers } from '../../site/content/listings.ts'
import { usePage } from '../context.tsx'
import { SmartLink } from '../ui/Link.tsx'
import { SectionHeader, Section } from '../ui/Section.tsx'
import { cx } from '../ui/cx.ts'
import type { SectionRenderProps } from './types.ts'
import { cardFileOf } from '../cards/convention.ts'
import type { CardProps } from '../cards/types.ts'

/** Links to the other pages of a listing: previous, the first, those around this one and the last, next. */
function Pagination({ base, page, pages, tag }: { base: string; page: number; pages: number; tag?: string }) {
  const { common } = usePage()
  if (pages < 2) return null
  const link = 'inline-flex min-h-11 min-w-11 items-center justify-center rounded-full px-4 font-semibold'
  return (
    <nav aria-label={common.listing.pages} className="mt-12">
      <ul className="flex flex-wrap items-center justify-center gap-2">
        {page > 1 ? (
          <li>
            <SmartLink href={listingPath(base, page - 1, tag)} className={cx(link, 'text-brand-700 hover:bg-brand-50')}>
              {common.listing.previous}
            </SmartLink>
          </li>
        ) : null}
        {pageNumbers(page, pages).map((n, i) =>
          n === null ? (
            // A gap in the numbers: the pages around this one, the first and the last are links.
            <li key={`gap-${i}`} aria-hidden="true" className="px-2 text-slate-600">
              …
            </li>
          ) : (
            <li key={n}>
              <SmartLink
                href={listingPath(base, n, tag)}
                current={n === page}
                ariaLabel={`${common.listing.page} ${n}`}
                className={cx(link, n === page ? 'bg-brand-600 text-white' : 'text-slate-700 hover:bg-slate-100')}
              >
                {n}
              </SmartLink>
            </li>
          ),
        )}
        {page < pages ? (
          <li>
            <SmartLink href={listingPath(base, page + 1, tag)} className={cx(link, 'text-brand-700 hover:bg-brand-50')}>
              {common.listing.next}
            </SmartLink>
          </li>
        ) : null}
      </ul>
    </nav>
  )
}

/** A page of a collection's listing: heading, the tags, the entries as cards, the other pages. */
export function EntryList({ props, copy, uid, level, anchor }: SectionRenderProps<'entryList'>) {
  const { site, common, lang, cards } = usePage()
  const collection = site.content.collections.find((c) => c.name === props.collection)!
  const name = collection.index!.card
  // The check 'listing-cards' holds that the card has its file and is typed for this collection's
  // entries (CardProps<'name'>) or any (CardProps); this render was handed what the files export. The
  // entries given are that collection's (collectionEntry), so the card's type is the one to take.
  const Card = cards[name] as ComponentType<CardProps> | undefined
  if (!Card)
    throw new Error(`${props.collection}: the card "${name}" (${cardFileOf(name)}) was not handed to this render`)
  const base = collection.index!.path
  const page = site.content.listings.get(props.collection)!.find((p) => p.page === props.page && p.tag === props.tag)!
  const tagLabel = props.tag ? (copy.tags?.[props.tag] ?? props.tag) : undefined
  const tags = collection.index!.tags ? site.content.tags.get(props.collection)! : []
  return (
    <Section id={anchor} labelledBy={`${uid}-title`}>
      <SectionHeader
        id={`${uid}-title`}
        eyebrow={tagLabel ? copy.title : copy.eyebrow}
        title={tagLabel ?? copy.title}
        intro={copy.intro}
        level={level}
      />
      {tags.length > 0 ? (
        <nav aria-label={common.listing.tags} className="mt-8">
          <ul className="flex flex-wrap justify-center gap-2">
            {[undefined, ...tags].map((t) => (
              <li key={t ?? ''}>
                <SmartLink
                  href={listingPath(base, 1, t)}
                  current={t === props.tag && props.page === 1}
                  className={cx(
                    'inline-flex min-h-11 items-center rounded-full px-4 text-sm font-semibold ring-1 ring-inset',
                    t === props.tag
                      ? 'bg-brand-600 text-white ring-brand-600'
                      : 'text-slate-700 ring-slate-300 hover:bg-slate-50',
                  )}
                >
                  {t ? (copy.tags?.[t] ?? t) : common.listing.allEntries}
                </SmartLink>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {page.entries.length > 0 ? (
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {page.entries.map((path) => (
            <Card key={path} entry={collectionEntry(site, path, lang)} tagLabels={copy.tags} />
          ))}
        </ul>
      ) : (
        <p className="mt-12 text-center text-slate-600">{copy.empty}</p>
      )}
      <Pagination base={base} page={props.page} pages={props.pages} {...(props.tag ? { tag: props.tag } : {})} />
    </Section>
  )
}
