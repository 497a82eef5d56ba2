/**
 * npm run screens
 * Draws every product screen in English and Spanish from its copy
 * (locales/i18n/<lang>/screens.ts) into public/images/mock/ and
 * public/media/, and lists each text too wide for its place. No browser: the
 * build's check draws them the same way and fails when a file is stale.
 * `npm run assets` runs this first, then renders the tour's poster and clip.
 */
// First: a language declaration with problems is reported before any module reads it (exit 1).
// The rest is loaded after it, not imported beside it: an import is linked before any code runs,
// so a language declared without its locale folder would stop the command on a missing module.
import '../generator/cli/languages-first.ts'

await import('./screens-run.ts')
