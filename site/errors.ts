/** A build-stopping problem, located precisely enough to fix. */
export interface Problem {
  /** The check that found it, e.g. "es-mapping". */
  check: string
  /** Repository-relative file to edit, e.g. "site.manifest.ts". */
  file: string
  /** The line in `file`, when known (content files: frontmatter fields, Markdown blocks). */
  line?: number
  /** Route path it concerns, or "*" for site-wide problems. */
  route: string
  /** Field or string key, e.g. "sections[2].props.href" or "features.hero.title". */
  key: string
  message: string
  /** How to fix it. */
  hint?: string
  /** Warnings are reported but do not fail the build. */
  severity?: 'error' | 'warning'
}

/** The `route` of a problem of a collection as a whole (its loader, its preset, its folder): "collection guides". */
export const collectionRoute = (name: string): string => `collection ${name}`

export function formatProblem(p: Problem): string {
  // A line of a collection entry's file names its page already: `content/guides/x.md:3 › date: …`;
  // a document's file does not (the page that shows it is a route of the manifest).
  // A collection is no route: `site.manifest.ts › collection guides › loader: …`.
  const where =
    p.line && p.file.startsWith('content/') && (!p.file.startsWith('content/documents/') || p.route === '*')
      ? ''
      : p.route.startsWith('collection ')
        ? ` › ${p.route}`
        : ` › route "${p.route}"`
  const head = `${p.line ? `${p.file}:${p.line}` : p.file}${where} › ${p.key}: ${p.message}`
  return p.hint ? `${head}\n    fix: ${p.hint}` : head
}

/** Thrown for invalid deploy configuration. */
export class ConfigError extends Error {
  override name = 'ConfigError'
}

/** Thrown when the manifest fails validation; carries every problem found. */
export class ManifestError extends Error {
  override name = 'ManifestError'
  constructor(readonly problems: Problem[]) {
    super(problems.map(formatProblem).join('\n'))
  }
}
