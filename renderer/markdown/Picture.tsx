import { sizesOf, srcsetOf } from '../../site/content/images.ts'
import { DECORATIVE } from '../../site/content/markdown.ts'
import { usePage } from '../context.tsx'

const decoded = (url: string) => {
  try {
    return decodeURI(url)
  } catch {
    return url
  }
}

/**
 * An image of a Markdown text, as the build encoded it: AVIF, then WebP, at
 * the widths the text column needs, and the original's format for a browser
 * that reads neither; width and height so the page does not shift while it
 * loads. Every one loads lazily: a text's images sit below its title and
 * summary, so none is the page's largest paint on arrival.
 */
export function Picture({ src, alt, title }: { src: string; alt: string; title?: string | undefined }) {
  const { site, textFile, page } = usePage()
  // The tree percent-encodes what Markdown wrote (`<./images/my chart.png>`); the site knows it as written.
  const image = textFile
    ? (site.content.imageOf(textFile, src) ?? site.content.imageOf(textFile, decoded(src)))
    : undefined
  // The site was read with every image checked; a miss here is a renderer bug, not bad input.
  if (!image) throw new Error(`page ${page?.url ?? '?'}: image "${src}" of ${textFile ?? 'a text'} was not read`)
  const { fallback } = image
  const img = (
    <img
      src={fallback.path}
      width={fallback.width}
      height={fallback.height}
      alt={title === DECORATIVE ? '' : alt}
      loading="lazy"
      decoding="async"
    />
  )
  if (image.variants.length === 0) return img
  const sizes = sizesOf(image)
  return (
    <picture>
      <source type="image/avif" srcSet={srcsetOf(image, 'avif')} sizes={sizes} />
      <source type="image/webp" srcSet={srcsetOf(image, 'webp')} sizes={sizes} />
      {img}
    </picture>
  )
}
