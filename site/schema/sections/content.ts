import { z } from 'zod'
import { defineSection } from './define.ts'
import { CtaSchema, HrefSchema, IdSchema, itemsOf, OptionalText, Text, toneSchema } from './shared.ts'

/** Narrative paragraphs beside an illustration (About: story, mission). */
export const prose = defineSection({
  props: z.strictObject({
    illustration: z.enum(['story', 'mission']).optional(),
    reverse: z.boolean().default(false),
    tone: toneSchema,
  }),
  copy: z.strictObject({
    eyebrow: OptionalText,
    title: Text,
    paragraphs: z.array(Text).min(1),
    imageAlt: OptionalText,
  }),
  requires: (p) => (p.illustration ? ['imageAlt'] : []),
})

/** The founders, with profile links from deploy config. Names come from site.facts.ts. */
export const founders = defineSection({
  props: z.strictObject({
    items: z.array(z.strictObject({ id: z.enum(['ceo', 'coo']), href: HrefSchema })).min(1),
  }),
  copy: z.strictObject({
    eyebrow: OptionalText,
    title: Text,
    intro: OptionalText,
    profile: Text,
    items: itemsOf(z.strictObject({ role: Text, bio: Text })),
  }),
  requires: (p) => p.items.map((i) => `items.${i.id}`),
})

/** A row of buttons or links. */
export const linkRow = defineSection({
  props: z.strictObject({
    items: z.array(CtaSchema.extend({ id: IdSchema })).min(1),
    align: z.enum(['start', 'center']).default('center'),
    tone: toneSchema,
  }),
  copy: z.strictObject({ title: OptionalText, intro: OptionalText, items: itemsOf(Text) }),
  requires: (p) => p.items.map((i) => `items.${i.id}`),
})

/** Questions and answers as a single-open accordion (native exclusive <details>); answers are in the HTML. */
export const faq = defineSection({
  props: z.strictObject({
    items: z.array(IdSchema).min(1),
    anchor: IdSchema.default('faq'),
    tone: toneSchema,
  }),
  copy: z.strictObject({
    eyebrow: OptionalText,
    title: Text,
    intro: OptionalText,
    items: itemsOf(z.strictObject({ q: Text, a: Text })),
  }),
  requires: (p) => p.items.map((id) => `items.${id}`),
})

/** One block of a long document's section: a paragraph, a subheading, a list, numbered steps, a quote, a callout or a table. */
const BlockSchema = z.union([
  z.strictObject({ p: Text }),
  z.strictObject({ h3: Text }),
  z.strictObject({ list: z.array(Text).min(1) }),
  z.strictObject({ steps: z.array(Text).min(1) }),
  z.strictObject({ quote: Text, cite: OptionalText }),
  z.strictObject({ callout: Text }),
  z.strictObject({
    table: z.strictObject({ caption: Text, head: z.array(Text).min(1), rows: z.array(z.array(Text)).min(1) }),
  }),
])

/** A long document of locales/english-only/ (legal pages, the story); its type is LongformDocument there. */
export const LongformDocumentSchema = z.strictObject({
  /** The page's only h1. */
  title: Text,
  /** ISO date (YYYY-MM-DD) shown as "Last updated"; legal pages only. */
  lastUpdated: z.iso.date().optional(),
  /** ISO date from which this version binds existing customers, shown as "Effective" beside "Last updated" (the Terms). */
  effective: z.iso.date().optional(),
  /** One-line summary under the title. */
  summary: Text,
  /** Lead paragraphs before the first section. */
  intro: z.array(Text),
  sections: z
    .array(
      z.strictObject({
        /** Anchor id: lowercase-with-dashes, unique within the document. */
        id: IdSchema,
        /** Section heading (rendered as h2); numbering is added by the renderer. */
        heading: Text,
        blocks: z.array(BlockSchema).min(1),
      }),
    )
    .min(1),
})

/** A long document (legal pages, the story) with a table of contents. */
export const longform = defineSection({
  props: z.strictObject({
    toc: z.boolean().default(true),
    /** Number the section headings (legal documents). */
    numbered: z.boolean().default(false),
    backLink: z.boolean().default(true),
  }),
  copy: LongformDocumentSchema,
})
export { itemsOf }
