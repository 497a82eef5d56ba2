/**
 * Ports of the end-to-end servers. E2E_PORT moves them all (the outbox takes
 * the next port, nginx the one after, then the synthetic site on Cloudflare's
 * runtime and on nginx), so two checkouts can run their suites
 * side by side; the e2e build reads the outbox origin from the same place
 * (tests/run.ts).
 */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4310)
export const OUTBOX_PORT = E2E_PORT + 1
export const NGINX_PORT = E2E_PORT + 2
export const SYNTHETIC_CLOUDFLARE_PORT = E2E_PORT + 3
export const SYNTHETIC_NGINX_PORT = E2E_PORT + 4
export const OUTBOX_ORIGIN = `http://localhost:${OUTBOX_PORT}`
