/**
 * Serves a built site with Debian's nginx and the include the build writes
 * (<out>/deploy/nginx.conf): the self-hosting recipe of docs/deploy.md, run on
 * localhost. The wrapper below is what a server's own nginx.conf provides
 * (mime types, a listen port, the root); everything about the site comes
 * from the include.
 */
import { spawn, spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { request as httpsRequest } from 'node:https'
import { join, resolve } from 'node:path'
import type { RuntimeServer } from './cloudflare.ts'
import type { LocalCertificate } from './tls.ts'
import { canonicalUrl } from '../site/routes.ts'
import { claimPort, forgetServer, recordServer } from './leftovers.ts'

export const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx'

export function nginxAvailable(): boolean {
  return spawnSync(NGINX, ['-v'], { stdio: 'ignore' }).status === 0
}

export interface NginxOptions {
  /** The built site (dist/client). */
  root: string
  /** The generated include (dist/deploy/nginx.conf). */
  include: string
  port: number
  host?: string
  /**
   * Serve over TLS with this certificate (server/tls.ts), at
   * https://localhost:<port>. Plain http sent to the same port is redirected
   * to https, as the port-80 server block of docs/deploy.md does in production.
   */
  tls?: LocalCertificate
}

function tlsLines(tls: LocalCertificate): string {
  // 497 is nginx's answer to plain http on a TLS port: redirected like port 80 would be.
  return `
    ssl_certificate ${resolve(tls.cert)};
    ssl_certificate_key ${resolve(tls.key)};
    error_page 497 =301 https://$host:$server_port$request_uri;`
}

/** The http/server wrapper of a minimal nginx.conf around the site's include. */
export function nginxConfig(options: NginxOptions & { prefix: string }): string {
  const p = options.prefix
  return `daemon off;
worker_processes 1;
${process.getuid?.() === 0 ? 'user root;' : ''}
pid ${p}/nginx.pid;
error_log ${p}/error.log warn;
events { worker_connections 256; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  client_body_temp_path ${p}/body;
  proxy_temp_path ${p}/proxy;
  fastcgi_temp_path ${p}/fastcgi;
  uwsgi_temp_path ${p}/uwsgi;
  scgi_temp_path ${p}/scgi;
  server {
    listen ${options.host ?? '127.0.0.1'}:${options.port}${options.tls ? ' ssl' : ''};
    server_name localhost;${options.tls ? tlsLines(options.tls) : ''}
    root ${resolve(options.root)};
    include ${resolve(options.include)};
  }
}
`
}

/** Resolves once the URL answers at all (through the local certificate, for https). */
function answers(url: string, tls?: LocalCertificate): Promise<void> {
  if (!tls) return fetch(url, { method: 'HEAD', signal: AbortSignal.timeout(1000) }).then(() => undefined)
  return new Promise((done, fail) => {
    const request = httpsRequest(url, { method: 'HEAD', ca: readFileSync(tls.cert), timeout: 1000 }, (response) => {
      response.resume()
      done()
    })
    request.once('timeout', () => request.destroy(new Error(`no answer from ${url}`)))
    request.once('error', fail)
    request.end()
  })
}

/**
 * Starts nginx on the port (`daemon off`: it is this process's child). A leftover of a stopped run
 * on the port is stopped first, and said; a port held by anything else fails, naming its holder.
 */
export async function startNginx(options: NginxOptions): Promise<RuntimeServer> {
  const claim = await claimPort(options.port)
  if (claim.state === 'taken') throw new Error(`nginx cannot start: ${claim.message}`)
  if (claim.state === 'cleared') console.log(claim.message)
  return launchNginx(options)
}

function launchNginx(options: NginxOptions): Promise<RuntimeServer> {
  const prefix = mkdtempSync(join(tmpdir(), 'site-nginx-'))
  mkdirSync(join(prefix, 'logs'), { recursive: true })
  const conf = join(prefix, 'nginx.conf')
  writeFileSync(conf, nginxConfig({ ...options, prefix }))
  const test = spawnSync(NGINX, ['-t', '-q', '-p', prefix, '-c', conf, '-e', join(prefix, 'error.log')], {
    encoding: 'utf8',
  })
  if (test.status !== 0) {
    rmSync(prefix, { recursive: true, force: true })
    return Promise.reject(new Error(`nginx refused the configuration:\n${test.stderr}`))
  }
  const child = spawn(NGINX, ['-p', prefix, '-c', conf, '-e', join(prefix, 'error.log')], {
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  const origin = options.tls
    ? `https://localhost:${options.port}`
    : `http://${options.host ?? '127.0.0.1'}:${options.port}`
  const stop = () =>
    new Promise<void>((done) => {
      const finish = () => {
        forgetServer(options.port)
        rmSync(prefix, { recursive: true, force: true })
        done()
      }
      if (child.exitCode !== null || child.signalCode !== null) return finish()
      child.once('exit', finish)
      child.kill('SIGQUIT')
      setTimeout(() => child.kill('SIGKILL'), 5000).unref()
    })
  return new Promise((resolveServer, reject) => {
    let settled = false
    child.once('exit', (code) => {
      if (settled) return
      settled = true
      let log = ''
      try {
        log = readFileSync(join(prefix, 'error.log'), 'utf8')
      } catch {
        /* no log */
      }
      rmSync(prefix, { recursive: true, force: true })
      reject(new Error(`nginx exited (${code}) before it was ready\n${log}`))
    })
    const poll = async () => {
      for (let i = 0; i < 200 && !settled; i++) {
        try {
          await answers(canonicalUrl(origin, '/robots.txt'), options.tls)
          settled = true
          recordServer(options.port, 'nginx', /nginx/)
          return resolveServer({ origin, port: options.port, stop })
        } catch {
          await new Promise((r) => setTimeout(r, 100))
        }
      }
      if (!settled) {
        settled = true
        await stop()
        reject(new Error(`nginx did not answer on ${origin}`))
      }
    }
    void poll()
  })
}
