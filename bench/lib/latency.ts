/**
 * A TCP proxy that delays every chunk by half a round trip each way, so the
 * browser sees a network like a phone's (Lighthouse's simulated mobile uses
 * a 150 ms round trip) rather than localhost's. No bandwidth limit: what it
 * adds is the waiting a navigation pays per request, which a prerendered
 * page has paid before the click. Order is kept per direction.
 */
import { createServer, connect, type Server, type Socket } from 'node:net'

function delayed(from: Socket, to: Socket, ms: number) {
  let last = 0
  from.on('data', (chunk) => {
    // Each chunk leaves `ms` after it arrived, never before the one before it.
    const at = Math.max(Date.now() + ms, last)
    last = at
    setTimeout(() => to.writable && to.write(chunk), at - Date.now())
  })
  from.on('end', () => setTimeout(() => to.end(), Math.max(0, last - Date.now())))
  from.on('error', () => to.destroy())
}

export interface LatencyProxy {
  port: number
  close(): Promise<void>
}

/** Listens on `port` (127.0.0.1) and forwards to `target`, `rttMs / 2` later each way. */
export function startLatencyProxy(
  port: number,
  target: { host: string; port: number },
  rttMs: number,
): Promise<LatencyProxy> {
  const sockets = new Set<Socket>()
  const server: Server = createServer((client) => {
    const upstream = connect(target.port, target.host)
    for (const s of [client, upstream]) {
      sockets.add(s)
      s.on('close', () => sockets.delete(s))
    }
    delayed(client, upstream, rttMs / 2)
    delayed(upstream, client, rttMs / 2)
  })
  return new Promise((resolve) =>
    server.listen(port, '127.0.0.1', () =>
      resolve({
        port,
        close: () =>
          new Promise<void>((done) => {
            for (const s of sockets) s.destroy()
            server.close(() => done())
          }),
      }),
    ),
  )
}
