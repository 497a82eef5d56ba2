/**
 * `npm run spellcheck` (part of `npm run lint`): every visitor-facing string,
 * each language against its dictionary (locales/spelling/dictionaries.ts:
 * English against en-US, British spellings failing, and Spanish against es-ES).
 * Exit 1 with file, key and word for each problem.
 */
// First: a language declaration with problems is reported before any module reads it (exit 1).
// The rest is loaded after it, not imported beside it: an import is linked before any code runs,
// so a language declared without its locale folder would stop the command on a missing module.
import '../generator/cli/languages-first.ts'

await import('./spellcheck-run.ts')
