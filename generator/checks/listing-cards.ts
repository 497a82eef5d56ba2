import { cardFileOf } from '../../renderer/cards/convention.ts'
import type { Check } from './types.ts'

/** Every collection's listing names a card that has its file (checked before validation, for a precise message). */
export const listingCards: Check = {
  id: 'listing-cards',
  title: 'Listing cards',
  summary: (site) => {
    const listings = site.manifest.collections.filter((c) => c.index)
    return `${listings.length} listing${listings.length === 1 ? '' : 's'}, each with a card of renderer/cards/`
  },
  raw: true,
  run({ raw, files, cards }) {
    const collections = (raw as { collections?: unknown })?.collections
    if (!Array.isArray(collections)) return []
    return collections.flatMap((collection: { name?: unknown; index?: { path?: unknown; card?: unknown } }, c) => {
      const card = collection?.index?.card
      if (card === undefined || (typeof card === 'string' && cards.includes(card))) return []
      const path = collection.index?.path
      const file = typeof card === 'string' && card !== '' ? cardFileOf(card) : undefined
      return [
        {
          check: 'listing-cards',
          file: files.manifest,
          route: typeof path === 'string' ? path : `collections[${c}]`,
          key: `collections[${c}].index.card`,
          message: `unknown card ${JSON.stringify(card)} for the listing of ${String(collection.name)}${file ? `: no file ${file}` : ''}`,
          hint: `use one of: ${cards.join(', ')}${file ? `, or write ${file} exporting its component ${file.slice(file.lastIndexOf('/') + 1, -'.tsx'.length)}` : ''} (docs/editing.md#fields-of-its-own-and-its-own-card)`,
        },
      ]
    })
  },
}
