/**
 * A certificate for serving a local runtime over TLS: self-signed for
 * `localhost` and 127.0.0.1, marked as its own authority so that a client can
 * trust it directly (Node: `NODE_EXTRA_CA_CERTS=<cert>`; nothing on the
 * machine's trust store changes). Drawn by the openssl command, which Debian
 * installs with ca-certificates.
 */
import { spawnSync } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

export interface LocalCertificate {
  /** PEM certificate: hand it to nginx and to the client that must trust it. */
  cert: string
  /** PEM private key, unencrypted. */
  key: string
}

/** Writes a fresh certificate and key into `dir` (a new temporary folder by default). */
export function localCertificate(dir = mkdtempSync(join(tmpdir(), 'site-tls-'))): LocalCertificate {
  const cert = join(dir, 'localhost.pem')
  const key = join(dir, 'localhost-key.pem')
  // prettier-ignore
  const args = [
    'req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes',
    '-keyout', key, '-out', cert, '-days', '7', '-subj', '/CN=localhost',
    '-addext', 'subjectAltName=DNS:localhost,IP:127.0.0.1',
    '-addext', 'basicConstraints=critical,CA:TRUE',
  ]
  const run = spawnSync('openssl', args, { encoding: 'utf8', timeout: 30_000 })
  if (run.error || run.status !== 0)
    throw new Error(
      `could not draw a local TLS certificate with openssl (${run.error?.message ?? run.stderr.trim()}); ` +
        'install it: apt-get install -y openssl',
    )
  return { cert, key }
}
