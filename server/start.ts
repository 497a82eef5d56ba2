/**
 * npm start (after the build) and npm run serve: the built site on
 * http://localhost:$PORT (default 4173), served by Cloudflare's own runtime
 * (wrangler pages dev: the URLs, redirects and `_headers` of a Cloudflare
 * Pages deploy), and, while the contact form points at a local EmailJS
 * origin (the default), the local outbox that receives its messages into
 * .data/outbox/messages.jsonl.
 */
import { resolve } from 'node:path'
import { loadSiteConfig } from '../site/config.ts'
import { startCloudflare } from './cloudflare.ts'
import { startOutbox } from './outbox.ts'
import { stopWithParent } from './lifetime.ts'

const port = Number(process.env.PORT ?? 4173)
const dir = resolve(process.env.SITE_OUT_DIR ?? 'dist', 'client')
const config = loadSiteConfig()

console.log(`starting Cloudflare's local runtime for ${dir} (a few seconds)…`)
const site = await startCloudflare({ root: dir, port, host: process.env.HOST ?? '127.0.0.1' })
console.log(`site:   http://localhost:${port}`)

const origin = new URL(config.emailjs.origin)
if (['localhost', '127.0.0.1'].includes(origin.hostname)) {
  const file = resolve(process.env.OUTBOX_FILE ?? '.data/outbox/messages.jsonl')
  await startOutbox({
    ...config.emailjs,
    file,
    port: Number(origin.port || 80),
    host: origin.hostname === 'localhost' ? '127.0.0.1' : origin.hostname,
    onMessage: (m) => {
      const p = m.template_params
      const text = String(p.message ?? '').replace(/\s+/g, ' ')
      console.log(
        `outbox: ${p.from_name} <${p.from_email}>${p.company ? ` (${p.company})` : ''}: ${text.slice(0, 72)}${text.length > 72 ? '…' : ''}`,
      )
    },
  })
  console.log(`outbox: ${config.emailjs.origin} → ${file}`)
}

stopWithParent(() => site.stop())
