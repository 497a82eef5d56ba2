import { createReadStream, existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import { extname, join, normalize, resolve, sep } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import { headersFor, parseHeadersFile, type HeaderRule } from './headers.ts'

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.mp4': 'video/mp4',
  '.woff2': 'font/woff2',
}
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.webmanifest', '.svg', '.xml', '.txt'])

export interface StaticServerOptions {
  /** Directory of the built site (dist/client). */
  root: string
  /** Compress like a CDN (brotli or gzip by Accept-Encoding). */
  compress?: boolean
}

/**
 * Serves a pre-rendered build the way a static CDN does: clean URLs map to
 * <path>/index.html, `_headers` applies, text is compressed, an unknown path
 * gets 404.html with status 404 (no SPA fallback), and nothing outside the
 * root is reachable.
 */
export function createStaticHandler({ root, compress = true }: StaticServerOptions) {
  const base = resolve(root)
  const headersPath = join(base, '_headers')
  // Re-read _headers whenever a rebuild changes it: a stale CSP would block the new inline hashes.
  let rulesMtime = -1
  let cachedRules: HeaderRule[] = []
  const rules = (): HeaderRule[] => {
    const mtime = existsSync(headersPath) ? statSync(headersPath).mtimeMs : 0
    if (mtime !== rulesMtime) {
      rulesMtime = mtime
      cachedRules = mtime ? parseHeadersFile(readFileSync(headersPath, 'utf8')) : []
    }
    return cachedRules
  }
  const cache = new Map<string, { br: Buffer; gz: Buffer; raw: Buffer; mtime: number }>()

  /** Raw, gzip and brotli bodies of a file, cached until the file changes. */
  const compressed = (file: string) => {
    const mtime = statSync(file).mtimeMs
    let entry = cache.get(file)
    if (!entry || entry.mtime !== mtime) {
      const raw = readFileSync(file)
      entry = {
        raw,
        mtime,
        gz: gzipSync(raw, { level: 9 }),
        br: brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
      }
      cache.set(file, entry)
    }
    return entry
  }

  const locate = (pathname: string): string | undefined => {
    const safe = normalize(decodeURIComponent(pathname)).replace(/^([/\\])+/, '')
    const candidates = pathname.endsWith('/') ? [join(safe, 'index.html')] : [safe, join(safe, 'index.html')]
    for (const rel of candidates) {
      const file = resolve(base, rel)
      if (file !== base && !file.startsWith(base + sep)) return undefined
      if (existsSync(file) && statSync(file).isFile()) return file
    }
    return undefined
  }

  const send = (req: IncomingMessage, res: ServerResponse, file: string, status: number, path: string) => {
    const ext = extname(file)
    res.statusCode = status
    res.setHeader('Content-Type', TYPES[ext] ?? 'application/octet-stream')
    for (const [k, v] of headersFor(rules(), path)) res.setHeader(k, v)
    const accept = String(req.headers['accept-encoding'] ?? '')
    if (compress && COMPRESSIBLE.has(ext)) {
      const entry = compressed(file)
      res.setHeader('Vary', 'Accept-Encoding')
      const [body, encoding] = /\bbr\b/.test(accept)
        ? [entry.br, 'br']
        : /\bgzip\b/.test(accept)
          ? [entry.gz, 'gzip']
          : [entry.raw, '']
      if (encoding) res.setHeader('Content-Encoding', encoding)
      res.setHeader('Content-Length', body.length)
      res.end(req.method === 'HEAD' ? undefined : body)
      return
    }
    res.setHeader('Content-Length', statSync(file).size)
    if (req.method === 'HEAD') return res.end()
    createReadStream(file).pipe(res)
  }

  // Like a CDN, compress ahead of the first request (in the background), so no
  // visitor waits for brotli at its highest quality.
  if (compress) {
    const walk = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
        e.isDirectory() ? walk(join(dir, e.name)) : COMPRESSIBLE.has(extname(e.name)) ? [join(dir, e.name)] : [],
      )
    const queue = existsSync(base) ? walk(base) : []
    const next = () => {
      const file = queue.shift()
      if (!file) return
      try {
        compressed(file)
      } catch {
        /* compressed on demand instead */
      }
      setImmediate(next)
    }
    setImmediate(next)
  }

  return (req: IncomingMessage, res: ServerResponse) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.statusCode = 405
      res.setHeader('Allow', 'GET, HEAD')
      return res.end()
    }
    const url = new URL(req.url ?? '/', 'http://localhost')
    // Canonical URLs have no trailing slash: redirect like a CDN with pretty URLs.
    if (url.pathname.length > 1 && url.pathname.endsWith('/') && locate(url.pathname)) {
      res.statusCode = 301
      res.setHeader('Location', url.pathname.replace(/\/+$/, '') + url.search)
      return res.end()
    }
    const file = url.pathname.split('/').some((seg) => seg.startsWith('_') || seg.startsWith('.'))
      ? undefined
      : locate(url.pathname)
    if (file) return send(req, res, file, 200, url.pathname)
    const notFound = join(base, '404.html')
    if (existsSync(notFound)) return send(req, res, notFound, 404, url.pathname)
    res.statusCode = 404
    res.end('Not found')
  }
}

export function startStaticServer(options: StaticServerOptions & { port: number; host?: string }): Promise<Server> {
  const server = createServer(createStaticHandler(options))
  return new Promise((resolveServer, reject) => {
    server.once('error', reject)
    server.listen(options.port, options.host ?? '127.0.0.1', () => resolveServer(server))
  })
}
