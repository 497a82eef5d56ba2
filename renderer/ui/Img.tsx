import { imageSize, type Size } from '../assets.ts'
import { logoClass, logoSprite, type LogoKind } from '../logo-sprite.ts'
import { useSiteMemo } from '../context.tsx'
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
  return <SizedImg src={src} alt={alt} className={className} {...imageSize(src, useSiteMemo())} {...loading} />
}

/** The hold box of a fluid image takes the image's ratio from one of these (written out: Tailwind finds them here). */
const RATIO_CLASSES: Record<string, string> = {
  '1/1': 'aspect-square',
  '3/2': 'aspect-3/2',
  '4/3': 'aspect-4/3',
  '16/9': 'aspect-video',
}

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b))

function ratioClass(src: string, { width, height }: Size): string {
  const d = gcd(width, height)
  const ratio = `${width / d}/${height / d}`
  const found = RATIO_CLASSES[ratio]
  if (!found)
    throw new Error(
      `public${src} is ${width}×${height} (${ratio}): no box of that ratio to hold it in; ` +
        `draw it at ${Object.keys(RATIO_CLASSES).join(', ')} or add its ratio to RATIO_CLASSES in renderer/ui/Img.tsx`,
    )
  return found
}

/**
 * An image from public/ as wide as its container (a product screen, an
 * illustration), held on a first visit like the logo strips: it loads when
 * it is on screen or once the visitor acts, not during the first load
 * (renderer/inline/held-images.ts). An image is drawn by the page's own
 * thread; below the first screen of a phone it cost `/about/` a seventh of
 * its load's main-thread time. Its box has the image's ratio, so nothing
 * moves when the image appears, and carries its name (`role="img"`), so the
 * name is there while the image is held (a hidden image is not read); the
 * `<img>` inside has an empty alt. An empty `alt` makes it decorative.
 */
export function FluidImg({ src, alt, className }: { src: string; alt: string; className?: string }) {
  const size = imageSize(src, useSiteMemo())
  return (
    <span
      className={cx('block', ratioClass(src, size))}
      {...(alt ? { role: 'img', 'aria-label': alt } : {})}
      {...{ [HOLD_ATTRIBUTE]: '' }}
    >
      <SizedImg src={src} alt="" className={cx('h-auto w-full', className)} {...size} />
    </span>
  )
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
  const sprite = logoSprite(kind, process.cwd(), useSiteMemo())
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
