import { z } from 'zod'
import type { SectionDefinition } from './define.ts'
import * as content from './content.ts'
import * as interactive from './interactive.ts'
import * as marketing from './marketing.ts'
import { IdSchema } from './shared.ts'

/**
 * Every section type the manifest may use. Adding a type here without a
 * component in renderer/sections/registry.tsx is a compile error.
 */
export const SECTIONS = {
  hero: marketing.hero,
  pageHero: marketing.pageHero,
  logoMarquee: marketing.logoMarquee,
  cardGrid: marketing.cardGrid,
  testimonials: marketing.testimonials,
  stats: marketing.stats,
  ctaBanner: marketing.ctaBanner,
  integrations: marketing.integrations,
  showcase: marketing.showcase,
  steps: marketing.steps,
  packages: marketing.packages,
  comparison: marketing.comparison,
  compatibility: marketing.compatibility,
  prose: content.prose,
  founders: content.founders,
  linkRow: content.linkRow,
  faq: content.faq,
  longform: content.longform,
  contact: interactive.contact,
  booking: interactive.booking,
} satisfies Record<string, SectionDefinition>

export type SectionType = keyof typeof SECTIONS
export const SECTION_TYPES = Object.keys(SECTIONS) as SectionType[]

export type SectionProps<K extends SectionType> = z.output<(typeof SECTIONS)[K]['props']>
export type SectionPropsInput<K extends SectionType> = z.input<(typeof SECTIONS)[K]['props']>
export type SectionCopy<K extends SectionType> = z.output<(typeof SECTIONS)[K]['copy']>

/** A dotted path into the copy tree, e.g. "home.hero". */
export const CopyKeySchema = z
  .string()
  .regex(/^[a-zA-Z][\w-]*(\.[a-zA-Z][\w-]*)*$/, 'must be a dotted copy key such as "home.hero"')

const entry = <K extends SectionType>(type: K) =>
  z.strictObject({
    type: z.literal(type),
    /** Where the section's text lives in locales/, e.g. "home.hero". */
    copy: CopyKeySchema,
    /** Optional anchor id for the section element. */
    id: IdSchema.optional(),
    props: SECTIONS[type].props,
  })

export const SectionSchema = z.discriminatedUnion(
  'type',
  SECTION_TYPES.map((t) => entry(t)) as unknown as [ReturnType<typeof entry>, ...ReturnType<typeof entry>[]],
)

export type SectionEntry = {
  [K in SectionType]: { type: K; copy: string; id?: string; props: SectionProps<K> }
}[SectionType]
export type SectionEntryInput = {
  [K in SectionType]: { type: K; copy: string; id?: string; props: SectionPropsInput<K> }
}[SectionType]

export { EXTERNAL_LINKS, ICONS, MOCKS, BRAND_LOGOS, PLATFORMS } from './shared.ts'
export type { Cta, IconName, MockName, ExternalLink } from './shared.ts'
