import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import type { Server } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startOutbox } from '../../../server/outbox.ts'
import { startStaticServer } from '../../../server/static.ts'

const root = mkdtempSync(join(tmpdir(), 'site-'))
const portOf = (s: Server) => (s.address() as { port: number }).port
let site: Server
let outbox: Server
const outboxFile = join(root, 'outbox.jsonl')

beforeAll(async () => {
  mkdirSync(join(root, 'features'))
  writeFileSync(join(root, 'index.html'), '<!doctype html><title>home</title>' + 'x'.repeat(2000))
  writeFileSync(join(root, 'features/index.html'), '<h1>features</h1>')
  writeFileSync(join(root, '404.html'), '<h1>404</h1>')
  writeFileSync(join(root, '_headers'), '/*\n  X-Test: yes\n/features\n  Cache-Control: no-cache\n')
  site = await startStaticServer({ root, port: 0 })
  outbox = await startOutbox({ publicKey: 'pk', serviceId: 'svc', templateId: 'tpl', file: outboxFile, port: 0 })
})
afterAll(() => {
  site.close()
  outbox.close()
})

describe('static server (CDN-like)', () => {
  const get = (path: string, init?: RequestInit) => fetch(`http://127.0.0.1:${portOf(site)}${path}`, init)

  it('serves clean URLs with the _headers rules', async () => {
    const res = await get('/features')
    expect(res.status).toBe(200)
    expect(await res.text()).toBe('<h1>features</h1>')
    expect(res.headers.get('x-test')).toBe('yes')
    expect(res.headers.get('cache-control')).toBe('no-cache')
  })

  it('answers an unknown path with 404.html and status 404 (no SPA fallback)', async () => {
    const res = await get('/nope/deeper')
    expect(res.status).toBe(404)
    expect(await res.text()).toBe('<h1>404</h1>')
  })

  it('compresses text and never serves _headers or paths outside the root', async () => {
    const res = await fetch(`http://127.0.0.1:${portOf(site)}/`, { headers: { 'accept-encoding': 'gzip' } })
    expect(res.headers.get('content-encoding')).toBe('gzip')
    expect((await get('/_headers')).status).toBe(404)
    expect((await get('/..%2f..%2fetc%2fpasswd')).status).toBe(404)
  })

  it('redirects a trailing slash to the canonical URL', async () => {
    const res = await get('/features/', { redirect: 'manual' })
    expect(res.status).toBe(301)
    expect(res.headers.get('location')).toBe('/features')
  })
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
