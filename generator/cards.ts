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

/** Comments, which may mention an export the file does not make. */
const COMMENTS = /\/\*[\s\S]*?\*\/|(^|[^:\\'"`])\/\/[^\n]*/g
/** `export function X`, `export async function X`, `export const X`, `export class X`… */
const DECLARED = /\bexport\s+(?:async\s+)?(?:function\s*\*?|const|let|var|class)\s+([A-Za-z_$][\w$]*)/g
/** `export { A, B as X }` (not `export type { … }`). */
const LISTED = /\bexport\s*\{([^}]*)\}/g
/** A module's names re-exported whole (`export * from './x'`): only loading it tells them. */
const RE_EXPORTED = /\bexport\s*\*/

/**
 * The names a module's text exports (`default` for a default export), read
 * off the text, not loaded: the check runs before anything is bundled.
 * Undefined when the text re-exports a module whole (`export * from`).
 */
export function exportedNames(text: string): string[] | undefined {
  const code = text.replace(COMMENTS, '$1')
  if (RE_EXPORTED.test(code)) return undefined
  const names = [...code.matchAll(DECLARED)].map((m) => m[1]!)
  if (/\bexport\s+default\b/.test(code)) names.push('default')
  for (const [, list] of code.matchAll(LISTED))
    for (const item of list!.split(',')) {
      const parts = item.trim().split(/\s+/)
      // `type X` exports a type only: no component.
      if (parts[0] === 'type' || parts[0] === '') continue
      names.push(parts[parts.length - 1]!)
    }
  return [...new Set(names)]
}

/**
 * The names each card file of `root` exports, by card name, read off its text
 * (exportedNames); undefined for a file whose names only loading it tells.
 */
export function cardExports(root: string): Map<string, string[] | undefined> {
  return new Map(
    cardFiles(root).map((f) => [cardNameOf(f)!, exportedNames(readFileSync(join(root, CARDS_DIR, f), 'utf8'))]),
  )
}

/** The cards of `root`, loaded. */
export async function loadCards(root: string): Promise<Cards> {
  const files = cardFiles(root)
  const modules = await Promise.all(files.map((f) => import(pathToFileURL(join(root, CARDS_DIR, f)).href)))
  return cardsOf(Object.fromEntries(files.map((f, i) => [f, modules[i]])))
}
