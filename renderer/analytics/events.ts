import { isOneOf, isRecord } from '../../site/guards.ts'
import type { Lang } from '../../site/lang.ts'

/** Every event the site reports. One facade sends each to the services that are configured and consented. */
export type AnalyticsEvent =
  | { name: 'cta_click'; props: { label: 'hero' | 'footer'; page_type: 'comparison' | 'solution' } }
  | { name: 'language_redirect'; props: { from: string; to: string; reason: string } }
  | { name: 'language_toggle'; props: { from: string; to: string; lang: Lang } }
  | { name: 'demo_scheduled'; props: { event_uri?: string } }

/** An event as stored for the next page (session storage): a name with its props. */
export const isAnalyticsEvent = (value: unknown): value is AnalyticsEvent =>
  isRecord(value) && typeof value.name === 'string' && isRecord(value.props)

/** The props of a demo button's click, as its data-track-props carries them. */
export type CtaProps = Extract<AnalyticsEvent, { name: 'cta_click' }>['props']

export const isCtaProps = (value: unknown): value is CtaProps =>
  isRecord(value) &&
  isOneOf(['hero', 'footer'] as const, value.label) &&
  isOneOf(['comparison', 'solution'] as const, value.page_type)
