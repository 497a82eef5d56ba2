/**
 * The island registry: every interactive section the pages may carry, and
 * what each one asks of the build. The renderer marks islands with
 * `data-island="<name>"` (ISLAND_ATTRIBUTE, renderer/islands/Island.tsx); the
 * client loads each one's client module by name (renderer/islands/loaders.ts,
 * typed on `IslandName`: a name without a loader, or a loader without a name,
 * is a compile error; the renderer names its files, renderer/islands/sources.ts);
 * the build reads this table
 * for each page's Content-Security-Policy and CSS pruning, instead of
 * searching the renderer's files or markup for names it would have to
 * retype.
 */

/** Third-party services an island's client code reaches. */
export type IslandService = 'emailService' | 'scheduler'

/** One island: what it asks of the build. Its files are the renderer's to name (renderer/islands/sources.ts). */
export interface IslandSpec {
  /** Services whose origins the page's CSP must allow when it carries this island. */
  readonly services: readonly IslandService[]
}

/**
 * The one list of islands. A name here needs its loader in
 * renderer/islands/loaders.ts and its files in renderer/islands/sources.ts,
 * and each of those needs its name here, or none compiles (`IslandLoaders` in
 * renderer/islands/types.ts).
 */
export const ISLANDS = {
  contactForm: { services: ['emailService'] },
  booking: { services: ['scheduler'] },
  video: { services: [] },
} as const satisfies Record<string, IslandSpec>

/** Every island's name: the value of its `data-island` attribute and the key of its loader. */
export type IslandName = keyof typeof ISLANDS

export const ISLAND_NAMES = /* @__PURE__ */ Object.keys(ISLANDS) as IslandName[]

/** The attribute that marks an island in the HTML; its value is the island's name. */
export const ISLAND_ATTRIBUTE = 'data-island'

/** A CSS selector for every island of a page. */
export const ISLAND_SELECTOR = `[${ISLAND_ATTRIBUTE}]`

const isIslandName = (name: string): name is IslandName => Object.hasOwn(ISLANDS, name)

/** The islands a built page carries, read from its HTML. */
export function islandsIn(html: string): Set<IslandName> {
  const out = new Set<IslandName>()
  // A string search, not a RegExp: it runs twice on every page of a build, and V8's search for a fixed
  // string skips ahead where a pattern is tried at each position (a tenth of the time on a built page).
  const marker = `${ISLAND_ATTRIBUTE}="`
  for (let at = html.indexOf(marker); at >= 0; at = html.indexOf(marker, at + marker.length)) {
    if (!/\s/.test(html[at - 1] ?? '')) continue
    const start = at + marker.length
    const name = html.slice(start, html.indexOf('"', start))
    if (isIslandName(name)) out.add(name)
  }
  return out
}

/** The services a page needs, from the islands it carries. */
export function servicesOf(islands: Iterable<IslandName>): Set<IslandService> {
  const out = new Set<IslandService>()
  for (const name of islands) for (const service of ISLANDS[name].services) out.add(service)
  return out
}
