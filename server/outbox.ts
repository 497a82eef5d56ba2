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

/**
 * The largest body the outbox accepts: 64 KiB, above EmailJS's own 50 KB
 * limit on template variables and far above the form's longest message
 * (5,000 characters, at most 20 KB of UTF-8).
 */
export const MAX_BODY_BYTES = 64 * 1024

/**
 * Past this many bytes of an oversized body the connection is closed. Up to
 * it the rest is read and dropped, so that a client still sending (fetch
 * sends the whole body before it reads the answer) receives the 413 instead
 * of a reset connection.
 */
export const DRAIN_MAX_BYTES = 1024 * 1024

type Body = { ok: true; text: string } | { ok: false; received: number }

/**
 * Reads the body up to MAX_BODY_BYTES. A larger one resolves at once as
 * refused (the caller answers 413 while the rest is read and dropped); one
 * declared or found past DRAIN_MAX_BYTES has its connection closed once the
 * answer is written.
 */
function readBody(req: IncomingMessage, res: ServerResponse): Promise<Body> {
  return new Promise((resolve, reject) => {
    const declared = Number(req.headers['content-length'] ?? NaN)
    const closeAfterAnswer = () => {
      res.setHeader('Connection', 'close')
      res.once('finish', () => req.socket.destroy())
    }
    if (declared > DRAIN_MAX_BYTES) {
      closeAfterAnswer()
      return resolve({ ok: false, received: 0 })
    }
    let size = 0
    let refused = false
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => {
      size += chunk.length
      if (refused) {
        if (size > DRAIN_MAX_BYTES && !req.socket.destroyed) req.socket.destroy()
        return
      }
      if (size <= MAX_BODY_BYTES) return void chunks.push(chunk)
      refused = true
      chunks.length = 0
      resolve({ ok: false, received: size })
    })
    req.on('end', () => refused || resolve({ ok: true, text: Buffer.concat(chunks).toString('utf8') }))
    req.on('error', (error) => (refused ? undefined : reject(error)))
  })
}

const JSON_TYPE = /^application\/json\s*(;|$)/i

/**
 * A local stand-in for the EmailJS REST API (POST /api/v1.0/email/send):
 * answers CORS preflights, validates the identifiers the way the service
 * does for a missing or wrong one (400 with a plain-text reason), refuses a
 * body that is not JSON (400) or over MAX_BODY_BYTES (413), and appends each
 * accepted message to a file, one complete line each, instead of emailing it.
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
    const type = req.headers['content-type'] ?? ''
    if (!JSON_TYPE.test(type))
      return reply(
        400,
        `The request body must be JSON sent with "Content-Type: application/json" (received ${type ? `"${type}"` : 'no Content-Type'})`,
      )
    const read = await readBody(req, res)
    if (!read.ok)
      return reply(
        413,
        `The request body is over the outbox's limit of ${MAX_BODY_BYTES} bytes (64 KiB); the contact form's messages are far smaller`,
      )
    let body: Record<string, unknown>
    try {
      body = JSON.parse(read.text) as Record<string, unknown>
    } catch (error) {
      return reply(400, `The request body is not valid JSON: ${(error as Error).message}`)
    }
    if (!body || typeof body !== 'object' || Array.isArray(body))
      return reply(400, 'The request body must be a JSON object')
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
    try {
      mkdirSync(dirname(options.file), { recursive: true })
      // One synchronous append per message: a whole line in one write, never interleaved with another request's.
      appendFileSync(options.file, JSON.stringify(message) + '\n')
    } catch (error) {
      console.error(`outbox: could not append to ${options.file}:`, error)
      return reply(500, `The outbox could not write ${options.file}: ${(error as Error).message}`)
    }
    options.onMessage?.(message)
    reply(200, 'OK')
  }
}

export function startOutbox(options: OutboxOptions & { port: number; host?: string }): Promise<Server> {
  const handle = createOutboxHandler(options)
  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      console.error('outbox: request failed', error)
      if (res.headersSent) return void res.destroy()
      res.statusCode = 500
      res.setHeader('Content-Type', 'text/plain; charset=utf-8')
      res.end('Internal Server Error')
    })
  })
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port, options.host ?? '127.0.0.1', () => resolve(server))
  })
}
