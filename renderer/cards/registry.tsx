import type { ComponentType } from 'react'
import { EntryCard } from './EntryCard.tsx'
import type { CardProps } from './types.ts'

/**
 * The cards a listing may show its entries with, by name: a collection's
 * `index.card` in site.manifest.ts names one (`entry` when it names none).
 * A card for one collection takes CardProps<'name'>, so its fields are typed.
 */
export const CARDS = {
  entry: EntryCard,
} satisfies Record<string, ComponentType<CardProps<never>>>

export type CardName = keyof typeof CARDS
