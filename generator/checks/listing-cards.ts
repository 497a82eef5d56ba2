import { CARDS } from '../../renderer/cards/registry.tsx'
import type { Check } from './types.ts'

const NAMES = Object.keys(CARDS)

/** Every collection's listing names a card of the registry (checked before validation, for a precise message). */
export const listingCards: Check = {
  id: 'listing-cards',
  title: 'Listing cards',
  summary: (site) => {
    const listings = site.manifest.collections.filter((c) => c.index)
    return `${listings.length} listing${listings.length === 1 ? '' : 's'}, each with a card of renderer/cards/registry.tsx`
  },
  raw: true,
  run({ raw, files }) {
    const collections = (raw as { collections?: unknown })?.collections
    if (!Array.isArray(collections)) return []
    return collections.flatMap((collection: { name?: unknown; index?: { path?: unknown; card?: unknown } }, c) => {
      const card = collection?.index?.card
      if (card === undefined || (typeof card === 'string' && NAMES.includes(card))) return []
      const path = collection.index?.path
      return [
        {
          check: 'listing-cards',
          file: files.manifest,
          route: typeof path === 'string' ? path : `collections[${c}]`,
          key: `collections[${c}].index.card`,
          message: `unknown card ${JSON.stringify(card)} for the listing of ${String(collection.name)}`,
          hint: `use one of: ${NAMES.join(', ')} (or add the card's component to renderer/cards/registry.tsx)`,
        },
      ]
    })
  },
}
