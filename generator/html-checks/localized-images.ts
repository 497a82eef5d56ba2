import type { Problem } from '../../site/errors.ts'
import { fileLanguageOf, imageClassOf, localizedFile } from '../../site/images.ts'
import { DEFAULT_LANG } from '../../site/lang.ts'
import { languageName } from '../translations/record.ts'
import { langOfUrl, pathOnOrigin } from '../../site/routes.ts'
import type { PageFacts } from './dom.ts'
import { problemAt, type HtmlCheck } from './types.ts'

/** Files an image, a poster or a clip may be (a link to a page or a stylesheet is none). */
const MEDIA = /\.(svg|png|jpe?g|webp|avif|gif|ico|mp4|webm)$/i

/** The site's own images, posters and clips a page shows or names as its preview. */
function mediaOf(page: PageFacts, origin: string): string[] {
  const paths = page.refs
    .map(([, , value]) => pathOnOrigin(origin, value) ?? value)
    .map((value) => value.split(/[?#]/)[0]!)
    .filter((path) => path.startsWith('/') && !path.startsWith('//') && MEDIA.test(path))
  return [...new Set(paths)]
}

const HOW_TO_DRAW =
  'draw it: `npm run screens` for a product screen, `npm run assets -- --tour` for the tour; a social image is drawn by the build from the page it belongs to (site/og-image.ts ogImageOf)'

/**
 * No English on a page of a translated language (Spanish), images included.
 * Every image a page shows is declared in site/images.ts as carrying words or
 * not; on an /es page, one that carries words must be its Spanish file, which
 * must exist and must not be what the English page shows. An English page
 * never shows another language's file.
 */
export const localizedImages: HtmlCheck = {
  id: 'localized-images',
  title: 'Images in the page language',
  site(ctx) {
    const problems: Problem[] = []
    const origin = ctx.site.config.origin
    for (const page of ctx.pages) {
      const lang = langOfUrl(page.url)
      const twin = ctx.site.byUrl.get(page.url)?.alternates[DEFAULT_LANG]
      const english =
        lang !== DEFAULT_LANG && twin ? new Set(mediaOf(ctx.page(twin) ?? page, origin)) : new Set<string>()
      const language = languageName(lang)
      for (const path of mediaOf(page, origin)) {
        const at = (message: string, hint: string) =>
          problems.push(problemAt(page, 'localized-images', path, message, hint))
        const cls = imageClassOf(path)
        if (!cls) {
          at(
            'an image no class of site/images.ts covers: whether its pixels carry words is not declared',
            'add its folder to IMAGE_CLASSES in site/images.ts, with text: true (then draw a file per language beside it) or text: false',
          )
          continue
        }
        if (!cls.text) continue
        const fileLang = fileLanguageOf(path)
        if (lang === DEFAULT_LANG && fileLang)
          at(
            `an English page shows a ${languageName(fileLang)} file`,
            'show the English file (site/images.ts localizedFile(path, lang))',
          )
        if (lang === DEFAULT_LANG) continue
        if (fileLang && fileLang !== lang)
          at(
            `a ${language} page shows a ${languageName(fileLang)} file`,
            'pick the file by the page language in the renderer (site/images.ts localizedFile or screenImage)',
          )
        else if (!fileLang) {
          const own = localizedFile(path, lang)
          at(
            `a ${language} page shows an image with English words (${cls.why}); its ${language} file is ${own}${ctx.exists(own) ? '' : ', which is missing'}`,
            ctx.exists(own)
              ? 'pick the file by the page language in the renderer (site/images.ts localizedFile or screenImage)'
              : `${HOW_TO_DRAW}, then pick it by the page language in the renderer`,
          )
        } else if (english.has(path))
          at(
            `a ${language} page and its English twin ${twin} show the same image with words`,
            'give the English page its English file',
          )
        else if (!ctx.exists(path)) at(`the ${language} file is missing`, HOW_TO_DRAW)
      }
    }
    return problems
  },
}
