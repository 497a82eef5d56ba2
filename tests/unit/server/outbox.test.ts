import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import type { Server } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { DRAIN_MAX_BYTES, MAX_BODY_BYTES, startOutbox } from '../../../server/outbox.ts'

const root = mkdtempSync(join(tmpdir(), 'outbox-'))
const portOf = (s: Server) => (s.address() as { port: number }).port
const servers: Server[] = []
const ids = { publicKey: 'pk', serviceId: 'svc', templateId: 'tpl' }

/** An outbox on a free port writing to its own file (or to `file`). */
async function outbox(file = join(mkdtempSync(join(root, 'o-')), 'messages.jsonl')) {
  const server = await startOutbox({ ...ids, file, port: 0 })
  servers.push(server)
  const url = `http://127.0.0.1:${portOf(server)}/api/v1.0/email/send`
  const post = (body: BodyInit, type: string | null = 'application/json') =>
    fetch(url, {
      method: 'POST',
      headers: type ? { 'content-type': type } : {},
      body,
      signal: AbortSignal.timeout(10_000),
    })
  const send = (params: Record<string, unknown>) =>
    post(
      JSON.stringify({
        lib_version: '4.4.1',
        user_id: 'pk',
        service_id: 'svc',
        template_id: 'tpl',
        template_params: params,
      }),
    )
  const lines = () => {
    try {
      return readFileSync(file, 'utf8').split('\n').slice(0, -1)
    } catch {
      return []
    }
  }
  /** The server still answers: a valid message is accepted and written. */
  const stillServing = async () => {
    const before = lines().length
    const res = await send({ message: 'still here' })
    expect(res.status, await res.text()).toBe(200)
    expect(lines()).toHaveLength(before + 1)
  }
  return { url, post, send, lines, stillServing }
}

afterAll(() => {
  for (const s of servers) s.close()
})

describe('local outbox (EmailJS API stand-in)', () => {
  let o: Awaited<ReturnType<typeof outbox>>
  beforeAll(async () => {
    o = await outbox()
  })

  it('answers the CORS preflight', async () => {
    const res = await fetch(o.url, { method: 'OPTIONS', headers: { origin: 'http://localhost:4173' } })
    expect(res.status).toBe(204)
    expect(res.headers.get('access-control-allow-origin')).toBe('http://localhost:4173')
    expect(res.headers.get('access-control-allow-headers')).toMatch(/content-type/i)
  })

  it('rejects a missing identifier the way the service does', async () => {
    const res = await o.post(JSON.stringify({ user_id: 'pk', service_id: 'svc', template_params: {} }))
    expect(res.status).toBe(400)
    expect(await res.text()).toMatch(/template ID is required/)
    expect((await o.post(JSON.stringify({ service_id: 'svc', template_id: 'tpl' }))).status).toBe(400)
  })

  it('appends an accepted message to its file', async () => {
    const params = {
      from_name: 'Ana',
      from_email: 'ana@x.io',
      company: '',
      message: 'Hola',
      to_email: 'hello@example.com',
    }
    const res = await o.send(params)
    expect(res.status).toBe(200)
    expect(await res.text()).toBe('OK')
    expect(JSON.parse(o.lines().at(-1)!).template_params).toEqual(params)
  })
})

describe('local outbox: bad input gets an answer, and the server keeps serving', () => {
  /** A JSON message whose whole body is exactly `bytes` long. */
  const bodyOf = (bytes: number) => {
    const shell = JSON.stringify({
      user_id: 'pk',
      service_id: 'svc',
      template_id: 'tpl',
      template_params: { message: '' },
    })
    return shell.replace('"message":""', `"message":"${'a'.repeat(bytes - shell.length)}"`)
  }

  it(`accepts a body of exactly ${MAX_BODY_BYTES} bytes`, async () => {
    const o = await outbox()
    const res = await o.post(bodyOf(MAX_BODY_BYTES))
    expect(res.status, await res.text()).toBe(200)
    expect(o.lines()).toHaveLength(1)
  })

  for (const [what, body] of [
    ['one byte over the limit', () => bodyOf(MAX_BODY_BYTES + 1)],
    ['a body that is read and dropped to its end (500 KB)', () => bodyOf(500_000)],
    [`a body declared over ${DRAIN_MAX_BYTES} bytes (20 MB, the connection is closed)`, () => bodyOf(20_000_000)],
    [
      'a chunked body with no declared length (3 MB)',
      () =>
        new ReadableStream<Uint8Array>({
          start(controller) {
            for (let i = 0; i < 300; i++) controller.enqueue(new TextEncoder().encode('a'.repeat(10_000)))
            controller.close()
          },
        }),
    ],
  ] as const)
    it(`answers 413 with a message to ${what}`, async () => {
      const o = await outbox()
      const b = body()
      const res = await fetch(o.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: b,
        signal: AbortSignal.timeout(10_000),
        ...(typeof b === 'string' ? {} : { duplex: 'half' }),
      } as RequestInit)
      expect(res.status).toBe(413)
      expect(await res.text()).toMatch(/over the outbox's limit of 65536 bytes \(64 KiB\)/)
      expect(o.lines()).toEqual([])
      await o.stillServing()
    })

  it('answers 400 with the parser’s reason to invalid JSON', async () => {
    const o = await outbox()
    for (const body of ['{"user_id": "pk",', 'not json', '']) {
      const res = await o.post(body)
      expect(res.status).toBe(400)
      expect(await res.text()).toMatch(/^The request body is not valid JSON: \S/)
    }
    for (const body of ['[1, 2]', '"text"', 'null']) {
      const res = await o.post(body)
      expect(res.status).toBe(400)
      expect(await res.text()).toBe('The request body must be a JSON object')
    }
    expect(o.lines()).toEqual([])
    await o.stillServing()
  })

  it('answers 400 naming the expected type to a body that is not sent as JSON', async () => {
    const o = await outbox()
    const json = bodyOf(200)
    for (const [type, named] of [
      ['text/plain;charset=UTF-8', '"text/plain;charset=UTF-8"'],
      ['application/x-www-form-urlencoded', '"application/x-www-form-urlencoded"'],
      ['application/jsonp', '"application/jsonp"'],
      [null, 'no Content-Type'],
    ] as const) {
      const res = await o.post(type === null ? new Blob([json]) : json, type)
      expect(res.status).toBe(400)
      expect(await res.text()).toBe(
        `The request body must be JSON sent with "Content-Type: application/json" (received ${named})`,
      )
    }
    expect((await o.post(json, 'application/json; charset=utf-8')).status).toBe(200)
    expect(o.lines()).toHaveLength(1)
    await o.stillServing()
  })

  it('answers 500 naming the file when it cannot write, and keeps serving', async () => {
    const blocker = join(mkdtempSync(join(root, 'b-')), 'not-a-folder')
    writeFileSync(blocker, '')
    const o = await outbox(join(blocker, 'messages.jsonl'))
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    const res = await o.send({ message: 'lost?' })
    expect(res.status).toBe(500)
    expect(await res.text()).toContain(`The outbox could not write ${join(blocker, 'messages.jsonl')}`)
    expect(logged.mock.calls[0]?.[0]).toContain('outbox: could not append to')
    logged.mockRestore()
    expect((await fetch(o.url, { method: 'OPTIONS' })).status).toBe(204)
  })

  it('50 messages at once end as 50 complete lines, each message once', async () => {
    const o = await outbox()
    // Long enough that a split write would show: about 4 KB a line.
    const messages = Array.from({ length: 50 }, (_, i) => `message ${i} ${'é🙂'.repeat(700)}`)
    const answers = await Promise.all(messages.map((message, i) => o.send({ from_name: `Sender ${i}`, message })))
    expect(answers.map((r) => r.status)).toEqual(Array(50).fill(200))
    const lines = o.lines()
    expect(lines).toHaveLength(50)
    const received = lines.map(
      (line) => (JSON.parse(line) as { template_params: { message: string } }).template_params.message,
    )
    expect(received.sort()).toEqual([...messages].sort())
    await o.stillServing()
  })
})
