/**
 * The renderer's files behind each island of the registry (site/islands.ts
 * names the islands and their services; the files are the renderer's to
 * name): each island's client module, whose default export takes over the
 * server-rendered element, and the other sources whose class names appear
 * only at run time. The build reads this table for the CSS pruning; it is
 * never in the browser bundle. A name of the registry without its sources,
 * or sources without a name, does not compile.
 */
import type { IslandName } from '../../site/islands.ts'

/** One island's files, as repository paths. */
export interface IslandSources {
  /**
   * The island's client module (`<folder>/client.ts` or `.tsx`).
   * renderer/islands/loaders.ts imports exactly this file for the name
   * (tests/unit/renderer/islands.test.ts holds the two together).
   */
  readonly client: string
  /**
   * Client sources whose class names appear only at run time: the CSS
   * pruning keeps them on pages that carry this island. The client module
   * first, then the other files its elements come from.
   */
  readonly clientSources: readonly string[]
}

const sources = (client: string, ...also: string[]): IslandSources => ({ client, clientSources: [client, ...also] })

/** Every island's files. */
export const ISLAND_SOURCES: Record<IslandName, IslandSources> = {
  contactForm: sources(
    'renderer/sections/contact/client.tsx',
    'renderer/sections/contact/ContactForm.tsx',
    'renderer/sections/contact/Notices.tsx',
  ),
  booking: sources('renderer/sections/booking/client.ts'),
  video: sources('renderer/ui/video/client.ts'),
}

/** Client sources whose classes every page may need (the shell, pre-paint, analytics, consent). */
export const SHELL_CLIENT_SOURCES: readonly RegExp[] = [
  /^renderer\/\+client\.ts$/,
  /^renderer\/(shell|inline|analytics)\/[^/]+\.ts$/,
]
