/**
 * Marketing figures and business constants (spec sections 1 and 9).
 *
 * This is the only place a figure is typed: the measured marketing figures,
 * each with its basis, in site.claims.ts (re-exported here), and the business
 * constants (prices, service levels, legal and security terms) below. Copy
 * refers to figures through `{placeholders}` (locales/placeholders.ts), so
 * changing a number here changes it on every page, in both languages.
 * `npm run check` fails when copy types a figure literally instead of using its
 * placeholder, and when a measured figure lacks its basis.
 *
 * Pure data: safe to import from browser code.
 */
import { claims, story } from './site.claims.ts'

import type { Figure, Words } from './site/schema/claims.ts'
import type { MeasuredFigure } from './site/measured.ts'

export { claims, story } from './site.claims.ts'

/**
 * Ad platforms. Three are live; LinkedIn is coming soon. The spec's "4
 * platforms" is never shown as a count of four: copy writes
 * {livePlatformCount} live, with LinkedIn coming soon.
 */
export const platforms = {
  live: ['Meta', 'Google', 'TikTok'],
  comingSoon: ['LinkedIn'],
} as const

/**
 * SOC 2. No report is held. The spec's target quarter for a Type II audit
 * has passed (it is stated as past on /security); badges say only what stays
 * true: controls aligned with SOC 2.
 */
export const soc2 = {
  typeIITarget: 'Q1 2026',
  /** The day the status was last confirmed ("As of …" on /security; the page's own date is its front matter's). */
  statusAsOf: '2026-11-23',
} as const

/** What the comparison with Madgicx says about Madgicx was checked against this source, on this date. */
export const comparison = {
  /**
   * The entry these facts are about (collection/slug): `{comparisonSource}` and
   * `{comparisonReviewed}` may be used in its text only, so a second comparison
   * written from this one cannot print Madgicx's source and date about another
   * competitor (the check "Facts of one page").
   */
  entry: 'comparisons/madgicx',
  reviewed: '2026-11-23',
  source: {
    en: 'Madgicx’s public website (its features, pricing and help pages)',
    es: 'el sitio web público de Madgicx (sus páginas de funciones, precios y ayuda)',
  },
} as const satisfies { entry: string; reviewed: string; source: Words }

/** Who the product is built for (spec section 1): lean teams of about 5 to 20 people. */
export const audience = { teamSizeMin: 5, teamSizeMax: 20 } as const

/**
 * Demo length. The spec gives two readings: the full demo (home, book-demo)
 * and a short intro (the Shopify page, whose button carries its length). The
 * book-demo page states both, so a visitor from either button finds theirs.
 */
export const demo = {
  /** The full demo. */
  longMinutes: 30,
  /** The short intro offered on the Shopify page. */
  shortMinutes: 15,
} as const

/** Pricing (spec sections 1 and 9). */
export const pricing = {
  /** The one published price, also in every structured-data offer. */
  monthlyUsd: 500,
  currency: 'USD',
  /**
   * Known discrepancy, recorded and NOT published: one page's structured data
   * in the source listed 297 USD monthly. Kept here so nobody re-types it.
   */
  unpublishedStructuredDataReadingUsd: 297,
} as const

/**
 * Service levels and onboarding (spec section 9). The spec's "Email support
 * 24/7" is not published (issue 40): the team replies on business days, so the
 * site says only that. How soon clients launch and how long migrations take
 * are measured figures, with their basis, in site.claims.ts.
 */
export const service = {
  /** The team replies within this many hours on business days. */
  responseHours: 24,
  /** Account access: the sign-up creates the workspace (the first campaign takes claims.firstCampaign). */
  onboarding: { en: 'instant', es: 'inmediato' },
  /** Monday to Friday, 24-hour clock, Pacific time; closed at weekends. Copy writes {openTime} and {closeTime}. */
  businessHours: {
    days: 'Monday–Friday',
    open: '08:00',
    close: '17:00',
    timeZone: 'America/Los_Angeles',
    closedOnWeekends: true,
  },
} as const

/** The agency and enterprise offer of the story: a one-off setup, then a monthly license, in its own order form. */
export const enterpriseOffer = {
  setupFee: { kind: 'usd', value: 10_000, compact: true },
  licenseFeePerMonth: { kind: 'usd', value: 5000, compact: true },
} as const satisfies Record<string, Figure>

/** The company keeps its team near this size (a policy the story states, not a measurement). */
export const company = { teamCap: { kind: 'count', value: 20 } } as const satisfies Record<string, Figure>

/** Legal constants (spec section 9). */
export const legal = {
  minimumAge: 18,
  trialRefundMinUsePercent: 50,
  termsNoticeDays: 30,
  liabilityCapMonths: 6,
  /** What a paid trial covers (spec section 9). */
  paidTrialCovers: 'the first billing cycle only',
  /** Changed on 2026-11-30: the rights of EEA, UK and Swiss residents name the Swiss Federal Act on Data Protection, and statistics on results (aggregated, de-identified) are a stated purpose with its legal basis; on 2026-11-29 the scheduling widget began to load only when asked for and sharing named what California may count as a sale (issue 53). */
  privacyLastUpdated: '2026-11-30',
  /**
   * Changed on 2026-11-30: "Aggregated data" in section 8 covers the statistics on results the
   * website publishes (issue 53: the figures are computed from customers' campaign data, which the
   * Terms allowed only to operate and improve the Service), and "No guaranteed results" names the
   * testimonials and the means and medians the site shows, not case studies it has none of; the
   * notice period starts again.
   * Changed on 2026-11-29: section 5's refund sentence names the refund on discontinuation that
   * section 12 promises (a clarification in the customer's favor); on 2026-11-23 section 5 stated
   * the pricing and the free account (issue 18).
   */
  termsLastUpdated: '2026-11-30',
  /**
   * When the version of termsLastUpdated binds existing customers: at least
   * termsNoticeDays after it, as the Terms promise notice of changes (new
   * customers accept it when they sign up). A unit test holds the gap.
   */
  termsEffective: '2026-12-30',
  /** The year the site was first published: the copyright runs from it to the year of its latest dated statement. */
  copyrightFirstYear: 2024,
} as const

/** Security constants (spec sections 6 and 9). */
export const security = {
  roles: ['Owner', 'Admin', 'Analyst', 'Viewer'],
  sessionRotationHours: 12,
  idleTimeoutMinutes: 30,
  passwordMinLength: 12,
  secretRotationDays: 90,
  backupRetentionDays: 35,
  /** Backup schedule: the database every hour, file and creative storage every day. */
  backupEvery: { database: 'hour', storage: 'day' },
  rpoHours: 1,
  rtoHours: 4,
  deletionDays: 30,
  reportAckHours: 24,
  postIncidentReviewHours: 72,
} as const

/**
 * /.well-known/security.txt (RFC 9116), written by the build with the contact
 * address of the config and a link to /security. `expires` is its Expires
 * date: the build fails once it has passed, and on a date more than a year
 * ahead (RFC 9116 advises less than a year), so the file is renewed at least
 * yearly. Renewing: set a date under a year ahead and rebuild.
 */
export const securityTxt = {
  expires: '2027-05-24',
  /** The section of /security that is the disclosure policy (its id). */
  policySection: 'responsible-disclosure',
} as const

/** Interface constants (spec section 9). */
export const ui = {
  navShrinkThresholdPx: 10,
  schedulerHeightPx: 700,
  schedulerMinWidthPx: 320,
  messageMinHeightPx: 120,
  cardStaggerMs: 100,
} as const

/**
 * Contact form limits (issue 5): clear per-field messages quote them. A send
 * with no answer after `sendTimeoutSeconds` is reported to the visitor as
 * unanswered (issue 39); EmailJS answers in about a second.
 */
export const contactForm = {
  nameMax: 100,
  companyMax: 100,
  emailMax: 254,
  messageMax: 5000,
  sendTimeoutSeconds: 20,
} as const

/**
 * Analytics tools the product is compatible with (spec section 1). The spec
 * lists "GA4" and "Google Analytics" apart; they are one tool (Google
 * Analytics 4, the only version Google still runs), named once.
 */
export const compatibility = ['Google Analytics 4 (GA4)', 'Meta Pixel', 'TikTok Pixel', 'Shopify Analytics'] as const

/**
 * The measured figure behind each figure placeholder: what "How we measure
 * these figures" explains on a page whose copy uses the placeholder, directly
 * or through a statement (locales/statements.ts, STATEMENT_FIGURES). A function,
 * not a constant: its property reads would otherwise keep every basis text in
 * the browser bundle of any module that imports this file (renderer/shell/nav.ts).
 */
export function measuredFigures(): readonly MeasuredFigure[] {
  return [
    { placeholder: 'brandsCount', key: 'claims.brandsCount', claim: claims.brandsCount },
    { placeholder: 'roiBoost', key: 'claims.roiBoost', claim: claims.roiBoost },
    { placeholder: 'roasTypical', key: 'claims.roasMedian', claim: claims.roasMedian },
    { placeholder: 'timeSaved', key: 'claims.timeSaved', claim: claims.timeSaved },
    { placeholder: 'timeSavedTypical', key: 'claims.timeSavedMedian', claim: claims.timeSavedMedian },
    { placeholder: 'rating', key: 'claims.rating', claim: claims.rating },
    { placeholder: 'adSpend', key: 'claims.adSpend', claim: claims.adSpend },
    { placeholder: 'agencies', key: 'claims.agencies', claim: claims.agencies },
    { placeholder: 'campaigns', key: 'claims.campaigns', claim: claims.campaigns },
    { placeholder: 'firstCampaign', key: 'claims.firstCampaign', claim: claims.firstCampaign },
    { placeholder: 'migration', key: 'claims.migration', claim: claims.migration },
    { placeholder: 'shopifyStores', key: 'claims.shopify.stores', claim: claims.shopify.stores },
    { placeholder: 'shopifyRoas', key: 'claims.shopify.roasLift', claim: claims.shopify.roasLift },
    { placeholder: 'shopifyManualWork', key: 'claims.shopify.manualWorkCut', claim: claims.shopify.manualWorkCut },
    { placeholder: 'hoursBefore', key: 'claims.testimonial.hoursBefore', claim: claims.testimonial.hoursBefore },
    { placeholder: 'hoursAfter', key: 'claims.testimonial.hoursAfter', claim: claims.testimonial.hoursAfter },
    { placeholder: 'roasGain', key: 'claims.testimonial.roasGain', claim: claims.testimonial.roasGain },
    { placeholder: 'payingCustomers', key: 'story.payingCustomers', claim: story.payingCustomers },
    { placeholder: 'mrr', key: 'story.mrr', claim: story.mrr },
    { placeholder: 'grossMargin', key: 'story.grossMargin', claim: story.grossMargin },
  ]
}

/** The two founders (spec: About). Profile links are deploy config. */
export const founders = [
  { id: 'ceo', name: 'Valeria Montes', title: 'CEO', initials: 'VM' },
  { id: 'coo', name: 'Andrés Salgado', title: 'COO', initials: 'AS' },
] as const
