import { imageSize, logoImage } from '../assets.ts'

interface Loading {
  /** Near the top of the page: not lazy. */
  eager?: boolean
  /** The page's LCP image: not lazy, fetched first. */
  priority?: boolean
}

function SizedImg(props: { src: string; alt: string; width: number; height: number; className?: string } & Loading) {
  const { priority = false, eager = false, ...rest } = props
  return (
    <img
      {...rest}
      loading={priority || eager ? undefined : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
    />
  )
}

/**
 * An image from public/ with its intrinsic width and height. Lazy by default
 * (below the fold); `eager` for images near the top; `priority` for the LCP image.
 */
export function Img({ src, alt, className, ...loading }: { src: string; alt: string; className?: string } & Loading) {
  return <SizedImg src={src} alt={alt} className={className} {...imageSize(src)} {...loading} />
}

/** A brand or platform logo (raster, see assets.ts logoImage). */
export function LogoImg({
  kind,
  id,
  alt,
  className,
  eager,
}: {
  kind: 'brands' | 'partners'
  id: string
  alt: string
  className?: string
  eager?: boolean
}) {
  return <SizedImg alt={alt} className={className} eager={eager} {...logoImage(kind, id)} />
}
