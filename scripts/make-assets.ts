/**
 * npm run assets [-- --tour]
 * Regenerates the image assets derived from the logo, the logos and the
 * product screens' copy, with Debian's Chromium (and ffmpeg for the clip, cwebp from
 * Debian's `webp` package for the logo sprites):
 *   public/favicon.svg, public/favicon.ico, public/icons/*.png,
 *   public/images/logos/{brands,partners}.webp and renderer/logo-sprites.css
 *     (one sprite per kind and the stylesheet that frames each logo, from scripts/assets/logos/),
 *   the product screens of each language (as `npm run screens` does),
 *   public/media/product-demo{,.<code>}.mp4 for each language (a ~18 s tour of
 *   those screens; the default language's has no code) and its poster,
 *   product-demo-poster{,.<code>}.avif, recorded in
 *   generator/screens/tour-sources.json against the screens they show.
 * Run it after changing the mark, a logo or a screen's copy (the build
 * names the files that are stale). Social images are not made here: the
 * build draws each page's from its title and description (generator/og/).
 */
// First: a language declaration with problems is reported before any module reads it (exit 1).
// The rest is loaded after it, not imported beside it: an import is linked before any code runs,
// so a language declared without its locale folder would stop the command on a missing module.
import '../generator/cli/languages-first.ts'

await import('./make-assets-run.ts')
