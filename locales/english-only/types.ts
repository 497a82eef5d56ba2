import type { z } from 'zod'
import type { LongformDocumentSchema } from '../../site/schema/sections/content.ts'

/**
 * Shape of the English-only long-form documents (legal pages, the story):
 * the input type of the schema the build checks them against
 * (LongformDocumentSchema, site/schema/sections/content.ts).
 *
 * Strings may use:
 * - `{placeholders}`: `{brand}`, `{legalName}`, `{email}`, `{siteUrl}` from the
 *   site config, and every name returned by `factPlaceholders()` in
 *   site.facts.ts. Figures are never typed literally.
 * - inline markup: `**bold**` and `[label](href)`; href is an absolute URL, a
 *   site path such as `/privacy`, or `mailto:{email}`.
 */
export type LongformDocument = z.input<typeof LongformDocumentSchema>
/** One section of a document: an anchor id, a heading and its blocks. */
export type DocSection = LongformDocument['sections'][number]
/** One block of a section (paragraph, subheading, list, steps, quote, callout or table). */
export type Block = DocSection['blocks'][number]
