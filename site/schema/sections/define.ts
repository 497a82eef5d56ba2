import type { z } from 'zod'

/**
 * One section type: the shape of its manifest props, the shape of its copy
 * (looked up in locales/ by the section's `copy` key), and the copy keys that
 * its props make necessary (an item id in props needs its text in copy).
 */
export interface SectionDefinition<P extends z.ZodType = z.ZodType, C extends z.ZodType = z.ZodType> {
  props: P
  copy: C
  /** Dotted copy keys the props require, e.g. ["items.easy-setup"]. */
  requires?: (props: z.output<P>) => string[]
}

export const defineSection = <P extends z.ZodType, C extends z.ZodType>(def: SectionDefinition<P, C>) => def
