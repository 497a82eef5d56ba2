/**
 * The local TLS of the graded runtimes (tests/e2e/observatory.spec.ts): a
 * certificate a client can trust on its own for localhost, and the nginx
 * wrapper that serves with it and redirects plain http on the same port.
 */
import { createPrivateKey, X509Certificate } from 'node:crypto'
import { readFileSync, rmSync } from 'node:fs'
import { dirname } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { nginxConfig } from '../../../server/nginx.ts'
import { localCertificate } from '../../../server/tls.ts'

describe('local TLS', () => {
  const tls = localCertificate()
  afterAll(() => rmSync(dirname(tls.cert), { recursive: true, force: true }))

  it('draws a certificate for localhost and 127.0.0.1 that is its own authority', () => {
    const cert = new X509Certificate(readFileSync(tls.cert))
    expect(cert.checkHost('localhost')).toBe('localhost')
    expect(cert.checkIP('127.0.0.1')).toBe('127.0.0.1')
    expect(cert.ca).toBe(true)
    expect(cert.checkPrivateKey(createPrivateKey(readFileSync(tls.key)))).toBe(true)
    expect(cert.verify(cert.publicKey)).toBe(true)
  })

  it('serves nginx over TLS, plain http on the same port answered with a 301 to https', () => {
    const conf = nginxConfig({
      root: 'dist/client',
      include: 'dist/deploy/nginx.conf',
      port: 8443,
      prefix: '/tmp/x',
      tls,
    })
    expect(conf).toMatch(/^ {4}listen 127\.0\.0\.1:8443 ssl;$/m)
    expect(conf).toContain(`ssl_certificate ${tls.cert};`)
    expect(conf).toContain(`ssl_certificate_key ${tls.key};`)
    expect(conf).toContain('error_page 497 =301 https://$host:$server_port$request_uri;')
    const plain = nginxConfig({ root: 'dist/client', include: 'dist/deploy/nginx.conf', port: 8080, prefix: '/tmp/x' })
    expect(plain).toMatch(/^ {4}listen 127\.0\.0\.1:8080;$/m)
    expect(plain).not.toContain('ssl')
  })
})
