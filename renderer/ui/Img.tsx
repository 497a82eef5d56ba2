import { imageSize, logoSprite, type LogoKind } from '../assets.ts'

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
 * A brand or platform logo: its cell of its kind's sprite (renderer/assets.ts,
 * drawn by `npm run assets`), shown through an inline SVG whose viewBox frames
 * the cell. Every logo of a page comes from one image per kind: one request,
 * however many logos the page shows. Named for assistive tech by `alt`; an
 * empty `alt` hides a decorative copy.
 */
export function LogoImg({ kind, id, alt, className }: { kind: LogoKind; id: string; alt: string; className?: string }) {
  const sprite = logoSprite(kind)
  const cell = sprite.cells[id]
  if (!cell) throw new Error(`no logo "${id}" in scripts/assets/logos/${kind}/`)
  return (
    <svg
      viewBox={`${cell.x} 0 ${cell.width} ${cell.height}`}
      width={cell.width}
      height={cell.height}
      className={className}
      focusable="false"
      {...(alt ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true })}
    >
      <image href={sprite.src} width={sprite.width} height={sprite.height} />
    </svg>
  )
}
