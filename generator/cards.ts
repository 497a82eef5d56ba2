/**
 * The listing cards of the repository at `root`, found by their files
 * (renderer/cards/<Name>Card.tsx, renderer/cards/convention.ts): the names
 * for the check, the components for the build's render. vike's server bundle
 * finds the same files with `import.meta.glob` (renderer/+onRenderHtml.tsx).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { CARDS_DIR, cardNameOf, cardsOf, type Cards } from '../renderer/cards/convention.ts'

/** The card files of `root`, sorted: "EntryCard.tsx", "CustomerCard.tsx"… */
function cardFiles(root: string): string[] {
  const dir = join(root, CARDS_DIR)
  return existsSync(dir)
    ? readdirSync(dir)
        .filter((f) => cardNameOf(f) !== undefined)
        .sort()
    : []
}

/** The names of the cards of `root`: "customer", "entry"… */
export function cardNames(root: string): string[] {
  return cardFiles(root).map((f) => cardNameOf(f)!)
}

/** A card's props name the collection it is written for: `CardProps<'customers'>`. */
const FOR_COLLECTION = /\bCardProps<\s*'([^']+)'\s*>/

/**
 * The cards of `root` by name, each with the collection its props are typed
 * for (`CardProps<'customers'>`), or undefined for a card of any collection (`entry`).
 */
export function cardCollections(root: string): Map<string, string | undefined> {
  return new Map(
    cardFiles(root).map((f) => [
      cardNameOf(f)!,
      FOR_COLLECTION.exec(readFileSync(join(root, CARDS_DIR, f), 'utf8'))?.[1],
    ]),
  )
}

/** The cards of `root`, loaded. */
export async function loadCards(root: string): Promise<Cards> {
  const files = cardFiles(root)
  const modules = await Promise.all(files.map((f) => import(pathToFileURL(join(root, CARDS_DIR, f)).href)))
  return cardsOf(Object.fromEntries(files.map((f, i) => [f, modules[i]])))
}
