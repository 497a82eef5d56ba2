/**
 * Serves a built site with Cloudflare's own runtime: `wrangler pages dev`,
 * the workerd asset server of Cloudflare Pages, started from
 * node_modules/.bin (so stopping it stops the server). It applies the
 * build's `_headers`, answers "/about" with a 308 to "/about/", serves
 * `404.html` for unknown paths and compresses like the edge does: what
 * visitors of a Cloudflare Pages deploy get, on localhost, offline.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { resolve } from 'node:path'
import { canonicalUrl } from '../site/routes.ts'
import { claimPort, forgetServer, recordServer } from './leftovers.ts'

/** The newest compatibility date this workerd accepts (a later one is refused). */
export const COMPATIBILITY_DATE = '2026-05-01'

export interface RuntimeServer {
  /** e.g. "http://127.0.0.1:8788" */
  origin: string
  port: number
  stop(): Promise<void>
}

/**
 * Lines wrangler prints offline that are not about the site: its telemetry
 * and `Request.cf` lookups need the internet, fail, and it runs anyway; and
 * workerd's note that a client closed its connection before the answer was
 * written (a browser that navigated away or aborted a request).
 */
const NOISE =
  /getaddrinfo|ENOTFOUND|workers\.cloudflare\.com|Request\.cf|at (?:GetAddrInfoReqWrap|[\w.<>]+ \(node:)|callbackTrampoline|onlookupall|disconnected: ::write\(.*(?:Broken pipe|Connection reset by peer)|^\s*$/

/**
 * Its warning about the 404 rules of `_redirects`: they are Netlify's (a
 * language's 404 page), which Cloudflare skips by design, serving the nearest
 * 404.html itself (hosts/headers/redirects-file.ts). Any other invalid
 * rule is still printed.
 */
const NETLIFY_404_RULES =
  /invalid redirect rules?:|Valid status codes are .*Got 404\.|_redirects:\d+ \| \S+\* \S+\/404\.html 404/

export interface CloudflareOptions {
  /** The built site (dist/client). */
  root: string
  port: number
  host?: string
  /** Where wrangler's output goes (default: this process's, without the offline noise). */
  log?: (line: string) => void
  /** How long to wait for "Ready" (a cold workerd start takes a few seconds). */
  timeoutMs?: number
}

/**
 * Starts `wrangler pages dev` on the port. A leftover of a stopped run on the port is stopped first,
 * and said; a port held by anything else fails, naming its holder.
 */
export async function startCloudflare(options: CloudflareOptions): Promise<RuntimeServer> {
  const claim = await claimPort(options.port)
  if (claim.state === 'taken') throw new Error(`Cloudflare's runtime cannot start: ${claim.message}`)
  if (claim.state === 'cleared') console.log(claim.message)
  return launchCloudflare(options)
}

function launchCloudflare(options: CloudflareOptions): Promise<RuntimeServer> {
  const host = options.host ?? '127.0.0.1'
  const log = options.log ?? ((line: string) => process.stdout.write(`[cloudflare] ${line}\n`))
  const child: ChildProcess = spawn(
    resolve('node_modules/.bin/wrangler'),
    [
      'pages',
      'dev',
      resolve(options.root),
      '--ip',
      host,
      '--port',
      String(options.port),
      `--compatibility-date=${COMPATIBILITY_DATE}`,
      '--show-interactive-dev-session=false',
      '--log-level=warn',
    ],
    {
      env: { ...process.env, WRANGLER_SEND_METRICS: 'false', CI: 'true', NO_COLOR: '1', FORCE_COLOR: '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  )
  // Once stopping, wrangler's children print their own shutdown traces: not the site's business.
  let stopping = false
  const stop = () =>
    new Promise<void>((done) => {
      stopping = true
      forgetServer(options.port)
      if (child.exitCode !== null || child.signalCode !== null) return done()
      child.once('exit', () => done())
      child.kill('SIGTERM')
      setTimeout(() => child.kill('SIGKILL'), 5000).unref()
    })
  const origin = `http://${host}:${options.port}`
  return new Promise((resolveServer, reject) => {
    let settled = false
    const timer = setTimeout(() => {
      if (settled) return
      settled = true
      void stop()
      reject(new Error(`wrangler pages dev did not become ready on ${origin} within ${options.timeoutMs ?? 60_000} ms`))
    }, options.timeoutMs ?? 60_000)
    const ready = () => {
      if (settled) return
      settled = true
      clearTimeout(timer)
      // workerd holds the port, a child of wrangler (a Node process): both are what a leftover looks like.
      recordServer(options.port, "Cloudflare's runtime", /workerd|wrangler/)
      resolveServer({ origin, port: options.port, stop })
    }
    // Ready means the server answers, whatever wrangler prints about it.
    const poll = async () => {
      while (!settled) {
        try {
          await fetch(canonicalUrl(origin, '/robots.txt'), { method: 'HEAD', signal: AbortSignal.timeout(2000) })
          return ready()
        } catch {
          await new Promise((r) => setTimeout(r, 250))
        }
      }
    }
    void poll()
    // The last lines wrangler printed, whatever the caller logs: what an early exit is told with.
    const last: string[] = []
    for (const stream of [child.stdout!, child.stderr!]) {
      let buffer = ''
      stream.setEncoding('utf8')
      stream.on('data', (chunk: string) => {
        buffer += chunk
        const lines = buffer.split('\n')
        buffer = lines.pop() ?? ''
        for (const line of lines) {
          if (line.trim() && last.push(line) > 30) last.shift()
          if (!stopping && !NOISE.test(line) && !NETLIFY_404_RULES.test(line)) log(line)
        }
      })
    }
    child.once('exit', (code, signal) => {
      if (settled) return
      settled = true
      clearTimeout(timer)
      const said = last.length > 0 ? `; its last words:\n  ${last.slice(-12).join('\n  ')}` : ''
      reject(
        new Error(`wrangler pages dev on port ${options.port} exited (${signal ?? code}) before it was ready${said}`),
      )
    })
  })
}
