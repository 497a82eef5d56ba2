/**
 * The `{placeholder}` values copy may use, per language: every figure of
 * site.facts.ts written the way that language writes it (locales/format.ts),
 * plus the shared statements built from them (locales/statements.ts). Names
 * are the contract with locales/ and locales/english-only/. Formatting sits
 * here, above the data, so site.facts.ts and site.claims.ts stay data only.
 */
import {
  audience,
  claims,
  company,
  comparison,
  contactForm,
  demo,
  enterpriseOffer,
  legal,
  measuredFigures,
  platforms,
  pricing,
  security,
  service,
  soc2,
  story,
} from '../site.facts.ts'
import { clockTime, formatDate, formatFigure, formatNumber, type Figure } from './format.ts'
import { statementPlaceholders } from './statements.ts'
import type { Lang } from '../site/lang.ts'

/**
 * The copyright years: from the first publication to the latest dated
 * statement of the site (a policy's update, a measurement), so the notice
 * moves with the content and a build is the same whatever day it runs.
 */
export function copyrightYears(): string {
  const dates = [
    legal.privacyLastUpdated,
    legal.termsLastUpdated,
    soc2.statusAsOf,
    comparison.reviewed,
    ...measuredFigures().map((m) => m.claim.basis.measured),
  ]
  // A date missing or malformed is the check "Figures and their basis"'s to name, at its key: not a crash here.
  const years = dates.flatMap((d: unknown) =>
    typeof d === 'string' && /^\d{4}-/.test(d) ? [Number(d.slice(0, 4))] : [],
  )
  const last = Math.max(legal.copyrightFirstYear, ...years)
  return last > legal.copyrightFirstYear ? `${legal.copyrightFirstYear}–${last}` : String(legal.copyrightFirstYear)
}

/** "3 to 50 people" in each declared language (a language added to site.languages.ts adds its own). */
export const TEAM_SIZE: Partial<Record<Lang, (min: string, max: string) => string>> = {
  en: (min, max) => `${min} to ${max} people`,
  es: (min, max) => `${min} a ${max} personas`,
}
function teamSize(lang: Lang, min: string, max: string): string {
  const write = TEAM_SIZE[lang]
  if (!write) throw new Error(`locales/placeholders.ts writes no team size in "${lang}": add it to TEAM_SIZE there`)
  return write(min, max)
}

/**
 * Placeholders whose facts are about one entry's subject, not the site's, with
 * the entry (collection/slug) whose text alone may use them: the comparison's
 * source and date are what the Madgicx page says about Madgicx.
 */
export const ENTRY_PLACEHOLDERS: Readonly<Record<string, string>> = {
  comparisonSource: comparison.entry,
  comparisonReviewed: comparison.entry,
}

/** Every `{placeholder}` value in `lang`. */
export function factPlaceholders(lang: Lang): Record<string, string> {
  const fig = (f: Figure) => formatFigure(f, lang)
  const num = (n: number) => formatNumber(n, lang)
  const figures = {
    brandsCount: fig(claims.brandsCount),
    roiBoost: fig(claims.roiBoost),
    roasTypical: fig(claims.roasMedian),
    roasTypicalSample: `${num(claims.roasMedian.basis.sample.size)} ${claims.roasMedian.basis.sample.unit[lang]}`,
    timeSaved: fig(claims.timeSaved),
    timeSavedTypical: fig(claims.timeSavedMedian),
    timeSavedSample: `${num(claims.timeSaved.basis.sample.size)} ${claims.timeSaved.basis.sample.unit[lang]}`,
    rating: fig(claims.rating),
    adSpend: fig(claims.adSpend),
    agencies: fig(claims.agencies),
    livePlatformCount: num(platforms.live.length),
    campaigns: fig(claims.campaigns),
    soc2Target: soc2.typeIITarget,
    securityStatusDate: formatDate(soc2.statusAsOf, lang),
    comparisonReviewed: formatDate(comparison.reviewed, lang),
    comparisonSource: comparison.source[lang],
    teamSize: teamSize(lang, num(audience.teamSizeMin), num(audience.teamSizeMax)),
    shopifyStores: fig(claims.shopify.stores),
    shopifyRoas: fig(claims.shopify.roasLift),
    shopifyManualWork: fig(claims.shopify.manualWorkCut),
    hoursBefore: fig(claims.testimonial.hoursBefore),
    hoursAfter: fig(claims.testimonial.hoursAfter),
    roasGain: fig(claims.testimonial.roasGain),
    demoLong: num(demo.longMinutes),
    demoShort: num(demo.shortMinutes),
    price: fig({ kind: 'usd', value: pricing.monthlyUsd }),
    responseHours: num(service.responseHours),
    openTime: clockTime(service.businessHours.open, lang),
    closeTime: clockTime(service.businessHours.close, lang),
    firstCampaign: fig(claims.firstCampaign),
    migration: fig(claims.migration),
    onboarding: service.onboarding[lang],
    payingCustomers: fig(story.payingCustomers),
    mrr: fig(story.mrr),
    grossMargin: fig(story.grossMargin),
    setupFee: fig(enterpriseOffer.setupFee),
    licenseFee: fig(enterpriseOffer.licenseFeePerMonth),
    teamCap: fig(company.teamCap),
    minimumAge: num(legal.minimumAge),
    trialRefundMinUse: fig({ kind: 'percent', value: legal.trialRefundMinUsePercent }),
    paidTrialCovers: legal.paidTrialCovers,
    termsNoticeDays: num(legal.termsNoticeDays),
    liabilityCapMonths: num(legal.liabilityCapMonths),
    copyrightYears: copyrightYears(),
    termsLastUpdated: formatDate(legal.termsLastUpdated, lang),
    termsEffective: formatDate(legal.termsEffective, lang),
    privacyLastUpdated: formatDate(legal.privacyLastUpdated, lang),
    nameMax: num(contactForm.nameMax),
    companyMax: num(contactForm.companyMax),
    messageMax: num(contactForm.messageMax),
    sendTimeoutSeconds: num(contactForm.sendTimeoutSeconds),
    sessionRotationHours: num(security.sessionRotationHours),
    idleTimeoutMinutes: num(security.idleTimeoutMinutes),
    passwordMinLength: num(security.passwordMinLength),
    secretRotationDays: num(security.secretRotationDays),
    backupRetentionDays: num(security.backupRetentionDays),
    databaseBackupEvery: security.backupEvery.database,
    storageBackupEvery: security.backupEvery.storage,
    rpoHours: num(security.rpoHours),
    rtoHours: num(security.rtoHours),
    deletionDays: num(security.deletionDays),
    reportAckHours: num(security.reportAckHours),
    postIncidentReviewHours: num(security.postIncidentReviewHours),
  }
  return { ...figures, ...statementPlaceholders(lang, figures) }
}
