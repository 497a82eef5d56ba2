import type { SectionCopy, SectionProps, SectionType } from '../../site/schema/sections/index.ts'

/** What the renderer hands each section component. */
export interface SectionRenderProps<K extends SectionType> {
  props: SectionProps<K>
  copy: SectionCopy<K>
  /** Unique per page; prefix of the section's element ids. */
  uid: string
  /** 1 for the page's first section (the page's only h1), else 2. */
  level: 1 | 2
  /** Anchor id from the manifest, if any. */
  anchor?: string | undefined
}
