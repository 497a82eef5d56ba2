import type { PLATFORMS } from '../../generator/schema/sections/index.ts'
import { Img } from './Img.tsx'

type Platform = (typeof PLATFORMS)[number]

export const PLATFORM_NAMES: Record<Platform, string> = {
  google: 'Google',
  meta: 'Meta',
  tiktok: 'TikTok',
  linkedin: 'LinkedIn',
}

/** A self-drawn platform mark from public/images/partners/. */
export function PlatformLogo({
  platform,
  className,
  lazy = false,
}: {
  platform: Platform
  className?: string
  lazy?: boolean
}) {
  return (
    <Img src={`/images/partners/${platform}.svg`} alt={PLATFORM_NAMES[platform]} className={className} eager={!lazy} />
  )
}
