import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Problem } from '../../site/errors.ts'
import { cardComponentOf, cardFileOf, missingComponent } from '../../renderer/cards/convention.ts'
import type { Check, CheckContext } from './types.ts'

const FIX = 'docs/editing.md#fields-of-its-own-and-its-own-card'

/** A card's name as the manifest writes it: "entry", "customerStory". */
const CARD_NAME = /^[a-z][a-zA-Z0-9]*$/

/**
 * The card a misspelt name most likely means: "Customer", "CustomerCard" and
 * "CustomerCard.tsx" are "customer". Undefined when none can be made.
 */
function meantCard(card: string): string | undefined {
  const base = card.replace(/(?:Card)?(?:\.tsx)?$/, '')
  const name = `${base.charAt(0).toLowerCase()}${base.slice(1)}`
  return CARD_NAME.test(name) && name !== card ? name : undefined
}

/** The name of `names` nearest to `name` (a slip of at most two letters or a plural), if any. */
function nearest(name: string, names: readonly string[]): string | undefined {
  const distance = (a: string, b: string): number => {
    let row = Array.from({ length: b.length + 1 }, (_, j) => j)
    for (let i = 1; i <= a.length; i++) {
      const next = [i]
      for (let j = 1; j <= b.length; j++)
        next[j] = Math.min(row[j]! + 1, next[j - 1]! + 1, row[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1))
      row = next
    }
    return row[b.length]!
  }
  const scored = names
    .map((n) => [n, distance(name.toLowerCase(), n.toLowerCase())] as const)
    .sort((a, b) => a[1] - b[1])
  return scored[0] && scored[0][1] <= 2 ? scored[0][0] : undefined
}

/**
 * The line of `field` (`card`) in the collection `name` of the manifest's
 * text: after its `name: 'customers'`, before the next collection's name at
 * its indentation. Undefined when the manifest does not write it so (a
 * collection built in code), or cannot be read.
 */
export function collectionFieldLine(text: string, name: string, field: string, value?: string): number | undefined {
  const lines = text.split('\n')
  const start = lines.findIndex((l) => new RegExp(`^\\s*name:\\s*['"]${name}['"]`).test(l))
  if (start === -1) return undefined
  const indent = /^\s*/.exec(lines[start]!)![0]
  // With a value, the line that gives the field that value: `card: 'customerFacts'` of a section, not the listing's card.
  const at = new RegExp(value === undefined ? `^\\s*${field}:` : `\\b${field}:\\s*['"]${value}['"]`)
  for (let i = start + 1; i < lines.length; i++) {
    if (lines[i]!.startsWith(`${indent}name:`)) return undefined
    if (at.test(lines[i]!)) return i + 1
  }
  return undefined
}

/** The line of a card a collection names (`index.card`, or an entry section's `card`) in the manifest, if the manifest writes it. */
function cardLine(ctx: CheckContext, name: unknown, card: unknown): { line?: number } {
  if (typeof name !== 'string') return {}
  try {
    const text = readFileSync(join(ctx.publicDir, '..', ctx.files.manifest), 'utf8')
    const line =
      (typeof card === 'string' && /^[\w.-]*$/.test(card)
        ? collectionFieldLine(text, name, 'card', card)
        : undefined) ?? collectionFieldLine(text, name, 'card')
    return line ? { line } : {}
  } catch {
    return {}
  }
}

/** The line of a file's first export (where a card's component is exported), if its text can be read. */
function firstExportLine(ctx: CheckContext, file: string): { line?: number } {
  try {
    const at = readFileSync(join(ctx.publicDir, '..', file), 'utf8')
      .split('\n')
      .findIndex((l) => /^export\b/.test(l))
    return at === -1 ? {} : { line: at + 1 }
  } catch {
    return {}
  }
}

/** Card files that export no component of their name: the build could not render a listing with them. */
function unexported(ctx: CheckContext): Problem[] {
  return [...(ctx.cardExports ?? [])].flatMap(([name, exported]) => {
    if (exported === undefined || exported.includes(cardComponentOf(name))) return []
    const file = cardFileOf(name)
    const { message, hint } = missingComponent(name, exported, ctx.cards.get(name))
    return [
      {
        check: 'listing-cards',
        file,
        ...firstExportLine(ctx, file),
        route: '*',
        key: cardComponentOf(name),
        message,
        hint,
      },
    ]
  })
}

/** A file of the folder of `file` (repository-relative) whose name is `file`'s in another case, if any. */
function otherCase(root: string, file: string): string | undefined {
  const slash = file.lastIndexOf('/')
  const dir = file.slice(0, slash)
  const name = file.slice(slash + 1)
  if (!existsSync(join(root, dir))) return undefined
  const found = readdirSync(join(root, dir)).find((f) => f !== name && f.toLowerCase() === name.toLowerCase())
  return found === undefined ? undefined : `${dir}/${found}`
}

/** A collection as the manifest writes it (before validation). */
type RawCollection = {
  name?: unknown
  path?: unknown
  schema?: unknown
  index?: { path?: unknown; card?: unknown }
  sections?: unknown
}

/**
 * Where a collection names a card: its listing (`index.card`) or a section of its entries' pages
 * (`{ type: 'entry', props: { card } }`), with what a problem of it says.
 */
interface CardUse {
  card: unknown
  /** Its collection's index in the manifest's collections. */
  c: number
  /** The manifest's key of the name: "collections[0].index.card". */
  key: string
  /** The route a problem names: the listing's path, or the entries' pattern. */
  route: string
  /** What the card draws, for the messages: "the listing of customers". */
  where: string
}

/** A section as the manifest writes it, with the key of its card's name: its own, or its preset's. */
interface RawSection {
  type: unknown
  card: unknown
  /** Where the card is named, after `sections` or the preset: "sections[0].props.card", "presets.storyPage[0].props.card". */
  key: string
  /** Where the type is written, likewise. */
  typeKey: string
}

/**
 * The sections of a route or collection as written, a preset's (`{ preset, props }`) read off the
 * manifest's `presets` with the use's props of each name over them, as they are expanded before
 * validation (site/schema/presets.ts).
 */
function sectionsOf(raw: unknown, sections: unknown, own: string): RawSection[] {
  if (Array.isArray(sections))
    return sections.map((section: { type?: unknown; props?: { card?: unknown } }, i) => ({
      type: section?.type,
      card: section?.props?.card,
      key: `${own}[${i}].props.card`,
      typeKey: `${own}[${i}].type`,
    }))
  const use = sections as { preset?: unknown; props?: Record<string, { card?: unknown } | undefined> } | undefined
  const presets = (raw as { presets?: Record<string, unknown> })?.presets
  const preset =
    typeof use?.preset === 'string' && presets && Object.hasOwn(presets, use.preset) ? presets[use.preset] : undefined
  if (!Array.isArray(preset)) return []
  return preset.map((section: { name?: unknown; type?: unknown; props?: { card?: unknown } }, i) => {
    const given = typeof section?.name === 'string' ? use?.props?.[section.name]?.card : undefined
    return {
      type: section?.type,
      card: given ?? section?.props?.card,
      key:
        given === undefined
          ? `presets.${String(use?.preset)}[${i}].props.card`
          : `${own}.props.${String(section.name)}.card`,
      typeKey: `presets.${String(use?.preset)}[${i}].type`,
    }
  })
}

/** The cards a collection names: its listing's, then its entry sections'. */
function cardUses(raw: unknown, collection: RawCollection, c: number): CardUse[] {
  const name = String(collection?.name)
  const path = collection?.path
  const listing =
    collection?.index?.card === undefined
      ? []
      : [
          {
            card: collection.index.card,
            c,
            key: `collections[${c}].index.card`,
            route: typeof collection.index.path === 'string' ? collection.index.path : `collections[${c}]`,
            where: `the listing of ${name}`,
          },
        ]
  const entries = sectionsOf(raw, collection?.sections, `collections[${c}].sections`).flatMap(({ type, card, key }) =>
    // Without its card, the section is the manifest schema's problem (a required prop).
    type !== 'entry' || card === undefined
      ? []
      : [
          {
            card,
            c,
            key,
            route: typeof path === 'string' ? path : `collections[${c}]`,
            where: `the entry pages of ${name}`,
          },
        ],
  )
  return [...listing, ...entries]
}

/** What is wrong with one card a collection names: no file (or one in another case), not a card name, typed for another collection. */
function cardUseProblems(ctx: CheckContext, collections: readonly RawCollection[], use: CardUse): Problem[] {
  const { files, cards } = ctx
  const { card } = use
  const collection = collections[use.c]!
  const names = [...cards.keys()]
  const at = () => ({
    check: 'listing-cards',
    file: files.manifest,
    ...cardLine(ctx, collection.name, card),
    route: use.route,
    key: use.key,
  })
  if (typeof card === 'string' && cards.has(card)) {
    const owner = cards.get(card)
    if (owner === undefined || owner === collection.name) return []
    // A card of another collection whose entries have the same schema reads the same fields.
    const schemaOf = (name: unknown) => collections.find((x) => x?.name === name)?.schema
    const schema = schemaOf(owner)
    if (schema !== undefined && schema === schemaOf(collection.name)) return []
    return [
      {
        ...at(),
        message: `the card "${card}" shows entries of ${owner} (CardProps<'${owner}'> in ${cardFileOf(card)}), not of ${String(collection.name)}`,
        hint: `name a card for ${String(collection.name)} (entry shows any collection's), or type the card's props CardProps<'${String(collection.name)}'> (${FIX})`,
      },
    ]
  }
  // A card is named in lowercase, its component and file capitalized: 'customer' is CustomerCard.tsx.
  const meant = typeof card === 'string' && !CARD_NAME.test(card) ? meantCard(card) : undefined
  if (typeof card === 'string' && !CARD_NAME.test(card))
    return [
      {
        ...at(),
        message: `the card ${JSON.stringify(card)} is not a card name: a card is named in lowercase${meant ? `, card: '${meant}' for ${cardFileOf(meant)}` : ''}`,
        hint: meant
          ? `write card: '${meant}'${cards.has(meant) ? '' : `, and write ${cardFileOf(meant)} exporting its component ${cardComponentOf(meant)}`} (${FIX})`
          : `write a name such as 'customerStory' (its file ${cardFileOf('customerStory')}); the cards: ${names.join(', ')} (${FIX})`,
      },
    ]
  const file = typeof card === 'string' && card !== '' ? cardFileOf(card) : undefined
  // A file named like it but for its case (customerCard.tsx): found on a case-insensitive disk, not in a build.
  const misnamed = file && ctx.publicDir ? otherCase(join(ctx.publicDir, '..'), file) : undefined
  if (file && misnamed)
    return [
      {
        ...at(),
        message: `unknown card ${JSON.stringify(card)} for ${use.where}: no file ${file}, but ${misnamed} is there`,
        hint: `rename ${misnamed} to ${file.slice(file.lastIndexOf('/') + 1)}: a card's file is named by its component, ${cardComponentOf(card as string)} (${FIX})`,
      },
    ]
  const near = typeof card === 'string' ? nearest(card, names) : undefined
  return [
    {
      ...at(),
      message: `unknown card ${JSON.stringify(card)} for ${use.where}${file ? `: no file ${file}` : ''}${near ? ` (did you mean '${near}'?)` : ''}`,
      hint: `use one of: ${names.join(', ')}${file ? `, or write ${file} exporting its component ${cardComponentOf(card as string)}` : ''} (${FIX})`,
    },
  ]
}

/**
 * Entry sections on a page of the manifest's routes: an `entry` section draws the page's
 * collection entry, which a page of its own has not.
 */
function entrySectionsOffEntries(ctx: CheckContext): Problem[] {
  const routes = (ctx.raw as { routes?: unknown })?.routes
  if (!Array.isArray(routes)) return []
  return routes.flatMap((route: { path?: unknown; sections?: unknown }, r) =>
    sectionsOf(ctx.raw, route?.sections, 'sections').flatMap(({ type, typeKey }) =>
      type === 'entry'
        ? [
            {
              check: 'listing-cards',
              file: ctx.files.manifest,
              route: typeof route?.path === 'string' ? route.path : `routes[${r}]`,
              key: typeKey,
              message: `an entry section draws the entry of a collection's page, and this page is no entry of a collection`,
              hint: `move the section to the \`sections\` of a collection (collections[].sections: each entry's page has it), or use another section type here (${FIX})`,
            },
          ]
        : [],
    ),
  )
}

/**
 * Every collection's listing, and every `entry` section of its entries' pages, names a card that has
 * its file; a card written for one collection's entries (`CardProps<'customers'>`) is named only by
 * that collection or by one with the very same schema (it reads the same fields); an `entry` section
 * is on no page but a collection's entries; every card file exports its component by the name the
 * build looks for. Checked before validation, for a precise message.
 */
export const listingCards: Check = {
  id: 'listing-cards',
  title: 'Listing cards',
  summary: (site) => {
    const listings = site.manifest.collections.filter((c) => c.index)
    const sections = site.manifest.collections.flatMap((c) => c.sections).filter((s) => s.type === 'entry').length
    return `${listings.length} listing${listings.length === 1 ? '' : 's'}, each with a card of renderer/cards/ for its entries${sections > 0 ? `, and ${sections} entry section${sections === 1 ? '' : 's'} drawn by one` : ''}`
  },
  raw: true,
  run(ctx) {
    const collections = (ctx.raw as { collections?: unknown })?.collections
    const offEntries = entrySectionsOffEntries(ctx)
    if (!Array.isArray(collections)) return [...offEntries, ...unexported(ctx)]
    const named = (collections as RawCollection[]).flatMap((collection, c) =>
      cardUses(ctx.raw, collection, c).flatMap((use) => cardUseProblems(ctx, collections as RawCollection[], use)),
    )
    return [...named, ...offEntries, ...unexported(ctx)]
  },
}
