/**
 * The island registry: every interactive section the pages may carry, and
 * what each one asks of the build. The renderer marks islands with
 * `data-island="<name>"` (renderer/islands/Island.tsx); the client loads
 * their code by name (renderer/islands/loaders.ts, typed on `IslandName`,
 * so a name without code is a compile error); the build reads this table
 * for each page's Content-Security-Policy and CSS pruning, instead of
 * searching the renderer's files or markup for names it would have to
 * retype.
 */

/** Third-party services an island's client code reaches. */
export type IslandService = 'emailService' | 'scheduler'

export interface IslandSpec {
  /** Services whose origins the page's CSP must allow when it carries this island. */
  readonly services: readonly IslandService[]
  /**
   * Client sources (repository paths) whose class names appear only at run
   * time: the CSS pruning keeps them on pages that carry this island.
   */
  readonly clientSources: readonly string[]
}

export const ISLANDS = {
  contactForm: {
    services: ['emailService'],
    clientSources: ['renderer/sections/contact/ContactForm.tsx', 'renderer/sections/contact/client.tsx'],
  },
  booking: { services: ['scheduler'], clientSources: ['renderer/sections/booking/client.ts'] },
  video: { services: [], clientSources: ['renderer/ui/video.client.ts'] },
} as const satisfies Record<string, IslandSpec>

export type IslandName = keyof typeof ISLANDS

export const ISLAND_NAMES = Object.keys(ISLANDS) as IslandName[]

/** Client sources whose classes every page may need (the shell, pre-paint, analytics, consent). */
export const SHELL_CLIENT_SOURCES: readonly RegExp[] = [
  /^renderer\/\+client\.ts$/,
  /^renderer\/(shell|inline|analytics)\/[^/]+\.ts$/,
]

/** The attribute that marks an island in the HTML, and its value. */
export const ISLAND_ATTRIBUTE = 'data-island'

const isIslandName = (name: string): name is IslandName => Object.hasOwn(ISLANDS, name)

/** The islands a built page carries, read from its HTML. */
export function islandsIn(html: string): Set<IslandName> {
  const out = new Set<IslandName>()
  // The attribute's name first and the space before it as a lookbehind: the engine then searches for the
  // name itself instead of trying the pattern at every white space of a page (a tenth of a page's build).
  for (const m of html.matchAll(/(?<=\s)data-island="([^"]+)"/g)) if (isIslandName(m[1]!)) out.add(m[1])
  return out
}

/** The services a page needs, from the islands it carries. */
export function servicesOf(islands: Iterable<IslandName>): Set<IslandService> {
  const out = new Set<IslandService>()
  for (const name of islands) for (const service of ISLANDS[name].services) out.add(service)
  return out
}
