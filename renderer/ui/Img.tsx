import { imageSize } from '../assets.ts'
import { logoClass, logoSprite, type LogoKind } from '../logo-sprite.ts'
import { cx } from './cx.ts'
import { HOLD_ATTRIBUTE } from '../inline/held-images.ts'

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

/**
 * A brand or platform logo: a box of the logo's shape showing its cell of
 * its kind's sprite (renderer/logo-sprite.ts), the whole sprite as a lazily
 * loaded `<img>` inside. Every logo of a page comes from one image per kind:
 * one request, however many logos the page shows, and none for logos far
 * from the screen or, on a first visit, before they are on screen or the
 * visitor acts (renderer/inline/held-images.ts). Size it by height (`h-8`).
 * The box carries the name (`role="img"`, so it is there while the image is
 * held); an empty `alt` hides a decorative copy.
 */
export function LogoImg({ kind, id, alt, className }: { kind: LogoKind; id: string; alt: string; className?: string }) {
  const sprite = logoSprite(kind)
  if (!sprite.cells[id]) throw new Error(`no logo "${id}" in scripts/assets/logos/${kind}/`)
  return (
    <span
      className={cx('logo-cell', logoClass(kind, id), className)}
      {...(alt ? { role: 'img', 'aria-label': alt } : {})}
      {...{ [HOLD_ATTRIBUTE]: '' }}
    >
      <img src={sprite.src} alt="" width={sprite.width} height={sprite.height} loading="lazy" decoding="async" />
    </span>
  )
}
