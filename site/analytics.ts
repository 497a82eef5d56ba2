import { isRecord } from './guards.ts'

/** The analytics integrations a page hands to the browser (ids only; `null` = off). */
export interface PublicAnalytics {
  posthog: { key: string; host: string; allowAutomation: boolean } | null
  metaPixelId: string | null
  googleAds: { id: string; conversionLabel: string } | null
}

/**
 * The analytics part of the page's inline config, as the browser reads it
 * back (no zod there): the build writes it, so its three keys are enough to
 * tell it from a broken or foreign element.
 */
export const isPublicAnalytics = (value: unknown): value is PublicAnalytics =>
  isRecord(value) && 'posthog' in value && 'metaPixelId' in value && 'googleAds' in value

/**
 * Whether any analytics integration is configured: the one rule deciding
 * whether the consent banner, its footer button and any analytics code exist
 * at all. With nothing configured there is nothing to consent to.
 */
export function analyticsEnabled(analytics: PublicAnalytics | null | undefined): boolean {
  return Boolean(analytics && (analytics.posthog || analytics.metaPixelId || analytics.googleAds))
}
