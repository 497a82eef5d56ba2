import { mkdtempSync, readFileSync } from 'node:fs'
import type { Server } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startOutbox } from '../../../server/outbox.ts'

const root = mkdtempSync(join(tmpdir(), 'site-'))
const portOf = (s: Server) => (s.address() as { port: number }).port
let outbox: Server
const outboxFile = join(root, 'outbox.jsonl')

beforeAll(async () => {
  outbox = await startOutbox({ publicKey: 'pk', serviceId: 'svc', templateId: 'tpl', file: outboxFile, port: 0 })
})
afterAll(() => {
  outbox.close()
})

describe('local outbox (EmailJS API stand-in)', () => {
  const url = () => `http://127.0.0.1:${portOf(outbox)}/api/v1.0/email/send`
  const send = (body: unknown) =>
    fetch(url(), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })

  it('answers the CORS preflight', async () => {
    const res = await fetch(url(), { method: 'OPTIONS', headers: { origin: 'http://localhost:4173' } })
    expect(res.status).toBe(204)
    expect(res.headers.get('access-control-allow-origin')).toBe('http://localhost:4173')
    expect(res.headers.get('access-control-allow-headers')).toMatch(/content-type/i)
  })

  it('rejects a missing identifier the way the service does', async () => {
    const res = await send({ user_id: 'pk', service_id: 'svc', template_params: {} })
    expect(res.status).toBe(400)
    expect(await res.text()).toMatch(/template ID is required/)
    expect((await send({ service_id: 'svc', template_id: 'tpl' })).status).toBe(400)
  })

  it('appends an accepted message to its file', async () => {
    const params = {
      from_name: 'Ana',
      from_email: 'ana@x.io',
      company: '',
      message: 'Hola',
      to_email: 'hello@example.com',
    }
    const res = await send({
      lib_version: '4.4.1',
      user_id: 'pk',
      service_id: 'svc',
      template_id: 'tpl',
      template_params: params,
    })
    expect(res.status).toBe(200)
    expect(await res.text()).toBe('OK')
    const last = readFileSync(outboxFile, 'utf8').trim().split('\n').at(-1)!
    expect(JSON.parse(last).template_params).toEqual(params)
  })
})
