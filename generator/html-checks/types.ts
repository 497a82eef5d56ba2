import type { Problem } from '../../site/errors.ts'
import type { Site } from '../../site/site.ts'
import type { BuiltPage, PageFacts } from './dom.ts'

/** What a check of one page may read besides the page: the site. */
export interface PageCheckContext {
  site: Site
}

/** What a check across pages may read: every page's facts and the files of the build. */
export interface SiteCheckContext {
  site: Site
  /** Every built page's facts, 404 included. */
  pages: readonly PageFacts[]
  /** Whether a root-relative path exists in the build (page or file). */
  exists(path: string): boolean
  /** The facts of the built page at a URL. */
  page(url: string): PageFacts | undefined
}

/**
 * A check over the built HTML. Its `page` part reads one page's DOM and runs
 * where the page is built (in parallel, the DOM dropped right after); its
 * `site` part reads the small facts every page leaves (ids, URLs it names,
 * alternates) and runs once, after every page is built.
 */
export interface HtmlCheck {
  id: string
  title: string
  page?(page: BuiltPage, ctx: PageCheckContext): Problem[]
  site?(ctx: SiteCheckContext): Problem[]
}

/** Problems about built HTML name the emitted file; the route is the page URL. */
export const problemAt = (
  page: Pick<BuiltPage, 'url' | 'file'>,
  check: string,
  key: string,
  message: string,
  hint?: string,
): Problem => ({
  check,
  file: `${process.env.SITE_OUT_DIR ?? 'dist'}/client/${page.file}`,
  route: page.url,
  key,
  message,
  ...(hint ? { hint } : {}),
})
