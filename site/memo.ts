/**
 * What the engine works out once and reads on many pages (a page's measured
 * figures, a language's shared copy, an image's size, an inline script): the
 * engine keeps none of it. The build makes the memo (generator/memo.ts) and
 * hands it to createSite; the engine only asks it. A site made without one
 * works the same, computing each time.
 */
export interface SiteMemo {
  /** The value kept under `key` in `scope`, made by `make` the first time it is asked for. */
  once<V>(scope: string, key: object | string, make: () => V): V
}

/** A memo that keeps nothing: each call makes its value again. */
export const NO_MEMO: SiteMemo = { once: (_scope, _key, make) => make() }
