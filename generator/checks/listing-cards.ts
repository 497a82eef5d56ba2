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
export function collectionFieldLine(text: string, name: string, field: string): number | undefined {
  const lines = text.split('\n')
  const start = lines.findIndex((l) => new RegExp(`^\\s*name:\\s*['"]${name}['"]`).test(l))
  if (start === -1) return undefined
  const indent = /^\s*/.exec(lines[start]!)![0]
  for (let i = start + 1; i < lines.length; i++) {
    if (lines[i]!.startsWith(`${indent}name:`)) return undefined
    if (new RegExp(`^\\s*${field}:`).test(lines[i]!)) return i + 1
  }
  return undefined
}

/** The line of a collection's `index.card` in the manifest, if the manifest writes it. */
function cardLine(ctx: CheckContext, name: unknown): { line?: number } {
  if (typeof name !== 'string') return {}
  try {
    const text = readFileSync(join(ctx.publicDir, '..', ctx.files.manifest), 'utf8')
    const line = collectionFieldLine(text, name, 'card')
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

/**
 * Every collection's listing names a card that has its file, and a card
 * written for one collection's entries (`CardProps<'customers'>`) only on
 * that collection's listing or on the listing of a collection with the very
 * same schema (it reads the same fields); every card file exports its component by the
 * name the build looks for. Checked before validation, for a precise message.
 */
/** A file of the folder of `file` (repository-relative) whose name is `file`'s in another case, if any. */
function otherCase(root: string, file: string): string | undefined {
  const slash = file.lastIndexOf('/')
  const dir = file.slice(0, slash)
  const name = file.slice(slash + 1)
  if (!existsSync(join(root, dir))) return undefined
  const found = readdirSync(join(root, dir)).find((f) => f !== name && f.toLowerCase() === name.toLowerCase())
  return found === undefined ? undefined : `${dir}/${found}`
}

export const listingCards: Check = {
  id: 'listing-cards',
  title: 'Listing cards',
  summary: (site) => {
    const listings = site.manifest.collections.filter((c) => c.index)
    return `${listings.length} listing${listings.length === 1 ? '' : 's'}, each with a card of renderer/cards/ for its entries`
  },
  raw: true,
  run(ctx) {
    const { raw, files, cards } = ctx
    const collections = (raw as { collections?: unknown })?.collections
    if (!Array.isArray(collections)) return unexported(ctx)
    const names = [...cards.keys()]
    const listings = collections.flatMap(
      (collection: { name?: unknown; index?: { path?: unknown; card?: unknown } }, c): Problem[] => {
        const card = collection?.index?.card
        if (card === undefined) return []
        const path = collection.index?.path
        const at = () => ({
          check: 'listing-cards',
          file: files.manifest,
          ...cardLine(ctx, collection.name),
          route: typeof path === 'string' ? path : `collections[${c}]`,
          key: `collections[${c}].index.card`,
        })
        if (typeof card === 'string' && cards.has(card)) {
          const owner = cards.get(card)
          if (owner === undefined || owner === collection.name) return []
          // A card of another collection whose entries have the same schema reads the same fields.
          const schemaOf = (name: unknown) =>
            (collections as { name?: unknown; schema?: unknown }[]).find((x) => x?.name === name)?.schema
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
              message: `unknown card ${JSON.stringify(card)} for the listing of ${String(collection.name)}: no file ${file}, but ${misnamed} is there`,
              hint: `rename ${misnamed} to ${file.slice(file.lastIndexOf('/') + 1)}: a card's file is named by its component, ${cardComponentOf(card as string)} (${FIX})`,
            },
          ]
        const near = typeof card === 'string' ? nearest(card, names) : undefined
        return [
          {
            ...at(),
            message: `unknown card ${JSON.stringify(card)} for the listing of ${String(collection.name)}${file ? `: no file ${file}` : ''}${near ? ` (did you mean '${near}'?)` : ''}`,
            hint: `use one of: ${names.join(', ')}${file ? `, or write ${file} exporting its component ${cardComponentOf(card as string)}` : ''} (${FIX})`,
          },
        ]
      },
    )
    return [...listings, ...unexported(ctx)]
  },
}
