/** The e2e build served like a CDN on 4310, and the local outbox on 4311. */
import { resolve } from 'node:path'
import { loadSiteConfig } from '../../generator/config.ts'
import { startOutbox } from '../../server/outbox.ts'
import { startStaticServer } from '../../server/static.ts'

export const OUTBOX_FILE = resolve('.data/e2e/outbox.jsonl')
const config = loadSiteConfig({ mode: 'e2e' })
await startStaticServer({ root: resolve('dist-e2e/client'), port: 4310 })
await startOutbox({ ...config.emailjs, file: OUTBOX_FILE, port: 4311 })
console.log('e2e servers ready')
