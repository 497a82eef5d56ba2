import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { AnalyticsEvent } from '../../../renderer/analytics/events.ts'
import { PENDING_EVENTS_CAP } from '../../../site/storage.ts'

const click = (n: number): AnalyticsEvent => ({
  name: 'cta_click',
  props: { label: n % 2 ? 'hero' : 'footer', page_type: 'solution' },
})

/** A fresh facade per test: it keeps its queue in module state. */
async function facade() {
  vi.resetModules()
  return import('../../../renderer/analytics/facade.ts')
}

describe('analytics facade queue', () => {
  beforeEach(() => vi.restoreAllMocks())

  it('is bounded: before a consent choice it keeps only the latest events', async () => {
    const f = await facade()
    for (let i = 0; i < PENDING_EVENTS_CAP + 10; i++) f.track(click(i))
    expect(f.pending()).toHaveLength(PENDING_EVENTS_CAP)
    expect(f.pending()[0]).toEqual(click(10))
  })

  it('flushes once to the destination attached after Accept, then sends directly', async () => {
    const f = await facade()
    f.track(click(1))
    f.track(click(2))
    const sink = vi.fn()
    f.attach(sink)
    expect(sink.mock.calls.map((c) => c[0])).toEqual([click(1), click(2)])
    expect(f.pending()).toHaveLength(0)
    f.track(click(3))
    expect(sink).toHaveBeenCalledTimes(3)
  })

  it('drops the queue and every later event after Decline', async () => {
    const f = await facade()
    f.track(click(1))
    f.drop()
    f.track(click(2))
    expect(f.pending()).toHaveLength(0)
  })

  it('a destination that throws logs and loses nothing else', async () => {
    const f = await facade()
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const seen: AnalyticsEvent[] = []
    f.attach((e) => {
      if (e.props && 'label' in e.props && e.props.label === 'hero') throw new Error('blocked host')
      seen.push(e)
    })
    f.track(click(1))
    f.track(click(2))
    expect(seen).toEqual([click(2)])
    expect(error).toHaveBeenCalledOnce()
  })
})

describe('events kept in session storage (redirects, early clicks, links that left a page)', () => {
  function fakeSession(initial: AnalyticsEvent[]) {
    const data = new Map([['pending-analytics-events', JSON.stringify(initial)]])
    vi.stubGlobal('window', {
      sessionStorage: {
        getItem: (k: string) => data.get(k) ?? null,
        setItem: (k: string, v: string) => data.set(k, v),
        removeItem: (k: string) => data.delete(k),
      },
    })
    return () => JSON.parse(data.get('pending-analytics-events') ?? '[]') as AnalyticsEvent[]
  }

  it('stay stored until this page sends them, so a page left early hands them on', async () => {
    const stored = fakeSession([click(1)])
    const f = await facade()
    f.adoptStoredEvents()
    expect(f.pending()).toEqual([click(1)])
    expect(stored()).toEqual([click(1)]) // not sent yet: still there for the next page
    f.trackAcrossNavigation(click(2)) // a link leaving this page meanwhile
    const sink = vi.fn()
    f.attach(sink)
    expect(sink.mock.calls.map((c) => c[0])).toEqual([click(1)])
    expect(stored()).toEqual([click(2)]) // sent ones removed, the next page's kept
    vi.unstubAllGlobals()
  })

  it('are removed when consent is declined', async () => {
    const stored = fakeSession([click(1), click(2)])
    const f = await facade()
    f.adoptStoredEvents()
    f.drop()
    expect(stored()).toEqual([])
    vi.unstubAllGlobals()
  })
})
