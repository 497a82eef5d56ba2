/**
 * Listing cards by file convention (renderer/cards/convention.ts): a card is
 * `renderer/cards/<Name>Card.tsx` exporting `<Name>Card`, found by the build
 * (generator/cards.ts) and by vike's bundle (`import.meta.glob` in
 * renderer/+onRenderHtml.tsx), with no registry to edit.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { cardFileOf, cardNameOf, cardsOf, CARDS_DIR } from '../../../renderer/cards/convention.ts'
import { EntryCard } from '../../../renderer/cards/EntryCard.tsx'
import { cardCollections, cardNames, loadCards } from '../../../generator/cards.ts'
import { listingCards } from '../../../generator/checks/listing-cards.ts'
import type { CheckContext } from '../../../generator/checks/types.ts'

const REPO = resolve(import.meta.dirname, '../../..')

describe('cards by file convention', () => {
  it('names a card by its file, and its file by its name', () => {
    expect(cardFileOf('customer')).toBe('renderer/cards/CustomerCard.tsx')
    expect(cardFileOf('customerStory')).toBe('renderer/cards/CustomerStoryCard.tsx')
    expect(cardNameOf('CustomerStoryCard.tsx')).toBe('customerStory')
    expect(cardNameOf('./cards/EntryCard.tsx')).toBe('entry')
    for (const other of ['types.ts', 'convention.ts', 'Card.tsx', 'entryCard.tsx', 'EntryCard.ts'])
      expect(cardNameOf(other)).toBeUndefined()
  })

  it('finds every card file of renderer/cards/, and loads each component by its name', async () => {
    const files = readdirSync(join(REPO, CARDS_DIR)).filter((f) => f.endsWith('Card.tsx'))
    expect(cardNames(REPO)).toEqual(files.map((f) => cardNameOf(f)))
    const cards = await loadCards(REPO)
    expect(Object.keys(cards).sort()).toEqual(cardNames(REPO).sort())
    expect(cards.entry).toBe(EntryCard)
  })

  it('vike’s bundle finds the same files: the glob of +onRenderHtml names the cards folder', () => {
    const hook = readFileSync(join(REPO, 'renderer/+onRenderHtml.tsx'), 'utf8')
    expect(hook).toContain(`import.meta.glob('./${CARDS_DIR.slice('renderer/'.length)}/*Card.tsx', { eager: true })`)
  })

  it('refuses a listing naming a card written for another collection’s entries, or no card file, naming the fix', () => {
    expect(cardCollections(REPO).get('entry')).toBeUndefined()
    const cards = new Map([
      ['entry', undefined],
      ['customer', 'customers'],
    ])
    const run = (name: string, card: string) =>
      listingCards
        .run({
          raw: { collections: [{ name, index: { path: `/${name}`, card } }] },
          files: { manifest: 'site.manifest.ts' },
          cards,
        } as unknown as CheckContext)
        .map((p) => `${p.key}: ${p.message}\n    fix: ${p.hint}`)
    expect(run('customers', 'customer')).toEqual([])
    expect(run('guides', 'entry')).toEqual([])
    expect(run('guides', 'customer')).toEqual([
      `collections[0].index.card: the card "customer" shows entries of customers (CardProps<'customers'> in renderer/cards/CustomerCard.tsx), not of guides\n    fix: name a card for guides (entry shows any collection's), or type the card's props CardProps<'guides'> (docs/editing.md#fields-of-its-own-and-its-own-card)`,
    ])
    expect(run('guides', 'story')).toEqual([
      `collections[0].index.card: unknown card "story" for the listing of guides: no file renderer/cards/StoryCard.tsx\n    fix: use one of: entry, customer, or write renderer/cards/StoryCard.tsx exporting its component StoryCard (docs/editing.md#fields-of-its-own-and-its-own-card)`,
    ])
  })

  it('refuses a card file that does not export its component, naming the file and the fix', () => {
    expect(() => cardsOf({ './cards/CustomerCard.tsx': { Customer: () => null } })).toThrow(
      /renderer\/cards\/CustomerCard\.tsx: exports no component CustomerCard\n {4}fix: export function CustomerCard/,
    )
  })
})
