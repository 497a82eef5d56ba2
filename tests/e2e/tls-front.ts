/**
 * Cloudflare's edge, in front of its local runtime. `wrangler pages dev`
 * serves plain http on a port; a deployed Pages site is reached through the
 * edge, which terminates TLS and, with "Always Use HTTPS" (docs/deploy.md),
 * answers plain http with a 301 to https. This front does those two things on
 * one port and nothing else: a TLS connection is decrypted and piped to the
 * runtime byte for byte (its status, headers and body arrive unchanged), a
 * plain-http request gets the 301.
 */
import { createServer as createHttpServer } from 'node:http'
import { connect, createServer, type Socket } from 'node:net'
import { readFileSync } from 'node:fs'
import { createServer as createTlsServer } from 'node:tls'
import type { LocalCertificate } from '../../server/tls.ts'

export interface TlsFront {
  /** https://localhost:<port> */
  origin: string
  /** localhost:<port>, as a scanner is given it. */
  host: string
  stop(): Promise<void>
}

/** A TLS record starts with this byte (a handshake); an http request with a letter. */
const TLS_HANDSHAKE = 0x16

export function startTlsFront(options: { upstreamPort: number; tls: LocalCertificate }): Promise<TlsFront> {
  const sockets = new Set<Socket>()
  const track = (socket: Socket) => {
    sockets.add(socket)
    socket.once('close', () => sockets.delete(socket))
    return socket
  }
  const secure = createTlsServer(
    { cert: readFileSync(options.tls.cert), key: readFileSync(options.tls.key) },
    (clear) => {
      const upstream = track(connect(options.upstreamPort, '127.0.0.1'))
      const close = () => {
        clear.destroy()
        upstream.destroy()
      }
      clear.once('error', close)
      upstream.once('error', close)
      clear.pipe(upstream).pipe(clear)
    },
  )
  const plain = createHttpServer((request, response) => {
    response.writeHead(301, { location: `https://${request.headers.host ?? 'localhost'}${request.url ?? '/'}` })
    response.end()
  })
  const front = createServer((socket) => {
    track(socket)
    socket.once('error', () => socket.destroy())
    socket.once('data', (first) => {
      socket.pause()
      socket.unshift(first)
      ;(first[0] === TLS_HANDSHAKE ? secure : plain).emit('connection', socket)
      process.nextTick(() => socket.resume())
    })
  })
  return new Promise((resolve, reject) => {
    front.once('error', reject)
    front.listen(0, '127.0.0.1', () => {
      const { port } = front.address() as { port: number }
      resolve({
        origin: `https://localhost:${port}`,
        host: `localhost:${port}`,
        stop: () =>
          new Promise<void>((done) => {
            for (const socket of sockets) socket.destroy()
            front.close(() => done())
          }),
      })
    })
  })
}
