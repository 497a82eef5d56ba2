import { z } from 'zod'
import { SectionSchema } from './sections/index.ts'
import { SeoSchema } from './seo.ts'
import { DEFAULT_LANG } from '../lang.ts'
import { defaultAndOptional } from './per-language.ts'

/** A clean absolute route: lowercase segments of letters, digits and dashes; no trailing slash. */
export const RoutePathSchema = z.string().regex(/^\/([a-z0-9]+(-[a-z0-9]+)*(\/[a-z0-9]+(-[a-z0-9]+)*)*)?$/, {
  message: 'must be a clean absolute path such as "/features" or "/solutions/ai-media-buyer"',
})

/** One screen of the site. */
export const RouteSchema = z.strictObject({
  /** Unprefixed path; the Spanish twin (/es + path) is derived when `translatable`. @example "/features" */
  path: RoutePathSchema,
  /** Whether the page also exists under /es. */
  translatable: z.boolean(),
  /**
   * Language of the page body when it differs from the URL's language. The
   * story is published in English on both /story and /es/story: its Spanish
   * page has Spanish navigation and metadata around an English body marked
   * lang="en", and its body is not a missing translation.
   */
  contentLanguage: z.literal(DEFAULT_LANG).optional(),
  /**
   * For a page that is not translatable: the translatable page whose versions
   * in the other languages stand in for it there. The language switch of
   * /privacy (the full policy, in English only) leads to /es/privacy-summary/
   * instead of the Spanish home. The two are not translations of each other:
   * no hreflang alternate or sitemap entry joins them.
   * @example "/privacy-summary"
   */
  inOtherLanguages: RoutePathSchema.optional(),
  /**
   * Why no navigation entry and no other page links here, for a page reached
   * another way (the booking dialog opens /meeting-booked once a demo is booked). Without
   * it, such a page is an orphan and the build fails.
   * @example "opened from the booking dialog once a demo is booked"
   */
  unlinked: z.string().trim().min(10, 'say in a few words how visitors reach the page').optional(),
  /** Metadata per declared language (site.languages.ts); every language's exactly when translatable. */
  seo: defaultAndOptional(SeoSchema),
  /** Sections in display order. */
  sections: z.array(SectionSchema).min(1),
  /**
   * Set by the build, never written in site.manifest.ts: the collection a
   * route grows from (an entry file, or a page of its listing), so that checks
   * name the entry's file and track its text where it is written.
   */
  origin: z
    .strictObject({
      kind: z.enum(['entry', 'listing']),
      collection: z.string(),
      /** The entry's slug. */
      slug: z.string().optional(),
      /** The entry's files per language (repository paths). */
      files: defaultAndOptional(z.string()).optional(),
      /** The sitemap's lastmod: the entry's `updated` or `date`. */
      lastmod: z.string().optional(),
      /** A listing page's number, and its tag on a tag page. */
      page: z.int().min(1).optional(),
      tag: z.string().optional(),
    })
    .optional(),
})

/** A parsed route: section props and SEO fields with their defaults applied. */
export type Route = z.output<typeof RouteSchema>
/** A route as site.manifest.ts writes it (defaults may be omitted). */
export type RouteInput = z.input<typeof RouteSchema>
