import { z } from 'zod'

/**
 * Kinds of structured data (JSON-LD) a page declares; FAQPage is added wherever an FAQ section renders.
 * organization: the company and the website (the home page); webSite: the website, by its brand and
 * home, and the page as a WebPage of it; service, softwareApplication (a WebApplication): what the page
 * offers; webPage: the page alone, part of the website.
 */
export const STRUCTURED_DATA = ['organization', 'webSite', 'service', 'softwareApplication', 'webPage'] as const

/** Search and social metadata of one page in one language. */
export const SeoSchema = z.strictObject({
  /** Document title without the brand; the head builder appends " | <brand>". @example "Features" */
  title: z.string().trim().min(1),
  /** Meta description, 50-170 characters. */
  description: z.string().trim().min(1),
  keywords: z.array(z.string().trim().min(1)).min(1),
  /** @default "index,follow" */
  robots: z.enum(['index,follow', 'noindex,follow', 'noindex,nofollow']).default('index,follow'),
  /** @default "website" */
  ogType: z.enum(['website', 'article']).default('website'),
  /** Structured data kind for this page. */
  structuredData: z.enum(STRUCTURED_DATA),
  /** Only for the rare override; must equal the page's own URL (the canonical check enforces it). */
  canonical: z.url().optional(),
})

export type Seo = z.output<typeof SeoSchema>
