import type { Problem } from '../../site/errors.ts'
import type { Site } from '../../site/site.ts'
import type { BuiltPage } from './dom.ts'

export interface HtmlCheckContext {
  site: Site
  pages: BuiltPage[]
  /** Absolute path of dist/client. */
  dist: string
  /** Whether a root-relative path exists in the build (page or file). */
  exists(path: string): boolean
  /** The built page at a URL. */
  page(url: string): BuiltPage | undefined
}

export interface HtmlCheck {
  id: string
  title: string
  run(ctx: HtmlCheckContext): Problem[] | Promise<Problem[]>
}

/** Problems about built HTML name the emitted file; the route is the page URL. */
export const problemAt = (page: BuiltPage, check: string, key: string, message: string, hint?: string): Problem => ({
  check,
  file: `${process.env.SITE_OUT_DIR ?? 'dist'}/client/${page.file}`,
  route: page.url,
  key,
  message,
  ...(hint ? { hint } : {}),
})
