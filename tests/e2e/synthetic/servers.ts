/**
 * The synthetic build (dist-synthetic/, tests/e2e/synthetic/build.ts) served
 * by Debian's nginx with the build's include, then by Cloudflare's runtime:
 * started by Playwright (playwright.config.ts) for the projects "synthetic-…".
 */
import { join } from 'node:path'
import { startCloudflare } from '../../../server/cloudflare.ts'
import { startNginx } from '../../../server/nginx.ts'
import { SYNTHETIC_CLOUDFLARE_PORT, SYNTHETIC_NGINX_PORT } from '../ports.ts'
import { SYNTHETIC_DIR } from './site.ts'
import { stopWithParent } from '../../../server/lifetime.ts'

const nginx = await startNginx({
  root: join(SYNTHETIC_DIR, 'client'),
  include: join(SYNTHETIC_DIR, 'deploy/nginx.conf'),
  port: SYNTHETIC_NGINX_PORT,
})
const cloudflare = await startCloudflare({
  root: join(SYNTHETIC_DIR, 'client'),
  port: SYNTHETIC_CLOUDFLARE_PORT,
  timeoutMs: 120_000,
})
console.log(`synthetic site on ${cloudflare.origin} (Cloudflare) and ${nginx.origin} (nginx)`)
stopWithParent(() => Promise.all([cloudflare.stop(), nginx.stop()]))
