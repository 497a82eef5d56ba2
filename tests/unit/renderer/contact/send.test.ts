import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

const library = vi.hoisted(() => ({ send: vi.fn(), init: vi.fn() }))
vi.mock('@emailjs/browser', () => library)

const { failureOf, sendContactMessage, THROTTLE_ID } = await import('../../../../renderer/sections/contact/send.ts')

const config = {
  emailjs: { publicKey: 'pk', serviceId: 'svc', templateId: 'tpl', origin: 'http://localhost:4174' },
  contactEmail: 'hello@example.com',
}
const message = { from_name: 'Ana', from_email: 'ana@x.io', company: '', message: 'Hola' }
const storage = new Map<string, string>()

beforeEach(() => {
  storage.clear()
  vi.stubGlobal('navigator', { onLine: true })
  vi.stubGlobal('window', {
    localStorage: {
      getItem: (k: string) => storage.get(k) ?? null,
      setItem: (k: string, v: string) => storage.set(k, v),
      removeItem: (k: string) => storage.delete(k),
    },
  })
})
afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
  library.send.mockReset()
})

describe('what a failed send means', () => {
  it('a status is the service refusing; 429 is the rate limit', () => {
    expect(failureOf({ status: 500, text: 'Internal Server Error' })).toBe('rejected')
    expect(failureOf({ status: 451, text: 'Unavailable For Headless Browser' })).toBe('rejected')
    expect(failureOf({ status: 429, text: 'Too Many Requests' })).toBe('rate-limited')
    expect(failureOf('The public key is required')).toBe('rejected')
  })
  it('a TypeError from fetch is no connection: offline when the browser says so', () => {
    expect(failureOf(new TypeError('Failed to fetch'))).toBe('network')
    vi.stubGlobal('navigator', { onLine: false })
    expect(failureOf(new TypeError('Failed to fetch'))).toBe('offline')
  })
})

describe('sending', () => {
  it('sends the message with the contact address once, and resolves ok', async () => {
    library.send.mockResolvedValue({ status: 200, text: 'OK' })
    expect(await sendContactMessage(config, message, 20_000)).toEqual({ ok: true })
    expect(library.send).toHaveBeenCalledTimes(1)
    expect(library.send).toHaveBeenCalledWith('svc', 'tpl', { ...message, to_email: 'hello@example.com' })
  })

  it('a failure lifts the throttle stamp, so "Try again" is not refused', async () => {
    storage.set(THROTTLE_ID, String(Date.now()))
    library.send.mockRejectedValue({ status: 500, text: 'Internal Server Error' })
    const outcome = await sendContactMessage(config, message, 20_000)
    expect(outcome).toMatchObject({ ok: false, reason: 'rejected' })
    expect(storage.has(THROTTLE_ID)).toBe(false)
  })

  it('no answer within the time: a timeout, and the request’s own outcome follows as `late`', async () => {
    vi.useFakeTimers()
    let answer!: (value: unknown) => void
    library.send.mockReturnValue(new Promise((resolve) => (answer = resolve)))
    storage.set(THROTTLE_ID, String(Date.now()))
    const pending = sendContactMessage(config, message, 20_000)
    await vi.advanceTimersByTimeAsync(19_999)
    let settled = false
    void pending.then(() => (settled = true))
    await Promise.resolve()
    expect(settled).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    const outcome = await pending
    expect(outcome).toMatchObject({ ok: false, reason: 'timeout' })
    expect(storage.has(THROTTLE_ID)).toBe(false)
    answer({ status: 200, text: 'OK' })
    expect(outcome.ok === false && outcome.reason === 'timeout' && (await outcome.late)).toEqual({ ok: true })
  })
})
