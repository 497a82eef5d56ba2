/**
 * The e2e build served by Cloudflare's own runtime (wrangler pages dev) on
 * E2E_PORT, and the local EmailJS outbox on the next port. Started by
 * Playwright (playwright.config.ts, webServer).
 */
import { resolve } from 'node:path'
import { loadSiteConfig } from '../../site/config.ts'
import { startCloudflare } from '../../server/cloudflare.ts'
import { startOutbox } from '../../server/outbox.ts'
import { E2E_PORT, OUTBOX_PORT } from './ports.ts'
import { stopWithParent } from '../../server/lifetime.ts'

export const OUTBOX_FILE = resolve('.data/e2e/outbox.jsonl')
const config = loadSiteConfig({ mode: 'e2e' })
const site = await startCloudflare({ root: resolve('dist-e2e/client'), port: E2E_PORT, timeoutMs: 120_000 })
await startOutbox({ ...config.emailjs, file: OUTBOX_FILE, port: OUTBOX_PORT })
console.log('e2e servers ready')
stopWithParent(() => site.stop())
