/**
 * npm run check [-- --manifest path/to/manifest.ts]
 * Runs every generator check without building and prints a grouped report.
 * Exit code 1 on any problem.
 *
 * npm run check -- --placeholders [--write]
 * Prints every {placeholder} copy may use with its value in each language;
 * --write writes docs/placeholders.md instead (with the local default config).
 */
// First: a language declaration with problems is reported before any module reads it (exit 1).
// The rest is loaded after it, not imported beside it: an import is linked before any code runs,
// so a language declared without its locale folder would stop the command on a missing module.
import './languages-first.ts'
import { loadErrorMessage } from './load-error.ts'

// A module of the site that does not load (a syntax error in the manifest) is named at its line, without Node's stack trace.
await import('./check-run.ts').catch((error: unknown) => {
  const message = loadErrorMessage(error, process.cwd())
  if (!message) throw error
  console.error(message)
  process.exit(1)
})
