import type { IslandName } from '../../site/islands.ts'

/** Hydration strategies: when an island's client code loads. */
export type Strategy = 'load' | 'idle' | 'visible' | 'interaction'

/** Every island, from the one list (site/islands.ts). */
export type { IslandName }

/** Client code of an island: takes over the server-rendered element. */
export type Mount<P = unknown> = (element: HTMLElement, props: P) => void | Promise<void>

/** A strategy calls `hydrate` once, when its moment comes. */
export type StrategyFn = (element: HTMLElement, hydrate: () => Promise<void>) => void

/**
 * Client code of an island as the runtime starts it: props as read from the
 * markup (JSON, unchecked). `withProps` (./with-props.ts) makes one from an
 * island's own mount and the guard of its props.
 */
export type IslandStart = (element: HTMLElement, props: unknown) => void | Promise<void>

/** Loads an island's client module on demand. */
export type IslandLoader = () => Promise<{ default: IslandStart }>

/**
 * The client loader map: exactly one loader per registered island. Used with
 * `satisfies` on an object literal, a missing name and a name the registry
 * does not have are both compile errors.
 */
export type IslandLoaders = { readonly [Name in IslandName]: IslandLoader }
