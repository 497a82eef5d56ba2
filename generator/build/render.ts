import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { isNotFoundUrl } from '../../site/routes.ts'

/** A path no route can have (routes are lowercase letters, digits and hyphens): rendered as the 404 page. */
export const NOT_FOUND_PROBE = '/__not_found__/'

/** The address rendered for a 404 document: the probe under its language's prefix ("/es/404" → "/es/__not_found__/"). */
export const notFoundProbe = (url: string): string => `${url.slice(0, -'/404'.length)}${NOT_FOUND_PROBE}`

/**
 * Renders pages with vike's own `renderPage` from the server build in
 * `<out>/server`, the same call vike's pre-render makes for each URL (the
 * output is byte for byte what `vike build` pre-renders): `url` "/404"
 * renders the 404 page, "/es/404" the Spanish one. Returns the document HTML.
 */
export async function createRenderer(serverDir: string): Promise<(url: string) => Promise<string>> {
  process.env.NODE_ENV ??= 'production'
  await import(pathToFileURL(join(serverDir, 'entry.mjs')).href)
  const { renderPage } = await import('vike/server')
  return async (url) => {
    const notFound = isNotFoundUrl(url)
    const { httpResponse, errorWhileRendering } = await renderPage({ urlOriginal: notFound ? notFoundProbe(url) : url })
    // The guard's render(404) for an unknown path is how the 404 page is asked for, not an error.
    const aborted = (errorWhileRendering as { _isAbortError?: boolean } | undefined)?._isAbortError
    if (errorWhileRendering && !(notFound && aborted)) throw errorWhileRendering
    const expected = notFound ? 404 : 200
    if (!httpResponse || httpResponse.statusCode !== expected)
      throw new Error(
        `rendering ${url} answered ${httpResponse?.statusCode ?? 'nothing'} (expected ${expected})` +
          (httpResponse?.statusCode === 301
            ? `, a redirect to ${httpResponse.headers.find(([k]) => k.toLowerCase() === 'location')?.[1]}`
            : ''),
      )
    return httpResponse.body
  }
}
