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

/**
 * A long text written in Markdown (a document of content/documents/ or a
 * collection entry): its title, summary and dates from its frontmatter, and
 * its body as top-level Markdown blocks (site/content/markdown.ts), each a
 * string of the copy tree, so that a translation is tracked block by block.
 * Other frontmatter fields (description, keywords, tags…) may sit beside.
 */
export const LongformDocumentSchema = z.looseObject({
  /** The page's only h1. */
  title: Text,
  /** One-line summary under the title. */
  summary: OptionalText,
  /** ISO date (YYYY-MM-DD) shown as "Last updated" (legal documents). */
  lastUpdated: z.iso.date().optional(),
  /** ISO date (YYYY-MM-DD) the document takes effect, shown beside "Last updated". */
  effective: z.iso.date().optional(),
  /** The site path of the previous version while it still binds, linked beside the dates. */
  previous: z.string().optional(),
  /** ISO date (YYYY-MM-DD) of publication, shown under the title (articles, guides). */
  date: z.iso.date().optional(),
  /** The Markdown body, one top-level block (paragraph, heading, list, table, quote) per string. */
  body: z.array(z.string().min(1)).min(1),
})

/** A long document (legal pages, the story) with a table of contents. */
export const longform = defineSection({
  props: z.strictObject({
    toc: z.boolean().default(true),
    /** Number the section headings (legal documents). */
    numbered: z.boolean().default(false),
    backLink: z.boolean().default(true),
    /**
     * A collection entry's own fields to show under its title and summary, in
     * this order, each as its value ("Outdoor clothing retail", "ROAS up 38%
     * in one season"): fields of the collection's schema, in the page's
     * language where the collection lists them in `text`. @example ["industry", "result"]
     */
    fields: z.array(z.string().regex(/^[a-zA-Z]\w*$/, 'must be a field name such as "industry"')).default([]),
  }),
  copy: LongformDocumentSchema,
})
export { itemsOf }

/**
 * A page of a collection's listing: its entries as cards, newest or first
 * in the declared order, and the links to the other pages. Written by the
 * build for a collection's `index` (site/content/listings.ts), never by hand.
 */
export const entryList = defineSection({
  props: z.strictObject({
    /** The collection listed. */
    collection: z.string(),
    /** This page's number (1-based) and how many there are. */
    page: z.int().min(1),
    pages: z.int().min(1),
    /** The tag of a tag page. */
    tag: IdSchema.optional(),
  }),
  copy: z.strictObject({
    eyebrow: OptionalText,
    /** The listing's heading. */
    title: Text,
    intro: OptionalText,
    /** Shown when no entry is listed yet. */
    empty: Text,
    /** Each tag's label: on the cards and as the heading of its page. */
    tags: z.record(z.string(), Text).optional(),
  }),
})

/**
 * A collection entry's own section, drawn by a card typed for its collection (`CardProps<'customers'>`,
 * renderer/cards/): the card reads the page's entry typed from the schema (`entry.data.industry`), so a
 * misspelt field is a type error. Only on a collection's entry pages; its text is the entry's.
 */
export const entry = defineSection({
  props: z.strictObject({
    /** The card that draws it, by name: `customerFacts` is `renderer/cards/CustomerFactsCard.tsx`. @example "customerFacts" */
    card: z
      .string()
      .regex(/^[a-z][a-zA-Z0-9]*$/, 'must be a card name such as "customerFacts" (its file: CustomerFactsCard.tsx)'),
  }),
  // The card reads the entry (its typed fields and body), not a copy tree of its own.
  copy: z.record(z.string(), z.unknown()),
})
