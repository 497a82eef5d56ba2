/** A server whose navigation never returns, for the watchdog tests of the Lighthouse runs. */
import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo, Socket } from 'node:net'

/**
 * A page whose requests are never answered (the connection is held open),
 * like a navigation that never returns, until `release()`; later requests get
 * a small page. Releasing on an event, not after a number of requests, keeps
 * a slow first browser that never reached the page from making the second
 * one hang in its place. Each held connection is recorded with whether it was
 * closed, which is what killing the browser does.
 */
export function hangingServer() {
  const held: { socket: Socket; closed: Promise<void> }[] = []
  let seen = 0
  let hanging = true
  const server: Server = createServer((req: IncomingMessage, res) => {
    if (req.url !== '/hang/') return void res.writeHead(404).end()
    seen++
    if (hanging) {
      const socket = req.socket
      held.push({ socket, closed: new Promise((done) => socket.once('close', () => done())) })
      return
    }
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
    res.end(
      '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">' +
        '<title>Answered</title></head><body><main><h1>Answered on the second try</h1></main></body></html>',
    )
  })
  return {
    server,
    held,
    requests: () => seen,
    release: () => {
      hanging = false
    },
  }
}

export const listen = (server: Server) =>
  new Promise<number>((done) => server.listen(0, () => done((server.address() as AddressInfo).port)))
