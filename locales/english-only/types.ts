/**
 * Shape of the English-only long-form documents (legal pages, the story).
 *
 * Strings may use:
 * - `{placeholders}`: `{brand}`, `{legalName}`, `{email}`, `{siteUrl}` from the
 *   site config, and every name returned by `factPlaceholders()` in
 *   site.facts.ts. Figures are never typed literally.
 * - inline markup: `**bold**` and `[label](href)`; href is an absolute URL, a
 *   site path such as `/privacy`, or `mailto:{email}`.
 */
export interface LongformDocument {
  /** The page's only h1. */
  title: string
  /** ISO date (YYYY-MM-DD) shown as "Last updated"; legal pages only. */
  lastUpdated?: string
  /** One-line summary under the title. */
  summary: string
  /** Lead paragraphs before the first section. */
  intro: string[]
  sections: DocSection[]
}

export interface DocSection {
  /** Anchor id: lowercase-with-dashes, unique within the document. */
  id: string
  /** Section heading (rendered as h2); numbering is added by the renderer. */
  heading: string
  blocks: Block[]
}

export type Block =
  | { p: string }
  | { h3: string }
  | { list: string[] }
  | { steps: string[] }
  | { quote: string; cite?: string }
  | { callout: string }
  | { table: { caption: string; head: string[]; rows: string[][] } }
