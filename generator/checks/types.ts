import type { Problem } from '../../site/errors.ts'
import type { Lang } from '../../site/lang.ts'
import type { MeasuredFigure } from '../../site/measured.ts'
import type { Site } from '../../site/site.ts'
import type { Records } from '../translations/record.ts'

/** What a check sees. `site` is null when the manifest did not parse (raw checks still run). */
export interface CheckContext {
  /** The manifest as written (before validation). */
  raw: unknown
  site: Site | null
  /** Repository-relative paths used in messages. */
  files: { manifest: string; locales: Record<Lang, string> }
  /** Absolute path of public/ (link targets may be files there). */
  publicDir: string
  /**
   * The listing cards by name, found by their files (renderer/cards/<Name>Card.tsx: "customer", "entry"),
   * each with the collection its props are typed for (`CardProps<'customers'>`), if one.
   */
  cards: ReadonlyMap<string, string | undefined>
  /**
   * The names each card file exports, by card name, read off its text (generator/cards.ts);
   * undefined for a file whose names only loading it tells (`export * from`). None when not given.
   */
  cardExports?: ReadonlyMap<string, readonly string[] | undefined>
  /** What each Spanish string was translated from (locales/i18n/es/*.sources.json). */
  records: Records
  /** The day the checks take as today (security.txt's Expires is checked against it). */
  today: Date
  /** The measured figures (site.claims.ts) and the placeholder list that shows their basis. */
  facts: FactsInput
  /** The languages as declared (site.languages.ts), and the locale folders they are checked against. */
  languages: LanguagesInput
}

/** The language declaration as the languages check reads it. */
export interface LanguagesInput {
  /** What site.languages.ts exports (before validation). */
  declaration: unknown
  /** The file it is written in, for messages. */
  file: string
  /** The folders under the locales directory. */
  localeFolders: readonly string[]
  /** The locales directory, repository-relative ("locales/i18n"). */
  localesDir: string
}

/** Measured figures as the figure-bases check reads them. */
export interface FactsInput {
  /** Objects holding measured figures, by export name: `{ claims, story }`. */
  roots: Readonly<Record<string, unknown>>
  measured: readonly MeasuredFigure[]
}

export interface Check {
  /** Stable id, used in messages and the grouped report. */
  id: string
  /** Heading of the check's group in `npm run check`. */
  title: string
  /** One line of context shown beside the check's name when it passes. */
  summary?(site: Site): string
  /** The same for a raw check that reads no manifest (the languages, the facts): shown even when the manifest fails. */
  ownSummary?(): string
  /** Raw checks run before schema validation; the others need a parsed site. */
  raw?: boolean
  run(ctx: CheckContext): Problem[]
  /**
   * Work still pending that is not this check's problem (another check fails
   * on it), as lines for the report: a check with pending work is shown as
   * pending, never as passed.
   */
  pending?(ctx: CheckContext): string[]
}
