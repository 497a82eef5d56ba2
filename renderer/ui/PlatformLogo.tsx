import type { PLATFORMS } from '../../site/schema/sections/index.ts'
import { LogoImg } from './Img.tsx'

type Platform = (typeof PLATFORMS)[number]

export const PLATFORM_NAMES: Record<Platform, string> = {
  google: 'Google',
  meta: 'Meta',
  tiktok: 'TikTok',
  linkedin: 'LinkedIn',
}

/** A self-drawn platform mark (source: scripts/assets/logos/partners/, shown from the partners' sprite). */
export function PlatformLogo({ platform, className }: { platform: Platform; className?: string }) {
  return <LogoImg kind="partners" id={platform} alt={PLATFORM_NAMES[platform]} className={className} />
}
