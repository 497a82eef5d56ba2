import type { IslandName, Mount } from './types.ts'

/**
 * Client code per island, loaded on demand so a page ships only what its
 * islands need. A name missing here is a compile error.
 */
export const loaders: Record<IslandName, () => Promise<{ default: Mount<never> }>> = {
  contactForm: () => import('../sections/contact/client.tsx'),
  video: () => import('../ui/video.client.ts'),
  booking: () => import('../sections/booking/client.ts'),
}
