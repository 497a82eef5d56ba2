/**
 * The ports the end-to-end servers take (tests/e2e/ports.ts), made ready before Playwright starts:
 * a leftover of a stopped run is stopped, anything else holding one is named as a failure. Without
 * this, Playwright refuses to start its servers, writes a report with no test in it, and a run could
 * read green with no browser test run.
 */
import { claimPort } from '../../server/leftovers.ts'
import { E2E_PORT, NGINX_PORT, OUTBOX_PORT, SYNTHETIC_CLOUDFLARE_PORT, SYNTHETIC_NGINX_PORT } from '../e2e/ports.ts'

export const TEST_PORTS = [E2E_PORT, OUTBOX_PORT, NGINX_PORT, SYNTHETIC_CLOUDFLARE_PORT, SYNTHETIC_NGINX_PORT]

/** Problems that stop the browser tests (empty: every port is free now), after saying what was cleared. */
export async function preparePorts(
  ports: number[] = TEST_PORTS,
  log: (line: string) => void = console.log,
): Promise<string[]> {
  const problems: string[] = []
  for (const port of ports) {
    const state = await claimPort(port)
    if (state.state === 'cleared') log(state.message)
    if (state.state === 'taken') problems.push(state.message)
  }
  return problems
}
