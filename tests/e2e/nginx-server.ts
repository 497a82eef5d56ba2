/**
 * The e2e build served by Debian's nginx with the include the build wrote
 * (dist-e2e/deploy/nginx.conf) on NGINX_PORT: the self-hosting recipe, for
 * the tests tagged @hosts (playwright.config.ts, project "nginx").
 */
import { resolve } from 'node:path'
import { startNginx } from '../../server/nginx.ts'
import { NGINX_PORT } from './ports.ts'
import { stopWithParent } from '../../server/lifetime.ts'

const site = await startNginx({
  root: resolve('dist-e2e/client'),
  include: resolve('dist-e2e/deploy/nginx.conf'),
  port: NGINX_PORT,
})
console.log(`nginx ready on ${site.origin}`)
stopWithParent(() => site.stop())
