/**
 * One list of third-party services (site/services.ts): the CSP, the booking
 * widget, analytics and the offline Lighthouse runs all read it, so a service
 * moved to another host is one edit there, and no other source file writes
 * a service's host.
 */
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { sourceFiles } from '../../../generator/architecture/imports.ts'
import { buildCsp, integrationSources } from '../../../generator/emit/csp.ts'
import { isSchedulerOrigin, WIDGET_SCRIPT } from '../../../renderer/sections/booking/client.ts'
import { loadSiteConfig } from '../../../site/config.ts'
import { SERVICES, serviceHosts, type FixedService } from '../../../site/services.ts'

const ROOT = resolve(import.meta.dirname, '../../..')
const config = loadSiteConfig({
  env: { POSTHOG_KEY: 'phc_x', META_PIXEL_ID: '1234567890', GOOGLE_ADS_ID: 'AW-1' },
  mode: 'development',
})

describe('third-party services, written once', () => {
  it('a service moved to another host is one edit: the CSP follows it', () => {
    const moved: Record<keyof typeof SERVICES, FixedService> = {
      ...SERVICES,
      scheduler: {
        ...SERVICES.scheduler,
        sources: { script: ['https://assets.cal.example'], frame: ['https://cal.example'] },
      },
    }
    const sources = integrationSources(config, new Set(['scheduler']), moved)
    expect(sources.script).toContain('https://assets.cal.example')
    expect(sources.frame).toEqual(['https://cal.example', ...SERVICES.googleAds.sources.frame])
    expect(JSON.stringify(sources)).not.toContain('calendly')
  })

  it('the CSP allows exactly the listed origins of the services configured and carried', () => {
    const csp = buildCsp(config, { scripts: [], styles: [] }, new Set(['scheduler']))
    for (const service of [SERVICES.scheduler, SERVICES.metaPixel, SERVICES.googleAds])
      for (const origin of Object.values(service.sources).flat()) expect(csp).toContain(origin)
    const withoutScheduler = buildCsp(config, { scripts: [], styles: [] }, new Set())
    expect(withoutScheduler).not.toContain(SERVICES.scheduler.sources.frame[0])
  })

  it('the booking widget loads the listed script and hears only the listed domain', () => {
    expect(WIDGET_SCRIPT).toBe(SERVICES.scheduler.script)
    expect(isSchedulerOrigin('https://calendly.com')).toBe(true)
    expect(isSchedulerOrigin('https://assets.calendly.com')).toBe(true)
    expect(isSchedulerOrigin('https://calendly.com.evil.example')).toBe(false)
    expect(isSchedulerOrigin('https://evilcalendly.com')).toBe(false)
    expect(isSchedulerOrigin('http://calendly.com')).toBe(false)
    expect(isSchedulerOrigin('null')).toBe(false)
  })

  it('the offline runs block every listed host', () => {
    const hosts = serviceHosts()
    for (const service of Object.values(SERVICES))
      for (const origin of [...Object.values(service.sources).flat(), service.script])
        expect(hosts).toContain(new URL(origin).hostname)
    expect(hosts).toContain('posthog.com')
  })

  it('no other source file writes a service host (unit tests, which spell what they expect, aside)', () => {
    const hosts = Object.values(SERVICES).flatMap((s) =>
      [...Object.values(s.sources).flat(), s.script].map((o) => new URL(o).hostname),
    )
    // Scheduling links (https://calendly.com/<team>/<event>) are configuration, not a host to allow.
    const pattern = new RegExp(
      `https://(${[...new Set(hosts)]
        .filter((h) => h !== 'calendly.com')
        .map((h) => h.replaceAll('.', '\\.'))
        .join('|')})`,
    )
    const allowed = new Set(['site/services.ts', 'tests/e2e/stubs.ts'])
    const offenders = sourceFiles(ROOT)
      .filter((f) => !allowed.has(f) && !f.startsWith('tests/fixtures/') && !f.startsWith('tests/unit/'))
      .filter((f) => pattern.test(readFileSync(resolve(ROOT, f), 'utf8')))
    expect(offenders).toEqual([])
  })
})
