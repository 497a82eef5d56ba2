/** Hydration strategies: when an island's client code loads. */
export type Strategy = 'load' | 'idle' | 'visible' | 'interaction'

/** Every island; the client loader map (loaders.ts) must cover each name. */
export type IslandName = 'contactForm' | 'video' | 'booking'

/** Client code of an island: takes over the server-rendered element. */
export type Mount<P = unknown> = (element: HTMLElement, props: P) => void | Promise<void>

/** A strategy calls `hydrate` once, when its moment comes. */
export type StrategyFn = (element: HTMLElement, hydrate: () => Promise<void>) => void
