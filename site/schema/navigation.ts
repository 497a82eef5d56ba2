import { z } from 'zod'
import { RoutePathSchema } from './route.ts'
import { configLink, configLinkKey, EXTERNAL_LINKS, isConfigLink } from '../external-links.ts'
import { IdSchema } from './sections/shared.ts'

/** Social networks the footer can show (icons in renderer/ui/SocialIcon.tsx, URLs from deploy config). */
export const SOCIALS = ['linkedin', 'instagram', 'youtube'] as const
export type Social = (typeof SOCIALS)[number]

/**
 * Where a navigation entry leads: a route of this manifest, written without
 * /es (a Spanish page links to its Spanish twin; an English-only page is
 * marked as English there), or `ext:<key>` for a URL from the deploy config
 * (site/config.ts): `ext:blog`, `ext:signIn`, `ext:email` (the contact
 * address), `ext:status`, ...
 * @example "/features"
 */
export const NavTargetSchema = z
  .string()
  .refine(
    (v) => isConfigLink(v) || RoutePathSchema.safeParse(v).success,
    'must be a route path without /es and without a trailing slash ("/features"), or "ext:<configKey>"',
  )
  .refine((v) => !isConfigLink(v) || configLinkKey(v) !== undefined, {
    message: `unknown configured link; known: ${EXTERNAL_LINKS.map(configLink).join(', ')}`,
  })

/**
 * The copy key of a label: shared copy (`common`), so it exists on every page
 * in every language, or the title a listing writes beside it in the manifest
 * (`listings.<collection>.title`); the navigation check fails on a key any
 * language lacks.
 * @example "common.nav.features"
 * @example "listings.customers.title"
 */
export const LabelKeySchema = z
  .string()
  .regex(
    /^(common(\.[A-Za-z][A-Za-z0-9]*)+|listings\.[a-z][a-z0-9-]*\.title)$/,
    'must be a copy key under common, e.g. "common.nav.features", or a listing\'s own title, e.g. "listings.customers.title"',
  )

/** One link of a menu or a footer group. */
export const NavLinkSchema = z.strictObject({
  /** Where it leads. */
  to: NavTargetSchema,
  /** Copy key of its text. */
  label: LabelKeySchema,
})

/** A header action: a link, or the one call to action shown as a button. */
export const NavActionSchema = NavLinkSchema.extend({
  /** @default "link" */
  style: z.enum(['link', 'button']).default('link'),
})

/** A titled group of footer links. */
export const FooterGroupSchema = z.strictObject({
  /** Names the group for `npm run add-page -- --nav footer:<id>` and the heading's id. @example "product" */
  id: IdSchema,
  /** Copy key of its heading. @example "common.footer.groups.product" */
  label: LabelKeySchema,
  links: z.array(NavLinkSchema).min(1),
})

/**
 * The site's navigation, in display order. A route may appear in several
 * places. Every page is reachable: a route in no navigation and linked from
 * no other page fails the build unless it says why (`unlinked`).
 */
export const NavigationSchema = z.strictObject({
  header: z.strictObject({
    /** The menu: inline from the lg breakpoint, a popover below it. */
    menu: z.array(NavLinkSchema).min(1),
    /** After the menu: sign-in and the call to action. */
    actions: z.array(NavActionSchema),
  }),
  footer: z.strictObject({
    /** Social profile links under the tagline, in order. */
    social: z.array(z.enum(SOCIALS)),
    /** Link columns, in order. */
    groups: z.array(FooterGroupSchema).min(1),
  }),
})

export type NavLink = z.output<typeof NavLinkSchema>
export type Navigation = z.output<typeof NavigationSchema>
