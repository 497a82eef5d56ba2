import { imageSize } from '../assets.ts'

/**
 * An image from public/ with its intrinsic width and height. Lazy by default
 * (below the fold); `eager` for images near the top; `priority` for the LCP image.
 */
export function Img({
  src,
  alt,
  className,
  priority = false,
  eager = false,
}: {
  src: string
  alt: string
  className?: string
  priority?: boolean
  eager?: boolean
}) {
  const { width, height } = imageSize(src)
  return (
    <img
      src={src}
      alt={alt}
      width={width}
      height={height}
      className={className}
      loading={priority || eager ? undefined : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
    />
  )
}
