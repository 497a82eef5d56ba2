import { z } from 'zod'
import { SectionSchema, type SectionEntry, type SectionEntryInput } from './sections/index.ts'
import { SeoSchema, type Seo, type SeoInput } from './seo.ts'

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
  contentLanguage: z.literal('en').optional(),
  /** Metadata per language; `es` exactly when translatable. */
  seo: z.strictObject({ en: SeoSchema, es: SeoSchema.optional() }),
  /** Sections in display order. */
  sections: z.array(SectionSchema).min(1),
})

export const ManifestSchema = z.strictObject({
  routes: z.array(RouteSchema).min(1),
  /**
   * Metadata of the 404 pages (noindex): English, and Spanish for an unknown
   * /es/… address (required once any route is translatable).
   */
  notFound: z.strictObject({ seo: z.strictObject({ en: SeoSchema, es: SeoSchema.optional() }) }),
})

export type Lang = 'en' | 'es'

export interface Route {
  path: string
  translatable: boolean
  contentLanguage?: 'en'
  seo: { en: Seo; es?: Seo }
  sections: SectionEntry[]
}
export interface Manifest {
  routes: Route[]
  notFound: { seo: { en: Seo; es?: Seo } }
}

/** What authors write in site.manifest.ts (defaults may be omitted). */
export interface RouteInput {
  path: string
  translatable: boolean
  contentLanguage?: 'en'
  seo: { en: SeoInput; es?: SeoInput }
  sections: SectionEntryInput[]
}
export interface ManifestInput {
  routes: RouteInput[]
  notFound: { seo: { en: SeoInput; es?: SeoInput } }
}
