import type { CollectionEntry } from '../../site/content/entry.ts'

/**
 * What a listing gives each card: one entry, typed from its collection's schema, and the listing's tag
 * labels; what an entry's page gives the card of its `entry` section: its entry and the section's level.
 */
export interface CardProps<N extends string = string> {
  entry: CollectionEntry<N>
  tagLabels?: Record<string, string> | undefined
  /** On an entry's page (an `entry` section): 1 when it is the page's first section, its heading the page's h1; else 2. */
  level?: 1 | 2 | undefined
}
