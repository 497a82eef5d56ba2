import { beforeEach, describe, expect, it, vi } from 'vitest'
import { QUEUE_LIMIT, type AnalyticsEvent } from '../../../renderer/analytics/events.ts'

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
    for (let i = 0; i < QUEUE_LIMIT + 10; i++) f.track(click(i))
    expect(f.pending()).toHaveLength(QUEUE_LIMIT)
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
