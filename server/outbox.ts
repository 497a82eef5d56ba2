import { appendFileSync, mkdirSync } from 'node:fs'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import { dirname } from 'node:path'

/** The identifiers the outbox accepts (the site's configured EmailJS ids). */
export interface OutboxOptions {
  publicKey: string
  serviceId: string
  templateId: string
  /** JSON-lines file each accepted message is appended to. */
  file: string
  /** Called once per accepted message (the CLI prints a line). */
  onMessage?: (message: OutboxMessage) => void
}

export interface OutboxMessage {
  receivedAt: string
  service_id: string
  template_id: string
  template_params: Record<string, unknown>
}

const MAX_BODY = 64 * 1024

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let size = 0
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => {
      size += chunk.length
      if (size > MAX_BODY) {
        reject(new Error('too large'))
        req.destroy()
      } else chunks.push(chunk)
    })
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')))
    req.on('error', reject)
  })
}

/**
 * A local stand-in for the EmailJS REST API (POST /api/v1.0/email/send):
 * answers CORS preflights, validates the identifiers the way the service
 * does for a missing or wrong one (400 with a plain-text reason), and
 * appends each accepted message to a file instead of emailing it.
 */
export function createOutboxHandler(options: OutboxOptions) {
  return async (req: IncomingMessage, res: ServerResponse) => {
    res.setHeader('Access-Control-Allow-Origin', req.headers.origin ?? '*')
    res.setHeader('Vary', 'Origin')
    res.setHeader('Access-Control-Allow-Methods', 'POST, OPTIONS')
    res.setHeader('Access-Control-Allow-Headers', 'Content-Type')
    res.setHeader('Access-Control-Max-Age', '600')
    const reply = (status: number, text: string) => {
      res.statusCode = status
      res.setHeader('Content-Type', 'text/plain; charset=utf-8')
      res.end(text)
    }
    const path = new URL(req.url ?? '/', 'http://localhost').pathname
    if (req.method === 'OPTIONS') {
      res.statusCode = 204
      return res.end()
    }
    if (path !== '/api/v1.0/email/send') return reply(404, 'Not Found')
    if (req.method !== 'POST') return reply(405, 'Method Not Allowed')
    let body: Record<string, unknown>
    try {
      body = JSON.parse(await readBody(req)) as Record<string, unknown>
      if (!body || typeof body !== 'object' || Array.isArray(body)) throw new Error('not an object')
    } catch {
      return reply(400, 'The request body must be a JSON object')
    }
    const missing = (field: string) => typeof body[field] !== 'string' || !(body[field] as string).trim()
    if (missing('user_id'))
      return reply(400, 'The Public Key is required. To find it, visit https://dashboard.emailjs.com/admin/account')
    if (missing('service_id'))
      return reply(400, 'The service ID is required. To find it, visit https://dashboard.emailjs.com/admin')
    if (missing('template_id'))
      return reply(400, 'The template ID is required. To find it, visit https://dashboard.emailjs.com/admin/templates')
    if (body.user_id !== options.publicKey)
      return reply(400, 'The Public Key is invalid. To find it, visit https://dashboard.emailjs.com/admin/account')
    if (body.service_id !== options.serviceId)
      return reply(400, `The service ID is invalid: ${String(body.service_id)}`)
    if (body.template_id !== options.templateId)
      return reply(400, `The template ID is invalid: ${String(body.template_id)}`)
    const params = body.template_params
    if (params !== undefined && (typeof params !== 'object' || params === null || Array.isArray(params)))
      return reply(400, 'The template params have to be an object')
    const message: OutboxMessage = {
      receivedAt: new Date().toISOString(),
      service_id: body.service_id as string,
      template_id: body.template_id as string,
      template_params: (params ?? {}) as Record<string, unknown>,
    }
    mkdirSync(dirname(options.file), { recursive: true })
    appendFileSync(options.file, JSON.stringify(message) + '\n')
    options.onMessage?.(message)
    reply(200, 'OK')
  }
}

export function startOutbox(options: OutboxOptions & { port: number; host?: string }): Promise<Server> {
  const server = createServer((req, res) => {
    createOutboxHandler(options)(req, res).catch(() => {
      res.statusCode = 500
      res.end('Internal Server Error')
    })
  })
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port, options.host ?? '127.0.0.1', () => resolve(server))
  })
}
