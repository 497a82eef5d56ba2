/**
 * Serves a built site on localhost like a CDN.
 *   tsx server/serve.ts [--dir dist/client] [--port 4173] [--no-compress]
 */
import { parseArgs } from 'node:util'
import { startStaticServer } from './static.ts'

const { values } = parseArgs({
  options: {
    dir: { type: 'string', default: 'dist/client' },
    port: { type: 'string', default: process.env.PORT ?? '4173' },
    host: { type: 'string', default: '127.0.0.1' },
    'no-compress': { type: 'boolean', default: false },
  },
})
const port = Number(values.port)
await startStaticServer({ root: values.dir!, port, host: values.host!, compress: !values['no-compress'] })
console.log(`site: http://localhost:${port} (serving ${values.dir})`)
