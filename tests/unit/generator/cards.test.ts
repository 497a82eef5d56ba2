/**
 * Listing cards by file convention (renderer/cards/convention.ts): a card is
 * `renderer/cards/<Name>Card.tsx` exporting `<Name>Card`, found by the build
 * (generator/cards.ts) and by vike's bundle (`import.meta.glob` in
 * renderer/+onRenderHtml.tsx), with no registry to edit.
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { cardComponentOf, cardFileOf, cardNameOf, cardsOf, CARDS_DIR } from '../../../renderer/cards/convention.ts'
import { EntryCard } from '../../../renderer/cards/EntryCard.tsx'
import { cardCollections, cardExports, cardNames, exportedNames, loadCards } from '../../../generator/cards.ts'
import { ConfigError, formatProblem } from '../../../site/errors.ts'
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
    // A near miss is named.
    expect(run('guides', 'customers')[0]).toContain(
      `unknown card "customers" for the listing of guides: no file renderer/cards/CustomersCard.tsx (did you mean 'customer'?)`,
    )
  })

  it('holds an entry section’s card as a listing’s: its file, its name, its collection, and on entry pages only', () => {
    const cards = new Map([
      ['entry', undefined],
      ['customerFacts', 'customers'],
    ])
    const run = (raw: object) =>
      listingCards
        .run({ raw, files: { manifest: 'site.manifest.ts' }, cards } as unknown as CheckContext)
        .map((p) => `${p.route} ${p.key}: ${p.message}\n    fix: ${p.hint}`)
    const collection = (name: string, card: string, sections?: unknown) => ({
      collections: [{ name, path: `/${name}/:slug`, sections: sections ?? [{ type: 'entry', props: { card } }] }],
    })
    expect(run(collection('customers', 'customerFacts'))).toEqual([])
    expect(run(collection('guides', 'entry'))).toEqual([])
    expect(run(collection('guides', 'customerFacts'))).toEqual([
      `/guides/:slug collections[0].sections[0].props.card: the card "customerFacts" shows entries of customers (CardProps<'customers'> in renderer/cards/CustomerFactsCard.tsx), not of guides\n    fix: name a card for guides (entry shows any collection's), or type the card's props CardProps<'guides'> (docs/editing.md#fields-of-its-own-and-its-own-card)`,
    ])
    expect(run(collection('customers', 'facts'))).toEqual([
      `/customers/:slug collections[0].sections[0].props.card: unknown card "facts" for the entry pages of customers: no file renderer/cards/FactsCard.tsx\n    fix: use one of: entry, customerFacts, or write renderer/cards/FactsCard.tsx exporting its component FactsCard (docs/editing.md#fields-of-its-own-and-its-own-card)`,
    ])
    expect(run(collection('customers', 'CustomerFacts'))).toEqual([
      `/customers/:slug collections[0].sections[0].props.card: the card "CustomerFacts" is not a card name: a card is named in lowercase, card: 'customerFacts' for renderer/cards/CustomerFactsCard.tsx\n    fix: write card: 'customerFacts' (docs/editing.md#fields-of-its-own-and-its-own-card)`,
    ])
    // A preset's entry section is the collection's, named where the preset writes it.
    const presets = { storyPage: [{ name: 'facts', type: 'entry', props: { card: 'customerFact' } }] }
    expect(run({ ...collection('customers', '', { preset: 'storyPage' }), presets })).toEqual([
      expect.stringMatching(
        /^\/customers\/:slug presets\.storyPage\[0\]\.props\.card: unknown card "customerFact" for the entry pages of customers: no file renderer\/cards\/CustomerFactCard\.tsx \(did you mean 'customerFacts'\?\)/,
      ),
    ])
    // A page of its own has no entry to draw, its sections listed or a preset's.
    const offEntries = `an entry section draws the entry of a collection's page, and this page is no entry of a collection\n    fix: move the section to the \`sections\` of a collection (collections[].sections: each entry's page has it), or use another section type here (docs/editing.md#fields-of-its-own-and-its-own-card)`
    expect(
      run({ routes: [{ path: '/about', sections: [{ type: 'prose' }, { type: 'entry', props: { card: 'entry' } }] }] }),
    ).toEqual([`/about sections[1].type: ${offEntries}`])
    expect(run({ routes: [{ path: '/about', sections: { preset: 'storyPage' } }], presets })).toEqual([
      `/about presets.storyPage[0].type: ${offEntries}`,
    ])
  })

  it('names a card file written in another case, which a case-insensitive disk would hide until the build', () => {
    const root = mkdtempSync(join(tmpdir(), 'card-case-'))
    try {
      mkdirSync(join(root, CARDS_DIR), { recursive: true })
      writeFileSync(join(root, CARDS_DIR, 'storyCard.tsx'), 'export function StoryCard() { return null }\n')
      const problems = listingCards.run({
        raw: { collections: [{ name: 'stories', index: { path: '/stories', card: 'story' } }] },
        files: { manifest: 'site.manifest.ts' },
        publicDir: join(root, 'public'),
        cards: new Map([['entry', undefined]]),
      } as unknown as CheckContext)
      expect(problems.map((p) => `${p.message}\n    fix: ${p.hint}`)).toEqual([
        `unknown card "story" for the listing of stories: no file renderer/cards/StoryCard.tsx, but renderer/cards/storyCard.tsx is there\n    fix: rename renderer/cards/storyCard.tsx to StoryCard.tsx: a card's file is named by its component, StoryCard (docs/editing.md#fields-of-its-own-and-its-own-card)`,
      ])
    } finally {
      rmSync(root, { recursive: true, force: true })
    }
  })

  it('lets a card of another collection show a listing whose collection has the very same schema', () => {
    const shared = { fields: 'industry, result' }
    const check = (partnersSchema: object) =>
      listingCards.run({
        raw: {
          collections: [
            { name: 'customers', schema: shared, index: { path: '/customers', card: 'customer' } },
            { name: 'partners', schema: partnersSchema, index: { path: '/partners', card: 'customer' } },
          ],
        },
        files: { manifest: 'site.manifest.ts' },
        cards: new Map([['customer', 'customers']]),
      } as unknown as CheckContext)
    expect(check(shared)).toEqual([])
    expect(check({ fields: 'industry, result' }).map((p) => p.message)).toEqual([
      expect.stringContaining('the card "customer" shows entries of customers'),
    ])
  })

  it('refuses a card file that does not export its component, naming the file and the fix, as a problem to fix', () => {
    const load = () => cardsOf({ './cards/CustomerCard.tsx': { Customer: () => null } })
    // A ConfigError: the build prints its message, not a stack trace (generator/cli/build-site.ts).
    expect(load).toThrow(ConfigError)
    expect(load).toThrow(
      /^renderer\/cards\/CustomerCard\.tsx: exports no component CustomerCard \(it exports Customer\)\n {4}fix: rename Customer to CustomerCard, the name a card is found by \(its file's\): export function CustomerCard/,
    )
  })

  it('reads the names a card file exports off its text, as loading it gives them', async () => {
    expect(exportedNames('export function CustomerStory() {}\nexport const A = 1, b = 2')).toEqual([
      'CustomerStory',
      'A',
    ])
    expect(exportedNames('function X() {}\nexport { X as CustomerCard, type Y }\nexport type { Z }')).toEqual([
      'CustomerCard',
    ])
    expect(exportedNames('// export function CustomerCard() {}\nexport default function CustomerCard() {}')).toEqual([
      'default',
    ])
    expect(exportedNames("export * from './Other.tsx'")).toBeUndefined()
    // Every card of the repository, read so, exports what loading it exports.
    const loaded = await loadCards(REPO)
    for (const [name, names] of cardExports(REPO)) expect(names).toContain(cardComponentOf(name))
    expect([...cardExports(REPO).keys()].sort()).toEqual(Object.keys(loaded).sort())
  })
})

describe('the listing-cards check, on a copy with its own manifest and cards', () => {
  const root = mkdtempSync(join(tmpdir(), 'listing-cards-'))
  afterAll(() => rmSync(root, { recursive: true, force: true }))
  const manifest = [
    'export default {',
    '  collections: [',
    '    {',
    "      name: 'customers',",
    "      path: '/customers/:slug',",
    '      index: {',
    "        path: '/customers',",
    "        card: 'Customer',",
    '      },',
    '    },',
    '  ],',
    '}',
  ].join('\n')
  mkdirSync(join(root, CARDS_DIR), { recursive: true })
  writeFileSync(join(root, 'site.manifest.ts'), manifest)
  const card = [
    "import type { CardProps } from './types.ts'",
    '',
    "export function CustomerStory({ entry }: CardProps<'customers'>) {",
    '  return <li>{entry.data.title}</li>',
    '}',
  ].join('\n')
  writeFileSync(join(root, cardFileOf('customer')), card)
  writeFileSync(join(root, cardFileOf('entry')), 'export function EntryCard() {}')
  const run = (card: string) =>
    listingCards
      .run({
        raw: { collections: [{ name: 'customers', index: { path: '/customers', card } }] },
        files: { manifest: 'site.manifest.ts' },
        publicDir: join(root, 'public'),
        cards: cardCollections(root),
        cardExports: cardExports(root),
      } as unknown as CheckContext)
      .map(formatProblem)

  it('names a card file that exports its component by another name, at the export, with the fix', () => {
    expect(run('customer')).toEqual([
      `renderer/cards/CustomerCard.tsx:3 › route "*" › CustomerCard: exports no component CustomerCard (it exports CustomerStory)\n    fix: rename CustomerStory to CustomerCard, the name a card is found by (its file's): export function CustomerCard({ entry }: CardProps<'customers'>) { … } (docs/editing.md#fields-of-its-own-and-its-own-card)`,
    ])
  })

  it('says a card is named in lowercase when the manifest capitalizes it, at the manifest’s line', () => {
    expect(run('Customer')[0]).toBe(
      `site.manifest.ts:8 › route "/customers" › collections[0].index.card: the card "Customer" is not a card name: a card is named in lowercase, card: 'customer' for renderer/cards/CustomerCard.tsx\n    fix: write card: 'customer' (docs/editing.md#fields-of-its-own-and-its-own-card)`,
    )
    expect(run('CustomerCard')[0]).toMatch(/fix: write card: 'customer'/)
  })
})

describe('an entry section’s card, on a copy with its own manifest', () => {
  const root = mkdtempSync(join(tmpdir(), 'entry-section-cards-'))
  afterAll(() => rmSync(root, { recursive: true, force: true }))
  const manifest = [
    'export default {',
    '  collections: [',
    '    {',
    "      name: 'customers',",
    "      path: '/customers/:slug',",
    "      sections: [{ type: 'entry', props: { card: 'facts' } }, { type: 'longform' }],",
    "      index: { path: '/customers', card: 'customer' },",
    '    },',
    '  ],',
    '}',
  ].join('\n')
  writeFileSync(join(root, 'site.manifest.ts'), manifest)

  it('names the line of the section’s card, not the listing’s', () => {
    const problems = listingCards.run({
      raw: {
        collections: [
          {
            name: 'customers',
            path: '/customers/:slug',
            sections: [{ type: 'entry', props: { card: 'facts' } }, { type: 'longform' }],
            index: { path: '/customers', card: 'customer' },
          },
        ],
      },
      files: { manifest: 'site.manifest.ts' },
      publicDir: join(root, 'public'),
      cards: new Map([['entry', undefined]]),
    } as unknown as CheckContext)
    expect(problems.map((p) => `${p.file}:${p.line} ${p.route} ${p.key}`)).toEqual([
      'site.manifest.ts:7 /customers collections[0].index.card',
      'site.manifest.ts:6 /customers/:slug collections[0].sections[0].props.card',
    ])
  })
})
