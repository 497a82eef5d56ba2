import type { Problem } from '../../site/errors.ts'
import { OG_DIR } from '../../site/og-image.ts'
import { pathOnOrigin } from '../../site/routes.ts'
import { SOCIAL_IMAGE_META } from './dom.ts'
import { problemAt, type HtmlCheck } from './types.ts'

const HEAD_FIX =
  "build the head with buildHead (site/head.ts), which names the page's image (site/og-image.ts ogImageOf); a 404 page shows its home page's"
const DRAW_FIX =
  'the page build draws the image of every page of site.pages into the build (generator/og/): build the page from site.pages, or name an image that is drawn (site/og-image.ts)'

/**
 * Every page, 404 included, names its social image in og:image and
 * twitter:image (the same absolute URL on the site's origin, under /og/), and
 * that file is in the build: a preview without it shows no picture, and
 * nothing else would notice.
 */
export const socialImages: HtmlCheck = {
  id: 'social-images',
  title: 'Social image of every page',
  site(ctx) {
    const origin = ctx.site.config.origin
    const problems: Problem[] = []
    for (const page of ctx.pages) {
      const at = (key: string, message: string, hint: string) =>
        problems.push(problemAt(page, 'social-images', key, message, hint))
      const named = new Map(page.socialImages ?? [])
      const missing = SOCIAL_IMAGE_META.filter((name) => !named.get(name))
      if (missing.length > 0) {
        at(missing.join(', '), `the page has no ${missing.join(' and no ')}: shared, it shows no picture`, HEAD_FIX)
        continue
      }
      const [og, twitter] = SOCIAL_IMAGE_META.map((name) => named.get(name)!)
      if (og !== twitter) {
        at('twitter:image', `twitter:image (${twitter}) is not og:image (${og})`, HEAD_FIX)
        continue
      }
      const path = pathOnOrigin(origin, og!)
      if (path === null || !path.startsWith(OG_DIR)) {
        at('og:image', `${og} is not an image of ${origin}${OG_DIR}`, HEAD_FIX)
        continue
      }
      if (!ctx.exists(path)) at('og:image', `${path} is not in the build: shared, the page shows no picture`, DRAW_FIX)
    }
    return problems
  },
}
