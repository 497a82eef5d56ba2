import { z } from 'zod'
import { IsoDate } from './iso-date.ts'
import type { CopyKey } from '../../locales/index.ts'
import { isLoader, type Loader } from '../content/loader.ts'
import { RoutePathSchema } from './route.ts'
import { STRUCTURED_DATA, SeoSchema } from './seo.ts'
import { CopyKeySchema, SECTIONS, SECTION_TYPES } from './sections/index.ts'
import { entryList } from './sections/content.ts'
import { LANGS } from '../lang.ts'
import { LANGUAGE_NAME } from '../lang-tags.ts'
import { IdSchema, Text } from './sections/shared.ts'
import { nearestName } from './issues.ts'
import { defaultAndOptional } from './per-language.ts'

/**
 * Collections: pages grown from files. A collection declares the URL pattern
 * of its entries (`/vs/:slug`), the folder their files live in
 * (`content/comparisons`), the schema their fields must pass, the sections of
 * an entry's page and, optionally, its listing pages. An entry is a file:
 * Markdown (`<slug>.md`: frontmatter fields, then the text) or YAML
 * (`<slug>.yaml`: fields and the text of the sections), its Spanish beside it
 * (`<slug>.es.md`, `<slug>.es.yaml`). site/content/collections.ts reads them
 * into routes and copy, so every check and the renderer see plain routes.
 */

/**
 * The fields every entry has; a collection's schema is this one or extends it
 * (`EntrySchema.extend({ competitor: z.string().meta({ description: '…', examples: ['Madgicx'] }) })`).
 * Each field's `meta` is what `npm run add-entry` writes above it in a new
 * entry and what the check's fix says: a field of an extension without one
 * is stubbed with its type only.
 */
export const EntrySchema = z.strictObject({
  title: Text.meta({
    description: "The entry's title: its page's heading, its card in the listing, its search title unless seoTitle",
    examples: ['A launch checklist for Meta ads'],
  }),
  description: Text.meta({
    description: 'The search-result description and the text of its card in the listing: 50-170 characters',
    examples: ['What to check before a Meta campaign goes live with {brand}, from the pixel to the approval queue.'],
  }),
  keywords: z
    .array(Text)
    .min(1)
    .meta({
      description: 'Search keywords: a list of short phrases',
      examples: [['Meta ads checklist', 'campaign launch']],
    }),
  seoTitle: Text.optional().meta({
    description: 'The search-result title when it differs from title (with " | <brand>" added, at most 70 characters)',
    examples: ['{brand} vs Madgicx: AI Media Buyer Comparison'],
  }),
  summary: Text.optional().meta({
    description: 'One line under the title of a Markdown entry',
    examples: ['Ten checks that save a week of guessing.'],
  }),
  date: IsoDate.optional().meta({
    description: 'Publication date, YYYY-MM-DD; required when the listing sorts by date',
    examples: ['2026-11-23'],
  }),
  updated: IsoDate.optional().meta({
    description: "The date of the last real change, YYYY-MM-DD: the sitemap's lastmod (else date)",
    examples: ['2026-12-01'],
  }),
  tags: z
    .array(IdSchema)
    .optional()
    .meta({
      description:
        "Topics, lowercase-with-dashes; each is a tag page when the listing has them, its label in the listing's copy",
      examples: [['meta', 'checklists']],
    }),
  structuredData: z
    .enum(STRUCTURED_DATA)
    .optional()
    .meta({ description: "This entry's kind of structured data, when not its collection's", examples: ['webPage'] }),
})

/** The fields of EntrySchema a translation writes (the others are data: the same in every language). */
export const ENTRY_TEXT_FIELDS = ['title', 'description', 'keywords', 'seoTitle', 'summary'] as const

/**
 * The fields of EntrySchema a collection's schema lacks: an entry's page
 * reads its title, description and keywords (its search texts), its listing
 * its date and tags. A schema of its own is EntrySchema.extend({ … }).
 */
export function lacksEntryFields(schema: z.ZodObject): string[] {
  return Object.keys(EntrySchema.shape).filter((field) => !Object.hasOwn(schema.shape, field))
}

/** A schema's own fields, as EntrySchema.extend({ … }) would take them: "industry: …, result: …". */
const ownFields = (schema: z.ZodObject): string =>
  Object.keys(schema.shape)
    .filter((field) => !Object.hasOwn(EntrySchema.shape, field))
    .map((field) => `${field}: …`)
    .join(', ') || '…'

/** A name of a collection, a preset or a section. */
const NameSchema = z.string().regex(/^[a-zA-Z][\w-]*$/, 'must be a name such as "guides" or "hero"')

/**
 * One section of an entry's page. Its text: `copy: 'entry'` (the default of
 * an unnamed section: the entry's own fields and Markdown text), a named
 * section's `copy` of the entry file (`name: 'hero'` reads `copy.hero`), or
 * any copy key of locales/ shared by every entry (`'guides.cta'`).
 */
export const CollectionSectionSchema = z.strictObject({
  /** Its name: the key of its props and text in an entry file. @example "hero" */
  name: NameSchema.optional(),
  /** A section type of site/schema/sections. @example "longform" */
  type: z.enum(SECTION_TYPES),
  /** Where its text is: "entry", "entry.<field>" or a copy key of locales/. */
  copy: z
    .custom<'entry' | `entry.${string}` | CopyKey>((v) => typeof v === 'string' && CopyKeySchema.safeParse(v).success, {
      error: 'must be "entry", "entry.<field>" or a dotted copy key such as "guides.cta"',
    })
    .optional(),
  /** Anchor id of the section element. */
  id: IdSchema.optional(),
  /** Props every entry shares; an entry's `props.<name>` are merged over them. */
  props: z.record(z.string(), z.unknown()).optional(),
})

/** Search texts of a listing page, per language. */
const ListingSeoSchema = SeoSchema.pick({ title: true, description: true, keywords: true })

/** A collection's listing: its first page, the next pages, and tag pages. */
export const IndexSchema = z
  .strictObject({
    /** The first page's path; the next are `<path>/page/2`…, tag pages `<path>/tags/<tag>`. @example "/guides" */
    path: RoutePathSchema,
    /**
     * The listing's texts: `title`, `intro`, `empty` (shown while it lists no entry), optionally `eyebrow`
     * and, with tags, `tags.<tag>` (each tag's label). Written here per language, beside `seo` (the
     * translation tracked in the manifest's record, as `seo`'s), or a copy key of locales/ holding them.
     * @example { en: { title: 'Customer stories', intro: 'Teams that run their ads with one plan.', empty: 'No stories yet.' }, es: { … } }
     * @example "guides.index"
     */
    copy: z.union([CopyKeySchema, defaultAndOptional(entryList.copy)]),
    /** Search texts of the first page; the next pages and the tag pages add their number or tag. */
    seo: defaultAndOptional(ListingSeoSchema),
    /** Entries per page. */
    perPage: z.int().min(1).max(100).default(12),
    /** The order: a field of the entries' schema, ascending or descending; ties by title. */
    sort: z
      .strictObject({ by: z.string().min(1), order: z.enum(['asc', 'desc']) })
      .default({ by: 'title', order: 'asc' }),
    /** A page per tag used by an entry. */
    tags: z.boolean().default(false),
    /**
     * The card each entry is shown with, by name: `customer` is the component `CustomerCard` of the
     * renderer's `cards/CustomerCard.tsx`; `entry` (the default) shows title, description, date and tags. @example "customer"
     */
    card: z
      .string()
      .regex(
        /^[a-z][a-zA-Z0-9]*$/,
        'must be a card name such as "entry" or "customerStory" (its file: CustomerStoryCard.tsx)',
      )
      .default('entry'),
  })
  .superRefine((index, ctx) => {
    // Texts written here are in the languages of the search texts: a listing in Spanish needs both.
    if (typeof index.copy === 'string') return
    for (const lang of LANGS)
      if (Boolean(index.copy[lang]) !== Boolean(index.seo[lang]))
        ctx.addIssue({
          code: 'custom',
          path: ['copy', lang],
          message: index.seo[lang]
            ? `the listing's search texts are written in ${LANGUAGE_NAME[lang]} (seo.${lang}), its texts are not: add copy.${lang}: { title, intro, empty }`
            : `the listing's texts are written in ${LANGUAGE_NAME[lang]}, its search texts are not: add seo.${lang}: { title, description, keywords }`,
        })
  })

/** One collection. */
export const CollectionSchema = z
  .strictObject({
    /** Its name: in messages, record files and commands (`npm run add-entry -- guides …`). @example "guides" */
    name: z.string().regex(/^[a-z][a-z0-9-]*$/, 'must be lowercase letters, digits and dashes'),
    /** The URL pattern of an entry: a clean path ending with `/:slug`. @example "/vs/:slug" */
    path: z
      .string()
      .regex(/^(\/[a-z0-9]+(-[a-z0-9]+)*)*\/:slug$/, 'must be a clean path ending with /:slug, such as "/vs/:slug"'),
    /**
     * The folder of its entry files, under content/: read by the files loader (Markdown, YAML, JSON),
     * unless `loader` reads the entries from elsewhere. @example "content/guides"
     */
    folder: z
      .string()
      .regex(/^content(\/[a-z0-9]+(-[a-z0-9]+)*)+$/, 'must be a folder under content/')
      .optional(),
    /**
     * Where its entries come from when not the files of `folder`: a loader `{ name, load }`
     * (site/content/loader.ts; `defineLoader('customers-export', ({ root }) => [...])`).
     */
    loader: z
      .custom<Loader>(isLoader, {
        error:
          "must be a loader: { name, load }, e.g. defineLoader('my-export', ({ root }) => [...]) (site/content/loader.ts)",
      })
      .optional(),
    /** Whether an entry may have a Spanish version (`<slug>.es.md`): without one, it is English only. */
    translatable: z.boolean(),
    /** The zod schema an entry's fields must pass: EntrySchema or an extension of it. */
    schema: z.custom<z.ZodObject>((v) => v instanceof z.ZodObject && lacksEntryFields(v).length === 0, {
      error: (issue) =>
        issue.input instanceof z.ZodObject
          ? `lacks the fields of EntrySchema (${lacksEntryFields(issue.input).join(', ')}), which every entry's page reads: extend EntrySchema: EntrySchema.extend({ ${ownFields(issue.input)} })`
          : 'must be a zod object schema: EntrySchema, or EntrySchema.extend({ … })',
    }),
    /** Fields of the schema, beyond EntrySchema's text fields, that a translation writes. */
    text: z.array(z.string()).default([]),
    /**
     * The sections of an entry's page; site.manifest.ts may write `{ preset: 'comparisonPage' }` for a
     * preset's, expanded before validation into named sections (an entry's `props` and `copy` give each its own).
     */
    sections: z.array(CollectionSectionSchema).min(1),
    /** The entries' structured data and Open Graph type; their title, description and keywords are their fields. */
    seo: z.strictObject({
      structuredData: z.enum(STRUCTURED_DATA),
      ogType: z.enum(['website', 'article']).default('website'),
    }),
    /** The listing pages, if any: a paginated index and, optionally, a page per tag. */
    index: IndexSchema.optional(),
  })
  .refine((c) => c.folder !== undefined || c.loader !== undefined, {
    error:
      'a collection reads its entries from a folder or a loader: add folder: "content/<name>" (its files) or loader: defineLoader(…)',
    path: ['folder'],
  })
  // Both: the loader reads the entries and the folder's files would be left out without a word.
  .refine((c) => c.folder === undefined || c.loader === undefined, {
    error:
      'a collection reads its entries from a folder or a loader, not both: its loader is read and the files of its folder are left out',
    path: ['loader'],
    params: {
      hint: 'remove folder (a loader reads its own files; docs/editing.md#a-loader-of-its-own), or remove loader to read the files of the folder',
    },
  })
  .superRefine((c, ctx) => {
    // Props the collection gives every entry are checked here, once, against the section type's: left to
    // each entry's page, a misspelt one was reported on every entry file instead of the manifest.
    c.sections.forEach((section, i) => {
      const props = SECTIONS[section.type].props as z.ZodType
      if (!section.props || !(props instanceof z.ZodObject)) return
      const allowed = Object.keys(props.shape)
      for (const key of Object.keys(section.props).filter((k) => !allowed.includes(k))) {
        const meant = nearestName(key, allowed)
        ctx.addIssue({
          code: 'custom',
          path: ['sections', i, 'props', key],
          message: `"${key}" is no prop of a ${section.type} section${meant ? ` (did you mean ${meant}?)` : ''}`,
          params: {
            hint: `${meant ? `write ${meant}; ` : ''}the props of a ${section.type} section are ${allowed.join(', ') || '(none)'} (docs/sections.md)`,
          },
        })
      }
    })
    // The fields a long text shows under its title are the schema's: a misspelt one would show nothing.
    if (!(c.schema instanceof z.ZodObject)) return
    const known = Object.keys(c.schema.shape)
    c.sections.forEach((section, i) => {
      const fields = section.type === 'longform' ? section.props?.fields : undefined
      if (!Array.isArray(fields)) return
      fields.forEach((field, j) => {
        if (typeof field === 'string' && !known.includes(field)) {
          const meant = nearestName(field, known)
          ctx.addIssue({
            code: 'custom',
            path: ['sections', i, 'props', 'fields', j],
            message: `"${field}" is no field of the collection's schema${meant ? ` (did you mean ${meant}?)` : ''}: write one of ${known.filter((f) => !['title', 'description', 'keywords', 'seoTitle'].includes(f)).join(', ')}, or add it to the schema`,
            params: {
              hint: meant
                ? `write "${meant}" in props.fields, or add "${field}" to the collection's schema`
                : `write a field of the collection's schema in props.fields, or add "${field}" to the schema`,
            },
          })
        }
      })
    })
  })

export type Collection = z.output<typeof CollectionSchema>
export type CollectionInput = z.input<typeof CollectionSchema>
export type CollectionSection = z.output<typeof CollectionSectionSchema>
