/**
 * The island registry: every interactive section the pages may carry, and
 * what each one asks of the build. The renderer marks islands with
 * `data-island="<name>"` (ISLAND_ATTRIBUTE, renderer/islands/Island.tsx); the
 * client loads each one's `client` module by name (renderer/islands/loaders.ts,
 * typed on `IslandName`: a name without a loader, or a loader without a name,
 * is a compile error); the build reads this table
 * for each page's Content-Security-Policy and CSS pruning, instead of
 * searching the renderer's files or markup for names it would have to
 * retype.
 */

/** Third-party services an island's client code reaches. */
export type IslandService = 'emailService' | 'scheduler'

/** One island, as declared below. */
export interface IslandDeclaration {
  /**
   * The island's client module (a repository path named `<folder>/client.ts`
   * or `.tsx`), whose default export takes over the server-rendered element.
   * renderer/islands/loaders.ts imports exactly this file for the name
   * (tests/unit/renderer/islands.test.ts holds the two together).
   */
  readonly client: string
  /** Services whose origins the page's CSP must allow when it carries this island. */
  readonly services: readonly IslandService[]
  /** Other sources (besides `client`) whose class names appear only at run time. */
  readonly alsoSources?: readonly string[]
}

export interface IslandSpec extends IslandDeclaration {
  /**
   * Client sources (repository paths) whose class names appear only at run
   * time: the CSS pruning keeps them on pages that carry this island. The
   * client module first, then `alsoSources`.
   */
  readonly clientSources: readonly string[]
}

/** An island's registry entry: its declaration with its client sources in full. */
const island = (spec: IslandDeclaration): IslandSpec => ({
  ...spec,
  clientSources: [spec.client, ...(spec.alsoSources ?? [])],
})

/**
 * The one list of islands. A name here needs its loader in
 * renderer/islands/loaders.ts and a loader needs its name here, or neither
 * compiles (`IslandLoaders` in renderer/islands/types.ts). Each entry is
 * marked pure: the browser bundle imports the attribute from this module and
 * must not carry the table.
 */
export const ISLANDS = {
  contactForm: /* @__PURE__ */ island({
    client: 'renderer/sections/contact/client.tsx',
    services: ['emailService'],
    alsoSources: ['renderer/sections/contact/ContactForm.tsx', 'renderer/sections/contact/Notices.tsx'],
  }),
  booking: /* @__PURE__ */ island({ client: 'renderer/sections/booking/client.ts', services: ['scheduler'] }),
  video: /* @__PURE__ */ island({ client: 'renderer/ui/video/client.ts', services: [] }),
} satisfies Record<string, IslandSpec>

/** Every island's name: the value of its `data-island` attribute and the key of its loader. */
export type IslandName = keyof typeof ISLANDS

export const ISLAND_NAMES = /* @__PURE__ */ Object.keys(ISLANDS) as IslandName[]

/** Client sources whose classes every page may need (the shell, pre-paint, analytics, consent). */
export const SHELL_CLIENT_SOURCES: readonly RegExp[] = [
  /^renderer\/\+client\.ts$/,
  /^renderer\/(shell|inline|analytics)\/[^/]+\.ts$/,
]

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
