/**
 * npm run translations                          status of every translated string, per page,
 *                                               and the same as .reports/translations.html
 * npm run translations -- accept <target>…      re-stamp after review: a copy key or prefix
 *                                               (home.hero.title, home.hero, common), a page
 *                                               (/es/about/ or /about), a manifest SEO text
 *                                               ("/about seo.es.title"), or --all
 *   … accept --lang <code> <target>…            the same, in that language only (default:
 *                                               every declared language but the default)
 *
 * The build fails on a stale string (generator/checks/stale-translations.ts);
 * this is the translator's view of the same comparison and the way to record
 * that a translated text (in every declared language but the default, all
 * at once) has been checked against the English as it is now.
 */
// First: a language declaration with problems is reported before any module reads it (exit 1).
// The rest is loaded after it, not imported beside it: an import is linked before any code runs,
// so a language declared without its locale folder would stop the command on a missing module.
import './languages-first.ts'

await import('./translations-run.ts')
