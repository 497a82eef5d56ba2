import type { ComponentType } from 'react'
import { collectionEntry } from '../../site/content/collection-entry.ts'
import { cardFileOf } from '../cards/convention.ts'
import type { CardProps } from '../cards/types.ts'
import { usePage } from '../context.tsx'
import type { SectionRenderProps } from './types.ts'

/**
 * A collection entry's own section (`{ type: 'entry', props: { card: 'customerFacts' } }`): the
 * page's entry, typed from its collection's schema, drawn by the card named. The check
 * 'listing-cards' holds that the card has its file, is typed for this collection's entries
 * (CardProps<'customers'>) or any, and that the section is on a collection's entry page.
 */
export function Entry({ props, level, anchor }: SectionRenderProps<'entry'>) {
  const { site, page, lang, cards } = usePage()
  const Card = cards[props.card] as ComponentType<CardProps> | undefined
  if (!Card)
    throw new Error(`${page?.url}: the card "${props.card}" (${cardFileOf(props.card)}) was not handed to this render`)
  if (!page || !site.content.entryAt(page.route.path))
    throw new Error(`${page?.url}: an entry section is only on a collection's entry page`)
  const card = <Card entry={collectionEntry(site, page.route.path, lang)} level={level} />
  return anchor ? <div id={anchor}>{card}</div> : card
}
