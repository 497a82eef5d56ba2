import type { CollectionEntry } from '../../site/content/entry.ts'

/** What a listing gives each card: one entry, typed from its collection's schema, and the listing's tag labels. */
export interface CardProps<N extends string = string> {
  entry: CollectionEntry<N>
  tagLabels?: Record<string, string> | undefined
}
