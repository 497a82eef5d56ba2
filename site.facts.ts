/**
 * Marketing figures and business constants (spec sections 1 and 9).
 *
 * This is the only place a figure is typed. Copy refers to figures through
 * `{placeholders}` (see `factPlaceholders`), so changing a number here changes
 * it on every page, in both languages. `npm run check` fails when copy types a
 * figure literally instead of using its placeholder.
 *
 * Pure data: safe to import from browser code.
 */

/** Claims shown across the site (spec section 1). */
export const claims = {
  /** Brands or clients served. */
  brandsCount: '200+',
  /** Return-on-ad-spend boost. */
  roiBoost: '3x',
  /** Less campaign creation time. */
  timeSaved: '95%',
  /** Average customer rating. */
  rating: '4.9/5',
  ratingValue: 4.9,
  /** Ads launched through the platform. */
  adsLaunched: '1M+',
  /** Ad spend managed. */
  adSpend: '$50M+',
  agencies: '20+',
  customers: '200+',
  /** Ad platforms: Meta, Google, TikTok, and LinkedIn (coming soon). */
  platformCount: '4',
  campaigns: '1K+',
  supportHours: '24/7',
  /** SOC 2: the security page says Type II is targeted for this quarter. */
  soc2TypeIITarget: 'Q1 2026',
  shopify: { stores: '250+', roasLift: '2.3x', manualWorkCut: '85%' },
  testimonial: { hoursBefore: '20', hoursAfter: '2', roasGain: '40%' },
  /** Testimonial rating (spec section 9). */
  testimonialRating: 5,
} as const

/** Demo length. The spec gives two readings; issue 3 says where each is used. */
export const demo = {
  /** Home page and book-demo benefit tiles. */
  longMinutes: 30,
  /** Shopify page and its button. */
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

/** Service levels and onboarding (spec section 9). */
export const service = {
  responseHours: 24,
  /** "Most clients start within ..." differs by language in the spec. */
  firstCampaign: { en: '24 hours', es: '24-48 horas' },
  migration: { en: 'under a week', es: 'menos de una semana' },
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

/** A 24-hour "HH:MM" as each language writes it: "17:00" → "5:00 PM" / "5:00 p. m.". */
export function clockTime(hhmm: string, lang: Lang): string {
  const [h, m] = hhmm.split(':').map(Number) as [number, number]
  const hour12 = ((h + 11) % 12) + 1
  const minutes = String(m).padStart(2, '0')
  const pm = h >= 12
  return lang === 'en' ? `${hour12}:${minutes} ${pm ? 'PM' : 'AM'}` : `${hour12}:${minutes} ${pm ? 'p. m.' : 'a. m.'}`
}

/** Figures of the company story (spec: Story). */
export const story = {
  payingCustomers: '19',
  mrr: '$7k',
  grossMargin: '88%',
  setupFee: '$10k',
  licenseFee: '$5k/mo',
  teamCap: '20',
} as const

/** Legal constants (spec section 9). */
export const legal = {
  minimumAge: 16,
  trialRefundMinUsePercent: 50,
  termsNoticeDays: 30,
  liabilityCapMonths: 6,
  /** What a paid trial covers (spec section 9). */
  paidTrialCovers: 'the first billing cycle only',
  privacyLastUpdated: '2025-05-21',
  termsLastUpdated: '2024-12-31',
  copyrightYear: 2024,
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

/** Interface constants (spec section 9). */
export const ui = {
  navShrinkThresholdPx: 10,
  schedulerHeightPx: 700,
  schedulerMinWidthPx: 320,
  messageMinHeightPx: 120,
  cardStaggerMs: 100,
} as const

/** Contact form limits (issue 5): clear per-field messages quote them. */
export const contactForm = { nameMax: 100, companyMax: 100, emailMax: 254, messageMax: 5000 } as const

/** Analytics tools the product is compatible with (spec section 1). */
export const compatibility = ['GA4', 'Meta Pixel', 'TikTok Pixel', 'Google Analytics', 'Shopify Analytics'] as const

/**
 * Third-party analytics defaults listed in spec section 9. Recorded for
 * reference; the library owns them and the site does not override them.
 */
export const analyticsLibraryDefaults = {
  sessionIdleTimeoutSeconds: 1800,
  cookieExpirationDays: 365,
  stringPropertyMaxLength: 65535,
  featureFlagRequestTimeoutMs: 3000,
  surveysRequestTimeoutMs: 10000,
  requestTimeoutMs: 60000,
  firstPageviewDelayMs: 1,
  documentNotReadyRetryMs: 500,
} as const

export type Lang = 'en' | 'es'

/**
 * The `{placeholder}` values copy may use, per language. Names are the
 * contract with locales/ and locales/english-only/.
 */
export function factPlaceholders(lang: Lang): Record<string, string> {
  return {
    brandsCount: claims.brandsCount,
    roiBoost: claims.roiBoost,
    timeSaved: claims.timeSaved,
    rating: claims.rating,
    adsLaunched: claims.adsLaunched,
    adSpend: claims.adSpend,
    agencies: claims.agencies,
    customers: claims.customers,
    platformCount: claims.platformCount,
    campaigns: claims.campaigns,
    supportHours: claims.supportHours,
    soc2Target: claims.soc2TypeIITarget,
    shopifyStores: claims.shopify.stores,
    shopifyRoas: claims.shopify.roasLift,
    shopifyManualWork: claims.shopify.manualWorkCut,
    hoursBefore: claims.testimonial.hoursBefore,
    hoursAfter: claims.testimonial.hoursAfter,
    roasGain: claims.testimonial.roasGain,
    demoLong: String(demo.longMinutes),
    demoShort: String(demo.shortMinutes),
    price: `$${pricing.monthlyUsd}`,
    responseHours: String(service.responseHours),
    openTime: clockTime(service.businessHours.open, lang),
    closeTime: clockTime(service.businessHours.close, lang),
    firstCampaign: service.firstCampaign[lang],
    migration: service.migration[lang],
    onboarding: service.onboarding[lang],
    payingCustomers: story.payingCustomers,
    mrr: story.mrr,
    grossMargin: story.grossMargin,
    setupFee: story.setupFee,
    licenseFee: story.licenseFee,
    teamCap: story.teamCap,
    minimumAge: String(legal.minimumAge),
    trialRefundMinUse: `${legal.trialRefundMinUsePercent}%`,
    paidTrialCovers: legal.paidTrialCovers,
    termsNoticeDays: String(legal.termsNoticeDays),
    liabilityCapMonths: String(legal.liabilityCapMonths),
    copyrightYear: String(legal.copyrightYear),
    testimonialRating: String(claims.testimonialRating),
    nameMax: String(contactForm.nameMax),
    companyMax: String(contactForm.companyMax),
    messageMax: String(contactForm.messageMax),
    sessionRotationHours: String(security.sessionRotationHours),
    idleTimeoutMinutes: String(security.idleTimeoutMinutes),
    passwordMinLength: String(security.passwordMinLength),
    secretRotationDays: String(security.secretRotationDays),
    backupRetentionDays: String(security.backupRetentionDays),
    databaseBackupEvery: security.backupEvery.database,
    storageBackupEvery: security.backupEvery.storage,
    rpoHours: String(security.rpoHours),
    rtoHours: String(security.rtoHours),
    deletionDays: String(security.deletionDays),
    reportAckHours: String(security.reportAckHours),
    postIncidentReviewHours: String(security.postIncidentReviewHours),
  }
}

/** The two founders (spec: About). Profile links are deploy config. */
export const founders = [
  { id: 'ceo', name: 'Valeria Montes', title: 'CEO', initials: 'VM' },
  { id: 'coo', name: 'Andrés Salgado', title: 'COO', initials: 'AS' },
] as const
