/** Every event the site reports. One facade sends each to the services that are configured and consented. */
export type AnalyticsEvent =
  | { name: 'cta_click'; props: { label: 'hero' | 'footer'; page_type: 'comparison' | 'solution' } }
  | { name: 'language_redirect'; props: { from: string; to: string; reason: string } }
  | { name: 'language_toggle'; props: { from: string; to: string; lang: 'en' | 'es' } }
  | { name: 'demo_scheduled'; props: { event_uri?: string } }
