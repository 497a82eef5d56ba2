import { z } from 'zod'

import { configLink, configLinkKey, EXTERNAL_LINKS, isConfigLink } from '../../external-links.ts'

export { EXTERNAL_LINKS, type ExternalLink } from '../../external-links.ts'

/**
 * Where a link goes:
 * - a site path without the /es prefix (`/features`, `/contact#faq`): the
 *   current language's version is derived;
 * - an in-page anchor (`#faq`);
 * - `ext:<key>` for a URL from deploy config (`ext:signIn`, `ext:blog`, ...);
 * - an absolute `https:` or `mailto:` URL.
 * @example "/book-demo"
 */
export const HrefSchema = z
  .string()
  .refine(
    (v) =>
      /^\/[a-z0-9\-/._]*(#[\w-]+)?$/.test(v) ||
      /^#[\w-]+$/.test(v) ||
      isConfigLink(v) ||
      /^(https:\/\/|mailto:)\S+$/.test(v),
    'must be a site path ("/features"), an anchor ("#faq"), "ext:<configKey>" or an https:/mailto: URL',
  )
  .refine((v) => !isConfigLink(v) || configLinkKey(v) !== undefined, {
    message: `unknown external link; known: ${EXTERNAL_LINKS.map(configLink).join(', ')}`,
  })

/** Icon names available to sections (drawn from lucide, rendered to inline SVG at build). */
export const ICONS = [
  'rocket',
  'trending-up',
  'clock',
  'sparkles',
  'target',
  'shield',
  'globe',
  'zap',
  'users',
  'layers',
  'message',
  'check',
  'star',
  'link',
  'upload',
  'send',
  'refresh',
  'chart',
  'lock',
  'headset',
  'calendar',
  'mail',
  'heart',
  'eye',
  'puzzle',
  'store',
  'wand',
  'brain',
  'gauge',
  'handshake',
  'bot',
  'file',
  'sliders',
  'megaphone',
  'plug',
  'award',
  'workflow',
  'image',
  'smartphone',
  'lightbulb',
  'credit-card',
  'timer',
  'building',
  'shopping-bag',
  'crosshair',
  'activity',
  'scale',
  'list-checks',
  'shuffle',
] as const
export const IconSchema = z.enum(ICONS)
export type IconName = z.infer<typeof IconSchema>

/** Item ids pair manifest structure with locale text: lowercase, digits, dashes. */
export const IdSchema = z.string().regex(/^[a-z][a-z0-9-]*$/, 'ids are lowercase letters, digits and dashes')

/** A button or link; its label comes from the section copy under the same id. */
export const CtaSchema = z.strictObject({
  href: HrefSchema,
  variant: z.enum(['primary', 'secondary', 'ghost', 'light']).default('primary'),
  /** Opens in a new tab (external app pages; always with rel="noopener noreferrer"). */
  newTab: z.boolean().default(false),
  /** Reports `cta_click` with these properties (comparison and solution pages). */
  track: z.strictObject({ label: z.enum(['hero', 'footer']), pageType: z.enum(['comparison', 'solution']) }).optional(),
})
export type Cta = z.infer<typeof CtaSchema>

/** Product mock screenshots in public/images/mock/. */
export const MOCKS = [
  'connect',
  'objective',
  'prompt',
  'creatives',
  'publish',
  'reporting',
  'autopilot',
  'whatsapp',
] as const
export const MockSchema = z.enum(MOCKS)
export type MockName = z.infer<typeof MockSchema>

/** Self-drawn brand logos of the trusted-by marquee (sources in scripts/assets/logos/brands/). */
export const BRAND_LOGOS = [
  'northwind',
  'lumora',
  'vertice',
  'kinfolk',
  'solace',
  'brightpath',
  'cobalt',
  'mesa',
  'fieldnote',
] as const

/** Ad platforms with a self-drawn mark (sources in scripts/assets/logos/partners/). */
export const PLATFORMS = ['google', 'meta', 'tiktok', 'linkedin'] as const
export const PlatformSchema = z.enum(PLATFORMS)

/** Section-level layout choices shared by most sections. */
export const toneSchema = z.enum(['light', 'muted', 'dark']).default('light')

/** Text with optional `**bold**` and `[label](href)` markup. */
export const Text = z.string().trim().min(1, 'must not be empty')
export const OptionalText = Text.optional()

/** A record of item texts keyed by item id. */
export const itemsOf = <T extends z.ZodType>(item: T) => z.record(z.string(), item)
