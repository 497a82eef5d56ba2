import type { ComponentType } from 'react'
import { ConfigError } from '../../site/errors.ts'

/**
 * Cards by file convention: a listing's `card: 'customer'` (site.manifest.ts)
 * is the component `CustomerCard` exported by `renderer/cards/CustomerCard.tsx`;
 * the default, `entry`, is `EntryCard.tsx`. A new card is one file: nothing
 * lists it. The build finds the files (generator/cards.ts), vike's server
 * bundle by `import.meta.glob` (renderer/+onRenderHtml.tsx); both hand the
 * cards to the document's render, so no module of the renderer imports them.
 */

/**
 * A card component, by name: the cards of one render. Each takes CardProps of its own collection
 * (`CardProps<'customers'>`) or of any (`CardProps`); which one a listing may name is the listing-cards
 * check's (generator/checks/listing-cards.ts), so the record holds any component.
 */
export type Cards = Readonly<Record<string, ComponentType<never>>>

/** The folder of the cards, repository-relative. */
export const CARDS_DIR = 'renderer/cards'

/** A card file's name: `CustomerCard.tsx`, its component the name without `.tsx`. */
const CARD_FILE = /^([A-Z][A-Za-z0-9]*)Card\.tsx$/

/** The component a card is exported as: "customer" → "CustomerCard". */
export const cardComponentOf = (name: string): string => `${name.charAt(0).toUpperCase()}${name.slice(1)}Card`

/** The file of a card, repository-relative: "customer" → "renderer/cards/CustomerCard.tsx". */
export const cardFileOf = (name: string): string => `${CARDS_DIR}/${cardComponentOf(name)}.tsx`

/** The card a file holds, or undefined for a file that is not one: "CustomerCard.tsx" → "customer". */
export function cardNameOf(file: string): string | undefined {
  const base = CARD_FILE.exec(file.slice(file.lastIndexOf('/') + 1))?.[1]
  return base === undefined ? undefined : `${base.charAt(0).toLowerCase()}${base.slice(1)}`
}

/** The docs of cards: what a card is, and how a new one is written. */
const CARDS_DOC = 'docs/editing.md#fields-of-its-own-and-its-own-card'

/**
 * What is wrong with a card file that does not export its component, and the
 * fix: the listing-cards check's problem (generator/checks/listing-cards.ts),
 * and the build's error should a file change after the check. `exported`, the
 * names the file does export, if known; `collection`, the one its props name.
 */
export function missingComponent(
  name: string,
  exported: readonly string[] = [],
  collection = '<collection>',
): { message: string; hint: string } {
  const component = cardComponentOf(name)
  const own = exported.filter((e) => e !== 'default')
  const write = `export function ${component}({ entry }: CardProps<'${collection}'>) { … }`
  return {
    message: `exports no component ${component}${exported.length > 0 ? ` (it exports ${exported.join(', ')})` : ''}`,
    hint:
      own.length === 1
        ? `rename ${own[0]} to ${component}, the name a card is found by (its file's): ${write} (${CARDS_DOC})`
        : exported.includes('default')
          ? `export it by its name, not as default: ${write} (${CARDS_DOC})`
          : `${write} (${CARDS_DOC})`,
  }
}

/**
 * The cards of loaded card modules, by file (`{ './cards/CustomerCard.tsx': module }`,
 * as `import.meta.glob` gives them); a file that does not export its component throws a
 * ConfigError (a message for the reader, not a stack trace), naming both.
 */
export function cardsOf(modules: Readonly<Record<string, unknown>>): Cards {
  const cards: Record<string, ComponentType<never>> = {}
  for (const [file, module] of Object.entries(modules)) {
    const name = cardNameOf(file)
    if (name === undefined) continue
    const component = (module as Record<string, unknown> | undefined)?.[cardComponentOf(name)]
    if (typeof component !== 'function') {
      const { message, hint } = missingComponent(name, Object.keys((module as object | undefined) ?? {}))
      throw new ConfigError(`${cardFileOf(name)}: ${message}\n    fix: ${hint}`)
    }
    cards[name] = component as ComponentType<never>
  }
  return cards
}
