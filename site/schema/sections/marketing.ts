import { z } from 'zod'
import { defineSection } from './define.ts'
import {
  BRAND_LOGOS,
  CtaSchema,
  HrefSchema,
  IconSchema,
  IdSchema,
  itemsOf,
  MockSchema,
  OptionalText,
  PlatformSchema,
  Text,
  toneSchema,
} from './shared.ts'

const titled = { eyebrow: OptionalText, title: Text, intro: OptionalText }
const ids = (prefix: string, list: readonly { id: string }[] | readonly string[]) =>
  list.map((item) => `${prefix}.${typeof item === 'string' ? item : item.id}`)

/** The big opening of the home, start and solution pages. */
export const hero = defineSection({
  props: z.strictObject({
    primary: CtaSchema,
    secondary: CtaSchema.optional(),
    /** Trust badge above the headline. */
    badge: z.boolean().default(false),
    /** Click-to-play product clip (config productVideo). */
    video: z.boolean().default(false),
    /** Stat ids shown under the buttons. */
    stats: z.array(IdSchema).default([]),
    /** "Official API partner" strip of Google, Meta and TikTok. */
    partners: z.boolean().default(false),
  }),
  copy: z.strictObject({
    badge: OptionalText,
    title: Text,
    subtitle: Text,
    primary: Text,
    secondary: OptionalText,
    note: OptionalText,
    videoLabel: OptionalText,
    stats: itemsOf(z.strictObject({ value: Text, label: Text })).optional(),
    partnersLabel: OptionalText,
  }),
  requires: (p) => [
    ...ids('stats', p.stats),
    ...(p.secondary ? ['secondary'] : []),
    ...(p.badge ? ['badge'] : []),
    ...(p.video ? ['videoLabel'] : []),
    ...(p.partners ? ['partnersLabel'] : []),
  ],
})

/** A plain page header: eyebrow, h1, subtitle, optional buttons. */
export const pageHero = defineSection({
  props: z.strictObject({
    primary: CtaSchema.optional(),
    secondary: CtaSchema.optional(),
    tone: toneSchema,
  }),
  copy: z.strictObject({
    eyebrow: OptionalText,
    title: Text,
    subtitle: OptionalText,
    primary: OptionalText,
    secondary: OptionalText,
    note: OptionalText,
  }),
  requires: (p) => [...(p.primary ? ['primary'] : []), ...(p.secondary ? ['secondary'] : [])],
})

/** Trusted-by marquee of customer logos; it keeps still under prefers-reduced-motion. */
export const logoMarquee = defineSection({
  props: z.strictObject({ brands: z.array(z.enum(BRAND_LOGOS)).min(3) }),
  copy: z.strictObject({ title: Text }),
})

/** A grid of cards: benefits, features, values, problems, next steps, related links. */
export const cardGrid = defineSection({
  props: z.strictObject({
    items: z.array(z.strictObject({ id: IdSchema, icon: IconSchema.optional(), href: HrefSchema.optional() })).min(1),
    columns: z.union([z.literal(2), z.literal(3), z.literal(4), z.literal(5)]).default(3),
    variant: z.enum(['card', 'plain', 'numbered']).default('card'),
    tone: toneSchema,
    /** Cards fade in one after another (100 ms apart); no motion when reduced motion is asked for. */
    stagger: z.boolean().default(false),
    /** Anchor id of the section. */
    anchor: IdSchema.optional(),
  }),
  copy: z.strictObject({
    ...titled,
    items: itemsOf(z.strictObject({ title: Text, body: Text, linkLabel: OptionalText })),
  }),
  requires: (p) => ids('items', p.items),
})

export const testimonials = defineSection({
  props: z.strictObject({
    items: z.array(IdSchema).min(1),
    /** Show roles only (no names or companies), e.g. the Shopify page. */
    anonymous: z.boolean().default(false),
    tone: toneSchema,
  }),
  copy: z.strictObject({
    ...titled,
    items: itemsOf(
      z.strictObject({
        name: Text,
        role: Text,
        company: OptionalText,
        quote: Text,
        /** Under a quote that states a figure: `{resultsVary}` (held by tests/unit/locales/claims.test.ts). */
        note: OptionalText,
      }),
    ),
  }),
  requires: (p) => ids('items', p.items),
})

export const stats = defineSection({
  props: z.strictObject({ items: z.array(IdSchema).min(2), tone: toneSchema }),
  copy: z.strictObject({
    title: OptionalText,
    intro: OptionalText,
    items: itemsOf(z.strictObject({ value: Text, label: Text })),
  }),
  requires: (p) => ids('items', p.items),
})

/** Closing call to action with benefit bullets and trust indicators. */
export const ctaBanner = defineSection({
  props: z.strictObject({
    primary: CtaSchema,
    secondary: CtaSchema.optional(),
    bullets: z.array(IdSchema).default([]),
    trust: z.array(z.strictObject({ id: IdSchema, icon: IconSchema })).default([]),
  }),
  copy: z.strictObject({
    title: Text,
    body: Text,
    primary: Text,
    secondary: OptionalText,
    bullets: itemsOf(Text).optional(),
    trust: itemsOf(Text).optional(),
  }),
  requires: (p) => [...(p.secondary ? ['secondary'] : []), ...ids('bullets', p.bullets), ...ids('trust', p.trust)],
})

/** Ad-platform integrations, with a coming-soon flag. */
export const integrations = defineSection({
  props: z.strictObject({
    items: z.array(z.strictObject({ platform: PlatformSchema, comingSoon: z.boolean().default(false) })).min(1),
  }),
  copy: z.strictObject({
    ...titled,
    live: Text,
    comingSoon: Text,
    items: itemsOf(z.strictObject({ name: Text, body: Text })),
  }),
  requires: (p) => p.items.map((i) => `items.${i.platform}`),
})

/** Text beside a product screenshot, with points and one call to action (the autopilot section). */
export const showcase = defineSection({
  props: z.strictObject({
    mock: MockSchema,
    cta: CtaSchema.optional(),
    points: z.array(IdSchema).default([]),
    reverse: z.boolean().default(false),
    tone: toneSchema,
  }),
  copy: z.strictObject({
    eyebrow: OptionalText,
    title: Text,
    body: Text,
    cta: OptionalText,
    imageAlt: Text,
    points: itemsOf(Text).optional(),
  }),
  requires: (p) => [...(p.cta ? ['cta'] : []), ...ids('points', p.points)],
})

/** How it works: numbered steps, optionally each with its own product screenshot. */
export const steps = defineSection({
  props: z.strictObject({
    items: z.array(z.strictObject({ id: IdSchema, icon: IconSchema.optional(), mock: MockSchema.optional() })).min(2),
    tone: toneSchema,
    anchor: IdSchema.optional(),
  }),
  copy: z.strictObject({
    ...titled,
    items: itemsOf(z.strictObject({ title: Text, body: Text, imageAlt: OptionalText })),
  }),
  requires: (p) => p.items.flatMap((i) => [`items.${i.id}`, ...(i.mock ? [`items.${i.id}.imageAlt`] : [])]),
})

/** Messaging-automation agents sold as packages (WhatsApp). */
export const packages = defineSection({
  props: z.strictObject({
    items: z.array(z.strictObject({ id: IdSchema, featured: z.boolean().default(false) })).min(1),
    cta: CtaSchema,
    mock: MockSchema.optional(),
  }),
  copy: z.strictObject({
    ...titled,
    cta: Text,
    featured: Text,
    imageAlt: OptionalText,
    items: itemsOf(z.strictObject({ name: Text, summary: Text, features: z.array(Text).min(1) })),
  }),
  requires: (p) => [...ids('items', p.items), ...(p.mock ? ['imageAlt'] : [])],
})

/** Comparison table: us against a named competitor. */
export const comparison = defineSection({
  props: z.strictObject({
    competitor: z.string().min(2),
    rows: z
      .array(
        z.strictObject({ id: IdSchema, us: z.enum(['yes', 'partial', 'no']), them: z.enum(['yes', 'partial', 'no']) }),
      )
      .min(1),
  }),
  copy: z.strictObject({
    ...titled,
    caption: Text,
    featureLabel: Text,
    legend: z.strictObject({ yes: Text, partial: Text, no: Text }),
    rows: itemsOf(z.strictObject({ feature: Text, us: Text, them: Text })),
  }),
  requires: (p) => ids('rows', p.rows),
})

/** Analytics tools the product works with (site.facts.ts compatibility). */
export const compatibility = defineSection({
  props: z.strictObject({ tone: toneSchema }),
  copy: z.strictObject({ title: Text, intro: OptionalText }),
})
