/**
 * The facts of a site that the engine shows (site.facts.ts holds this
 * repository's): handed to createSite with the manifest, so neither the core
 * nor a section imports one site's facts file.
 */
import type { Lang } from './lang.ts'
import type { MeasuredFigure } from './measured.ts'
import type { SiteConfig } from './schema/config.ts'

/** A founder as the About page and the Organization's JSON-LD name them; the profile link is deploy config. */
export interface Founder {
  id: keyof SiteConfig['founders']
  name: string
  title: string
  initials: string
}

/** What the engine reads of a site's facts. */
export interface SiteFacts {
  founders: readonly Founder[]
  /** The analytics tools the product works with (the compatibility section). */
  compatibility: readonly string[]
  /** The contact form's field limits (characters) and how long a send may take. */
  contactForm: {
    nameMax: number
    companyMax: number
    emailMax: number
    messageMax: number
    sendTimeoutSeconds: number
  }
  /** The measured figure behind each figure placeholder (a function: see site.facts.ts). */
  measuredFigures: () => readonly MeasuredFigure[]
  /**
   * The `{placeholder}` values its facts give copy in one language, written the
   * way that language writes them (this repository's: factPlaceholders of
   * locales/placeholders.ts). Brand and contact details come from config.
   */
  placeholders: (lang: Lang) => Record<string, string>
}
