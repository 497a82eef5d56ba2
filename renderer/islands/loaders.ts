import type { IslandLoaders } from './types.ts'

/**
 * Client code per island, loaded on demand so a page ships only what its
 * islands need: each island's `client` module of the registry
 * (site/islands.ts). A registered name missing here, or a name here that the
 * registry lacks, is a compile error.
 */
export const loaders = {
  contactForm: () => import('../sections/contact/client.tsx'),
  video: () => import('../ui/video/client.ts'),
  booking: () => import('../sections/booking/client.ts'),
} satisfies IslandLoaders
