/** A server whose navigation never returns, for the watchdog tests of the Lighthouse runs. */
import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo, Socket } from 'node:net'

/**
 * A page whose first `hangs` requests are never answered (the connection is
 * held open), like a navigation that never returns; later requests get a
 * small page. Each held connection is recorded with whether it was closed,
 * which is what killing the browser does.
 */
export function hangingServer(hangs: number) {
  const held: { socket: Socket; closed: Promise<void> }[] = []
  let seen = 0
  const server: Server = createServer((req: IncomingMessage, res) => {
    if (req.url !== '/hang/') return void res.writeHead(404).end()
    if (seen++ < hangs) {
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
  return { server, held, requests: () => seen }
}

export const listen = (server: Server) =>
  new Promise<number>((done) => server.listen(0, () => done((server.address() as AddressInfo).port)))
