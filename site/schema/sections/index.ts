import { z } from 'zod'
import type { CopyKey } from '../../../locales/index.ts'
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
  entryList: content.entryList,
  entry: content.entry,
  contact: interactive.contact,
  booking: interactive.booking,
} satisfies Record<string, SectionDefinition>

export type SectionType = keyof typeof SECTIONS
export const SECTION_TYPES = Object.keys(SECTIONS) as SectionType[]

/** Section types the build places, never an author: a collection's listing pages (site/content/listings.ts). */
export const BUILD_ONLY_SECTIONS = ['entryList'] as const satisfies readonly SectionType[]
/** Section types of a collection's entry pages only: the page's entry, drawn by a card (`entry`). */
export const ENTRY_ONLY_SECTIONS = ['entry'] as const satisfies readonly SectionType[]
/** A section type an author may place on a page. */
export type AuthorSectionType = Exclude<
  SectionType,
  (typeof BUILD_ONLY_SECTIONS)[number] | (typeof ENTRY_ONLY_SECTIONS)[number]
>
export const AUTHOR_SECTION_TYPES = SECTION_TYPES.filter(
  (t): t is AuthorSectionType =>
    !(BUILD_ONLY_SECTIONS as readonly string[]).includes(t) && !(ENTRY_ONLY_SECTIONS as readonly string[]).includes(t),
)

export type SectionProps<K extends SectionType> = z.output<(typeof SECTIONS)[K]['props']>
export type SectionPropsInput<K extends SectionType> = z.input<(typeof SECTIONS)[K]['props']>
export type SectionCopy<K extends SectionType> = z.output<(typeof SECTIONS)[K]['copy']>

/** Dotted segments; after the first, a segment may start with a digit (an entry's slug: "content.guides.2026-recap"). */
const DOTTED_KEY = /^[a-zA-Z][\w-]*(\.[\w-]+)*$/

/**
 * A dotted path to an object of the copy tree, e.g. "home.hero". Its type is
 * the union of every such path (CopyKey), so a misspelt key in site.manifest.ts
 * is a compile error that names it; the build's translation check then finds
 * the key in each language the page is published in.
 */
export const CopyKeySchema = z.custom<CopyKey>((value) => typeof value === 'string' && DOTTED_KEY.test(value), {
  error: 'must be a dotted copy key such as "home.hero"',
})

/** The manifest entry of a section type: its name, copy key, anchor and that type's props. */
const entry = <K extends SectionType, P extends z.core.SomeType>(type: K, props: P) =>
  z.strictObject({
    type: z.literal(type),
    /** Where the section's text lives in locales/, e.g. "home.hero". */
    copy: CopyKeySchema,
    /** Optional anchor id for the section element. */
    id: IdSchema.optional(),
    props,
  })

/** The schema of one section type's manifest entry, per type (a union over every type). */
type EntrySchema = { [K in SectionType]: ReturnType<typeof entry<K, (typeof SECTIONS)[K]['props']>> }[SectionType]

/**
 * Every section entry, told apart by `type`. zod wants a tuple of schemas; a
 * map over the type names yields a plain array whose element type forgets which
 * props go with which type, so this one assertion restores that pairing (each
 * element is `entry(t)` for its own `t`), and the entry types below derive from it.
 */
export const SectionSchema = z.discriminatedUnion(
  'type',
  SECTION_TYPES.map((t) => entry(t, SECTIONS[t].props)) as unknown as [EntrySchema, ...EntrySchema[]],
)

/** A parsed section entry: props with their defaults applied. */
export type SectionEntry = z.output<typeof SectionSchema>
/** A section entry as site.manifest.ts writes it (defaults may be omitted). */
export type SectionEntryInput = z.input<typeof SectionSchema>

export { EXTERNAL_LINKS, ICONS, MOCKS, BRAND_LOGOS, PLATFORMS } from './shared.ts'
export type { Cta, IconName, MockName, ExternalLink } from './shared.ts'
