import { describe, expect, it } from 'vitest'
import { isPublicAnalytics } from '../../../site/analytics.ts'
import { arrayOf, isOneOf, isRecord, parseJson } from '../../../site/guards.ts'
import { isAnalyticsEvent, isCtaProps } from '../../../renderer/analytics/events.ts'

describe('type guards for JSON the browser reads back', () => {
  it('parseJson gives the fallback for missing, broken or refused JSON, and the value otherwise', () => {
    expect(parseJson(null, isRecord, null)).toBeNull()
    expect(parseJson('{"a":', isRecord, null)).toBeNull()
    expect(parseJson('[1]', isRecord, null)).toBeNull()
    expect(parseJson('{"a":1}', isRecord, null)).toEqual({ a: 1 })
    expect(
      parseJson(
        '["x","y"]',
        arrayOf((v): v is string => typeof v === 'string'),
        [],
      ),
    ).toEqual(['x', 'y'])
    expect(
      parseJson(
        '["x",2]',
        arrayOf((v): v is string => typeof v === 'string'),
        [],
      ),
    ).toEqual([])
    expect(isOneOf(['a', 'b'], 'b')).toBe(true)
    expect(isOneOf(['a', 'b'], 'c')).toBe(false)
  })

  it('stored analytics events pass with a name and props; demo-button props only with known values', () => {
    expect(isAnalyticsEvent({ name: 'cta_click', props: { label: 'hero', page_type: 'solution' } })).toBe(true)
    expect(isAnalyticsEvent({ name: 'cta_click' })).toBe(false)
    expect(isCtaProps({ label: 'footer', page_type: 'comparison' })).toBe(true)
    expect(isCtaProps({ label: 'header', page_type: 'comparison' })).toBe(false)
  })

  it('the inline analytics config passes only with its three integrations', () => {
    const off = { posthog: null, metaPixelId: null, googleAds: null }
    expect(isPublicAnalytics(off)).toBe(true)
    expect(isPublicAnalytics({ ...off, posthog: { key: 'k', host: 'h', allowAutomation: false } })).toBe(true)
    expect(isPublicAnalytics({ posthog: null })).toBe(false)
  })
})
