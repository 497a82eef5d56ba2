import type { Social } from '../../site/schema/navigation.ts'

/** Each network's name, the accessible name of its icon link. */
export const SOCIAL_NAMES: Record<Social, string> = { linkedin: 'LinkedIn', instagram: 'Instagram', youtube: 'YouTube' }

/** Self-drawn social marks (brand icons are not in the icon set). */
const PATHS: Record<Social, string> = {
  linkedin:
    'M4.98 3.5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5ZM3 9.75h4v11.25H3V9.75Zm6.5 0h3.8v1.6h.06c.53-1 1.83-2.06 3.77-2.06 4.03 0 4.77 2.6 4.77 5.98V21h-4v-5.06c0-1.2-.02-2.76-1.7-2.76-1.7 0-1.95 1.32-1.95 2.67V21h-4V9.75Z',
  instagram:
    'M12 7.3a4.7 4.7 0 1 0 0 9.4 4.7 4.7 0 0 0 0-9.4Zm0 7.7a3 3 0 1 1 0-6 3 3 0 0 1 0 6Zm4.9-8.9a1.1 1.1 0 1 1 0 2.2 1.1 1.1 0 0 1 0-2.2ZM12 3c-2.45 0-2.75.01-3.71.05-3.26.15-5.09 1.96-5.24 5.24C3.01 9.25 3 9.55 3 12s.01 2.75.05 3.71c.15 3.27 1.96 5.09 5.24 5.24.96.04 1.26.05 3.71.05s2.75-.01 3.71-.05c3.26-.15 5.1-1.96 5.24-5.24.04-.96.05-1.26.05-3.71s-.01-2.75-.05-3.71c-.15-3.26-1.96-5.09-5.24-5.24C14.75 3.01 14.45 3 12 3Zm0 1.62c2.4 0 2.69.01 3.64.05 2.44.11 3.58 1.27 3.69 3.69.04.95.05 1.24.05 3.64s-.01 2.69-.05 3.64c-.11 2.42-1.25 3.58-3.69 3.69-.95.04-1.23.05-3.64.05s-2.69-.01-3.64-.05c-2.45-.11-3.58-1.27-3.69-3.69-.04-.95-.05-1.24-.05-3.64s.01-2.69.05-3.64c.11-2.42 1.25-3.58 3.69-3.69.95-.04 1.24-.05 3.64-.05Z',
  youtube:
    'M21.58 7.19a2.51 2.51 0 0 0-1.77-1.78C18.25 5 12 5 12 5s-6.25 0-7.81.41A2.51 2.51 0 0 0 2.42 7.2C2 8.76 2 12 2 12s0 3.24.42 4.81a2.51 2.51 0 0 0 1.77 1.78C5.75 19 12 19 12 19s6.25 0 7.81-.41a2.51 2.51 0 0 0 1.77-1.78C22 15.24 22 12 22 12s0-3.24-.42-4.81ZM10 15V9l5.2 3-5.2 3Z',
}

export function SocialIcon({ name, className = 'size-5' }: { name: Social; className?: string }) {
  return (
    <svg viewBox="0 0 24 24" className={className} aria-hidden="true" focusable="false">
      <path d={PATHS[name]} fill="currentColor" />
    </svg>
  )
}
